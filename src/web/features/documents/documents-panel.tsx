import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import type { SourceDocument } from '../../../domain/sources/section-source.ts';
import { Button } from '../../components/button.tsx';
import { FileUp, Globe, Trash2 } from '../../components/icons.ts';
import { Spinner } from '../../components/spinner.tsx';
import { notify, notifyError } from '../../lib/toast.ts';
import {
  useDeleteDocument,
  useDocuments,
  usePassages,
  useResearch,
  useUploadDocument,
} from './documents-api.ts';

const ACCEPT =
  '.pdf,.docx,.pptx,.xlsx,.csv,.md,.markdown,.txt,application/pdf,text/plain,text/markdown,text/csv';

/**
 * The client's own material (and researched web pages) the sections are written from: upload,
 * list with pages, passages and warnings, open the passages, delete. Every name and passage is
 * shown as plain text: they come from the uploaded file or the web.
 */
export function DocumentsPanel({ strategyId }: { strategyId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments(strategyId);
  const upload = useUploadDocument(strategyId);
  const headingId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      upload.mutate(file, {
        onSuccess: (stored) =>
          notify({
            tone: 'success',
            title: `${stored.name} added`,
            description: `${stored.passages} passages`,
          }),
        onError: (error) => notifyError(`Could not add ${file.name}`, error),
      });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900">
            Client documents
          </h2>
          <p className="text-slate-600 text-sm">
            Sections are written from these and cite them as [1], [2]… PDF, Word, PowerPoint, Excel,
            CSV, Markdown or text; up to 20 MB a file.
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          onChange={choose}
          data-testid="document-input"
        />
        <Button disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <FileUp aria-hidden className="size-4" />}
          Upload document
        </Button>
      </div>
      {documents.isPending ? (
        <p className="flex items-center gap-2 text-slate-500 text-sm">
          <Spinner /> Loading documents…
        </p>
      ) : documents.data?.length ? (
        <ul className="divide-y divide-slate-100" aria-label="Documents">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} strategyId={strategyId} document={document} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-500 text-sm">No documents yet.</p>
      )}
      <ResearchForm strategyId={strategyId} />
    </section>
  );
}

function describe(document: SourceDocument): string {
  const parts = [document.kind === 'web' ? 'Web page' : document.type.toUpperCase()];
  if (document.pages !== null) {
    parts.push(`${document.pages} ${document.type === 'pptx' ? 'slides' : 'pages'}`);
  }
  parts.push(`${document.passages} ${document.passages === 1 ? 'passage' : 'passages'}`);
  return parts.join(' · ');
}

function DocumentRow({ strategyId, document }: { strategyId: string; document: SourceDocument }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocument(strategyId);
  const passages = usePassages(strategyId, document.id, open);
  return (
    <li className="py-2" id={`document-${document.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium text-slate-900 text-sm">{document.name}</p>
          <p className="text-slate-600 text-xs">
            {describe(document)}
            {document.url ? (
              <>
                {' · '}
                <span className="break-all">{document.url}</span>
              </>
            ) : null}
          </p>
        </div>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide passages' : 'Show passages'}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${document.name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(document.id, {
              onError: (error) => notifyError('Could not delete the document', error),
            })
          }
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      {document.warnings.length ? (
        <ul className="mt-1 list-disc pl-5 text-amber-800 text-xs">
          {document.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {open ? (
        passages.data ? (
          <ol className="mt-2 max-h-80 space-y-2 overflow-y-auto rounded-md bg-slate-50 p-2 text-sm">
            {passages.data.map((passage) => (
              <li key={passage.ordinal} className="whitespace-pre-wrap break-words text-slate-700">
                {passage.location ? (
                  <span className="mr-1 font-medium text-slate-900">{passage.location}:</span>
                ) : null}
                {passage.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 flex items-center gap-2 text-slate-500 text-sm">
            <Spinner /> Loading passages…
          </p>
        )
      ) : null}
    </li>
  );
}

function ResearchForm({ strategyId }: { strategyId: string }) {
  const [query, setQuery] = useState('');
  const research = useResearch(strategyId);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length < 2) return;
    research.mutate(query.trim(), {
      onSuccess: (result) =>
        notify({
          tone: 'success',
          title: `${result.sources.length} web pages added`,
          ...(result.skipped.length ? { description: `${result.skipped.length} skipped` } : {}),
        }),
      onError: (error) => notifyError('Web research failed', error),
    });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 border-slate-100 border-t pt-3"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block font-medium text-slate-700 text-sm">
          Web research (optional)
        </label>
        <input
          id={inputId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={300}
          placeholder="e.g. hair salon market size Springfield"
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={research.isPending}>
        {research.isPending ? <Spinner /> : <Globe aria-hidden className="size-4" />}
        Search the web
      </Button>
    </form>
  );
}
