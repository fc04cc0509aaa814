import { describe, expect, it } from 'vitest';
import { describePassageLocation, PASSAGE_MAX_CHARACTERS } from './passage.ts';
import { normaliseText, splitIntoPassages, tablePassages, tableRowText } from './passages.ts';

/** A paragraph of `count` numbered sentences of about 60 characters each. */
function paragraph(label: string, count: number): string {
  return Array.from(
    { length: count },
    (_, index) => `${label} sentence ${index + 1} says something about the market today.`,
  ).join(' ');
}

describe('splitIntoPassages', () => {
  it('keeps short paragraphs of one page together in one passage', () => {
    const passages = splitIntoPassages([
      { text: 'First paragraph.', page: 1 },
      { text: 'Second paragraph.', page: 1 },
    ]);
    expect(passages).toEqual([{ text: 'First paragraph.\n\nSecond paragraph.', page: 1 }]);
  });

  it('never lets a passage span two pages or slides, so its reference stays true', () => {
    const passages = splitIntoPassages([
      { text: 'On page one.', page: 1 },
      { text: 'On page two.', page: 2 },
      { text: 'On slide three.', slide: 3 },
    ]);
    expect(passages).toEqual([
      { text: 'On page one.', page: 1 },
      { text: 'On page two.', page: 2 },
      { text: 'On slide three.', slide: 3 },
    ]);
  });

  it('packs paragraphs into passages of about 800 to 1,200 characters, breaking between paragraphs', () => {
    const blocks = Array.from({ length: 12 }, (_, index) => ({
      text: paragraph(`P${index}`, 5),
      page: 1,
    }));
    const passages = splitIntoPassages(blocks);
    for (const passage of passages.slice(0, -1)) {
      expect(passage.text.length).toBeGreaterThanOrEqual(800);
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARACTERS);
      // Whole paragraphs only: every passage ends with the last sentence of a paragraph.
      expect(passage.text).toMatch(/sentence 5 says something about the market today\.$/);
    }
    const rejoined = passages.map((passage) => passage.text).join('\n\n');
    expect(rejoined).toBe(blocks.map((block) => block.text).join('\n\n'));
  });

  it('splits a long paragraph between sentences and loses no text', () => {
    const text = paragraph('Long', 60);
    const passages = splitIntoPassages([{ text }]);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARACTERS);
      expect(passage.text).toMatch(/^Long sentence \d+ .*today\.$/s);
    }
    expect(passages.map((passage) => passage.text).join(' ')).toBe(text);
  });

  it('cuts a sentence with no full stop between words, and a giant word where it must', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const blob = 'x'.repeat(3000);
    const passages = splitIntoPassages([{ text: words }, { text: blob }]);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(1200);
    const all = passages.map((passage) => passage.text).join(' ');
    expect(all).toContain('word0 word1');
    expect(all).toContain('word399');
    expect(all.replace(/[^x]/g, '').length).toBe(3000);
  });

  it('starts a new passage at a heading rather than ending one with it', () => {
    const passages = splitIntoPassages([
      { text: paragraph('Intro', 6) },
      { text: 'Market size', kind: 'heading' },
      { text: 'The market is worth 4 billion.' },
    ]);
    expect(passages.map((passage) => passage.text.split('\n')[0])).toEqual([
      expect.stringMatching(/^Intro sentence 1/),
      'Market size',
    ]);
    expect(passages[1]!.text).toBe('Market size\n\nThe market is worth 4 billion.');
  });

  it('keeps a heading with the short text before it when there is little', () => {
    const passages = splitIntoPassages([
      { text: 'Title page text.' },
      { text: 'Overview', kind: 'heading' },
      { text: 'Body.' },
    ]);
    expect(passages).toEqual([{ text: 'Title page text.\n\nOverview\n\nBody.' }]);
  });

  it('drops empty blocks and control characters and collapses whitespace', () => {
    const passages = splitIntoPassages([
      { text: '   ' },
      { text: 'Tab\there  and\u0000 there\u0007.\r\nNext   line.' },
    ]);
    expect(passages).toEqual([{ text: 'Tab here and there.\nNext line.' }]);
  });

  it('returns nothing for nothing', () => {
    expect(splitIntoPassages([])).toEqual([]);
  });
});

describe('tablePassages', () => {
  it('writes rows with their header and keeps the sheet and row numbers', () => {
    const passages = tablePassages({
      sheet: 'Revenue',
      rows: [
        { row: 1, cells: ['Year', 'Revenue', 'Growth'] },
        { row: 2, cells: ['2023', '1200000', '12%'] },
        { row: 4, cells: ['2024', '1500000', ''] },
      ],
    });
    expect(passages).toEqual([
      {
        text: 'Year: 2023; Revenue: 1200000; Growth: 12%\nYear: 2024; Revenue: 1500000',
        sheet: 'Revenue',
        rowRange: { first: 2, last: 4 },
      },
    ]);
  });

  it('joins cells with a bar when the first row is not a header', () => {
    const passages = tablePassages({
      rows: [
        { row: 1, cells: ['2023', '100'] },
        { row: 2, cells: ['2024', '120'] },
      ],
    });
    expect(passages).toEqual([{ text: '2023 | 100\n2024 | 120', rowRange: { first: 1, last: 2 } }]);
  });

  it('packs many rows into passages of at most 1,200 characters with exact row ranges', () => {
    const rows = [
      { row: 1, cells: ['Customer', 'City', 'Annual spend'] },
      ...Array.from({ length: 200 }, (_, index) => ({
        row: index + 2,
        cells: [`Customer number ${index}`, 'Springfield', `${1000 + index}`],
      })),
    ];
    const passages = tablePassages({ sheet: 'Customers', rows });
    expect(passages.length).toBeGreaterThan(5);
    let expectedFirst = 2;
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARACTERS);
      const lines = passage.text.split('\n');
      expect(passage.rowRange).toEqual({
        first: expectedFirst,
        last: expectedFirst + lines.length - 1,
      });
      expect(lines[0]).toBe(
        `Customer: Customer number ${expectedFirst - 2}; City: Springfield; Annual spend: ${1000 + expectedFirst - 2}`,
      );
      expectedFirst += lines.length;
    }
    expect(expectedFirst).toBe(202);
  });

  it('skips empty rows and gives nothing for an empty sheet', () => {
    expect(tablePassages({ sheet: 'Empty', rows: [{ row: 1, cells: ['', ' '] }] })).toEqual([]);
  });
});

describe('tableRowText', () => {
  it('names a value with its column, or leaves it unnamed when the header cell is empty', () => {
    expect(tableRowText(['a', 'b', 'c'], ['One', '', 'Three'])).toBe('One: a; b; Three: c');
  });
});

describe('describePassageLocation', () => {
  it('says where a passage is in words a citation can use', () => {
    expect(describePassageLocation({ page: 4 })).toBe('p. 4');
    expect(describePassageLocation({ slide: 3 })).toBe('slide 3');
    expect(describePassageLocation({ sheet: 'Revenue', rowRange: { first: 2, last: 40 } })).toBe(
      'sheet Revenue, rows 2-40',
    );
    expect(describePassageLocation({ rowRange: { first: 7, last: 7 } })).toBe('row 7');
    expect(describePassageLocation({})).toBe('');
  });
});

describe('normaliseText', () => {
  it('keeps single blank lines between paragraphs and removes the rest', () => {
    expect(normaliseText('  a  \n\n\n\n  b \n c ')).toBe('a\n\nb\nc');
  });
});
