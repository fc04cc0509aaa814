import { posix } from 'node:path';
import type JSZip from 'jszip';
import { elementSpans, escapeXml, removeElements } from './ooxml-text.ts';
import { type ContentTypes, type PackageRelationship, resolveTarget } from './package-parts.ts';

/**
 * What never travels from a template into an export: ActiveX controls, embedded OLE objects,
 * imported chunks and sub-documents, and references to comments or notes the export lacks.
 */
const UNSAFE_ELEMENTS = [
  'w:object',
  'w:control',
  'w:altChunk',
  'w:subDoc',
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:commentReference',
  'w:footnoteReference',
  'w:endnoteReference',
];

/** Field codes that fetch or run something outside the file when Word updates them. */
const OUTSIDE_FIELDS =
  /^\s*(INCLUDETEXT|INCLUDEPICTURE|DDE|DDEAUTO|LINK|IMPORT|HYPERLINK|MACROBUTTON|DATABASE|AUTOTEXT|AUTOTEXTLIST)\b/i;

export function sanitiseContent(xml: string): string {
  return (
    removeElements(xml, UNSAFE_ELEMENTS)
      .replace(/(<w:instrText\b[^>]*>)([^<]*)(<\/w:instrText>)/g, (match, open, code, close) =>
        OUTSIDE_FIELDS.test(code) ? `${open} ${close}` : match,
      )
      .replace(/(<w:fldSimple\b[^>]*\bw:instr=")([^"]*)"/g, (match, start, code) =>
        OUTSIDE_FIELDS.test(code) ? `${start} "` : match,
      )
      // Drawing ids must not repeat the export's: Word reports a file with duplicates as damaged.
      .replace(
        /(<wp:docPr\b[^>]*\bid=")(\d+)"/g,
        (_, start, id) => `${start}${Number(id) + 50_000}"`,
      )
  );
}

const TITLE_FIELD = /^\s*(TITLE|DOCPROPERTY\s+"?Title"?)(\s|\\|$)/i;

/**
 * The report's title in the template's title fields (`TITLE`, `DOCPROPERTY Title`): the field
 * stays, so Word and LibreOffice update it from the file's properties, and the result shown
 * before they do is the title already.
 */
export function fillTitleFields(xml: string, title: string): string {
  const text = escapeXml(title);
  let result = xml.replace(
    /(<w:fldSimple\b[^>]*\bw:instr="([^"]*)"[^>]*>)([\s\S]*?)(<\/w:fldSimple>)/g,
    (match, open: string, code: string, inner: string, close: string) =>
      TITLE_FIELD.test(code) ? `${open}${replaceTexts(inner, text)}${close}` : match,
  );
  result = fillTitleControls(result, text);
  let searchFrom = 0;
  for (;;) {
    const instruction = /<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g;
    instruction.lastIndex = searchFrom;
    const found = instruction.exec(result);
    if (!found) break;
    searchFrom = found.index + found[0].length;
    if (!TITLE_FIELD.test(found[1] ?? '')) continue;
    const separate = result.indexOf('w:fldCharType="separate"', searchFrom);
    const end = result.indexOf('w:fldCharType="end"', searchFrom);
    if (separate === -1 || end === -1 || end < separate) continue;
    const cached = result.slice(separate, end);
    // No result written (LibreOffice leaves it empty): one run with the title after `separate`.
    const afterSeparate = cached.indexOf('</w:r>') + '</w:r>'.length;
    const shown = /<w:t\b/.test(cached)
      ? replaceTexts(cached, text)
      : `${cached.slice(0, afterSeparate)}<w:r><w:t xml:space="preserve">${text}</w:t></w:r>${cached.slice(afterSeparate)}`;
    result = result.slice(0, separate) + shown + result.slice(end);
    searchFrom = separate + shown.length;
  }
  return result;
}

/**
 * Word's cover pages bind a content control to the file's title (`w:dataBinding` to
 * `coreProperties/title`): Word refreshes it from the export's properties, and the text shown
 * until then is the title too.
 */
