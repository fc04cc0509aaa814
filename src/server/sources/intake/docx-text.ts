import JSZip from 'jszip';
import mammoth from 'mammoth';
import { DOCUMENT_TYPE_NAMES } from '../../../domain/sources/document-type.ts';
import type { TextBlock } from '../../../domain/sources/passages.ts';
import { htmlBlocks, parseHtmlBody } from '../html-blocks.ts';
import { DocumentError } from './document-error.ts';
import { formatBytes, ZIP_LIMITS } from './intake-limits.ts';
import type { TextBudget } from './text-budget.ts';
import { damaged, type ZipArchive } from './zip-archive.ts';

export interface DocxText {
  /** The page count Word saved in the file, if it did. */
  pages: number | null;
  blocks: TextBlock[];
}

const LABEL = DOCUMENT_TYPE_NAMES.docx;
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Headings, paragraphs, lists and tables of a Word document, through mammoth. mammoth unpacks
 * with its own ZIP reader, so it is never given the uploaded file: it gets a new, uncompressed
 * package of the XML parts, each unpacked here under the size checks. Images are never read.
 */
export async function readDocx(archive: ZipArchive, budget: TextBudget): Promise<DocxText> {
  archive.checkLimits(LABEL);
  const xmlBytes = archive.declaredBytes(isXmlPart);
  if (xmlBytes > ZIP_LIMITS.maxWordXmlBytes) {
    throw new DocumentError(
      'too-complex',
      `This ${LABEL} holds ${formatBytes(xmlBytes)} of text and layout, more than the ${formatBytes(ZIP_LIMITS.maxWordXmlBytes)} that can be read. Split it and upload the parts.`,
    );
  }
  const checked = new JSZip();
  for (const name of archive.names.filter(isXmlPart)) {
    checked.file(name, await archive.read(name), { compression: 'STORE' });
  }
  const buffer = await checked.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer },
      {
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch (error) {
    throw damaged(LABEL, error);
  }
  const body = parseHtmlBody(html);
  // Footnote markers ("[1]") and their back-links would read like citations in a prompt.
  const markers = body.querySelectorAll('a[href^="#footnote-"], a[href^="#endnote-"]');
  for (const marker of Array.from(markers)) marker.remove();
  const blocks: TextBlock[] = [];
  for (const block of htmlBlocks(body)) {
    const text = budget.take(block.text);
    if (text) blocks.push({ ...block, text });
    if (budget.spent) break;
  }
  return { pages: await savedPageCount(archive), blocks };
}

async function savedPageCount(archive: ZipArchive): Promise<number | null> {
  if (!archive.has('docProps/app.xml')) return null;
  const xml = new TextDecoder().decode(await archive.read('docProps/app.xml', 1024 * 1024));
  const pages = Number(xml.match(/<(?:\w+:)?Pages>(\d+)</)?.[1]);
  return Number.isInteger(pages) && pages > 0 ? pages : null;
}
