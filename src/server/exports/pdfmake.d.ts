/** The part of pdfmake 0.3's server API the PDF renderer uses; the package ships no types. */
declare module 'pdfmake' {
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: {
      existsSync(path: string): boolean;
      writeFileSync(path: string, content: Buffer): void;
    };
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(documentDefinition: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
