// The scanner's OCR in real Chromium from the built app: the session chunk loads on demand, tesseract's
// worker, core and language data come from the app's own /ocr/, and a table photo is named correctly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildOnce, launch, NO_BROWSER, phone, serve } from '../e2e/harness.ts';
import { haveScans, makeTablePhoto, readScan } from './photos.ts';

/** Runs the built scanner session in the page on a JPEG photo (base64) and says what it found. */
async function scanInPage(
  page: Page,
  chunk: string,
  photo: string,
): Promise<{ found: boolean; faceId?: string }> {
  // Written as a string: vitest rewrites import() in functions it compiles, and this one runs in the page.
  return (await page.evaluate(`(async () => {
    const { startScanSession } = await import(${JSON.stringify(chunk)});
    // Decoded by hand, not fetched: the app's Content-Security-Policy lets it fetch only its own origin.
    const blob = new Blob([Uint8Array.from(atob('${photo}'), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const s = startScanSession({ language: 'en', learned: [] });
    const recognition = await s.recognise(image);
    await s.close();
    return { found: recognition.found, faceId: recognition.matches[0]?.faceId };
  })()`)) as { found: boolean; faceId?: string };
}

describe.skipIf(NO_BROWSER || !haveScans)('the scanner session in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serve>>;
  let dist: string;

  beforeAll(async () => {
    dist = await buildOnce();
    server = await serve(dist);
    browser = await launch();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  }, 60_000);

  it(
    'names a card from a table photo with OCR files from our own origin only',
    { timeout: 180_000 },
    async () => {
      const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const session = manifest['src/ui/scanner/session.ts'];
      expect(session, 'the scanner session is its own lazily loaded chunk').toBeDefined();
      // The shell's entry must not pull OCR code in.
      const entry = Object.values(manifest).find((chunk) => (chunk as { isEntry?: boolean }).isEntry) as {
        file: string;
        imports?: string[];
      };
      expect(entry.imports ?? []).not.toContain('src/ui/scanner/session.ts');

      const { context, page, requests } = await phone(browser);
      await page.goto(server.origin);
      const photo = Buffer.from(makeTablePhoto(readScan('UU-Base-036.jpg'), 31337).jpeg).toString('base64');
      const result = await scanInPage(page, `/${session!.file}`, photo);
      expect(result).toEqual({ found: true, faceId: 'greedy-flying-unicorn' });
      const foreign = requests.filter((url) => !url.startsWith(server.origin) && !url.startsWith('data:'));
      expect(foreign).toEqual([]);
      expect(requests.some((url) => url.includes('/ocr/lang/eng.traineddata.gz'))).toBe(true);
      expect(requests.some((url) => /\/ocr\/core\/tesseract-core-.*lstm\.wasm\.js$/.test(url))).toBe(true);
      await context.close();
    },
  );

  it('scans offline once the scanner has been used online', { timeout: 240_000 }, async () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = `/${manifest['src/ui/scanner/session.ts']!.file}`;
    const { context, page } = await phone(browser);
    await page.goto(server.origin);
    // The service worker takes charge of the page from its next load on.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    const online = Buffer.from(makeTablePhoto(readScan('UU-Base-052.jpg'), 2024).jpeg).toString('base64');
    expect(await scanInPage(page, chunk, online)).toEqual({ found: true, faceId: 'back-kick' });

    await context.setOffline(true);
    await page.reload();
    const offline = Buffer.from(makeTablePhoto(readScan('UU-Base-061.jpg'), 2025).jpeg).toString('base64');
    expect(await scanInPage(page, chunk, offline)).toEqual({ found: true, faceId: 'mystical-vortex' });
    await context.close();
  });

  it('keeps the OCR files out of the service worker precache', () => {
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/ocr\/(lang|core|worker)/);
    expect(sw).toContain('stablehand-ocr');
  });
});
