import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { SECTION_CONTENT_MAX_LENGTH } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TabsList, TabsTrigger } from '../../../components/tabs.tsx';
import { cx } from '../../../lib/class-names.ts';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useSaveSection } from '../api/save-section.ts';

/** Edit a section's Markdown with a preview; Save sends it to the server. */
export function SectionEditor({
  strategyId,
  sectionKey,
  title,
  initialContent,
  onClose,
}: {
  strategyId: string;
  sectionKey: string;
  title: string;
  initialContent: string;
  onClose(): void;
}) {
  const [content, setContent] = useState(initialContent);
  const save = useSaveSection(strategyId, sectionKey);
  const submit = () =>
    save.mutate(content, {
      onSuccess: () => {
        notify({ tone: 'success', title: `${title} saved` });
        onClose();
      },
      onError: (error) => notifyError('Failed to save section', error),
    });
  const textareaId = `edit-${sectionKey}`;
  return (
    <Tabs.Root defaultValue="edit" className="space-y-3">
      <TabsList aria-label={`Edit ${title}`} className="w-fit">
        <TabsTrigger value="edit">Edit</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <Tabs.Content value="edit" className="focus-visible:outline-none">
        <label htmlFor={textareaId} className="sr-only">
          {title} (Markdown)
        </label>
        <textarea
          id={textareaId}
          rows={14}
          maxLength={SECTION_CONTENT_MAX_LENGTH}
          className={cx(inputClassName, 'resize-y font-mono text-[13px] leading-relaxed')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Tabs.Content>
      <Tabs.Content
        value="preview"
        className="min-h-40 rounded-lg border border-slate-200 p-4"
        tabIndex={0}
      >
        {content.trim() ? (
          <MarkdownContent>{content}</MarkdownContent>
        ) : (
          <p className="text-slate-500 text-sm">Nothing to preview yet.</p>
        )}
      </Tabs.Content>
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="primary"
          onClick={submit}
          disabled={save.isPending || content === initialContent}
        >
          {save.isPending ? <Spinner className="size-3.5" /> : null}
          Save
        </Button>
      </div>
    </Tabs.Root>
  );
}
