import { describe, expect, it } from 'vitest';
import { fillTitleFields, sanitiseContent } from './template-content.ts';
import { readTemplateLayout } from './template-layout.ts';

const body = (inner: string) =>
  `<w:document xmlns:w="w"><w:body>${inner}<w:sectPr><w:headerReference w:type="default" r:id="rId7"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1134" w:right="1417" w:bottom="1134" w:left="1417"/><w:titlePg/></w:sectPr></w:body></w:document>`;
const paragraph = (text: string, properties = '') =>
  `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}<w:r><w:t>${text}</w:t></w:r></w:p>`;

describe("a template's body", () => {
  it('has a first page up to its first page break, and its last section page and parts', () => {
    const layout = readTemplateLayout(
      body(`${paragraph('Cover')}${paragraph('Inside', '<w:pageBreakBefore/>')}`),
    );
    expect(layout.firstPage).toEqual([paragraph('Cover')]);
    expect(layout.pageSize).toBe('<w:pgSz w:w="12240" w:h="15840"/>');
    expect(layout.headers).toEqual([{ type: 'default', relationshipId: 'rId7' }]);
    expect(layout.titlePage).toBe(true);
  });

  it('cuts a paragraph at a page break run and ends at a section break', () => {
    const broken = `<w:p><w:r><w:t>Cover</w:t></w:r><w:r><w:br w:type="page"/></w:r><w:r><w:t>Next</w:t></w:r></w:p>`;
    expect(readTemplateLayout(body(broken)).firstPage).toEqual([
      '<w:p><w:r><w:t>Cover</w:t></w:r></w:p>',
    ]);
    const section = paragraph('Cover', '<w:sectPr><w:pgSz w:w="1"/></w:sectPr>');
    expect(readTemplateLayout(body(`${section}${paragraph('Inside')}`)).firstPage).toEqual([
      '<w:p><w:pPr></w:pPr><w:r><w:t>Cover</w:t></w:r></w:p>',
    ]);
  });

  it('has no first page without a break, or with only empty paragraphs before it', () => {
    expect(readTemplateLayout(body(paragraph('Only page'))).firstPage).toBeNull();
    expect(
      readTemplateLayout(body(`<w:p/>${paragraph('Inside', '<w:pageBreakBefore/>')}`)).firstPage,
    ).toBeNull();
  });
});

describe('template content carried into an export', () => {
  it('loses OLE objects, ActiveX and fields that reach outside the file', () => {
    const xml = sanitiseContent(
      `<w:p><w:r><w:object><o:OLEObject r:id="rId3"/></w:object></w:r><w:r><w:control r:id="rId4"/></w:r><w:r><w:instrText> INCLUDEPICTURE "http://tracker.example/x.png" </w:instrText></w:r><w:fldSimple w:instr=" DDEAUTO calc "><w:r><w:t>x</w:t></w:r></w:fldSimple><w:r><w:instrText> PAGE </w:instrText></w:r></w:p>`,
    );
    expect(xml).not.toMatch(/OLEObject|w:control|tracker|calc/);
    expect(xml).toContain(' PAGE ');
  });

  it("shows the report's title in title fields, simple and complex", () => {
    const xml = fillTitleFields(
      `<w:fldSimple w:instr=" TITLE "><w:r><w:t>Old</w:t></w:r></w:fldSimple><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DOCPROPERTY "Title" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Old</w:t></w:r><w:r><w:t>er</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t>Kept</w:t></w:r>`,
      'Plan: Crumb & Co',
    );
    expect(xml.match(/Plan: Crumb &amp; Co/g)).toHaveLength(2);
    expect(xml).not.toContain('Old');
    expect(xml).toContain('Kept');
  });

  it("shows the report's title in a content control bound to the file's title (Word's cover pages)", () => {
    const xml = fillTitleFields(
      `<w:sdt><w:sdtPr><w:alias w:val="Title"/><w:dataBinding w:prefixMappings="x" w:xpath="/ns1:coreProperties[1]/ns0:title[1]" w:storeItemID="{6C3C8BC8}"/><w:text/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>Document title</w:t></w:r></w:p></w:sdtContent></w:sdt><w:sdt><w:sdtPr><w:alias w:val="Subtitle"/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>Subtitle</w:t></w:r></w:p></w:sdtContent></w:sdt>`,
      'Plan: Crumb',
    );
    expect(xml).toContain('<w:t xml:space="preserve">Plan: Crumb</w:t>');
    expect(xml).not.toContain('Document title');
    expect(xml).toContain('<w:t>Subtitle</w:t>');
  });

  it('writes the title as the result of a title field that has none yet', () => {
    const xml = fillTitleFields(
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> TITLE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr></w:rPr></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`,
      'Plan',
    );
    expect(xml).toContain(
      '<w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve">Plan</w:t></w:r><w:r><w:rPr></w:rPr></w:r>',
    );
  });
});
