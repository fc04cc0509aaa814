import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { buildAnswerTokens } from '../../../../../tools/fake-llm/answer.ts';
import { remarkGfmParse } from '../../../lib/remark-gfm-parse.ts';
import { splitBlocks } from './split-blocks.ts';

const html = (markdown: string) =>
  renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfmParse] }, markdown));

describe('splitBlocks', () => {
  it('splits where a new top-level block starts', () => {
    expect(
      splitBlocks('## Title\n\nFirst para\nstill first\n\n\n> quote\n\n| a |\n|---|\n| 1 |\n'),
    ).toEqual(['## Title', 'First para\nstill first', '> quote', '| a |\n|---|\n| 1 |']);
  });

  it('keeps a loose list, an indented continuation and fenced code in one block', () => {
    const text =
      'Intro\n\n1. **First**\n\n   Details of the first\n\n2. Second\n\n```\ncode\n\nmore\n```\n\nAfter';
    expect(splitBlocks(text)).toEqual([
      'Intro\n\n1. **First**\n\n   Details of the first\n\n2. Second',
      '```\ncode\n\nmore\n```',
      'After',
    ]);
  });

  it('renders the same block by block as whole', () => {
    const text = [
      '## Plan',
      'Why it matters, with **bold** text.',
      '- a\n- b\n\n- c (loose)',
      '1. One\n\n    indented code in the item\n\n2. Two',
      '### Numbers\n\n| k | v |\n|---|---|\n| x | 1 |',
      '---',
      'Closing line',
    ].join('\n\n');
    expect(splitBlocks(text).map(html).join('\n')).toBe(html(text));
    const answer = buildAnswerTokens('Target Audience', 600).join('');
    expect(splitBlocks(answer).map(html).join('\n')).toBe(html(answer));
  });

  it('keeps text with reference definitions whole, and gives nothing for empty text', () => {
    expect(splitBlocks('See [the site][1].\n\nMore.\n\n[1]: https://example.com')).toHaveLength(1);
    expect(splitBlocks('Done.\n\nHalf a sent')).toEqual(['Done.', 'Half a sent']);
    expect(splitBlocks('')).toEqual([]);
  });
});
