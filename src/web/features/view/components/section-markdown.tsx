import { memo, useDeferredValue, useMemo } from 'react';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { cx } from '../../../lib/class-names.ts';
import { splitBlocks } from '../lib/split-blocks.ts';

const Block = memo(function Block({ text }: { text: string }) {
  return <MarkdownContent>{text}</MarkdownContent>;
});

/**
 * A section's Markdown, rendered block by block (blocks that render the same apart as together):
 * as the model writes, only the growing last block is parsed again, and a finished section is
 * never parsed twice. The rendering is deferred work, which React interleaves with input and
 * other cards instead of parsing them all in one long task (a group opening, eight sections
 * streaming at once).
 */
export function SectionMarkdown({ text, streaming }: { text: string; streaming: boolean }) {
  const deferred = useDeferredValue(text, '');
  const blocks = useMemo(() => splitBlocks(deferred), [deferred]);
  return (
    <div className={cx('section-blocks max-w-3xl', streaming && 'streaming-text')}>
      {blocks.map((block, index) => (
        // Blocks only grow at the end: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} text={block} />
      ))}
    </div>
  );
}
