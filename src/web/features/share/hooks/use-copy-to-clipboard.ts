import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied!" shows (the spec's 2000 ms). */
export const COPIED_FOR_MS = 2000;

/**
 * Copies text; `copied` is true for two seconds after. Without the Clipboard API (a page served
 * over plain http on a network address) it selects the text in `fallbackInput` and tries the
 * old copy command, so the person can at least press Ctrl+C.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string, fallbackInput?: HTMLInputElement | null): Promise<boolean> => {
      let done = false;
      try {
        await navigator.clipboard.writeText(text);
        done = true;
      } catch {
        fallbackInput?.focus();
        fallbackInput?.select();
        done = fallbackInput ? document.execCommand('copy') : false;
      }
      if (done) {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
      }
      return done;
    },
    [],
  );

  return { copied, copy };
}
