import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  exportFileName,
  fileNameFromContentDisposition,
  unwrittenSectionsMessage,
} from './export-formats.ts';

describe('exportFileName', () => {
  it('is {company}-business-strategy-{date}.{ext}, the deck PDF apart', () => {
    const metadata = { companyName: 'Northwind Makers Ltd.', preparedDate: '2026-11-20' };
    expect(exportFileName('pdf', metadata).fileName).toBe(
      'Northwind-Makers-Ltd-business-strategy-2026-11-20.pdf',
    );
    expect(exportFileName('slides-pdf', metadata).fileName).toBe(
      'Northwind-Makers-Ltd-business-strategy-slides-2026-11-20.pdf',
    );
  });

  it('keeps letters of any script, with an ASCII fallback, and the export day without a date', () => {
    const name = exportFileName(
      'docx',
      { companyName: 'Σχολή «Αθηνά» / Café', preparedDate: '' },
      new Date('2026-05-02T10:00:00Z'),
    );
    expect(name.fileName).toBe('Σχολή-Αθηνά-Café-business-strategy-2026-05-02.docx');
    expect(name.asciiFileName).toBe('Cafe-business-strategy-2026-05-02.docx');
    expect(exportFileName('md', { companyName: '../..' }, new Date('2026-05-02')).fileName).toBe(
      'business-strategy-2026-05-02.md',
    );
  });

  it('round-trips through Content-Disposition', () => {
    const name = exportFileName('pptx', { companyName: 'Zürich AG', preparedDate: '2026-01-09' });
    const header = contentDisposition(name);
    expect(header).toBe(
      'attachment; filename="Zurich-AG-business-strategy-2026-01-09.pptx"; ' +
        "filename*=UTF-8''Z%C3%BCrich-AG-business-strategy-2026-01-09.pptx",
    );
    expect(fileNameFromContentDisposition(header)).toBe(name.fileName);
    expect(fileNameFromContentDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
  });
});

it('names the first few unwritten sections', () => {
  const sections = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((title) => ({ title }));
  expect(unwrittenSectionsMessage(sections.slice(0, 1))).toBe('1 section is not written: A');
  expect(unwrittenSectionsMessage(sections)).toBe(
    '7 sections are not written: A, B, C, D, E and 2 more',
  );
});
