import { describe, expect, it } from 'vitest';
import { PASSAGE_MAX_CHARACTERS } from '../../../domain/sources/passage.ts';
import { extractDocument } from './extract-document.ts';
import { makeDocx, makePdf, makePptx, makeScannedPdf, makeXlsx } from './test-documents.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('extractDocument: PDF', { timeout: 60_000 }, () => {
  it('keeps each passage on its page and counts the pages', async () => {
    const pdf = await makePdf([
      ['Executive summary of the salon plan.', 'The market is worth 4.2 million dollars.'],
      ['Competitors include Curl Up & Dye.'],
      ['Clients prefer evening appointments.'],
    ]);
    const document = await extractDocument(pdf);
    expect(document.type).toBe('pdf');
    expect(document.pages).toBe(3);
    expect(document.warnings).toEqual([]);
    expect(document.passages).toEqual([
      {
        text: 'Executive summary of the salon plan.\n\nThe market is worth 4.2 million dollars.',
        page: 1,
      },
      { text: 'Competitors include Curl Up & Dye.', page: 2 },
      { text: 'Clients prefer evening appointments.', page: 3 },
    ]);
  }, 30_000);

  it('joins the lines of a long paragraph and splits it into passages of at most 1,200 characters', async () => {
    const sentence = 'Demand for mobile hairdressing grows in the suburbs every year. ';
    const pdf = await makePdf([[sentence.repeat(40).trim()]]);
    const document = await extractDocument(pdf);
    expect(document.passages.length).toBeGreaterThan(1);
    for (const passage of document.passages) {
      expect(passage.page).toBe(1);
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARACTERS);
      expect(passage.text).toMatch(
        /^Demand for mobile hairdressing grows in the suburbs every year\./,
      );
    }
    const words = document.passages
      .map((passage) => passage.text)
      .join(' ')
      .split(/\s+/);
    expect(words).toEqual(sentence.repeat(40).trim().split(/\s+/));
  }, 30_000);

  it('refuses a password-protected PDF with a message that says so', async () => {
    const pdf = await makePdf([['Secret figures']], {
      userPassword: 'client',
      ownerPassword: 'owner',
    });
    await expect(extractDocument(pdf)).rejects.toMatchObject({
      problem: 'encrypted',
      status: 400,
      message:
        'This PDF is password-protected. Remove the password (for example, print it to a new PDF) and upload it again.',
    });
  }, 30_000);

  it('reads a PDF that only restricts printing or copying (no password to open it)', async () => {
    const pdf = await makePdf([['Readable figures']], { ownerPassword: 'owner' });
    const document = await extractDocument(pdf);
    expect(document.passages).toEqual([{ text: 'Readable figures', page: 1 }]);
  }, 30_000);

  it('refuses a scanned PDF and says to run OCR', async () => {
    await expect(extractDocument(await makeScannedPdf(2))).rejects.toMatchObject({
      problem: 'no-text',
      message: 'This PDF has no text layer (scanned pages); run OCR first, then upload it again.',
    });
  }, 30_000);

  it('refuses a damaged PDF', async () => {
    const pdf = await makePdf([['Text']]);
    const broken = new Uint8Array([...pdf.subarray(0, 20), ...new Uint8Array(500).fill(0x41)]);
    await expect(extractDocument(broken)).rejects.toMatchObject({
      problem: 'damaged',
      message: expect.stringMatching(/^This PDF is damaged and can't be read/),
    });
  }, 30_000);
});

describe('extractDocument: Word', { timeout: 60_000 }, () => {
  it('reads headings, paragraphs, lists and tables with their header', async () => {
    const document = await extractDocument(await makeDocx());
    expect(document.type).toBe('docx');
    expect(document.passages).toHaveLength(1);
    expect(document.passages[0]!.text).toBe(
      [
        'Market Research Notes',
        'The salon market in Springfield is worth 4.2 million dollars a year.',
        'Most clients book online on weekday evenings.',
        '- Loyalty card holders',
        'Competitor: Curl Up & Dye; Price: $45; Rating: 4.1',
      ].join('\n\n'),
    );
    expect(document.passages[0]).not.toHaveProperty('page');
  }, 30_000);
});

describe('extractDocument: PowerPoint', { timeout: 60_000 }, () => {
  it('reads slides in the presentation order with titles, tables and notes, not slide numbers', async () => {
    const pptx = await makePptx([
      { title: 'Our plan', body: ['Open a second salon in 2026.'], notes: 'Mention the lease.' },
      {
        title: 'Prices',
        body: [],
        table: [
          ['Service', 'Price'],
          ['Cut', '$30'],
        ],
      },
    ]);
    const document = await extractDocument(pptx);
    expect(document.type).toBe('pptx');
    expect(document.pages).toBe(2);
    expect(document.passages).toEqual([
      {
        text: 'Our plan\n\nOpen a second salon in 2026.\n\nNotes: Mention the lease.',
        slide: 1,
      },
      { text: 'Prices\n\nService: Cut; Price: $30', slide: 2 },
    ]);
  });
});

