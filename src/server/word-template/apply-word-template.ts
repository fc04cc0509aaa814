import JSZip from 'jszip';
import { elementsNamed, innerOf, removeElements } from './ooxml-text.ts';
import {
  addRelationships,
  ContentTypes,
  type PackageRelationship,
  parseRelationships,
  readText,
  relationshipsPath,
  resolveTarget,
} from './package-parts.ts';
import { fillTitleFields, importRelationships, sanitiseContent } from './template-content.ts';
import { readTemplateLayout } from './template-layout.ts';
import { mergeStyles, renameStyleReferences } from './template-styles.ts';

/** Template numbering ids are moved past the export's own, which are small. */
const NUMBERING_OFFSET = 1000;
const EXPORT_MAIN = 'word/document.xml';
const PART_TYPES = {
  header: 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml',
  footer: 'application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml',
  theme: 'application/vnd.openxmlformats-officedocument.theme+xml',
};

/**
 * A finished Word export dressed in the firm's template (issue 31), merged at the OOXML level:
 * the template's styles (document defaults, headings, body, lists, tables, captions and what
 * they are based on; the export's own for any it lacks), its numbering and theme, its page size
 * and margins, its running header and footer (their title fields showing `title`), and its
 * first page in place of the export's cover. Nothing runnable or outside the file comes along.
 */
