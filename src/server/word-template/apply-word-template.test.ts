import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocx } from '../exports/docx-renderer.ts';
import { buildExportModel } from '../exports/export-document.ts';
import { richDocument, TINY_PNG } from '../testing/export-fixtures.ts';

const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A hand-made template with everything a hostile one could carry beside its styles. */
async function hostileTemplate(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/header" Target="header1.xml"/><Relationship Id="rId3" Type="${REL}/hyperlink" Target="https://tracker.example/open" TargetMode="External"/><Relationship Id="rId4" Type="${REL}/oleObject" Target="embeddings/object1.bin"/><Relationship Id="rId5" Type="${REL}/image" Target="media/logo.png"/><Relationship Id="rId6" Type="${REL}/image" Target="https://tracker.example/pixel.png" TargetMode="External"/></Relationships>`,
  );
  zip.file('word/media/logo.png', TINY_PNG);
  zip.file('word/embeddings/object1.bin', new Uint8Array([1, 2, 3]));
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0"?><w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Firm Body Face" w:hAnsi="Firm Body Face"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:rPr><w:rFonts w:ascii="Firm Heading Face" w:hAnsi="Firm Heading Face"/></w:rPr></w:style></w:styles>`,
  );
  const drawing = (id: string) =>
    `<w:r><w:drawing><wp:inline xmlns:wp="wp"><wp:docPr id="1" name="Picture"/><a:graphic xmlns:a="a"><a:graphicData><pic:pic xmlns:pic="pic"><pic:blipFill><a:blip r:embed="${id}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
  zip.file(
    'word/header1.xml',
    `<?xml version="1.0"?><w:hdr ${W}><w:p><w:r><w:t>Firm running header</w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> TITLE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Template title</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:hdr>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:pPr><w:pStyle w:val="berschrift1"/></w:pPr><w:r><w:t>Firm cover page</w:t></w:r></w:p><w:p><w:hyperlink r:id="rId3"><w:r><w:t>Visit us</w:t></w:r></w:hyperlink></w:p><w:p><w:r><w:object><o:OLEObject xmlns:o="o" r:id="rId4"/></w:object></w:r>${drawing('rId5')}${drawing('rId6')}</w:p><w:p><w:r><w:br w:type="page"/></w:r><w:r><w:t>Template page two</w:t></w:r></w:p><w:sectPr><w:headerReference w:type="default" r:id="rId2"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array' });
}

let files: Record<string, string>;

beforeAll(async () => {
  const model = buildExportModel({
    ...richDocument(),
    wordTemplate: { bytes: await hostileTemplate(), hasTableStyle: false },
  });
  const zip = await JSZip.loadAsync(await renderDocx(model));
  files = {};
  for (const name of Object.keys(zip.files)) {
    files[name] = /\.(xml|rels)$/.test(name) ? await zip.file(name)!.async('string') : '(binary)';
  }
});

describe('a Word export wearing a firm template', () => {
  it("takes the template's styles, renamed onto the export's ids, and keeps its own for the rest", () => {
    const styles = files['word/styles.xml'] ?? '';
    expect(styles).toContain('Firm Body Face');
    expect(styles).toMatch(
      /w:styleId="Heading1"><w:name w:val="heading 1"\/>[\s\S]*Firm Heading Face/,
    );
    expect(styles).not.toContain('w:styleId="berschrift1"');
    expect(styles).toContain('w:styleId="Heading2"');
    expect(styles).toContain('w:styleId="ContentsTitle"');
    expect(files['word/document.xml']).toContain(
      '<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Firm cover page',
    );
  });

  it("puts the template's first page in place of the cover, with its page and header", () => {
    const document = files['word/document.xml'] ?? '';
    expect(document).toContain('Firm cover page');
    expect(document).not.toContain('Template page two');
    expect(document).not.toContain('Business Strategy Report');
    expect(document.indexOf('Firm cover page')).toBeLessThan(document.indexOf('ContentsTitle'));
    expect(document).toContain('<w:pgSz w:w="12240" w:h="15840"/>');
    const headers = Object.entries(files).filter(([name]) => /^word\/header\d+\.xml$/.test(name));
    const firm = headers.find(([, xml]) => xml.includes('Firm running header'));
    expect(firm).toBeDefined();
    expect(firm?.[1]).toContain('Business Strategy Report: Northwind Makers');
    expect(firm?.[1]).not.toContain('Template title');
  });

  it('carries pictures inside the package and nothing external, embedded or runnable', () => {
    const everything = Object.values(files).join('\n');
    expect(everything).not.toMatch(/tracker\.example|OLEObject|oleObject|embeddings/);
    expect(Object.keys(files).filter((name) => /embeddings|vbaProject/.test(name))).toEqual([]);
    expect(Object.keys(files)).toContain('word/media/firm-template-1.png');
    expect(files['word/document.xml']).toContain('Visit us');
    // One picture kept (the one inside the package), the external one gone with its drawing.
    expect(files['word/document.xml']?.match(/r:embed="rIdFirmPage\d+"/g)).toHaveLength(1);
    expect(files['word/_rels/document.xml.rels']).toContain('Target="media/firm-template-1.png"');
  });
});
