// A Stable photo the app cannot use (issue 28), in Load a position: a long thin photo is called
// that, not "not a photo", and a photo with more copies of a card than the box holds says so.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_BROWSER, phone, servedApp } from './harness.ts';
import { haveScans } from './stable-photos.ts';
import { makeStablePhoto } from '../scan/stable-photos.ts';

const table = JSON.stringify({
  game: 'unstable-unicorns',
  players: [
    { name: 'Ana', hand: 3 },
    { name: 'Ben', hand: 3 },
    { name: 'Cy', hand: 3 },
  ],
  deck: 60,
  turn: { player: 'Cy', phase: 'action' },
});

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByLabel('Photograph this Stable (Ana)').setInputFiles({ name, mimeType, buffer });
}

describe.skipIf(NO_BROWSER)('a Stable photo in Load a position', () => {
  const app = servedApp();

  it('long and thin is called so', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(table);
    const thin = new PNG({ width: 1800, height: 100 });
    thin.data.fill(200);
    await upload(page, 'thin.png', 'image/png', PNG.sync.write(thin));
    await page.getByRole('status').filter({ hasText: 'too long and thin to show a Stable' }).waitFor();
    expect(await page.getByText('not a photo this device can open').count()).toBe(0);
    await context.close();
  }, 180_000);

  it.skipIf(!haveScans)(
    'with two Rhinocorns, where the box holds one, says so and fills nothing',
    async () => {
      const { context, page } = await phone(app.browser);
      await page.goto(`${app.origin}/#/load`);
      await page.getByLabel('Table (JSON)').fill(table);
      const photo = makeStablePhoto(5303, {
        layout: 'spread',
        files: ['UU-Base-022.jpg', 'UU-Base-030.jpg', 'UU-Base-022.jpg'],
      }).jpeg;
      await upload(page, 'stable.jpg', 'image/jpeg', Buffer.from(photo));
      await page.getByRole('status').filter({ hasText: 'Check each card' }).waitFor({ timeout: 300_000 });
      expect(await page.locator('.stable-name').allTextContents()).toEqual([
        'Rhinocorn',
        'Llamacorn',
        'Rhinocorn',
      ]);
      await page.getByRole('button', { name: 'Use these cards' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'The photo shows 2 × Rhinocorn; the box holds 1.' })
        .waitFor();
      expect(await page.getByLabel('Table (JSON)').inputValue()).toBe(table);
      await context.close();
    },
    400_000,
  );
});
