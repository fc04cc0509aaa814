import type { RefObject } from 'react';
import { Button } from '../../../components/button.tsx';
import { Check, Copy } from '../../../components/icons.ts';
import { notify } from '../../../lib/toast.ts';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard.ts';

/** "Copy link", then "Copied!" for 2 seconds. */
export function CopyLinkButton({
  url,
  inputRef,
}: {
  url: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      variant={copied ? 'secondary' : 'primary'}
      className={copied ? 'min-w-28 text-emerald-700' : 'min-w-28'}
      onClick={async () => {
        if (!(await copy(url, inputRef.current))) {
          notify({ tone: 'info', title: 'Press Ctrl+C (⌘C on a Mac) to copy the selected link' });
        }
      }}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
    </Button>
  );
}