function fillTitleControls(xml: string, text: string): string {
  let result = xml;
  let searchFrom = 0;
  for (;;) {
    const binding = /<w:dataBinding\b[^>]*\bw:xpath="[^"]*:title\[1\]"[^>]*\/>/g;
    binding.lastIndex = searchFrom;
    const found = binding.exec(result);
    if (!found) return result;
    const contentStart = result.indexOf('<w:sdtContent', found.index);
    if (contentStart === -1) return result;
    const [span] = elementSpans(result.slice(contentStart), 'w:sdtContent');
    if (!span) return result;
    const content = replaceTexts(result.slice(contentStart, contentStart + span[1]), text);
    result = result.slice(0, contentStart) + content + result.slice(contentStart + span[1]);
    searchFrom = contentStart + content.length;
  }
}

function replaceTexts(xml: string, text: string): string {
  let first = true;
  return xml.replace(/<w:t\b[^>]*>[^<]*<\/w:t>/g, () => {
    const replaced = first ? `<w:t xml:space="preserve">${text}</w:t>` : '<w:t></w:t>';
    first = false;
    return replaced;
  });
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  emf: 'image/x-emf',
  wmf: 'image/x-wmf',
};

/**
 * Carries the relationships a piece of template XML uses into the export: pictures inside the
 * package are copied (renamed under `word/media/`) and get new ids; everything else (external
 * targets, OLE objects, ActiveX, anything but a picture) is dropped, a hyperlink keeping its
 * text and a picture or drawing that needs a dropped part going with it.
 */
export async function importRelationships(options: {
  xml: string;
  fromPart: string;
  relationships: readonly PackageRelationship[];
  source: JSZip;
  target: JSZip;
  contentTypes: ContentTypes;
  idPrefix: string;
  /** Names of media already copied, by their part in the template. */
  copiedMedia: Map<string, string>;
}): Promise<{ xml: string; added: { id: string; type: string; target: string }[] }> {
  const { fromPart, relationships, source, target, contentTypes, idPrefix, copiedMedia } = options;
  const used = new Set(
    [...options.xml.matchAll(/\br:(?:id|embed|link|pict|href|dm|lo|qs|cs)="([^"]*)"/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  const renamed = new Map<string, string>();
  const added: { id: string; type: string; target: string }[] = [];
  for (const id of used) {
    const relationship = relationships.find((candidate) => candidate.id === id);
    if (!relationship || relationship.external || relationship.type !== 'image') continue;
    const part = resolveTarget(fromPart, relationship.target);
    const extension = posix.extname(part).slice(1).toLowerCase();
    const contentType = IMAGE_TYPES[extension];
    const file = source.file(part);
    if (!contentType || !file) continue;
    let copied = copiedMedia.get(part);
    if (!copied) {
      copied = `word/media/firm-template-${copiedMedia.size + 1}.${extension}`;
      target.file(copied, await file.async('uint8array'));
      contentTypes.extension(extension, contentType);
      copiedMedia.set(part, copied);
    }
    const newId = `${idPrefix}${added.length + 1}`;
    added.push({ id: newId, type: 'image', target: posix.relative('word', copied) });
    renamed.set(id, newId);
  }
  let xml = options.xml;
  const dropped = [...used].filter((id) => !renamed.has(id));
  if (dropped.length > 0) {
    const isDropped = (fragment: string) =>
      dropped.some((id) => new RegExp(`\\br:\\w+="${escapeRegExp(id)}"`).test(fragment));
    // A link keeps its text, a picture's link goes, a picture or drawing needing a part goes.
    xml = xml.replace(/<w:hyperlink\b[^>]*>/g, (tag) =>
      isDropped(tag) ? tag.replace(/\s+r:id="[^"]*"/, '') : tag,
    );
    xml = xml.replace(/<a:hlinkClick\b[^>]*?(\/>|>[\s\S]*?<\/a:hlinkClick>)/g, (element) =>
      isDropped(element) ? '' : element,
    );
    for (const name of ['w:drawing', 'w:pict', 'mc:AlternateContent']) {
      for (const [start, end] of elementSpans(xml, name).reverse()) {
        if (isDropped(xml.slice(start, end))) xml = xml.slice(0, start) + xml.slice(end);
      }
    }
  }
  xml = xml.replace(
    /\b(r:(?:id|embed|link|pict|href|dm|lo|qs|cs))="([^"]*)"/g,
    (match, attribute: string, id: string) => {
      const newId = renamed.get(id);
      return newId ? `${attribute}="${newId}"` : match;
    },
  );
  return { xml, added };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
