// The scanner screen in real Chromium with a fake rear camera filming a card on a table: the card lands
// in the player's Stable, the same works offline, and a title the catalog does not know is taught once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TITLE_BAND } from '../../src/scan/title-band.ts';
import type { RgbaImage } from '../../src/scan/pixels.ts';
import { haveScans, makeTablePhoto, readScan, scansDir } from '../scan/photos.ts';
import {
  answer,
  buildOnce,
  CHROMIUM,
  CHROMIUM_FLAGS,
  launch,
  NO_BROWSER,
  phone,
  expectNow,
  ROOT,
  screenshot,
  seriousAxeIssues,
  serve,
  stableIfAsked,
} from './harness.ts';

const MEDIA = join(ROOT, 'test-output/scanner-media');
const NO_SCANS = haveScans ? '' : `scanner e2e skipped: the card scans are missing (${scansDir})`;
if (NO_SCANS) console.warn(NO_SCANS);

const VIDEO_WIDTH = 1280;
const VIDEO_HEIGHT = 720;

/**
 * The photo fitted into a 1280 x 720 video frame (height filled, the sides padded with a dark table
 * edge), written as a two-frame Y4M clip Chromium's fake camera loops: full-range BT.601 4:2:0.
 */
function writeY4m(photo: RgbaImage, path: string): void {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const scale = H / photo.height;
  const shown = Math.round(photo.width * scale);
  const left = Math.round((W - shown) / 2);
  const rgb = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const sx = Math.floor((x - left) / scale);
      const sy = Math.min(photo.height - 1, Math.floor(y / scale));
      if (sx < 0 || sx >= photo.width) {
        rgb[o] = 52;
        rgb[o + 1] = 38;
        rgb[o + 2] = 30;
        continue;
      }
      const i = (sy * photo.width + sx) * 4;
      rgb[o] = photo.data[i]!;
      rgb[o + 1] = photo.data[i + 1]!;
      rgb[o + 2] = photo.data[i + 2]!;
    }
  }
  const luma = new Uint8Array(W * H);
  const blue = new Uint8Array((W / 2) * (H / 2));
  const red = new Uint8Array((W / 2) * (H / 2));
  for (let i = 0; i < W * H; i++) {
    luma[i] = Math.round(0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!);
  }
  for (let y = 0; y < H / 2; y++) {
    for (let x = 0; x < W / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const o = ((y * 2 + dy) * W + x * 2 + dx) * 3;
        r += rgb[o]! / 4;
        g += rgb[o + 1]! / 4;
        b += rgb[o + 2]! / 4;
      }
      blue[y * (W / 2) + x] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      red[y * (W / 2) + x] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, blue, red]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(MEDIA, { recursive: true });
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}

/** A table photo of `card` as a fake-camera clip under test-output/; returns its path. */
function cameraClip(name: string, card: RgbaImage, seed: number): string {
  const photo = makeTablePhoto(card, seed, { anyTurn: false, size: [0.8, 0.9], maxBlur: 0.8, minLight: 0.7 });
  const path = join(MEDIA, `${name}.y4m`);
  writeY4m(photo.image, path);
  // The same frame as a picture, for people checking what the camera was shown.
  const png = new PNG({ width: photo.image.width, height: photo.image.height });
  png.data = Buffer.from(photo.image.data);
  writeFileSync(join(MEDIA, `${name}.png`), PNG.sync.write(png));
  return path;
}

/**
 * A print the catalog has no title for: the Blue Basic Unicorn scan with its title band painted over and
 * a made-up French title written in (drawn by Chromium, which has fonts; Node has none).
 */
