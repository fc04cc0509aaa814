import { posix } from 'node:path';
import type JSZip from 'jszip';
import { escapeXml, xmlAttribute } from './ooxml-text.ts';

const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

export interface PackageRelationship {
  id: string;
  /** The type's last segment: `styles`, `header`, `image`, `hyperlink`... */
  type: string;
  target: string;
  external: boolean;
}

export function relationshipsPath(partName: string): string {
  return posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
}

export function parseRelationships(xml: string | undefined): PackageRelationship[] {
  if (!xml) return [];
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].flatMap((match) => {
    const tag = match[0];
    const id = xmlAttribute(tag, 'Id');
    const target = xmlAttribute(tag, 'Target');
    if (!id || !target) return [];
    return [
      {
        id,
        type: (xmlAttribute(tag, 'Type') ?? '').split('/').pop() ?? '',
        target: target.replace(/&amp;/g, '&'),
        external: xmlAttribute(tag, 'TargetMode') === 'External',
      },
    ];
  });
}

/** The part a relationship of `fromPart` points to, as a name in the package. */
export function resolveTarget(fromPart: string, target: string): string {
  return target.startsWith('/')
    ? target.slice(1)
    : posix.normalize(posix.join(posix.dirname(fromPart), target));
}

export function relationshipXml(relationship: { id: string; type: string; target: string }) {
  return `<Relationship Id="${escapeXml(relationship.id)}" Type="${RELATIONSHIP_TYPE}${relationship.type}" Target="${escapeXml(relationship.target)}"/>`;
}

export async function readText(zip: JSZip, name: string): Promise<string | undefined> {
  return zip.file(name)?.async('string');
}

/** Appends relationships to a part's `.rels` (made when it has none). */
export async function addRelationships(
  zip: JSZip,
  partName: string,
  relationships: { id: string; type: string; target: string }[],
): Promise<void> {
  if (relationships.length === 0) return;
  const path = relationshipsPath(partName);
  const current =
    (await readText(zip, path)) ??
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  const closing = current.lastIndexOf('</Relationships>');
  zip.file(
    path,
    `${current.slice(0, closing)}${relationships.map(relationshipXml).join('')}${current.slice(closing)}`,
  );
}

/** `[Content_Types].xml`, edited in memory and written once. */
export class ContentTypes {
  private constructor(private xml: string) {}

  static async of(zip: JSZip): Promise<ContentTypes> {
    return new ContentTypes((await readText(zip, '[Content_Types].xml')) ?? '');
  }

  override(partName: string, contentType: string): void {
    const name = `/${partName}`;
    if (this.xml.includes(`PartName="${name}"`)) return;
    this.insert(`<Override PartName="${escapeXml(name)}" ContentType="${contentType}"/>`);
  }

  extension(extension: string, contentType: string): void {
    if (new RegExp(`Extension="${extension}"`, 'i').test(this.xml)) return;
    this.insert(`<Default Extension="${extension}" ContentType="${contentType}"/>`);
  }

  write(zip: JSZip): void {
    zip.file('[Content_Types].xml', this.xml);
  }

  private insert(element: string): void {
    const closing = this.xml.lastIndexOf('</Types>');
    this.xml = `${this.xml.slice(0, closing)}${element}${this.xml.slice(closing)}`;
  }
}
