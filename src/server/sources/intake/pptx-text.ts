import { DOCUMENT_TYPE_NAMES } from '../../../domain/sources/document-type.ts';
import { looksLikeHeader, type TextBlock, tableRowText } from '../../../domain/sources/passages.ts';
import { readRelationships, readText } from './package-parts.ts';
import type { TextBudget } from './text-budget.ts';
import { parseXml, prefixedAttribute } from './xml-events.ts';
import type { ZipArchive } from './zip-archive.ts';

export interface PptxText {
  slides: number;
  blocks: TextBlock[];
}

const LABEL = DOCUMENT_TYPE_NAMES.pptx;

/** Placeholders that hold no content of their own: slide numbers, dates, footers, thumbnails. */
const NOISE_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);

/**
 * The text of every slide in the presentation's order (titles, text boxes, tables) and its
 * speaker notes, each block carrying its slide number.
 */
export async function readPptx(
  archive: ZipArchive,
  mainPart: string,
  budget: TextBudget,
): Promise<PptxText> {
  archive.checkLimits(LABEL);
  const relationships = await readRelationships(archive, mainPart);
  const slideIds: string[] = [];
  parseXml(await readText(archive, mainPart), {
    open(name, attributes) {
      if (name === 'sldId') {
        const id = prefixedAttribute(attributes, 'id');
        if (id) slideIds.push(id);
      }
    },
  });
  const slideParts = slideIds
    .map((id) => relationships.get(id))
    .filter((relationship) => relationship?.type === 'slide' && archive.has(relationship.part))
    .map((relationship) => relationship!.part);

  const blocks: TextBlock[] = [];
  for (const [index, part] of slideParts.entries()) {
    if (budget.spent) break;
    const slide = index + 1;
    const slideBlocks = shapeText(await readText(archive, part));
    const notes = [...(await readRelationships(archive, part)).values()].find(
      (relationship) => relationship.type === 'notesSlide' && archive.has(relationship.part),
    );
    if (notes) {
      const noteText = shapeText(await readText(archive, notes.part))
        .map((block) => block.text)
        .join('\n');
      if (noteText) slideBlocks.push({ text: `Notes: ${noteText}` });
    }
    for (const block of slideBlocks) {
      const text = budget.take(block.text);
      if (text) blocks.push({ ...block, text, slide });
    }
  }
  return { slides: slideParts.length, blocks };
}

/** Paragraphs of a slide or notes page in document order; tables as rows. */
function shapeText(xml: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const shapes: { placeholder?: string }[] = [];
  let paragraph: string | undefined;
  let inText = false;
  let skippedField = 0;
  let row: string[] | undefined;
  let cell: string[] | undefined;
  let tableRows: string[][] | undefined;

  parseXml(xml, {
    open(name, attributes) {
      switch (name) {
        case 'sp':
          shapes.push({});
          break;
        case 'ph': {
          const shape = shapes.at(-1);
          if (shape) shape.placeholder = attributes.type ?? 'body';
          break;
        }
        case 'p':
          paragraph = '';
          break;
        case 'fld':
          if (/^(slidenum|datetime)/.test(attributes.type ?? '')) skippedField += 1;
          break;
        case 't':
          inText = true;
          break;
        case 'br':
          if (paragraph !== undefined) paragraph += ' ';
          break;
        case 'tbl':
          tableRows = [];
          break;
        case 'tr':
          row = [];
          break;
        case 'tc':
          cell = [];
          break;
      }
    },
    text(text) {
      if (inText && skippedField === 0 && paragraph !== undefined) paragraph += text;
    },
    close(name) {
      switch (name) {
        case 't':
          inText = false;
          break;
        case 'fld':
          skippedField = Math.max(0, skippedField - 1);
          break;
        case 'p': {
          const text = (paragraph ?? '').replace(/\s+/g, ' ').trim();
          paragraph = undefined;
          if (!text) break;
          if (cell) {
            cell.push(text);
            break;
          }
          const placeholder = shapes.at(-1)?.placeholder;
          if (placeholder && NOISE_PLACEHOLDERS.has(placeholder)) break;
          blocks.push({
            text,
            kind: placeholder && TITLE_PLACEHOLDERS.has(placeholder) ? 'heading' : 'paragraph',
          });
          break;
        }
        case 'tc':
          row?.push((cell ?? []).join(' '));
          cell = undefined;
          break;
        case 'tr':
          if (row) tableRows?.push(row);
          row = undefined;
          break;
        case 'tbl':
          if (tableRows && tableRows.length > 0) blocks.push({ text: tableLines(tableRows) });
          tableRows = undefined;
          break;
        case 'sp':
          shapes.pop();
          break;
      }
    },
  });
  return blocks;
}

function tableLines(rows: string[][]): string {
  const header = looksLikeHeader(rows) ? rows[0] : undefined;
  return (header ? rows.slice(1) : rows)
    .map((cells) => tableRowText(cells, header))
    .filter(Boolean)
    .join('\n');
}
