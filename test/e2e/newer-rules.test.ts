// A game of newer rules (issue 28), in Chromium: its file is refused at import with a sentence, and
// a stored one opens read-only (Export untouched), never relabelled as today's rules by a save.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNow, NO_BROWSER, phone, servedApp } from './harness.ts';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);
const NEWER = 99;

async function importText(page: Page, text: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** The rules version of each stored game, and sets it when `to` is given (the browser's own API). */
function storedRules(page: Page, to?: number): Promise<(number | undefined)[]> {
  return page.evaluate(
    (to) =>
      new Promise<(number | undefined)[]>((resolve, reject) => {
        const open = indexedDB.open('stablehand');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          const all = tx.objectStore('games').getAll();
          all.onsuccess = () => {
            const games = all.result as { log: { rules?: number } }[];
            if (to !== undefined)
              for (const game of games)
                tx.objectStore('games').put({ ...game, log: { ...game.log, rules: to } });
            tx.oncomplete = () => resolve(games.map((g) => (to !== undefined ? to : g.log.rules)));
          };
        };
      }),
    to,
  );
}

describe.skipIf(NO_BROWSER)('a game of newer rules', () => {
  const app = servedApp();

  it('is refused at import, and a stored one opens read-only with its rules kept', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();
    await importText(
      page,
      JSON.stringify({ ...fixture, version: 2, log: { ...fixture.log, format: 2, rules: NEWER } }),
    );
    await page.getByText('It was recorded under newer rules by a newer Stablehand.').waitFor();
    expect(await page.locator('.game-item').count()).toBe(0);

    // A stored game of newer rules (another version of the app saved it on this phone).
    await importText(page, JSON.stringify(fixture));
    await page.getByText('Game imported: Ana, Ben, Cleo').waitFor();
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expectNow(page, 'Ana: play a card, or draw');
    const url = page.url();
    await storedRules(page, NEWER);
    await page.goto(app.origin);
    await page.goto(url);
    const panel = page.getByTestId('unreplayable');
    await panel.getByText(/recorded under newer rules/).waitFor();
    await panel.getByRole('button', { name: 'Export it untouched' }).waitFor();
    expect(await storedRules(page)).toEqual([NEWER]);
    await context.close();
  }, 180_000);
});
