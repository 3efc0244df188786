// Names typed into Load a position (issue 28): hidden reordering characters are removed as on the
// new-game screen, a name too long for a game file is refused, and the game exports and imports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNow, loadPosition, NO_BROWSER, phone, servedApp } from './harness.ts';

/** The players of every stored game, read with the browser's own API. */
function storedPlayers(page: Page): Promise<string[][]> {
  return page.evaluate(
    () =>
      new Promise<string[][]>((resolve, reject) => {
        const open = indexedDB.open('stablehand');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('games').objectStore('games').getAll();
          request.onsuccess = () =>
            resolve((request.result as { players: string[] }[]).map((g) => g.players));
        };
      }),
  );
}

const table = (names: string[]) => ({
  game: 'unstable-unicorns',
  players: names.map((name) => ({ name })),
  deck: 40,
  turn: { player: 'Ana', phase: 'beginning' },
});

describe.skipIf(NO_BROWSER)('names in Load a position', () => {
  const app = servedApp();

  it('lose their right-to-left overrides, and the game exports and imports again', async () => {
    const { context, page } = await phone(app.browser);
    // "naeb" after a right-to-left override shows as "bean", on the photo button too.
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(JSON.stringify(table(['Ana', '\u202enaeb', 'Cy'])));
    await page.getByText('Photograph this Stable (naeb)', { exact: true }).waitFor();
    await loadPosition(page, app.origin, table(['Ana', '\u202enaeb', 'Cy']));
    await expectNow(page, 'Ana: draw 1 card');
    expect(await page.locator('body').textContent()).not.toContain('\u202e');
    expect(await storedPlayers(page)).toEqual([['Ana', 'naeb', 'Cy']]);

    await page.goto(app.origin);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export: Ana, naeb, Cy' }).click();
    const text = readFileSync(await (await download).path(), 'utf8');
    await page.getByTestId('import-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await page.getByText('Game imported: Ana, naeb, Cy').waitFor();
    await context.close();
  }, 180_000);

  it('as long as a name may be, at a table of eight, export and import again', async () => {
    const { context, page } = await phone(app.browser);
    // 60 letters each (one more character before cleaning: a right-to-left override).
    const names = 'ABCDEFGH'.split('').map((letter) => letter.repeat(60));
    const position = table([names[0]!, '\u202e' + names[1], ...names.slice(2)]);
    await loadPosition(page, app.origin, { ...position, turn: { player: names[0], phase: 'beginning' } });
    await expectNow(page, `${names[0]}: draw 1 card`);
    await page.goto(app.origin);
    const title = names.join(', ');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export: ${title}` }).click();
    const text = readFileSync(await (await download).path(), 'utf8');
    await page.getByTestId('import-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    const message = page.locator('.import-message');
    await message.waitFor();
    expect(await message.textContent()).toBe(`Game imported: ${title}`);
    await context.close();
  }, 180_000);

  it('refuses a name longer than a game file holds, and starts no game', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, table(['Ana', 'B'.repeat(61), 'Cy']));
    await page.getByText('Refused: a player’s name has at most 60 characters').waitFor();
    expect(await storedPlayers(page)).toEqual([]);
    await context.close();
  }, 180_000);
});