export async function applyWordTemplate(
  exported: Uint8Array,
  template: Uint8Array,
  options: { title: string },
): Promise<Uint8Array> {
  const out = await JSZip.loadAsync(exported);
  const source = await JSZip.loadAsync(template);
  const contentTypes = await ContentTypes.of(out);
  const main = officeDocumentTarget(await readText(source, '_rels/.rels'));
  const templateDocument = await readText(source, main);
  if (!templateDocument) throw new Error('the Word template has no document part');
  const relationships = parseRelationships(await readText(source, relationshipsPath(main)));
  const partOf = (type: string) => {
    const relationship = relationships.find((r) => r.type === type && !r.external);
    return relationship ? resolveTarget(main, relationship.target) : undefined;
  };

  await mergeNumbering(out, source, partOf('numbering'));
  let renames = new Map<string, string>();
  const templateStyles = await readTextOf(source, partOf('styles'));
  const exportStyles = await readText(out, 'word/styles.xml');
  if (templateStyles && exportStyles) {
    const merged = mergeStyles(exportStyles, renumber(sanitiseContent(templateStyles)));
    out.file('word/styles.xml', merged.xml);
    renames = merged.renames;
  }
  const documentRelationships: { id: string; type: string; target: string }[] = [];
  await copyTheme(out, source, partOf('theme'), contentTypes, documentRelationships);

  const copiedMedia = new Map<string, string>();
  const prepare = async (xml: string, fromPart: string, idPrefix: string) =>
    importRelationships({
      xml: fillTitleFields(
        renameStyleReferences(renumber(sanitiseContent(xml)), renames),
        options.title,
      ),
      fromPart,
      relationships: parseRelationships(await readText(source, relationshipsPath(fromPart))),
      source,
      target: out,
      contentTypes,
      idPrefix,
      copiedMedia,
    });

  const layout = readTemplateLayout(templateDocument);
  let document = (await readText(out, EXPORT_MAIN)) ?? '';
  const sectionReferences = new Map<string, string>();
  let partNumber = 100;
  for (const kind of ['header', 'footer'] as const) {
    for (const reference of kind === 'header' ? layout.headers : layout.footers) {
      if (reference.type === 'even' || (reference.type === 'first' && !layout.titlePage)) continue;
      const relationship = relationships.find((r) => r.id === reference.relationshipId);
      if (!relationship || relationship.external) continue;
      const part = resolveTarget(main, relationship.target);
      const xml = await readText(source, part);
      if (!xml) continue;
      while (out.file(`word/${kind}${partNumber}.xml`)) partNumber += 1;
      const name = `word/${kind}${partNumber}.xml`;
      const prepared = await prepare(xml, part, `rIdFirmImage`);
      out.file(name, prepared.xml);
      await addRelationships(out, name, prepared.added);
      contentTypes.override(name, PART_TYPES[kind]);
      const id = `rIdFirm${kind}${reference.type}`;
      documentRelationships.push({ id, type: kind, target: `${kind}${partNumber}.xml` });
      sectionReferences.set(`${kind}:${reference.type}`, id);
      partNumber += 1;
    }
  }
  document = document.replace(/<w:(header|footer)Reference\b[^>]*\/>/g, (tag, kind: string) => {
    const type = /w:type="(\w+)"/.exec(tag)?.[1] ?? 'default';
    const id = sectionReferences.get(`${kind}:${type}`);
    return id ? tag.replace(/r:id="[^"]*"/, `r:id="${id}"`) : tag;
  });
  if (layout.pageSize) document = document.replace(/<w:pgSz\b[^>]*\/>/g, layout.pageSize);
  if (layout.pageMargins) document = document.replace(/<w:pgMar\b[^>]*\/>/g, layout.pageMargins);

  if (layout.firstPage) {
    const prepared = await prepare(layout.firstPage.join(''), main, 'rIdFirmPage');
    document = declareNamespaces(
      replaceCover(document, prepared.xml),
      templateDocument,
      prepared.xml,
    );
    documentRelationships.push(...prepared.added);
  }
  out.file(EXPORT_MAIN, document);
  await addRelationships(out, EXPORT_MAIN, documentRelationships);
  contentTypes.write(out);
  return out.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

function officeDocumentTarget(rels: string | undefined): string {
  const relationship = parseRelationships(rels).find(
    (candidate) => candidate.type === 'officeDocument' && !candidate.external,
  );
  if (!relationship) throw new Error('the Word template has no main document');
  return resolveTarget('', relationship.target);
}

async function readTextOf(zip: JSZip, name: string | undefined) {
  return name ? readText(zip, name) : undefined;
}

/** Template numbering ids as they are after `mergeNumbering` (0 stays: it means "none"). */
function renumber(xml: string): string {
  return xml.replace(/(<w:numId\b[^>]*\bw:val=")(\d+)"/g, (match, start: string, id: string) =>
    id === '0' ? match : `${start}${Number(id) + NUMBERING_OFFSET}"`,
  );
}

/** The template's lists and heading numbering beside the export's, its ids moved past them. */
async function mergeNumbering(out: JSZip, source: JSZip, part: string | undefined) {
  const templateNumbering = await readTextOf(source, part);
  const exportNumbering = await readText(out, 'word/numbering.xml');
  if (!templateNumbering || !exportNumbering) return;
  const moved = removeElements(templateNumbering, ['w:numPicBullet', 'w:lvlPicBulletId']).replace(
    /(<w:(?:abstractNum\b[^>]*\bw:abstractNumId|num\b[^>]*\bw:numId|abstractNumId\b[^>]*\bw:val)=")(\d+)"/g,
    (_, start: string, id: string) => `${start}${Number(id) + NUMBERING_OFFSET}"`,
  );
  const abstracts = elementsNamed(moved, 'w:abstractNum').join('');
  const numbers = elementsNamed(moved, 'w:num').join('');
  const firstNumber = exportNumbering.search(/<w:num\b/);
  const closing = exportNumbering.lastIndexOf('</w:numbering>');
  const at = firstNumber === -1 ? closing : firstNumber;
  const withAbstracts = `${exportNumbering.slice(0, at)}${abstracts}${exportNumbering.slice(at)}`;
  const end = withAbstracts.lastIndexOf('</w:numbering>');
  out.file(
    'word/numbering.xml',
    declareNamespaces(
      `${withAbstracts.slice(0, end)}${numbers}${withAbstracts.slice(end)}`,
      templateNumbering,
      abstracts + numbers,
      'w:numbering',
    ),
  );
}

/** The template's theme (the fonts and colours its styles may name as "+Headings", "+Body"). */
async function copyTheme(
  out: JSZip,
  source: JSZip,
  part: string | undefined,
  contentTypes: ContentTypes,
  documentRelationships: { id: string; type: string; target: string }[],
) {
  const theme = await readTextOf(source, part);
  if (!theme) return;
  const exportRelationships: PackageRelationship[] = parseRelationships(
    await readText(out, relationshipsPath(EXPORT_MAIN)),
  );
  const existing = exportRelationships.find((r) => r.type === 'theme');
  const name = existing ? resolveTarget(EXPORT_MAIN, existing.target) : 'word/theme/theme1.xml';
  out.file(name, sanitiseContent(theme));
  contentTypes.override(name, PART_TYPES.theme);
  if (!existing)
    documentRelationships.push({ id: 'rIdFirmTheme', type: 'theme', target: 'theme/theme1.xml' });
}

/** The export's cover (everything before the contents' title) becomes the template's first page. */
function replaceCover(document: string, firstPage: string): string {
  const body = innerOf(document, 'w:body');
  const contents = body.inner.search(
    /<w:p\b(?:(?!<\/w:p>)[\s\S])*?<w:pStyle w:val="ContentsTitle"\/>/,
  );
  if (contents === -1) return `${body.before}${firstPage}${body.inner}${body.after}`;
  return `${body.before}${firstPage}${body.inner.slice(contents)}${body.after}`;
}

/**
 * Every namespace prefix the pasted content uses, declared on the export's root as the
 * template's root declares it: an undeclared prefix (`w14:paraId`) would make the file unreadable.
 */
function declareNamespaces(
  document: string,
  templateDocument: string,
  content: string,
  root = 'w:document',
): string {
  const rootTag = new RegExp(`<${root}\\b[^>]*>`);
  const templateRoot = rootTag.exec(templateDocument)?.[0] ?? '';
  const exportRoot = rootTag.exec(document)?.[0];
  if (!exportRoot) return document;
  const used = new Set(
    [...content.matchAll(/[<\s/]([A-Za-z][\w.-]*):[A-Za-z_]/g)].map((match) => match[1] ?? ''),
  );
  const missing = [...templateRoot.matchAll(/\sxmlns:([\w.-]+)="([^"]*)"/g)].filter(
    ([, prefix]) => prefix && used.has(prefix) && !exportRoot.includes(`xmlns:${prefix}=`),
  );
  if (missing.length === 0) return document;
  const declarations = missing.map(([, prefix, uri]) => ` xmlns:${prefix}="${uri}"`).join('');
  return document.replace(
    exportRoot,
    exportRoot.replace(/\/?>$/, (end) => `${declarations}${end}`),
  );
}
