import type { Root, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  changedSection,
  changeMemoRequestSchema,
  diffMarkdown,
  memoSectionMarkdown,
  memoSectionsHeading,
  memoTitle,
} from './change-memo.ts';
import { changeMemoLabels } from './change-memo-labels.ts';
import { parseMarkdown } from './parse-markdown.ts';
import { LANGUAGES } from './strategy-limits.ts';
import { wordDiff } from './word-diff.ts';

function nodeTypes(node: Root | RootContent): string[] {
  const children = 'children' in node ? node.children : [];
  return [node.type, ...children.flatMap((child) => nodeTypes(child as RootContent))];
}

function links(node: Root | RootContent): string[] {
  const own = node.type === 'link' ? [node.url] : [];
  const children = 'children' in node ? node.children : [];
  return [...own, ...children.flatMap((child) => links(child as RootContent))];
}

function plainText(node: Root | RootContent): string {
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  return node.children.map((child) => plainText(child as RootContent)).join('');
}

describe('diffMarkdown', () => {
  it('strikes removed words and bolds added ones, paragraphs kept', () => {
    const markdown = diffMarkdown(
      wordDiff('Price: 10 EUR.\n\nSold in Lyon.', 'Price: 12 EUR.\n\nSold in Lyon and Paris.'),
    );
    expect(markdown).toBe(
      'Price\\: ~~10~~**12** EUR\\.\n\nSold in ~~Lyon\\.~~**Lyon and Paris\\.**',
    );
    const tree = parseMarkdown(markdown);
    expect(tree.children.map((block) => block.type)).toEqual(['paragraph', 'paragraph']);
    expect(nodeTypes(tree)).toContain('delete');
    expect(nodeTypes(tree)).toContain('strong');
  });

  it('shows Markdown, links and HTML of the text as text, never as syntax', () => {
    const before = 'See [our site](javascript:alert(1)).';
    const after = '## Heading <script>alert(1)</script> and ![x](https://e.vil/p.png) *now*';
    const tree = parseMarkdown(diffMarkdown(wordDiff(before, after)));
    const types = nodeTypes(tree);
    for (const syntax of ['image', 'html', 'heading', 'emphasis']) {
      expect(types).not.toContain(syntax);
    }
    // A bare web address is a link, as in any section (the exports' URL rule applies); the
    // link the text wrote is not.
    expect(links(tree)).toEqual(['https://e.vil/p.png']);
    expect(plainText(tree)).toContain('<script>alert(1)</script>');
    expect(plainText(tree)).toContain('site](javascript:alert(1)).');
  });

  it('a section starts with its summary, escaped, and counts its words', () => {
    const section = changedSection({
      key: 'k',
      title: 'T',
      before: 'one two',
      after: 'one three four',
    });
    expect(section).toMatchObject({
      added: 2,
      removed: 1,
      summarised: false,
      summary: '2 words added, 1 word removed.',
    });
    const tree = parseMarkdown(
      memoSectionMarkdown({ ...section, summary: '[click](https://x.example)' }),
    );
    expect(links(tree)).toEqual(['https://x.example']);
    expect(plainText(tree)).toContain('[click](https://x.example)');
  });
});

describe('the point in time', () => {
  it('is an ISO date, an ISO date and time, or the approvals', () => {
    for (const since of [
      '2026-03-01',
      '2026-03-01T10:00:00Z',
      '2026-03-01T10:00:00+02:00',
      { approvals: true },
    ]) {
      expect(changeMemoRequestSchema.safeParse({ since }).success).toBe(true);
    }
    for (const since of [
      'yesterday',
      '2026-13-01',
      { approvals: false },
      { approvals: true, extra: 1 },
      3,
    ]) {
      expect(changeMemoRequestSchema.safeParse({ since }).success).toBe(false);
    }
  });
});

describe('the memo’s title', () => {
  it('is in the report’s language, with its date format', () => {
    expect(memoTitle({ approvals: true })).toBe('What changed since your approval');
    expect(memoTitle('2026-03-01')).toBe('What changed since March 1, 2026');
    expect(memoTitle('2026-03-01T10:00:00Z', 'French')).toBe(
      'Ce qui a changé depuis le 1 mars 2026',
    );
    expect(memoSectionsHeading(3, 'German')).toBe('Geänderte Abschnitte: 3');
  });

  it('has every text in every language, each with its placeholder', () => {
    for (const language of LANGUAGES) {
      const labels = changeMemoLabels(language);
      expect(labels.sinceDate, language).toContain('{date}');
      expect(labels.sectionsChanged, language).toContain('{count}');
      expect(labels.sinceApproval.trim(), language).not.toBe('');
      if (language !== 'English')
        expect(labels.sinceApproval).not.toBe(changeMemoLabels('English').sinceApproval);
    }
  });
});
