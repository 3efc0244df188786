// The game saved by version 1 on 23 Nov (test/fixtures/saved-v1-unstable-unicorns.json) as the browser
// tests open it: imported from Home as a player imports a game file, then resumed at Ana's Action phase.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNow } from './harness.ts';

/** The saved game's file, as the app exported it then. */
export const SAVED_V1 = readFileSync(
  new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url),
  'utf8',
);

/** Imports the 23 Nov game from Home and opens it at Ana's Action phase; returns the table's address. */
export async function importAndOpen(page: Page, origin: string): Promise<string> {
  await page.goto(origin);
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(SAVED_V1),
  });
  await page.getByText('Game imported: Ana, Ben, Cleo').waitFor();
  await page.getByRole('button', { name: 'Resume' }).first().click();
  await expectNow(page, 'Ana: play a card, or draw');
  return page.url();
}

/** The turn player's "draw instead of playing" answer. */
export const drawInstead = (page: Page) =>
  page.getByRole('button', { name: 'Draw a card instead of playing' });
