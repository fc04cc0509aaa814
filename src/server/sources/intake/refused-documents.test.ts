import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makePdfBomb } from '../../testing/pdf-bomb.ts';
import { extractDocument } from './extract-document.ts';
import { readPdf } from './pdf-text.ts';
import {
  makeCompoundFile,
  makeDocx,
  makeExecutable,
  makePdf,
  makeXlsx,
  makeZip,
  makeZipBombDocx,
  withDeclaredSize,
} from './test-documents.ts';
import { TextBudget } from './text-budget.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const SUPPORTED =
  'Upload a PDF, Word (DOCX), PowerPoint (PPTX), Excel (XLSX), CSV, Markdown or plain text file.';

describe('files refused before reading', { timeout: 60_000 }, () => {
  it('refuses an empty file', async () => {
    await expect(extractDocument(new Uint8Array(0))).rejects.toMatchObject({
      problem: 'empty',
      status: 400,
      clientCode: 'DOCUMENT_EMPTY',
      message: 'The file is empty.',
    });
  });

  it('refuses a file over 20 MB, naming the limit', async () => {
    await expect(
      extractDocument(new Uint8Array(21 * 1024 * 1024).fill(0x61)),
    ).rejects.toMatchObject({
      problem: 'too-large',
      status: 413,
      message: 'The file is 21 MB; the limit is 20 MB a file.',
    });
  });
});

describe('files whose content is not a supported document, whatever their name', {
  timeout: 60_000,
}, () => {
  it.each([
    ['a renamed Windows program', makeExecutable(), 'a Windows program (EXE or DLL)'],
    [
      'a Linux program',
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]),
      'a Linux program (ELF)',
    ],
    [
      'a PNG image',
      Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      'an image (PNG)',
    ],
    [
      'a gzip archive',
      new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]),
      'a compressed archive (gzip)',
    ],
    ['an RTF document', encode('{\\rtf1\\ansi Hello}'), 'an RTF document'],
    ['an HTML page', encode('<!DOCTYPE html><html><body>Hi</body></html>'), 'a web page (HTML)'],
    [
      'an SVG image',
      encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'an SVG image',
    ],
    [
      'random binary data',
      Uint8Array.from({ length: 2000 }, (_, index) => (index * 37) % 256),
      'a binary file of no supported type',
    ],
  ])('refuses %s and names what it is', async (_what, bytes, detected) => {
    await expect(extractDocument(bytes)).rejects.toMatchObject({
      problem: 'unsupported-type',
      status: 415,
      clientCode: 'DOCUMENT_UNSUPPORTED_TYPE',
      message: `This file is ${detected}, which can't be used as a source. ${SUPPORTED}`,
    });
  });

  it('refuses a ZIP that is not an Office document', async () => {
    await expect(extractDocument(await makeZip({ 'notes.txt': 'hello' }))).rejects.toMatchObject({
      problem: 'unsupported-type',
      message: `This file is a ZIP archive, which can't be used as a source. ${SUPPORTED}`,
    });
  });

  it('names an OpenDocument file and says what to save it as', async () => {
    const odt = await makeZip({
      mimetype: 'application/vnd.oasis.opendocument.text',
      'content.xml': '<x/>',
    });
    await expect(extractDocument(odt)).rejects.toMatchObject({
      problem: 'unsupported-type',
      message:
        'This file is an OpenDocument text (ODF). Save it as DOCX, XLSX, PPTX or PDF and upload it again.',
    });
  });

  it('tells an old Office file from a password-protected new one', async () => {
    await expect(
      extractDocument(makeCompoundFile(['WordDocument', '1Table'])),
    ).rejects.toMatchObject({
      problem: 'unsupported-type',
      message:
        'This file is an old Office file (DOC, XLS or PPT). Save it as DOCX, XLSX or PPTX (or as a PDF) and upload it again.',
    });
    await expect(
      extractDocument(makeCompoundFile(['EncryptionInfo', 'EncryptedPackage'])),
    ).rejects.toMatchObject({
      problem: 'encrypted',
      message:
        'This Office file is password-protected. Save a copy without a password and upload it again.',
    });
  });

  it('asks for UTF-8 when a text file is in an older encoding', async () => {
    const latin1 = Buffer.from('Caf\xe9 cr\xe8me, na\xefve r\xe9sum\xe9 for the client.', 'latin1');
    await expect(extractDocument(new Uint8Array(latin1))).rejects.toMatchObject({
      problem: 'unsupported-type',
      message:
        'This file looks like text in an older encoding, not UTF-8. Save it as UTF-8 text and upload it again.',
    });
  });

  it('recognises a Word document sent under any name: only the content counts', async () => {
    // The intake never sees a name or a Content-Type: the bytes alone decide.
    const document = await extractDocument(await makeDocx());
    expect(document.type).toBe('docx');
  });
});

