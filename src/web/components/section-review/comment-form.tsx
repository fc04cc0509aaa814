import { useId, useState } from 'react';
import { COMMENT_MAX_CHARS } from '../../../domain/review.ts';
import { notifyError } from '../../lib/toast.ts';
import { Button } from '../button.tsx';
import { inputClassName } from '../field.tsx';

/** A comment or reply box: plain text, at most 5,000 characters (the server checks too). */
export function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const tooLong = body.length > COMMENT_MAX_CHARS;
  const send = async () => {
    if (!body.trim() || tooLong) return;
    setSending(true);
    try {
      await onSubmit(body);
      setBody('');
    } catch (error) {
      notifyError('The comment was not sent', error);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="font-medium text-slate-700 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={inputClassName}
        value={body}
        aria-invalid={tooLong}
        aria-describedby={`${id}-count`}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={tooLong ? 'text-red-700 text-xs' : 'text-slate-600 text-xs'}
        >
          {body.length.toLocaleString('en-US')} / {COMMENT_MAX_CHARS.toLocaleString('en-US')}{' '}
          characters
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="primary"
            type="submit"
            disabled={sending || !body.trim() || tooLong}
          >
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
