import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import { remarkGfmParse } from './remark-gfm-parse.ts';

const parse = (markdown: string) =>
  unified().use(remarkParse).use(remarkGfmParse).parse(markdown) as Root;

test('parses GitHub Flavored Markdown tables, strikethrough, task lists and autolinks', () => {
  const tree = parse(
    [
      '| Plan | Price |',
      '| --- | ---: |',
      '| Basic | €9 |',
      '',
      '~~old~~ and www.example.com',
      '',
      '- [x] done',
    ].join('\n'),
  );
  const [table, paragraph, list] = tree.children;
  expect(table).toMatchObject({ type: 'table', align: [null, 'right'] });
  expect(paragraph).toMatchObject({
    type: 'paragraph',
    children: [
      { type: 'delete' },
      { type: 'text', value: ' and ' },
      { type: 'link', url: 'http://www.example.com' },
    ],
  });
  expect(list).toMatchObject({ type: 'list', children: [{ type: 'listItem', checked: true }] });
});
