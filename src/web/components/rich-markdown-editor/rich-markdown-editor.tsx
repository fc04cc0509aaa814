import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { documentToMarkdown } from './document-to-markdown.ts';
import { editorPlugins, linkAt, setLink } from './editor-commands.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LinkForm } from './link-form.tsx';
import { type MarkdownSource, markdownToDocument } from './markdown-to-document.ts';
import { parsePastedText } from './paste-markdown.ts';
import type { RichMarkdownEditorProps } from './rich-markdown-editor-types.ts';
import { listItemView } from './task-item-view.ts';
import './rich-markdown-editor.css';

const CHANGE_DELAY_MS = 250;

/**
 * Edits section Markdown as formatted text, or as plain Markdown after the "Markdown" toggle.
 * Both directions keep the text: switching writes the document with `documentToMarkdown` (blocks
 * nobody changed come back byte for byte) and reads the text area back only if it was changed.
 */
export default function RichMarkdownEditor({
  initialMarkdown,
  label,
  onChange,
  initialMode = 'rich',
  onModeChange,
  maxLength,
  ref,
}: RichMarkdownEditorProps) {
  const editorId = useId();
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const source = useRef<MarkdownSource | null>(null);
  const [editorState, setEditorState] = useState<EditorState | null>(null);
  const [mode, setMode] = useState(initialMode);
  const [markdownText, setMarkdownText] = useState(initialMarkdown);
  // The text area's value when it was last filled from the document: unchanged means no re-read.
  const filledWith = useRef<string | null>(null);
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const changeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const currentMarkdown = useCallback((): string => {
    if (mode === 'markdown' || !view.current) return markdownText;
    return documentToMarkdown(view.current.state.doc, source.current ?? undefined);
  }, [mode, markdownText]);

  const reportChange = useCallback(() => {
    clearTimeout(changeTimer.current);
    changeTimer.current = setTimeout(() => {
      if (view.current) {
        onChangeRef.current?.(
          documentToMarkdown(view.current.state.doc, source.current ?? undefined),
        );
      }
    }, CHANGE_DELAY_MS);
  }, []);

  const createState = useCallback((markdown: string) => {
    const parsed = markdownToDocument(markdown);
    source.current = parsed.source;
    return EditorState.create({
      doc: parsed.doc,
      plugins: editorPlugins({ onLinkShortcut: () => setLinkFormOpen(true) }),
    });
  }, []);

  // The view lives while the rich mode is shown; its state survives a trip to the text area.
  const savedState = useRef<EditorState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per visit to the rich mode; later text comes through the view's state
  useEffect(() => {
    if (mode !== 'rich' || !mount.current) return;
    const state = savedState.current ?? createState(markdownText);
    const editorView = new EditorView(mount.current, {
      state,
      nodeViews: { list_item: listItemView },
      clipboardTextParser: parsePastedText,
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'markdown-body min-h-40 px-3 py-2 text-[0.9375rem]',
      },
      dispatchTransaction(transaction) {
        const next = editorView.state.apply(transaction);
        editorView.updateState(next);
        setEditorState(next);
        if (transaction.docChanged) reportChange();
      },
    });
    view.current = editorView;
    setEditorState(editorView.state);
    return () => {
      savedState.current = editorView.state;
      editorView.destroy();
      view.current = null;
    };
  }, [mode, editorId, label, createState, reportChange]);

  useEffect(() => () => clearTimeout(changeTimer.current), []);

  useImperativeHandle(
    ref,
    () => ({
      getMarkdown: currentMarkdown,
      focus: () => (view.current ? view.current.focus() : undefined),
    }),
    [currentMarkdown],
  );

  const showMarkdown = () => {
    const written = currentMarkdown();
    filledWith.current = written;
    setMarkdownText(written);
    setLinkFormOpen(false);
    setMode('markdown');
    onModeChange?.('markdown');
  };
  const showRich = () => {
    if (markdownText !== filledWith.current) savedState.current = createState(markdownText);
    setMode('rich');
    onModeChange?.('rich');
  };

  const link = editorState ? linkAt(editorState) : undefined;
  const applyLink = (address: string) => {
    if (view.current) setLink(address)(view.current.state, view.current.dispatch);
    setLinkFormOpen(false);
    view.current?.focus();
  };

  const toggle = (
    <button
      type="button"
      aria-pressed={mode === 'markdown'}
      onClick={mode === 'markdown' ? showRich : showMarkdown}
      className="inline-flex h-9 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-2.5 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-300 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-900"
    >
      Markdown
    </button>
  );

  return (
    <div
      className={cx(
        'rich-markdown-editor overflow-hidden rounded-lg border border-slate-300 bg-white',
        'focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-200',
      )}
    >
      <EditorToolbar
        view={view.current}
        state={mode === 'rich' ? editorState : null}
        editorId={editorId}
        controls={mode === 'rich' ? editorId : `${editorId}-markdown`}
        disabled={mode === 'markdown'}
        onLink={() => setLinkFormOpen(true)}
        trailing={toggle}
      />
      {linkFormOpen && mode === 'rich' ? (
        <LinkForm
          initialAddress={link?.href ?? ''}
          onApply={applyLink}
          onRemove={link ? () => applyLink('') : undefined}
          onCancel={() => {
            setLinkFormOpen(false);
            view.current?.focus();
          }}
        />
      ) : null}
      {mode === 'rich' ? (
        <div ref={mount} className="max-h-[70vh] overflow-y-auto" />
      ) : (
        <>
          <label htmlFor={`${editorId}-markdown`} className="sr-only">
            {label} (Markdown)
          </label>
          <textarea
            id={`${editorId}-markdown`}
            rows={14}
            maxLength={maxLength}
            value={markdownText}
            onChange={(event) => {
              setMarkdownText(event.target.value);
              onChangeRef.current?.(event.target.value);
            }}
            className="block w-full resize-y border-0 px-3 py-2 font-mono text-[13px] leading-relaxed focus:outline-none"
          />
        </>
      )}
    </div>
  );
}
