import { readImageInfo } from '../image-info.ts';
import type { ExportImage, ExportModel } from './export-document.ts';
import { loadFontsOf, preparePdfmake } from './pdf-fonts.ts';
import { pdfDocumentDefinition } from './pdf-layout.ts';

export async function renderPdf(model: ExportModel): Promise<Uint8Array> {
  try {
    const pdfmake = preparePdfmake();
    const [client, firm] = await Promise.all([
      embeddableLogo(model.logos.client),
      embeddableLogo(model.logos.firm),
    ]);
    const definition = pdfDocumentDefinition(model, {
      ...(client ? { client } : {}),
      ...(firm ? { firm } : {}),
    });
    loadFontsOf(definition);
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (cause) {
    throw new Error('Failed to generate PDF', { cause });
  }
}

/**
 * The spec skips a logo that fails to load and goes on with the PDF. pdfkit embeds PNG and JPEG
 * only, and finds a corrupt file only while laying it out, so the logo is tried alone first.
 */
async function embeddableLogo(image: ExportImage | undefined): Promise<string | undefined> {
  if (!image) return undefined;
  const info = readImageInfo(image.bytes);
  if (info?.kind !== 'png' && info?.kind !== 'jpeg') return undefined;
  const dataUrl = `data:image/${info.kind};base64,${Buffer.from(image.bytes).toString('base64')}`;
  try {
    await preparePdfmake()
      .createPdf({
        content: [{ image: 'logo', width: 10 }],
        images: { logo: dataUrl },
        defaultStyle: { font: 'DejaVu Sans' },
      })
      .getBuffer();
    return dataUrl;
  } catch {
    return undefined;
  }
}
