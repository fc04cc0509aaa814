import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import {
  WORD_TEMPLATE_MAX_BYTES,
  WORD_TEMPLATE_TOO_LARGE,
  type WordTemplateView,
} from '../../../../domain/word-template.ts';
import { Button } from '../../../components/button.tsx';
import { FileUp, Trash2 } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import {
  useRemoveWordTemplate,
  useUploadWordTemplate,
  wordTemplatePreviewQueryOptions,
  wordTemplateQueryOptions,
} from '../api/word-template.ts';

/**
 * The firm's Word template (issue 31): upload, replace or remove it, see the styles the Word
 * export takes from it and its first pages as the server draws them. The PDF is not affected.
 */
export function WordTemplateSettings() {
  const input = useRef<HTMLInputElement>(null);
  const template = useQuery(wordTemplateQueryOptions);
  const upload = useUploadWordTemplate();
  const remove = useRemoveWordTemplate();
  const busy = upload.isPending || remove.isPending;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > WORD_TEMPLATE_MAX_BYTES) {
      notify({
        tone: 'error',
        title: 'Failed to upload the Word template',
        description: WORD_TEMPLATE_TOO_LARGE,
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ tone: 'success', title: 'Word template saved' }),
      onError: (error) => notifyError('Failed to upload the Word template', error),
    });
  };
  if (template.isPending) return <Spinner />;
  if (template.error) return <Notice tone="error" role="alert" title={template.error.message} />;
  const stored = template.data;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-600">
        Your firm’s own <span className="whitespace-nowrap">.docx</span> or .dotx: the Word export
        takes its styles, page, header, footer and first page. The PDF keeps this app’s design.
      </p>
      <input
        ref={input}
        type="file"
        accept=".docx,.dotx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.wordprocessingml.template"
        hidden
        onChange={choose}
        data-testid="word-template-input"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <FileUp aria-hidden className="size-4" />}
          <span className="whitespace-normal">
            {stored ? 'Replace Word template' : 'Upload Word template'}
          </span>
        </Button>
        {stored ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify({ tone: 'success', title: 'Word template removed' }),
                onError: (error) => notifyError('Failed to remove the Word template', error),
              })
            }
          >
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        ) : null}
      </div>
      <p className="text-slate-500 text-xs">Up to 5 MB. Files with macros are not accepted.</p>
      {stored ? <StoredTemplate template={stored} /> : null}
    </div>
  );
}

function StoredTemplate({ template }: { template: WordTemplateView }) {
  const used = template.styles.filter((style) => style.usedFor);
  const others = template.styles.filter((style) => !style.usedFor && style.type === 'paragraph');
  const parts = [
    template.page
      ? `${template.page.width} × ${template.page.height} mm page, margins ${template.page.margins.top}/${template.page.margins.right}/${template.page.margins.bottom}/${template.page.margins.left} mm`
      : null,
    template.hasHeader ? 'header' : null,
    template.hasFooter ? 'footer' : null,
    template.hasFirstPage ? 'first page' : null,
  ].filter(Boolean);
  return (
    <div className="space-y-3" data-testid="word-template-stored">
      <p className="break-words">
        <span className="font-medium">{template.name}</span>
        <span className="text-slate-600"> · {parts.join(', ')}</span>
      </p>
      <div>
        <h4 className="font-medium text-slate-800">Styles the Word export takes</h4>
        {used.length > 0 ? (
          <ul className="mt-1 space-y-0.5" aria-label="Styles the Word export takes">
            {used.map((style) => (
              <li key={style.id} className="break-words">
                {style.usedFor}: <span className="font-medium">{style.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">None: the template names no heading, body or list style.</p>
        )}
        {others.length > 0 ? (
          <p className="mt-1 break-words text-slate-600">
            Its other paragraph styles: {others.map((style) => style.name).join(', ')}
          </p>
        ) : null}
      </div>
      <TemplatePreview uploadedAt={template.uploadedAt} />
    </div>
  );
}

function TemplatePreview({ uploadedAt }: { uploadedAt: string }) {
  const preview = useQuery(wordTemplatePreviewQueryOptions(uploadedAt));
  return (
    <div>
      <h4 className="font-medium text-slate-800">First pages of a Word export</h4>
      {preview.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Drawing the preview…
        </p>
      ) : preview.error ? (
        <p className="text-slate-600">{preview.error.message}</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <section
          aria-label="Preview pages"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
          tabIndex={0}
          className="mt-2 flex gap-2 overflow-x-auto"
        >
          {preview.data.pages.map((page, index) => (
            <img
              key={page}
              src={page}
              alt={`Page ${index + 1} of a sample Word export`}
              className="h-56 w-auto rounded border border-slate-200 bg-white"
            />
          ))}
        </section>
      )}
    </div>
  );
}
