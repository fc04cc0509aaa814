import type { Element, Root } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from '../components/markdown-content.tsx';
import { rehypeStreamingCaret } from './rehype-streaming-caret.ts';

/** The page's own Markdown rendering, as HTML without line breaks. */
function render(markdown: string, caret = true): string {
  return renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: the props type requires `children`
    createElement(MarkdownContent, { caret, children: markdown }),
  ).replaceAll('\n', '');
}

const CARET = '<span class="streaming-caret" aria-hidden="true"></span>';

describe('the streaming caret', () => {
  it('sits inside the last list item, cell and paragraph, not on a line after the block', () => {
    expect(render('- one\n- two')).toContain(`<li>two${CARET}</li></ul>`);
    expect(render('| a | b |\n| - | - |\n| c | d |')).toContain(`<td>d${CARET}</td>`);
    expect(render('Some **bold** words')).toContain(`words${CARET}</p>`);
    expect(render('1. one\n   - nested')).toContain(`<li>nested${CARET}</li>`);
  });

  it('is added once, and never when the text is not being written', () => {
    expect(render('- a\n  - a1\n- b\n\n> quote').split('streaming-caret')).toHaveLength(2);
    expect(render('- a\n- b', false)).not.toContain('streaming-caret');
    expect(render('---')).not.toContain('streaming-caret');
  });

  it('only ever adds an empty span: no text is read as markup', () => {
    const paragraph: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: '<b>x</b>' }],
    };
    const root: Root = { type: 'root', children: [paragraph] };
    rehypeStreamingCaret()(root);
    expect(paragraph.children).toHaveLength(2);
    expect(paragraph.children.at(-1)).toMatchObject({ tagName: 'span', children: [] });
  });
});
