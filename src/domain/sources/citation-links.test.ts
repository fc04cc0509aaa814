import { describe, expect, it } from 'vitest';
import { describeSource, linkCitations, withSourcesList } from './citation-links.ts';

const SOURCES = [{ n: 1, documentId: 'd1', title: 'Study.pdf', page: 2 }];

describe('linkCitations', () => {
  it('links known citations in prose, not in code, and leaves unknown numbers as text', () => {
    const markdown = 'Worth $4M [1]. Also [1, 3].\n\n`code [1]`';
    expect(linkCitations(markdown, SOURCES, 'market')).toBe(
      'Worth $4M \\[[1](#source-market-1)\\]. Also \\[[1](#source-market-1), 3\\].\n\n`code [1]`',
    );
  });
  it('names a source by its title and page', () => {
    expect(describeSource(SOURCES[0]!)).toBe('Study.pdf, p. 2');
  });
  it('ends a section with its sources, names escaped', () => {
    const list = withSourcesList('Text [1].', [
      { n: 1, title: '[x](javascript:alert(1))', url: 'https://example.com/a' },
    ]);
    expect(list).toBe(
      'Text [1].\n\n**Sources**\n\n1. \\[x\\]\\(javascript\\:alert\\(1\\)\\) — https\\://example\\.com/a\n',
    );
  });
});
