import { Tabs } from 'radix-ui';
import { Suspense, useRef, useState } from 'react';
import type { SectionEditInput } from '../../../domain/section-edit.ts';
import { stripLeadingTitle } from '../../../domain/section-title.ts';
import type { SectionState } from '../../../domain/strategy.ts';
import { SECTION_CONTENT_MAX_LENGTH } from '../../../domain/strategy-limits.ts';
import { cx } from '../../lib/class-names.ts';
import { sectionConflict } from '../../lib/section-changed.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import { Button } from '../button.tsx';
import { inputClassName } from '../field.tsx';
import { Check } from '../icons.ts';
import { MarkdownContent } from '../markdown-content.tsx';
import {
  LazyRichMarkdownEditor,
  type RichMarkdownEditorHandle,
} from '../rich-markdown-editor/index.ts';
import { Spinner } from '../spinner.tsx';
import { TabsList, TabsTrigger } from '../tabs.tsx';
import { savedEditorMode, saveEditorMode } from './editor-mode.ts';
import { mergeTexts } from './section-conflict.ts';
import { SectionConflictPanel } from './section-conflict-panel.tsx';

export interface SectionEditorProps {
  sectionKey: string;
  title: string;
  initialContent: string;
  /** The section's version the edit starts from; the server answers 409 when it is stale. */
  initialVersion: number;
  /** Sends the text (the owner's route or an edit link's); rejects with the server's error. */
  save(input: SectionEditInput): Promise<unknown>;
  /** The person took the text saved by someone else: show it where the section is shown. */
  onReload(section: SectionState): void;
  onClose(): void;
}

/**
 * The one section editor (the View tab and edit links): formatted text (the rich Markdown editor,
 * loaded on first use, decisions/0014) or Markdown after its toggle, remembered in this browser,
 * with a preview that shows the section as the card does, Ctrl+Enter saves, Esc cancels. Empty text is refused (an empty
 * section is an unwritten one; "Generate" writes it). A stale save (409 SECTION_CHANGED) offers
 * to merge or reload instead of overwriting. See docs/decisions/0019-one-section-editor.md.
 */
export function SectionEditor({
  sectionKey,
  title,
  initialContent,
  initialVersion,
  save,
  onReload,
  onClose,
}: SectionEditorProps) {
  const [draft, setDraft] = useState(initialContent);
  const editor = useRef<RichMarkdownEditorHandle>(null);
  // Remounts the editor on the text a merge produced.
  const [editorKey, setEditorKey] = useState(0);
  const [mode, setMode] = useState(savedEditorMode);
  const [version, setVersion] = useState(initialVersion);
  const [conflict, setConflict] = useState<SectionState>();
  const [saving, setSaving] = useState(false);
  const empty = draft.trim() === '';
  const unchanged = draft === initialContent && version === initialVersion;

  const submit = async (content = editor.current?.getMarkdown() ?? draft, base = version) => {
    setDraft(content);
    if (saving || content.trim() === '') return;
    setSaving(true);
    try {
      await save({ content, version: base });
      notify({ tone: 'success', title: `${title} saved` });
      onClose();
    } catch (error) {
      const current = sectionConflict(error);
      if (current) setConflict(current);
      else notifyError('Failed to save the section', error);
    } finally {
      setSaving(false);
    }
  };
  const resolve = (choice: 'merge' | 'mine' | 'reload') => {
    if (!conflict) return;
    setConflict(undefined);
    setVersion(conflict.version);
    if (choice === 'merge') {
      setDraft(mergeTexts(draft, conflict.content));
      setEditorKey((key) => key + 1);
    }
    if (choice === 'mine') void submit(draft, conflict.version);
    if (choice === 'reload') {
      onReload(conflict);
      onClose();
    }
  };

  const hintId = `edit-${sectionKey}-hint`;
  return (
    <Tabs.Root defaultValue="edit" className="space-y-3">
      <TabsList aria-label={`Edit ${title}`} className="w-fit">
        <TabsTrigger value="edit">Edit</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      {conflict ? (
        <SectionConflictPanel
          sectionKey={sectionKey}
          title={title}
          current={conflict}
          busy={saving}
          onMerge={() => resolve('merge')}
          onKeepMine={() => resolve('mine')}
          onReload={() => resolve('reload')}
        />
      ) : null}
      <Tabs.Content
        value="edit"
        className="focus-visible:outline-none"
        aria-describedby={hintId}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          if (event.key === 'Escape') onClose();
        }}
      >
        {/* The formatted editor loads on the first edit; the text area stands in meanwhile. */}
        <Suspense
          fallback={
            <textarea
              aria-label={`${title} (loading the editor)`}
              rows={14}
              readOnly
              className={cx(inputClassName, 'font-mono text-[13px]')}
              value={draft}
            />
          }
        >
          <LazyRichMarkdownEditor
            key={editorKey}
            ref={editor}
            initialMarkdown={draft}
            label={title}
            initialMode={mode}
            onModeChange={(next) => {
              setMode(next);
              saveEditorMode(next);
            }}
            maxLength={SECTION_CONTENT_MAX_LENGTH}
            onChange={setDraft}
          />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content
        value="preview"
        className="min-h-40 rounded-lg border border-slate-200 p-4"
        tabIndex={0}
      >
        {empty ? (
          <p className="text-slate-600 text-sm">Nothing to preview yet.</p>
        ) : (
          <MarkdownContent>{stripLeadingTitle(draft, title)}</MarkdownContent>
        )}
      </Tabs.Content>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className={cx('text-xs', empty ? 'text-red-700' : 'text-slate-600')}>
          {empty
            ? 'A section cannot be saved empty: write its text, or Cancel to keep it as it was.'
            : 'Ctrl+Enter saves · Esc cancels'}
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            size="sm"
            variant="primary"
            onClick={() => void submit()}
            disabled={saving || empty || unchanged}
          >
            {saving ? <Spinner className="size-3.5" /> : <Check aria-hidden className="size-4" />}
            Save
          </Button>
        </div>
      </div>
    </Tabs.Root>
  );
}
