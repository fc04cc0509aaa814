import { SUPPORTED_DOCUMENTS_SENTENCE } from '../../../domain/sources/document-type.ts';
import {
  isCompoundFile,
  isEncryptedOfficeFile,
  isPdf,
  isZip,
  nameBinary,
} from './binary-signatures.ts';
import { DocumentError } from './document-error.ts';
import { classifyText, decodeText, nameMarkup } from './text-detection.ts';
import { attribute, parseXml } from './xml-events.ts';
import { damaged, openZipArchive, type ZipArchive } from './zip-archive.ts';

export type OfficeType = 'docx' | 'pptx' | 'xlsx';

export type DetectedDocument =
  | { type: 'pdf' }
  | { type: OfficeType; archive: ZipArchive; mainPart: string }
  | { type: 'csv'; text: string; delimiter: string }
  | { type: 'markdown' | 'text'; text: string };

/**
 * What a document is, from its bytes alone (the name and the Content-Type the browser sent are
 * never trusted): PDF by its header; DOCX, PPTX and XLSX, which are all ZIPs, by the type of the
 * main part their package names; text by being UTF-8 (or UTF-16 with a byte-order mark).
 */
export async function detectDocument(bytes: Uint8Array): Promise<DetectedDocument> {
  if (isPdf(bytes)) return { type: 'pdf' };
  if (isZip(bytes)) return detectZip(bytes);
  if (isCompoundFile(bytes)) {
    if (isEncryptedOfficeFile(bytes)) {
      throw new DocumentError(
        'encrypted',
        'This Office file is password-protected. Save a copy without a password and upload it again.',
      );
    }
    throw new DocumentError(
      'unsupported-type',
      'This file is an old Office file (DOC, XLS or PPT). Save it as DOCX, XLSX or PPTX (or as a PDF) and upload it again.',
    );
  }
  const binary = nameBinary(bytes);
  if (binary) throw unsupported(binary);
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    if (decoded.reason === 'other-encoding') {
      throw new DocumentError(
        'unsupported-type',
        'This file looks like text in an older encoding, not UTF-8. Save it as UTF-8 text and upload it again.',
      );
    }
    throw unsupported('a binary file of no supported type');
  }
  const markup = nameMarkup(decoded.text);
  if (markup) throw unsupported(markup);
  const kind = classifyText(decoded.text);
  if (kind.kind === 'csv') return { type: 'csv', text: decoded.text, delimiter: kind.delimiter };
  return { type: kind.kind, text: decoded.text };
}

function unsupported(what: string): DocumentError {
  return new DocumentError(
    'unsupported-type',
    `This file is ${what}, which can't be used as a source. ${SUPPORTED_DOCUMENTS_SENTENCE}`,
  );
}

/** Package parts that say what a ZIP is are small; more than this is not a real package. */
export const PACKAGE_PART_LIMIT = 1024 * 1024;

const MAIN_PART_TYPES: [RegExp, OfficeType][] = [
  [
    /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroenabled/i,
    'docx',
  ],
  [
    /presentationml\.(presentation|slideshow|template)\.main\+xml$|ms-powerpoint\.(presentation|slideshow|template)\.macroenabled/i,
    'pptx',
  ],
  [
    /spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.(sheet|template)\.macroenabled\.main/i,
    'xlsx',
  ],
];

async function detectZip(bytes: Uint8Array): Promise<DetectedDocument> {
  const archive = await openZipArchive(bytes);
  try {
    return await detectPackage(archive);
  } catch (error) {
    throw damaged('file', error);
  }
}

async function detectPackage(archive: ZipArchive): Promise<DetectedDocument> {
  const mainPart = archive.has('_rels/.rels')
    ? officeDocumentPart(await archive.read('_rels/.rels', PACKAGE_PART_LIMIT))
    : undefined;
  if (mainPart && archive.has('[Content_Types].xml')) {
    const contentType = partContentType(
      await archive.read('[Content_Types].xml', PACKAGE_PART_LIMIT),
      mainPart,
    );
    const match = MAIN_PART_TYPES.find(([pattern]) => pattern.test(contentType ?? ''));
    if (match && archive.has(mainPart)) return { type: match[1], archive, mainPart };
    if (/ms-excel\.sheet\.binary/i.test(contentType ?? '')) {
      throw new DocumentError(
        'unsupported-type',
        'This file is an Excel binary workbook (XLSB). Save it as XLSX and upload it again.',
      );
    }
  }
  throw await unsupportedZip(archive);
}

async function unsupportedZip(archive: ZipArchive): Promise<DocumentError> {
  if (archive.has('mimetype')) {
    const mimetype = new TextDecoder().decode(await archive.read('mimetype', 256)).trim();
    if (mimetype === 'application/epub+zip') return unsupported('an e-book (EPUB)');
    const openDocument = mimetype.match(/^application\/vnd\.oasis\.opendocument\.(\w+)/);
    if (openDocument) {
      return new DocumentError(
        'unsupported-type',
        `This file is an OpenDocument ${openDocument[1]} (ODF). Save it as DOCX, XLSX, PPTX or PDF and upload it again.`,
      );
    }
  }
  return unsupported('a ZIP archive');
}

/** The target of the package's officeDocument relationship, as a part name (`word/document.xml`). */
export function officeDocumentPart(relationships: Uint8Array): string | undefined {
  let target: string | undefined;
  parseXml(new TextDecoder().decode(relationships), {
    open(name, attributes) {
      if (name !== 'Relationship' || target) return;
      if (/\/officeDocument$/.test(attributes.Type ?? '')) target = attribute(attributes, 'Target');
    },
  });
  return target?.replace(/^\//, '');
}

/** The content type `[Content_Types].xml` gives a part: its override, else its extension's default. */
export function partContentType(contentTypes: Uint8Array, part: string): string | undefined {
  let override: string | undefined;
  const defaults = new Map<string, string>();
  parseXml(new TextDecoder().decode(contentTypes), {
    open(name, attributes) {
      if (name === 'Override' && attributes.PartName?.replace(/^\//, '') === part) {
        override = attributes.ContentType;
      } else if (name === 'Default' && attributes.Extension && attributes.ContentType) {
        defaults.set(attributes.Extension.toLowerCase(), attributes.ContentType);
      }
    },
  });
  return override ?? defaults.get(part.split('.').pop()?.toLowerCase() ?? '');
}