describe('zip bombs and damaged packages', { timeout: 60_000 }, () => {
  it('refuses a Word document that packs far more than any real one, before unpacking it', async () => {
    const bomb = await makeZipBombDocx(30 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    await expect(extractDocument(bomb)).rejects.toMatchObject({
      problem: 'zip-bomb',
      status: 413,
      clientCode: 'DOCUMENT_ZIP_BOMB',
      message: expect.stringMatching(
        /^This Word document \(DOCX\) is packed [\d,]+ to 1 \(word\/document\.xml unpacks to 30 MB\), far more than any real document; it is refused as a possible zip bomb\.$/,
      ),
    });
  }, 30_000);

  it('refuses a workbook whose part claims a size no real deflate can reach from its bytes', async () => {
    const lying = withDeclaredSize(await makeXlsx(), 'xl/worksheets/sheet1.xml', 3_900_000_000);
    await expect(extractDocument(lying)).rejects.toMatchObject({
      problem: 'zip-bomb',
      message: expect.stringMatching(
        /^This Excel workbook \(XLSX\) is packed [\d,]+ to 1 \(xl\/worksheets\/sheet1\.xml unpacks to 3\.6 GB\)/,
      ),
    });
  });

  it('refuses a workbook whose parts would add up to more than 1 GB, before unpacking any', async () => {
    const zip = await JSZip.loadAsync(await makeXlsx());
    // Random bytes do not pack: deflated, the part stays ~6 MB.
    zip.file('xl/media/photo.bin', randomBytes(6 * 1024 * 1024), {
      compression: 'DEFLATE',
      compressionOptions: { level: 1 },
    });
    const stored = await zip.generateAsync({ type: 'uint8array' });
    // 1.2 GB from 6 MB is 191 to 1: under the ratio limit, over the total.
    const lying = withDeclaredSize(stored, 'xl/media/photo.bin', 1_200_000_000);
    await expect(extractDocument(lying)).rejects.toMatchObject({
      problem: 'zip-bomb',
      message:
        'This Excel workbook (XLSX) would unpack to 1.1 GB, more than the 1 GB a document may; it is refused as a possible zip bomb.',
    });
  });

  it('stops unpacking a part that produces more than its directory entry declared', async () => {
    const understated = withDeclaredSize(await makeDocx(), 'word/document.xml', 100);
    await expect(extractDocument(understated)).rejects.toMatchObject({
      problem: 'damaged',
      message:
        "This Word document (DOCX) is damaged and can't be read (a part unpacks to more than its declared size). Open it, save a new copy and upload that.",
    });
  });

  it('refuses a package with more than 10,000 parts', async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 10_001; index += 1) files[`part${index}.xml`] = '';
    await expect(extractDocument(await makeZip(files))).rejects.toMatchObject({
      problem: 'zip-bomb',
      message:
        'This file holds 10,001 parts, more than the 10,000 a document may; it is refused as a possible zip bomb.',
    });
  }, 30_000);

  it('refuses a truncated Word document as damaged', async () => {
    const docx = await makeDocx();
    await expect(extractDocument(docx.subarray(0, docx.byteLength - 200))).rejects.toMatchObject({
      problem: 'damaged',
    });
  });
});

describe('PDF decompression bombs', { timeout: 120_000 }, () => {
  it('stops pdf.js at the decode limit and refuses the PDF, naming the limit', async () => {
    // 64 MB of zeros in a font of 70 KB; the limit lowered to 16 MB to stay quick.
    const bomb = await makePdfBomb(64);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    await expect(
      readPdf(bomb, new TextBudget(), { decodeLimitBytes: 16 * 1024 * 1024 }),
    ).rejects.toMatchObject({
      problem: 'too-complex',
      status: 413,
      message: expect.stringMatching(
        /^Unpacking this PDF needed more than 16 MB of memory, the limit a document: it packs far more than a real PDF does\./,
      ),
    });
    // The same reader takes a real PDF, and the global Uint8Array it counted through is back.
    const pdf = await readPdf(await makePdf([['Evening bookings grew.']]), new TextBudget());
    expect(pdf.blocks).toEqual([{ text: 'Evening bookings grew.', page: 1 }]);
    expect(new Uint8Array(4).constructor).toBe(Uint8Array);
    expect(Object.getPrototypeOf(Uint8Array)).toBe(Object.getPrototypeOf(Int8Array));
  });
});