async function reprintTitle(card: RgbaImage, title: string): Promise<RgbaImage> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const data = (await page.evaluate(
      ({ width, height, pixels, band, title }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        const bytes = Uint8ClampedArray.from(atob(pixels), (c) => c.charCodeAt(0));
        context.putImageData(new ImageData(bytes, width, height), 0, 0);
        context.fillStyle = '#ffffff';
        context.fillRect(band.x + 20, band.y + 4, band.width - 40, band.height - 8);
        context.fillStyle = '#1a1a1a';
        context.font = 'bold 38px sans-serif';
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(title, width / 2, band.y + band.height / 2, band.width - 60);
        // Without a font (a machine missing fonts-liberation) nothing is drawn: say so, not a wrong scan.
        const letters = context.getImageData(band.x + 20, band.y + 4, band.width - 40, band.height - 8).data;
        let ink = 0;
        for (let i = 0; i < letters.length; i += 4) if (letters[i]! < 80) ink++;
        if (ink < 500)
          throw new Error('Chromium drew no letters: install a font (apt-get install fonts-liberation)');
        const out = context.getImageData(0, 0, width, height).data;
        let text = '';
        for (let i = 0; i < out.length; i += 0x8000)
          text += String.fromCharCode(...out.subarray(i, i + 0x8000));
        return btoa(text);
      },
      {
        width: card.width,
        height: card.height,
        pixels: Buffer.from(card.data.buffer, card.data.byteOffset, card.data.byteLength).toString('base64'),
        band: TITLE_BAND,
        title,
      },
    )) as string;
    return {
      width: card.width,
      height: card.height,
      data: new Uint8ClampedArray(Buffer.from(data, 'base64')),
    };
  } finally {
    await browser.close();
  }
}

/** Chromium whose only camera films `clip` and which grants the camera without asking. */
function launchWithCamera(clip: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}

/** Starts a three-player game from the new-game screen; Ana is to play. */
async function newGame(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/#/new`);
  for (const [n, name] of ['Ana', 'Ben', 'Cy'].entries())
    await page.getByLabel(`Name of player ${n + 1}`).fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expectNow(page, 'Ana: play a card, or draw');
}

const scanner = (page: Page) => page.getByRole('region', { name: 'Scan a card' });

/** Opens the scanner and waits for the live view to offer `card` (two frames in a row agreed). */
async function scanUntilOffered(page: Page, card: string) {
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await scanner(page)
    .getByRole('status')
    .filter({ hasText: 'Which card is it?' })
    .waitFor({ timeout: 120_000 });
  // A card named with confidence is not offered for teaching.
  expect(await scanner(page).locator('.scanner-teach').count()).toBe(0);
  const offered = scanner(page).locator('.scanner-matches button').first();
  expect(await offered.locator('strong').textContent()).toBe(card);
  return offered;
}

/** The confirmed card goes into `into`'s Stable and nobody answers it. */
async function resolveInto(page: Page, into: string): Promise<void> {
  await stableIfAsked(page, into);
  await expectNow(page, /Any Neigh\?/);
  await answer(page, page.getByRole('button', { name: /^No one answers/ }));
  await stableIfAsked(page, into);
}

const stable = (page: Page, player: string) => page.locator(`article[aria-label="${player}"] .chip`);

