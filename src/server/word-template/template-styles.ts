import type { WordTemplateStyle, WordTemplateStyleType } from '../../domain/word-template.ts';
import { elementsNamed, xmlAttribute } from './ooxml-text.ts';

/** The id the export's tables name when the template has a table style (renamed onto it). */
export const TEMPLATE_TABLE_STYLE = 'TableGrid';

/**
 * The export's roles a firm's template restyles, by the style id the export writes and the
 * names Word (in any language: built-in names stay English in the file) and LibreOffice give the
 * style. A template style is taken by id first, then by any of these names, ignoring case.
 */
export const STYLE_ROLES: { exportId: string; role: string; names: string[] }[] = [
  { exportId: 'Title', role: 'Title', names: ['title'] },
  { exportId: 'Heading1', role: 'Heading 1', names: ['heading 1'] },
  { exportId: 'Heading2', role: 'Heading 2', names: ['heading 2'] },
  { exportId: 'Heading3', role: 'Heading 3', names: ['heading 3'] },
  { exportId: 'Normal', role: 'Body text', names: ['normal', 'default paragraph style'] },
  { exportId: 'ListParagraph', role: 'Lists', names: ['list paragraph', 'list', 'list bullet'] },
  { exportId: 'Caption', role: 'Captions', names: ['caption'] },
  { exportId: TEMPLATE_TABLE_STYLE, role: 'Tables', names: ['table grid'] },
];

export interface StyleDefinition extends WordTemplateStyle {
  /** The whole `<w:style>` element as written. */
  xml: string;
}

const TYPES = new Set<WordTemplateStyleType>(['paragraph', 'character', 'table', 'numbering']);

/** The styles of a `styles.xml`, in file order. */
export function parseStyles(stylesXml: string): StyleDefinition[] {
  return elementsNamed(stylesXml, 'w:style').flatMap((xml) => {
    const open = xml.slice(0, xml.indexOf('>') + 1);
    const id = xmlAttribute(open, 'w:styleId');
    const type = xmlAttribute(open, 'w:type') as WordTemplateStyleType | undefined;
    if (!id || !type || !TYPES.has(type)) return [];
    const name = /<w:name\b[^>]*\bw:val="([^"]*)"/.exec(xml)?.[1] ?? id;
    return [{ id, name: decodeEntities(name), type, xml }];
  });
}

/**
 * For each export style the template defines, the template's id for it: by the same id, else
 * by its role's names or the export style's own name. Export styles left out keep the export's
 * definition (the fallback).
 */
export function mapTemplateStyles(
  exportStyles: readonly Pick<WordTemplateStyle, 'id' | 'name' | 'type'>[],
  templateStyles: readonly Pick<WordTemplateStyle, 'id' | 'name' | 'type'>[],
): Map<string, string> {
  const byId = new Map(templateStyles.map((style) => [style.id, style]));
  const byName = new Map<string, Pick<WordTemplateStyle, 'id' | 'type'>>();
  for (const style of templateStyles) {
    const key = `${style.type}:${style.name.toLowerCase()}`;
    if (!byName.has(key)) byName.set(key, style);
  }
  const mapping = new Map<string, string>();
  for (const style of exportStyles) {
    const sameId = byId.get(style.id);
    if (sameId && sameId.type === style.type) {
      mapping.set(style.id, sameId.id);
      continue;
    }
    const role = STYLE_ROLES.find((candidate) => candidate.exportId === style.id);
    const names = [style.name.toLowerCase(), ...(role?.names ?? [])];
    const match =
      names.map((name) => byName.get(`${style.type}:${name}`)).find(Boolean) ??
      (style.id === TEMPLATE_TABLE_STYLE ? firmTableStyle(templateStyles) : undefined);
    // A template id the export uses for another of its styles cannot be renamed onto this one.
    if (match && !exportStyles.some((other) => other.id === match.id && other !== style)) {
      mapping.set(style.id, match.id);
    }
  }
  return mapping;
}

/** A template's own table style when it has no "Table Grid": its first besides the plain one. */
function firmTableStyle(
  templateStyles: readonly Pick<WordTemplateStyle, 'id' | 'name' | 'type'>[],
) {
  return templateStyles.find(
    (style) =>
      style.type === 'table' &&
      !['normal table', 'table normal'].includes(style.name.toLowerCase()),
  );
}

/** The export's roles as styles, for those its `styles.xml` does not define itself. */
function withRoles(
  exportStyles: readonly StyleDefinition[],
): Pick<WordTemplateStyle, 'id' | 'name' | 'type'>[] {
  const roles = STYLE_ROLES.filter(
    (role) => !exportStyles.some((style) => style.id === role.exportId),
  ).map((role) => ({
    id: role.exportId,
    name: role.names[0] ?? role.exportId,
    type: role.exportId === TEMPLATE_TABLE_STYLE ? ('table' as const) : ('paragraph' as const),
  }));
  return [...exportStyles, ...roles];
}

/** The template's styles as the owner sees them: each with the export role it fills. */
export function describeTemplateStyles(templateStyles: StyleDefinition[]): WordTemplateStyle[] {
  const mapping = mapTemplateStyles(withRoles([]), templateStyles);
  const roles = new Map(
    [...mapping].map(([exportId, templateId]) => [
      templateId,
      STYLE_ROLES.find((role) => role.exportId === exportId)?.role,
    ]),
  );
  return templateStyles.map(({ id, name, type }) => {
    const usedFor = roles.get(id);
    return { id, name, type, ...(usedFor ? { usedFor } : {}) };
  });
}

/**
 * The template's `styles.xml` with the export's styles it lacks added: the template's document
 * defaults, latent styles and every style of its own (headings, body, lists, tables, captions
 * and whatever they are based on) win; a template style the export knows by another id is
 * renamed to the export's id everywhere in the file. Returns the renames for the other parts.
 */
export function mergeStyles(
  exportStylesXml: string,
  templateStylesXml: string,
): { xml: string; renames: Map<string, string> } {
  const exportStyles = parseStyles(exportStylesXml);
  const templateStyles = parseStyles(templateStylesXml);
  const mapping = mapTemplateStyles(withRoles(exportStyles), templateStyles);
  const renames = new Map<string, string>();
  for (const [exportId, templateId] of mapping) {
    if (exportId !== templateId) renames.set(templateId, exportId);
  }
  let xml = renameStyleReferences(templateStylesXml, renames);
  const defined = new Set([...templateStyles.map((style) => renames.get(style.id) ?? style.id)]);
  const missing = exportStyles.filter((style) => !mapping.has(style.id) && !defined.has(style.id));
  const closing = xml.lastIndexOf('</w:styles>');
  if (closing === -1) throw new Error('the template has no styles');
  xml = `${xml.slice(0, closing)}${missing.map((style) => style.xml).join('')}${xml.slice(closing)}`;
  return { xml, renames };
}

/** Style ids renamed wherever a part names one: definitions, bases and uses. */
export function renameStyleReferences(xml: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return xml;
  return xml.replace(
    /(<w:(?:style\b[^>]*?\bw:styleId|basedOn\b[^>]*?\bw:val|next\b[^>]*?\bw:val|link\b[^>]*?\bw:val|pStyle\b[^>]*?\bw:val|rStyle\b[^>]*?\bw:val|tblStyle\b[^>]*?\bw:val)=")([^"]*)"/g,
    (match, start: string, id: string) => {
      const renamed = renames.get(id);
      return renamed === undefined ? match : `${start}${renamed}"`;
    },
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
