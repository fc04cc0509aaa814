import { posix } from 'node:path';
import { attribute, parseXml } from './xml-events.ts';
import type { ZipArchive } from './zip-archive.ts';

export interface Relationship {
  /** The last segment of the relationship type: `slide`, `notesSlide`, `sharedStrings`... */
  type: string;
  /** The part it points to, as a name in the package (`ppt/slides/slide1.xml`). */
  part: string;
}

const SMALL_PART = 16 * 1024 * 1024;

/** A part's relationships by id (`rId3`), from its `_rels/<name>.rels`; external links left out. */
export async function readRelationships(
  archive: ZipArchive,
  partName: string,
): Promise<Map<string, Relationship>> {
  const directory = posix.dirname(partName);
  const relsName = posix.join(directory, '_rels', `${posix.basename(partName)}.rels`);
  const relationships = new Map<string, Relationship>();
  if (!archive.has(relsName)) return relationships;
  parseXml(await readText(archive, relsName), {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const id = attributes.Id;
      const target = attribute(attributes, 'Target');
      if (!id || !target) return;
      relationships.set(id, {
        type: (attributes.Type ?? '').split('/').pop() ?? '',
        part: target.startsWith('/')
          ? target.slice(1)
          : posix.normalize(posix.join(directory, target)),
      });
    },
  });
  return relationships;
}

/** A small XML part as text (package parts, slides, workbook): unpacked whole, up to 16 MB. */
export async function readText(archive: ZipArchive, name: string): Promise<string> {
  return new TextDecoder().decode(await archive.read(name, SMALL_PART));
}