describe.skipIf(NO_BROWSER || NO_SCANS)('scanning a card with the camera', () => {
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    server = await serve(await buildOnce());
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  }, 60_000);

  it('puts the Rhinocorn the camera sees into Ana’s Stable', { timeout: 240_000 }, async () => {
    const browser = await launchWithCamera(cameraClip('rhinocorn', readScan('UU-Base-022.jpg'), 4101));
    try {
      const { context, page, requests } = await phone(browser);
      await newGame(page, server.origin);
      const offered = await scanUntilOffered(page, 'Rhinocorn');
      await screenshot(page, 'scanner-offers-en');
      expect(await seriousAxeIssues(page)).toEqual([]);
      await answer(page, offered);
      await resolveInto(page, 'Ana');
      await expectNow(page, 'Ben: play a card, or draw');
      expect(await stable(page, 'Ana').allTextContents()).toEqual(['Baby Unicorn (Red)', 'Rhinocorn']);
      expect(await stable(page, 'Ben').allTextContents()).toEqual(['Baby Unicorn (Pink)']);
      expect(
        requests.filter((url) => !url.startsWith(`${server.origin}/`) && !url.startsWith('data:')),
      ).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('scans offline once the scanner has been opened online', { timeout: 300_000 }, async () => {
    const browser = await launchWithCamera(cameraClip('kittencorn', readScan('UU-Base-023.jpg'), 4202));
    try {
      const { context, page, requests } = await phone(browser);
      await page.goto(server.origin);
      // The service worker takes charge of the page from its next load on.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await newGame(page, server.origin);
      // First use online: the reader's files are fetched and kept by the service worker; then cancelled.
      await scanUntilOffered(page, 'Magical Kittencorn');
      await scanner(page).getByRole('button', { name: 'Cancel' }).click();
      await scanner(page).waitFor({ state: 'detached' });
      // The reader's files came from the app itself, and nothing from anywhere else.
      expect(requests.some((url) => url.endsWith('/ocr/lang/eng.traineddata.gz'))).toBe(true);
      expect(requests.filter((url) => !url.startsWith(`${server.origin}/`))).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await expectNow(page, 'Ana: play a card, or draw');
      const offered = await scanUntilOffered(page, 'Magical Kittencorn');
      await answer(page, offered);
      await resolveInto(page, 'Ana');
      await expectNow(page, 'Ben: play a card, or draw');
      expect(await stable(page, 'Ana').allTextContents()).toEqual([
        'Baby Unicorn (Red)',
        'Magical Kittencorn',
      ]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('scans offline after a first visit that never opened the scanner', { timeout: 300_000 }, async () => {
    const browser = await launchWithCamera(
      cameraClip('rhinocorn-first-visit', readScan('UU-Base-022.jpg'), 4303),
    );
    try {
      const { context, page, requests } = await phone(browser);
      // One visit to the home screen, online: the scanner is never opened.
      await page.goto(server.origin);
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.goto(`${server.origin}/#/settings`);
      await page
        .getByRole('status')
        .filter({ hasText: 'Scanning ready offline' })
        .waitFor({ timeout: 120_000 });
      // Both languages' data, the worker and the cores are in Cache Storage, fetched from the app itself.
      const cached: string[] = await page.evaluate(async () => {
        const cache = await caches.open('stablehand-ocr');
        return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
      });
      expect(cached).toEqual(
        expect.arrayContaining([
          '/ocr/lang/eng.traineddata.gz',
          '/ocr/lang/fra.traineddata.gz',
          '/ocr/worker.min.js',
        ]),
      );
      expect(cached.filter((path) => path.startsWith('/ocr/core/'))).toHaveLength(3);
      expect(requests.filter((url) => !url.startsWith(`${server.origin}/`))).toEqual([]);

      await context.setOffline(true);
      await page.goto(server.origin);
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await newGame(page, server.origin);
      const offered = await scanUntilOffered(page, 'Rhinocorn');
      await answer(page, offered);
      await resolveInto(page, 'Ana');
      expect(await stable(page, 'Ana').allTextContents()).toEqual(['Baby Unicorn (Red)', 'Rhinocorn']);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it(
    'says at once that scanning offline needs its files when they were never saved',
    { timeout: 240_000 },
    async () => {
      const browser = await launchWithCamera(
        cameraClip('rhinocorn-not-saved', readScan('UU-Base-022.jpg'), 4404),
      );
      try {
        const { context, page } = await phone(browser);
        // The files cannot be saved: every /ocr/ request fails, as on a first visit cut short.
        await context.route('**/ocr/**', (route) => route.abort());
        await page.goto(server.origin);
        await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
        await page.reload();
        await page.waitForFunction('navigator.serviceWorker.controller !== null');
        await newGame(page, server.origin);
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Scan', exact: true }).click();
        await page.getByText('Type the card’s name instead').waitFor({ timeout: 10_000 });
        expect(await scanner(page).count()).toBe(0);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );

  it(
    'learns a title the catalog does not know, keeps it, and recognises it next time',
    { timeout: 300_000 },
    async () => {
      // "POULAIN AZUR" (azure foal): no card prints it in any language the catalog knows.
      const reprint = await reprintTitle(readScan('UU-Base-018.jpg'), 'POULAIN AZUR');
      const browser = await launchWithCamera(cameraClip('poulain-azur', reprint, 4303));
      try {
        const { context, page } = await phone(browser);
        await newGame(page, server.origin);

        // The live view never accepts a card it cannot name; the player takes the photo and teaches it.
        await page.getByRole('button', { name: 'Scan', exact: true }).click();
        await scanner(page)
          .getByRole('status')
          .filter({ hasText: 'Looking for a card' })
          .waitFor({ timeout: 120_000 });
        await scanner(page).getByRole('button', { name: 'Take photo' }).click();
        await scanner(page)
          .getByRole('status')
          .filter({ hasText: 'its title is unclear' })
          .waitFor({ timeout: 120_000 });
        // No weak guess is offered as the answer; what was read is shown, to be taught.
        expect(await scanner(page).locator('.scanner-matches').count()).toBe(0);
        expect(await scanner(page).locator('.scanner-teach').textContent()).toMatch(/Read: “POULAIN AZUR”/);
        await screenshot(page, 'scanner-teach-en');
        await scanner(page)
          .getByLabel('Remember this title as…')
          .selectOption({ label: 'Basic Unicorn (Blue)' });
        await answer(page, scanner(page).getByRole('button', { name: 'Remember and use' }));
        await resolveInto(page, 'Ana');
        await expectNow(page, 'Ben: play a card, or draw');
        expect(await stable(page, 'Ana').allTextContents()).toEqual([
          'Baby Unicorn (Red)',
          'Basic Unicorn (Blue)',
        ]);

        // After a reload (the taught title comes back from IndexedDB), Ben's copy is recognised by itself.
        await page.reload();
        await expectNow(page, 'Ben: play a card, or draw');
        const offered = await scanUntilOffered(page, 'Basic Unicorn (Blue)');
        await answer(page, offered);
        await resolveInto(page, 'Ben');
        await expectNow(page, 'Cy: play a card, or draw');
        expect(await stable(page, 'Ben').allTextContents()).toEqual([
          'Baby Unicorn (Pink)',
          'Basic Unicorn (Blue)',
        ]);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );
  it(
    'refuses a file that is not a photo, and a photo with no card, and changes nothing',
    { timeout: 240_000 },
    async () => {
      // The camera films a card it cannot name, so the live view never answers on its own during this test.
      const reprint = await reprintTitle(readScan('UU-Base-018.jpg'), 'POULAIN AZUR');
      const browser = await launchWithCamera(cameraClip('poulain-azur', reprint, 4303));
      try {
        const { context, page } = await phone(browser);
        await newGame(page, server.origin);
        await page.getByRole('button', { name: 'Scan', exact: true }).click();
        const status = scanner(page).getByRole('status');
        await status.filter({ hasText: 'Looking for a card' }).waitFor({ timeout: 120_000 });
        const upload = scanner(page).locator('input[type="file"]');

        await upload.setInputFiles({
          name: 'card.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('not a photo'),
        });
        await status.filter({ hasText: 'That file is not a photo this device can open.' }).waitFor();
        expect(await scanner(page).locator('.scanner-matches, .scanner-teach').count()).toBe(0);

        await scanner(page).getByRole('button', { name: 'Scan again' }).click();
        await status.filter({ hasText: 'Looking for a card' }).waitFor();
        const table = makeTablePhoto(null, 77, { noCard: true });
        await upload.setInputFiles({
          name: 'table.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(table.jpeg),
        });
        await status.filter({ hasText: 'No card found in that photo' }).waitFor({ timeout: 120_000 });
        expect(await scanner(page).locator('.scanner-matches, .scanner-teach').count()).toBe(0);

        // Nothing was entered: Ana is still to play, every Stable holds its Baby Unicorn only.
        await scanner(page).getByRole('button', { name: 'Cancel' }).click();
        await expectNow(page, 'Ana: play a card, or draw');
        expect(await stable(page, 'Ana').allTextContents()).toEqual(['Baby Unicorn (Red)']);
        expect(await stable(page, 'Ben').allTextContents()).toEqual(['Baby Unicorn (Pink)']);
        expect(await stable(page, 'Cy').allTextContents()).toEqual(['Baby Unicorn (Orange)']);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );
  it(
    'says so when the scanned card may not be chosen there, and adds nothing',
    { timeout: 240_000 },
    async () => {
      // The tiebreak counts Unicorns only; the camera shows a Magic card.
      const browser = await launchWithCamera(cameraClip('back-kick', readScan('UU-Base-052.jpg'), 4404));
      try {
        const { context, page } = await phone(browser);
        await page.goto(`${server.origin}/#/tiebreak`);
        await page.getByRole('button', { name: 'Scan', exact: true }).first().click();
        await scanner(page)
          .getByRole('status')
          .filter({ hasText: 'Which card is it?' })
          .waitFor({ timeout: 120_000 });
        const offered = scanner(page).locator('.scanner-matches button').first();
        expect(await offered.locator('strong').textContent()).toBe('Back Kick');
        await offered.click();
        await page.getByRole('status').filter({ hasText: 'Back Kick cannot be chosen here.' }).waitFor();
        expect(await scanner(page).count()).toBe(0);
        expect(await page.locator('button.chip').count()).toBe(0);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );
});
