/**
 * Documents the intake tests upload, made by the tests themselves with the libraries the
 * project already has (pdfmake, docx, exceljs, jszip), so no binary fixture is checked in.
 */
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { preparePdfmake } from '../../exports/pdf-fonts.ts';
import { TINY_PNG } from '../../testing/export-fixtures.ts';

const BODY_FONT = 'DejaVu Sans';

/** A PDF with one page per entry, each page's paragraphs as given. */
export async function makePdf(
  pages: readonly (readonly string[])[],
  options: { userPassword?: string; ownerPassword?: string } = {},
): Promise<Uint8Array> {
  const content = pages.flatMap((paragraphs, index) =>
    paragraphs.map((text, paragraphIndex) => ({
      text,
      margin: [0, 0, 0, 12],
      ...(index > 0 && paragraphIndex === 0 ? { pageBreak: 'before' } : {}),
    })),
  );
  const buffer = await preparePdfmake()
    .createPdf({ content, defaultStyle: { font: BODY_FONT }, ...options })
    .getBuffer();
  return new Uint8Array(buffer);
}

/** What a scanner makes: pages that are pictures, with no text layer. */
export async function makeScannedPdf(pageCount: number): Promise<Uint8Array> {
  const dataUrl = `data:image/png;base64,${Buffer.from(TINY_PNG).toString('base64')}`;
  const content = Array.from({ length: pageCount }, (_, index) => ({
    image: dataUrl,
    width: 400,
    ...(index > 0 ? { pageBreak: 'before' } : {}),
  }));
  const buffer = await preparePdfmake()
    .createPdf({ content, defaultStyle: { font: BODY_FONT } })
    .getBuffer();
  return new Uint8Array(buffer);
}

/** A Word document with a title, paragraphs, a list and a table. */
export async function makeDocx(
  options: { paragraphs?: readonly string[] } = {},
): Promise<Uint8Array> {
  const paragraphs = options.paragraphs ?? [
    'The salon market in Springfield is worth 4.2 million dollars a year.',
    'Most clients book online on weekday evenings.',
  ];
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Market Research Notes', heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })),
          new Paragraph({ text: 'Loyalty card holders', bullet: { level: 0 } }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Competitor'), cell('Price'), cell('Rating')] }),
              new TableRow({ children: [cell('Curl Up & Dye'), cell('$45'), cell('4.1')] }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export interface SlideSpec {
  title: string;
  body: readonly string[];
  notes?: string;
  table?: readonly (readonly string[])[];
}

/**
 * A minimal but valid PowerPoint package. Slide files are named in reverse of their order in
 * the presentation, so a reader that goes by file name gets the order wrong.
 */
export async function makePptx(slides: readonly SlideSpec[]): Promise<Uint8Array> {
  const zip = new JSZip();
  const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const fileNumber = (index: number) => slides.length - index;
  const overrides = slides
    .map(
      (_, index) =>
        `<Override PartName="/ppt/slides/slide${fileNumber(index)}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    )
    .join('');
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${overrides}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
  );
  const slideIds = slides
    .map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`)
    .join('');
  zip.file(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${R}"><p:sldIdLst>${slideIds}</p:sldIdLst></p:presentation>`,
  );
  const presentationRels = slides
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${REL}/slide" Target="slides/slide${fileNumber(index)}.xml"/>`,
    )
    .join('');
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${presentationRels}</Relationships>`,
  );
  const shape = (placeholder: string | undefined, paragraphs: readonly string[]) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Shape"/><p:cNvSpPr/><p:nvPr>${placeholder ? `<p:ph type="${placeholder}"/>` : ''}</p:nvPr></p:nvSpPr><p:txBody><a:bodyPr/>${paragraphs
      .map((text) => `<a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p>`)
      .join('')}</p:txBody></p:sp>`;
  const table = (rows: readonly (readonly string[])[]) =>
    `<p:graphicFrame><a:graphic><a:graphicData><a:tbl>${rows
      .map(
        (row) =>
          `<a:tr>${row.map((text) => `<a:tc><a:txBody><a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p></a:txBody></a:tc>`).join('')}</a:tr>`,
      )
      .join('')}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
  slides.forEach((slide, index) => {
    const number = fileNumber(index);
    const slideNumber = `<p:sp><p:nvSpPr><p:cNvPr id="9" name="Number"/><p:cNvSpPr/><p:nvPr><p:ph type="sldNum"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:fld id="{1}" type="slidenum"><a:t>${index + 1}</a:t></a:fld></a:p></p:txBody></p:sp>`;
    zip.file(
      `ppt/slides/slide${number}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${R}"><p:cSld><p:spTree>${shape('title', [slide.title])}${shape(undefined, slide.body)}${slide.table ? table(slide.table) : ''}${slideNumber}</p:spTree></p:cSld></p:sld>`,
    );
    if (slide.notes) {
      zip.file(
        `ppt/slides/_rels/slide${number}.xml.rels`,
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${REL}/notesSlide" Target="../notesSlides/notesSlide${number}.xml"/></Relationships>`,
      );
      zip.file(
        `ppt/notesSlides/notesSlide${number}.xml`,
        `<?xml version="1.0" encoding="UTF-8"?><p:notes xmlns:a="${A}" xmlns:p="${P}"><p:cSld><p:spTree>${shape('sldImg', [])}${shape('body', [slide.notes])}</p:spTree></p:cSld></p:notes>`,
      );
    }
  });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** A workbook with a header row, numbers, a date, a percentage, a formula and a second sheet. */
