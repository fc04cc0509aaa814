import { describe, expect, it } from 'vitest';
import {
  describeTemplateStyles,
  mapTemplateStyles,
  mergeStyles,
  parseStyles,
} from './template-styles.ts';

const style = (type: string, id: string, name: string, body = '') =>
  `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${name}"/>${body}</w:style>`;
const styles = (...definitions: string[]) =>
  `<?xml version="1.0"?><w:styles xmlns:w="w"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Firm Body"/></w:rPr></w:rPrDefault></w:docDefaults>${definitions.join('')}</w:styles>`;

const EXPORT = styles(
  style('paragraph', 'Normal', 'Normal'),
  style(
    'paragraph',
    'Heading1',
    'Heading 1',
    '<w:rPr><w:rFonts w:ascii="Source Serif 4"/></w:rPr>',
  ),
  style(
    'paragraph',
    'Heading2',
    'Heading 2',
    '<w:rPr><w:rFonts w:ascii="Source Serif 4"/></w:rPr>',
  ),
  style('paragraph', 'Heading3', 'Heading 3'),
  style('paragraph', 'ListParagraph', 'List Paragraph'),
  style('paragraph', 'ContentsTitle', 'Contents Title'),
);

describe('the style mapping of a firm template', () => {
  it('takes a style by id, else by its name in any case, else keeps the export style', () => {
    const mapping = mapTemplateStyles(parseStyles(EXPORT), [
      { id: 'Heading1', name: 'heading 1', type: 'paragraph' },
      // A German Word names its ids in German but keeps the English built-in names.
      { id: 'berschrift2', name: 'heading 2', type: 'paragraph' },
      { id: 'Listenabsatz', name: 'List Paragraph', type: 'paragraph' },
      { id: 'Heading3', name: 'heading 3', type: 'character' },
    ]);
    expect(Object.fromEntries(mapping)).toEqual({
      Heading1: 'Heading1',
      Heading2: 'berschrift2',
      ListParagraph: 'Listenabsatz',
    });
  });

  it("puts the template's definitions first, renamed onto the export's ids, and the export's for the rest", () => {
    const template = styles(
      style('paragraph', 'Normal', 'Normal'),
      style('paragraph', 'Heading', 'Heading', '<w:rPr><w:rFonts w:ascii="Firm Heading"/></w:rPr>'),
      style(
        'paragraph',
        'berschrift1',
        'heading 1',
        '<w:basedOn w:val="Heading"/><w:next w:val="Normal"/>',
      ),
      style('paragraph', 'FirmNote', 'Firm Note', '<w:basedOn w:val="berschrift1"/>'),
    );
    const { xml, renames } = mergeStyles(EXPORT, template);
    expect(Object.fromEntries(renames)).toEqual({ berschrift1: 'Heading1' });
    const merged = parseStyles(xml);
    expect(merged.map((definition) => definition.id)).toEqual([
      'Normal',
      'Heading',
      'Heading1',
      'FirmNote',
      'Heading2',
      'Heading3',
      'ListParagraph',
      'ContentsTitle',
    ]);
    expect(merged.find((definition) => definition.id === 'Heading1')?.xml).toContain(
      '<w:basedOn w:val="Heading"/>',
    );
    expect(merged.find((definition) => definition.id === 'FirmNote')?.xml).toContain(
      '<w:basedOn w:val="Heading1"/>',
    );
    // The template's document defaults (its body font) win.
    expect(xml).toContain('Firm Body');
    expect(xml.match(/Source Serif 4/g)).toHaveLength(1);
  });

  it('tells the owner which role each template style fills, a custom table style for tables', () => {
    const described = describeTemplateStyles(
      parseStyles(
        styles(
          style('paragraph', 'Title', 'Title'),
          style('paragraph', 'Caption', 'caption'),
          style('table', 'TableNormal', 'Normal Table'),
          style('table', 'FirmTable', 'Firm Table'),
          style('character', 'Strong', 'Strong'),
        ),
      ),
    );
    expect(described).toEqual([
      { id: 'Title', name: 'Title', type: 'paragraph', usedFor: 'Title' },
      { id: 'Caption', name: 'caption', type: 'paragraph', usedFor: 'Captions' },
      { id: 'TableNormal', name: 'Normal Table', type: 'table' },
      { id: 'FirmTable', name: 'Firm Table', type: 'table', usedFor: 'Tables' },
      { id: 'Strong', name: 'Strong', type: 'character' },
    ]);
  });
});
