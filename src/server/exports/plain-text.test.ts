import { describe, expect, it } from 'vitest';
import { toPlainText } from '../../domain/markdown-plain-text.ts';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import { RICH_SECTION_PLAIN_TEXT, richDocument } from '../testing/export-fixtures.ts';
import { buildExportModel } from './export-document.ts';

describe('toPlainText', () => {
  it('keeps the structure readable without Markdown markup', () => {
    const section = buildExportModel(richDocument()).groups[0]?.sections[0];
    expect(section && toPlainText(section.content)).toBe(RICH_SECTION_PLAIN_TEXT);
  });

  it('numbers ordered lists from their start and marks tasks', () => {
    expect(toPlainText(parseMarkdown('3. three\n4. four\n\n- [x] done\n- [ ] open'))).toBe(
      '3. three\n4. four\n\n- [x] done\n- [ ] open',
    );
  });

  it('keeps code as written and line breaks inside paragraphs', () => {
    expect(toPlainText(parseMarkdown('line one  \nline two\n\n```\n  indented\n```'))).toBe(
      'line one\nline two\n\n  indented',
    );
  });
});
