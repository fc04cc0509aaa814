import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { create } from 'zustand';
import { Button } from '../components/button.tsx';
import { inputClassName } from '../components/field.tsx';
import { KeyRound } from '../components/icons.ts';
import {
  ApiError,
  client,
  answer as serverAnswer,
  setUnauthorizedHandler,
  withoutTokenPrompt,
} from '../lib/api.ts';

const useAccessPrompt = create<{ open: boolean }>()(() => ({ open: false }));

let answer: { promise: Promise<boolean>; resolve(signedIn: boolean): void } | undefined;

/** Opens the dialog (once for any number of refused requests); true when signed in. */
function askForAccessToken(): Promise<boolean> {
  if (!answer) {
    let resolve: (signedIn: boolean) => void = () => {};
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    answer = { promise, resolve };
    useAccessPrompt.setState({ open: true });
  }
  return answer.promise;
}

function settle(signedIn: boolean) {
  answer?.resolve(signedIn);
  answer = undefined;
  useAccessPrompt.setState({ open: false });
}

/**
 * With APP_ACCESS_TOKEN set the server answers 401 "Access token required": ask for the token
 * once, trade it for the session cookie, and let the refused requests go again.
 */
export function AccessTokenDialog() {
  const open = useAccessPrompt((state) => state.open);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setUnauthorizedHandler(askForAccessToken);
    return () => setUnauthorizedHandler(undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await serverAnswer(client.session.$post({ json: { token } }, withoutTokenPrompt));
      setToken('');
      settle(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not sign in');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : settle(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <div className="mb-4 grid size-10 place-items-center rounded-full bg-indigo-50 text-indigo-700">
            <KeyRound aria-hidden className="size-5" />
          </div>
          <Dialog.Title className="font-semibold text-lg">Access token required</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-600 text-sm">
            This server is protected. Enter the access token its administrator gave you; this
            browser remembers it.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-3">
            <label htmlFor="access-token" className="sr-only">
              Access token
            </label>
            <input
              id="access-token"
              type="password"
              autoComplete="current-password"
              className={inputClassName}
              value={token}
              onChange={(event) => setToken(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'access-token-error' : undefined}
              required
            />
            {error ? (
              <p id="access-token-error" role="alert" className="text-red-700 text-sm">
                {error}
              </p>
            ) : null}
            <Button type="submit" variant="primary" className="w-full" disabled={busy || !token}>
              Continue
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
