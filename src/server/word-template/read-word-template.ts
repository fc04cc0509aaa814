import {
  WORD_TEMPLATE_MACROS,
  WORD_TEMPLATE_NOT_WORD,
  type WordTemplateView,
} from '../../domain/word-template.ts';
import { isCompoundFile, isZip } from '../sources/intake/binary-signatures.ts';
import {
  officeDocumentPart,
  PACKAGE_PART_LIMIT,
  partContentType,
} from '../sources/intake/detect-document.ts';
import { DocumentError } from '../sources/intake/document-error.ts';
import { readRelationships } from '../sources/intake/package-parts.ts';
import { damaged, openZipArchive, type ZipArchive } from '../sources/intake/zip-archive.ts';
import { pageInMillimetres, readTemplateLayout } from './template-layout.ts';
import { describeTemplateStyles, parseStyles } from './template-styles.ts';

const LABEL = 'Word template';
/** The most a template's body or styles part may unpack to. */
export const TEMPLATE_PART_LIMIT = 32 * 1024 * 1024;

const WORD_MAIN = /wordprocessingml\.(document|template)\.main\+xml$/i;
const MACRO_ENABLED = /macroenabled/i;
/** Parts that carry VBA, wherever a package puts them. */
const MACRO_PARTS = /(^|\/)(vbaProject\.bin|vbaData\.xml)$/i;

export type TemplateSummary = Omit<WordTemplateView, 'name' | 'bytes' | 'uploadedAt'>;

/**
 * Checks an uploaded template from its bytes, as the documents of issue 15 are checked: a ZIP
 * within the zip-bomb limits holding a Word document or template (`.docx`, `.dotx`), with no
 * macros; a damaged file or any other file refused with its own message. Answers what the
 * owner sees of it: its styles (with the export role each fills), page, header, footer and
 * whether it has a first page.
 */
export async function readWordTemplate(bytes: Uint8Array): Promise<TemplateSummary> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty.');
  if (!isZip(bytes)) {
    throw new DocumentError(
      'unsupported-type',
      isCompoundFile(bytes)
        ? 'This file is an old Word file (DOC or DOT), which may also carry macros. Save it as a Word Document (.docx) or Word Template (.dotx) and upload that.'
        : WORD_TEMPLATE_NOT_WORD,
    );
  }
  const archive = await openZipArchive(bytes, LABEL);
  archive.checkLimits(LABEL);
  if (archive.names.some((name) => MACRO_PARTS.test(name))) {
    throw new DocumentError('unsupported-type', WORD_TEMPLATE_MACROS);
  }
  try {
    const mainPart = await wordMainPart(archive);
    const documentXml = await readPart(archive, mainPart);
    const stylesPart = [...(await readRelationships(archive, mainPart)).values()].find(
      (relationship) => relationship.type === 'styles' && archive.has(relationship.part),
    )?.part;
    const styles = stylesPart ? parseStyles(await readPart(archive, stylesPart)) : [];
    const layout = readTemplateLayout(documentXml);
    return {
      styles: describeTemplateStyles(styles),
      page: pageInMillimetres(layout),
      hasHeader: layout.headers.length > 0,
      hasFooter: layout.footers.length > 0,
      hasFirstPage: layout.firstPage !== null,
    };
  } catch (error) {
    throw damaged(LABEL, error);
  }
}

/** The main part, when the package is a Word document or template without macros. */
export async function wordMainPart(archive: ZipArchive): Promise<string> {
  const mainPart = archive.has('_rels/.rels')
    ? officeDocumentPart(await archive.read('_rels/.rels', PACKAGE_PART_LIMIT))
    : undefined;
  const contentType =
    mainPart && archive.has('[Content_Types].xml')
      ? partContentType(await archive.read('[Content_Types].xml', PACKAGE_PART_LIMIT), mainPart)
      : undefined;
  if (contentType && MACRO_ENABLED.test(contentType) && /ms-word/i.test(contentType)) {
    throw new DocumentError('unsupported-type', WORD_TEMPLATE_MACROS);
  }
  if (!mainPart || !contentType || !WORD_MAIN.test(contentType) || !archive.has(mainPart)) {
    throw new DocumentError('unsupported-type', WORD_TEMPLATE_NOT_WORD);
  }
  return mainPart;
}

async function readPart(archive: ZipArchive, name: string): Promise<string> {
  return new TextDecoder().decode(await archive.read(name, TEMPLATE_PART_LIMIT));
}