export async function makeXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const revenue = workbook.addWorksheet('Revenue');
  revenue.addRow(['Year', 'Revenue', 'Growth', 'Closed on']);
  revenue.addRow([2023, 1_200_000, 0.12, new Date(Date.UTC(2023, 11, 31))]);
  revenue.addRow([2024, 1_500_000, 0.25, new Date(Date.UTC(2024, 11, 31))]);
  revenue.getColumn(3).numFmt = '0%';
  revenue.getColumn(4).numFmt = 'yyyy-mm-dd';
  revenue.addRow([]);
  revenue.addRow(['Total', { formula: 'B2+B3', result: 2_700_000 }]);
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['Source', 'Comment']);
  notes.addRow(['Survey', 'Clients want evening appointments']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A Word document whose main part is `size` bytes of one repeated letter: packs ~1,000 to 1. */
export async function makeZipBombDocx(size: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await makeDocx());
  const filler = 'a'.repeat(size);
  zip.file('word/document.xml', `<w:document>${filler}</w:document>`);
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/**
 * Rewrites the uncompressed size the ZIP's central directory gives a part, leaving the data as
 * it is: a way to build a file whose directory lies.
 */
export function withDeclaredSize(zip: Uint8Array, partName: string, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const name = new TextEncoder().encode(partName);
  for (let offset = 0; offset + 46 <= bytes.length; offset += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(offset + 28, true);
    const candidate = bytes.subarray(offset + 46, offset + 46 + nameLength);
    if (nameLength === name.length && candidate.every((byte, index) => byte === name[index])) {
      view.setUint32(offset + 24, size, true);
      return bytes;
    }
  }
  throw new Error(`no central directory entry for ${partName}`);
}

export async function makeZip(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The start of a Windows program: "MZ", a DOS stub, then a PE header. */
export function makeExecutable(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0);
  bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78);
  bytes.set([0x50, 0x45, 0x00, 0x00], 128);
  return bytes;
}

/** A Compound File header followed by the UTF-16 stream names Office writes. */
export function makeCompoundFile(streamNames: readonly string[]): Uint8Array {
  const header = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const names = streamNames.map((name) => Buffer.from(name, 'utf16le'));
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(504), ...names, Buffer.alloc(512)]));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
