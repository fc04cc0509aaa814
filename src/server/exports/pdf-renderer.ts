import type { ExportModel } from './export-document.ts';
import { readImageInfo } from './image-info.ts';
import { BODY_FONT, preparePdfmake } from './pdf-fonts.ts';
import { LOGO_IMAGE_NAME, pdfDocumentDefinition } from './pdf-layout.ts';

export async function renderPdf(model: ExportModel): Promise<Uint8Array> {
  try {
    const pdfmake = preparePdfmake();
    const logoDataUrl = await embeddableLogo(model.logo?.bytes);
    const definition = pdfDocumentDefinition(model, logoDataUrl ? { logoDataUrl } : {});
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (cause) {
    throw new Error('Failed to generate PDF', { cause });
  }
}

/**
 * The spec skips a logo that fails to load and goes on with the PDF. pdfkit embeds PNG and JPEG
 * only, and finds a corrupt file only while laying it out, so the logo is tried alone first.
 */
async function embeddableLogo(bytes: Uint8Array | undefined): Promise<string | undefined> {
  if (!bytes) return undefined;
  const info = readImageInfo(bytes);
  if (info?.kind !== 'png' && info?.kind !== 'jpeg') return undefined;
  const dataUrl = `data:image/${info.kind};base64,${Buffer.from(bytes).toString('base64')}`;
  try {
    await preparePdfmake()
      .createPdf({
        content: [{ image: LOGO_IMAGE_NAME, width: 10 }],
        images: { [LOGO_IMAGE_NAME]: dataUrl },
        defaultStyle: { font: BODY_FONT },
      })
      .getBuffer();
    return dataUrl;
  } catch {
    return undefined;
  }
}
