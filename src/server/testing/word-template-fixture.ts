import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { convertWithLibreOffice } from './export-fixtures.ts';

/**
 * Test support for the firm's Word template (issue 31): a template made the way a firm makes
 * one, with LibreOffice, from a flat ODT with distinctive fonts, a custom style, a header with
 * a title field, a footer with the page number and a first page before a page break.
 */
export const FIRM_TEMPLATE = {
  headingFont: 'Liberation Mono',
  bodyFont: 'DejaVu Serif',
  customStyle: 'Northwind Note',
  headerText: 'Northwind Advisory Confidential',
  firstPageText: 'Northwind Advisory prepared this report',
  /** US Letter with 25 mm side margins. */
  page: { width: 216, height: 279, left: 25 },
} as const;

const FODT = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="${FIRM_TEMPLATE.headingFont}" svg:font-family="'${FIRM_TEMPLATE.headingFont}'"/>
  <style:font-face style:name="${FIRM_TEMPLATE.bodyFont}" svg:font-family="'${FIRM_TEMPLATE.bodyFont}'"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:text-properties style:font-name="${FIRM_TEMPLATE.bodyFont}" fo:font-size="10.5pt"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph" style:class="text">
   <style:text-properties style:font-name="${FIRM_TEMPLATE.bodyFont}"/>
  </style:style>
  <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
    style:parent-style-name="Standard" style:default-outline-level="1" style:class="text">
   <style:text-properties style:font-name="${FIRM_TEMPLATE.headingFont}" fo:font-size="22pt" fo:color="#7a1f1f" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph"
    style:parent-style-name="Standard" style:default-outline-level="2" style:class="text">
   <style:text-properties style:font-name="${FIRM_TEMPLATE.headingFont}" fo:font-size="15pt" fo:color="#7a1f1f"/>
  </style:style>
  <style:style style:name="Northwind_20_Note" style:display-name="${FIRM_TEMPLATE.customStyle}"
    style:family="paragraph" style:parent-style-name="Standard">
   <style:text-properties fo:font-style="italic" fo:font-size="14pt"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm"
     fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2.5cm" fo:margin-right="2.5cm"/>
   <style:header-style><style:header-footer-properties fo:min-height="0.6cm"/></style:header-style>
   <style:footer-style><style:header-footer-properties fo:min-height="0.6cm"/></style:footer-style>
  </style:page-layout>
  <style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1">
   <style:header><text:p text:style-name="Standard">${FIRM_TEMPLATE.headerText} · <text:title>Title</text:title></text:p></style:header>
   <style:footer><text:p text:style-name="Standard">Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
  </style:master-page>
 </office:master-styles>
 <office:body>
  <office:text>
   <text:p text:style-name="Northwind_20_Note">${FIRM_TEMPLATE.firstPageText}</text:p>
   <text:p text:style-name="P1">The template's second page, never copied.</text:p>
  </office:text>
 </office:body>
</office:document>
`;

/** The template as a `.docx`, converted by LibreOffice. */
export function makeFirmTemplate(): Uint8Array {
  const path = convertWithLibreOffice(new TextEncoder().encode(FODT), 'firm-template.fodt', 'docx');
  return new Uint8Array(readFileSync(path));
}

/** A Word file made macro-enabled (`.docm`): its main part's type says so, VBA beside it. */
export async function asMacroEnabled(
  docx: Uint8Array,
  options: { contentType: boolean },
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx);
  zip.file('word/vbaProject.bin', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]));
  if (options.contentType) {
    const types = await zip.file('[Content_Types].xml')!.async('string');
    zip.file(
      '[Content_Types].xml',
      types.replace(
        /application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml/,
        'application/vnd.ms-word.document.macroEnabled.main+xml',
      ),
    );
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