describe('extractDocument: Excel', { timeout: 60_000 }, () => {
  it('reads each sheet as rows with their header, formatted as the sheet shows them', async () => {
    const document = await extractDocument(await makeXlsx());
    expect(document.type).toBe('xlsx');
    expect(document.pages).toBe(2);
    expect(document.passages).toEqual([
      {
        text: [
          'Year: 2023; Revenue: 1200000; Growth: 12%; Closed on: 2023-12-31',
          'Year: 2024; Revenue: 1500000; Growth: 25%; Closed on: 2024-12-31',
          'Year: Total; Revenue: 2700000',
        ].join('\n'),
        sheet: 'Revenue',
        rowRange: { first: 2, last: 5 },
      },
      {
        text: 'Source: Survey; Comment: Clients want evening appointments',
        sheet: 'Notes',
        rowRange: { first: 2, last: 2 },
      },
    ]);
  });
});

describe('extractDocument: text files', { timeout: 60_000 }, () => {
  it('reads a CSV file as rows with its header and row numbers', async () => {
    const csv =
      'Competitor;City;Price\n"Curl Up & Dye";Springfield;45\nHair Force One;Shelbyville;38\n';
    const document = await extractDocument(encode(csv));
    expect(document).toEqual({
      type: 'csv',
      pages: null,
      warnings: [],
      passages: [
        {
          text: 'Competitor: Curl Up & Dye; City: Springfield; Price: 45\nCompetitor: Hair Force One; City: Shelbyville; Price: 38',
          rowRange: { first: 2, last: 3 },
        },
      ],
    });
  });

  it('reads at most 50,000 rows of a CSV file and says so', async () => {
    const csv = [
      'Order,City',
      ...Array.from({ length: 60_000 }, (_, index) => `${index},Springfield`),
    ].join('\n');
    const document = await extractDocument(encode(csv));
    expect(document.passages.at(-1)?.rowRange?.last).toBe(50_000);
    expect(document.passages[0]?.text.split('\n')[0]).toBe('Order: 0; City: Springfield');
    expect(document.warnings).toEqual([
      'Only the first 50,000 rows were read; the rest of the file was left out.',
    ]);
  }, 30_000);

  it('stops reading a CSV file of millions of tiny cells at the text limit', async () => {
    const row = `${Array.from({ length: 190 }, () => 'x').join(',')}\n`;
    const csv = row.repeat(Math.floor((19 * 1024 * 1024) / row.length));
    const document = await extractDocument(encode(csv));
    const characters = document.passages.reduce((sum, passage) => sum + passage.text.length, 0);
    expect(characters).toBeLessThanOrEqual(5_000_000);
    expect(document.warnings).toEqual([
      'Only the first 5,000,000 characters were read (the text limit); the rest was left out.',
    ]);
  }, 60_000);

  it('reads Markdown with its headings and keeps a code block whole', async () => {
    const markdown =
      '# Interview notes\n\nThe owner wants **two** salons.\n\n```\nline one\n\nline two\n```\n';
    const document = await extractDocument(encode(markdown));
    expect(document.type).toBe('markdown');
    expect(document.passages).toEqual([
      {
        text: 'Interview notes\n\nThe owner wants **two** salons.\n\n```\nline one\n\nline two\n```',
      },
    ]);
  });

  it('reads plain text in UTF-8 and in UTF-16 with a byte-order mark', async () => {
    const text = 'Clients in Zürich pay €60 for a cut.\n\nThey book by phone.';
    const utf8 = await extractDocument(encode(text));
    expect(utf8.type).toBe('text');
    expect(utf8.passages).toEqual([{ text }]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await extractDocument(new Uint8Array(utf16))).passages).toEqual([{ text }]);
  });

  it('refuses a text file with nothing in it but spaces', async () => {
    await expect(extractDocument(encode('  \n\n \t '))).rejects.toMatchObject({
      problem: 'no-text',
      message: 'This plain text file contains no text.',
    });
  });

  it('keeps the first 5 million characters of a huge text and says the rest was left out', async () => {
    const paragraph = `${'word '.repeat(199)}end.\n\n`;
    const text = paragraph.repeat(Math.ceil(5_200_000 / paragraph.length));
    const document = await extractDocument(encode(text));
    const characters = document.passages.reduce((sum, passage) => sum + passage.text.length, 0);
    expect(characters).toBeLessThanOrEqual(5_000_000);
    expect(characters).toBeGreaterThan(4_900_000);
    expect(document.warnings).toEqual([
      'Only the first 5,000,000 characters were read (the text limit); the rest was left out.',
    ]);
  }, 30_000);
});
