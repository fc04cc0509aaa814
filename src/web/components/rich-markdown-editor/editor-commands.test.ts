import type { Command } from 'prosemirror-state';
import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { documentToMarkdown } from './document-to-markdown.ts';
import {
  insertTable,
  isInList,
  linkAt,
  setLink,
  setTextStyle,
  toggleBold,
  toggleList,
  toggleQuote,
} from './editor-commands.ts';
import { markdownToDocument } from './markdown-to-document.ts';

/** The state of `markdown` with `from`..`to` (positions in the document) selected. */
function stateOf(markdown: string, from: number, to = from): EditorState {
  const { doc } = markdownToDocument(markdown);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(doc, from, to)));
}

function run(state: EditorState, command: Command): EditorState {
  let next = state;
  expect(command(state, (transaction) => (next = state.apply(transaction)))).toBe(true);
  return next;
}

const written = (state: EditorState) => documentToMarkdown(state.doc);

describe('editing commands', () => {
  it('links the selection only with an address the URL rule keeps', () => {
    const state = stateOf('See the site.', 9, 13);
    expect(setLink('javascript:alert(1)')(state)).toBe(false);
    expect(setLink('data:text/html,x')(state)).toBe(false);
    const linked = run(state, setLink('https://example.com'));
    expect(written(linked)).toBe('See the [site](https://example.com).\n');
    expect(linkAt(linked)).toEqual({ href: 'https://example.com', title: null });
    const inside = linked.apply(linked.tr.setSelection(TextSelection.create(linked.doc, 11)));
    expect(written(run(inside, setLink('')))).toBe('See the site.\n');
  });

  it('inserts the address as linked text when nothing is selected', () => {
    expect(written(run(stateOf('Mail:', 6), setLink('mailto:team@example.com')))).toBe(
      'Mail:<mailto:team@example.com>\n',
    );
  });

  it('makes lists, switches their kind and takes text out of them', () => {
    const bulleted = run(stateOf('one', 2), toggleList('bullet_list'));
    expect(written(bulleted)).toBe('- one\n');
    const numbered = run(bulleted, toggleList('ordered_list'));
    expect(isInList(numbered, 'ordered_list')).toBe(true);
    expect(written(numbered)).toBe('1. one\n');
    expect(written(run(numbered, toggleList('ordered_list')))).toBe('one\n');
  });

  it('sets headings, quotes and bold', () => {
    const heading = run(stateOf('Title', 2), setTextStyle(3));
    expect(written(heading)).toBe('### Title\n');
    expect(written(run(stateOf('Said', 2), toggleQuote))).toBe('> Said\n');
    expect(written(run(stateOf('a big deal', 3, 6), toggleBold))).toBe('a **big** deal\n');
  });

  it('inserts a table that is written as a GFM table', () => {
    const table = run(stateOf('Before', 7), insertTable);
    expect(written(table)).toBe('Before\n\n| | | |\n| --- | --- | --- |\n| | | |\n| | | |\n');
  });
});
