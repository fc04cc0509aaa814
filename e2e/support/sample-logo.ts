import type { Browser } from 'playwright-core';
import { answer, apiClient } from './api-client.ts';

/** A small PNG logo ("Northwind Roasters"), drawn by the browser so no file is kept in git. */
export async function drawSampleLogo(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 270;
      canvas.height = 96;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#7c2d12';
      context.beginPath();
      context.arc(48, 48, 40, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#fff7ed';
      context.font = 'bold 34px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('N', 48, 50);
      context.fillStyle = '#1c1917';
      context.textAlign = 'left';
      context.font = 'bold 30px sans-serif';
      context.fillText('Northwind', 104, 36);
      context.fillStyle = '#78716c';
      context.font = '22px sans-serif';
      context.fillText('ROASTERS', 106, 70);
      return canvas.toDataURL('image/png');
    });
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

export async function uploadLogo(baseUrl: string, strategyId: string, png: Buffer): Promise<void> {
  // The bytes go as the body itself, as the page sends them: hc types the route, not the body.
  await answer(
    apiClient(baseUrl).strategies[':id'].logo.$put(
      { param: { id: strategyId } },
      { init: { body: new Uint8Array(png), headers: { 'content-type': 'image/png' } } },
    ),
  );
}
