// Photographing whole Stables in the tiebreak calculator, in real Chromium: each card outlined and named
// over the photo, a card read wrong or not at all put right with one tap, the right winner; offline too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { haveScans, offTheApp, stableA, stableB } from './stable-photos.ts';

async function photograph(page: Page, player: string, jpeg: Uint8Array): Promise<void> {
  const section = page
    .locator('section.panel')
    .filter({ has: page.getByLabel(`Photograph this Stable (${player})`) });
  await section.getByLabel(`Photograph this Stable (${player})`).setInputFiles({
    name: `stable-${player}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg),
  });
  await section
    .getByRole('status')
    .filter({ hasText: 'Check each card: tap another name to correct it.' })
    .waitFor({ timeout: 180_000 });
}

const ruling = (page: Page) => page.getByRole('status', { name: 'Ruling' });

async function askWinner(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Who wins?' }).click();
  await ruling(page).waitFor();
  return ruling(page).textContent();
}

/** Both Stables photographed, B's unread card put right with one tap, and the ruling asked each time. */
async function tiebreakByPhotos(page: Page, shot?: string): Promise<void> {
  // Three players: in a game of two, some faces (Basic Unicorn (Red) among them) stay in the box.
  await page.getByRole('button', { name: 'Add a player' }).click();
  const a = page.locator('section.panel').nth(0);
  const b = page.locator('section.panel').nth(1);
  await photograph(page, 'A', stableA());
  // Every card is outlined and named over the photo, in reading order.
  expect(await a.locator('.stable-photo polygon').count()).toBe(4);
  expect(await a.locator('.stable-photo text').allTextContents()).toEqual([
    '1. Rhinocorn',
    '2. Yay',
    '3. Llamacorn',
    '4. Baby Unicorn (Red)',
  ]);
  expect(await a.locator('.stable-name').allTextContents()).toEqual([
    'Rhinocorn',
    'Yay',
    'Llamacorn',
    'Baby Unicorn (Red)',
  ]);
  await a.getByRole('button', { name: 'Use these cards' }).click();
  expect(await a.locator('ul.chips .chip').count()).toBe(3);

  await photograph(page, 'B', stableB());
  const third = b.getByRole('listitem', { name: 'Card 3' });
  expect(await third.locator('.stable-name').textContent()).toBe('Not read');
  if (shot) await screenshot(page, shot);
  // Accepted as it is, B has two Unicorns to A's three: A would win.
  await b.getByRole('button', { name: 'Use these cards' }).click();
  expect(await askWinner(page)).toMatch(/^A wins/);

  // Photographed again and put right with one tap: three Unicorns each, B's names are longer.
  await photograph(page, 'B', stableB());
  await b.getByRole('listitem', { name: 'Card 3' }).getByRole('button', { name: 'Classy Narwhal' }).click();
  expect(await b.locator('.stable-photo text').allTextContents()).toEqual([
    '1. Basic Unicorn (Red)',
    '2. Seductive Unicorn',
    '3. Classy Narwhal',
  ]);
  await b.getByRole('button', { name: 'Use these cards' }).click();
  expect(await askWinner(page)).toMatch(/^B wins/);
  expect((await ruling(page).locator('tr').allTextContents()).sort()).toEqual([
    'A3 Unicorns29 letters',
    'B3 Unicorns41 letters',
    'C0 Unicorns',
  ]);
}

describe.skipIf(NO_BROWSER || !haveScans)('photographing each Stable for the tiebreak', () => {
  const app = servedApp();

  it(
    'names every card over the photo, corrects one with a tap, and gives the winner; offline too',
    { timeout: 900_000 },
    async () => {
      const { context, page, requests } = await phone(app.browser);
      await page.goto(app.origin);
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await page.goto(`${app.origin}/#/tiebreak`);
      await tiebreakByPhotos(page, 'tiebreak-stable-photo-en');
      expect(await seriousAxeIssues(page)).toEqual([]);
      expect(offTheApp(requests, app.origin)).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await tiebreakByPhotos(page);
      await context.close();
    },
  );
});
