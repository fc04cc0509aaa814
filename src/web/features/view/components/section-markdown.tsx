import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { useRenderWhenNear } from '../hooks/use-render-when-near.ts';
import { splitBlocks } from '../lib/split-blocks.ts';

const Block = memo(function Block({ text, caret }: { text: string; caret: boolean }) {
  return <MarkdownContent caret={caret}>{text}</MarkdownContent>;
});

/**
 * A section's Markdown, rendered block by block (blocks that render the same apart as together):
 * as the model writes, only the growing last block is parsed again, and a finished section is
 * never parsed twice. Streaming text is deferred work, which React interleaves with input and
 * other cards. A finished section far off screen waits (see use-render-when-near.ts) showing its
 * text as plain text, so it takes about its final room and its words are on the page.
 */
export function SectionMarkdown({ text, streaming }: { text: string; streaming: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useRenderWhenNear(placeholder, streaming);
  const deferred = useDeferredValue(text, streaming ? '' : text);
  const blocks = useMemo(() => (near ? splitBlocks(deferred) : []), [near, deferred]);
  if (!near) {
    return (
      <div
        ref={placeholder}
        data-render-pending
        className="markdown-body max-w-3xl whitespace-pre-wrap break-words text-slate-700"
      >
        {text}
      </div>
    );
  }
  return (
    <div className="section-blocks max-w-3xl">
      {blocks.map((block, index) => (
        // Blocks only grow at the end: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} text={block} caret={streaming && index === blocks.length - 1} />
      ))}
    </div>
  );
}
