import { execFileSync } from 'node:child_process';

/** The colour of one pixel of a PDF page (`#RRGGBB`), as pdftoppm draws it at 20 dpi. */
export function pdfPixel(path: string, page: number, x: number, y: number): string {
  const ppm = execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '20', path]);
  const header = ppm.toString('latin1', 0, 20).split(/\s+/);
  const width = Number(header[1]);
  const offset = ppm.indexOf(Buffer.from(`${header[3]}\n`), 2) + `${header[3]}\n`.length;
  const start = offset + (y * width + x) * 3;
  return `#${[...ppm.subarray(start, start + 3)]
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
