// Edited and damaged game files at import, in Chromium (issue 28, defects 3 and 6): at today's rules
// the moves decide the table, whatever the stored tables or the file's list of players say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNow, NO_BROWSER, phone, servedApp } from './harness.ts';
import { openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);

/**
 * The 23 Nov game as today's app saves it (with a stored table after each answer), then edited by
 * hand: its last stored table gives Ana 55 cards and five more Basic Unicorns, so 8 Unicorns and the
 * game (the cards still add up, the walker goes on after the win), though no move draws them nor
 * brings them in; and its `players` name three strangers.
 */
function editedFile(): string {
  const log = structuredClone(openUnicornLog(fixture.log as UnicornLog).log);
  const events = log.events as unknown as { at?: { table: Record<string, unknown>; resume: string } }[];
  const mark = events.findLast((event) => event.at !== undefined)!.at!;
  const table = mark.table as { deck: number; players: { stable: string[]; hand: { count: number } }[] };
  const ana = table.players[0]!;
  const basics = ['orange', 'yellow', 'green', 'blue', 'purple'].map((colour) => `basic-unicorn-${colour}`);
  ana.stable.push(...basics);
  table.deck -= basics.length + 55 - ana.hand.count;
  ana.hand.count = 55;
  mark.table.outcome = {
    over: true,
    reason: 'unicorns',
    winners: [0],
    everyoneLoses: false,
    unicorns: [8, 4, 1],
  };
  mark.resume = 'next';
  return JSON.stringify({
    ...fixture,
    version: 2,
    title: 'Mallory, Trent, Eve',
    players: ['Mallory', 'Trent', 'Eve'],
    log,
  });
}

/**
 * The same game recorded under rules 3 (whose stored tables still stand in for moves that disagree
 * with them), its last stored table renaming Ana as Mallory.
 */
function olderFile(): string {
  const log = structuredClone(openUnicornLog(fixture.log as UnicornLog).log);
  log.rules = 3;
  const events = log.events as unknown as { at?: { table: { players: { name: string }[] } } }[];
  events.findLast((event) => event.at !== undefined)!.at!.table.players[0]!.name = 'Mallory';
  return JSON.stringify({ ...fixture, version: 2, log });
}

/** The names the table shows on its seats. */
async function seatNames(page: Page): Promise<Set<string>> {
  await page.locator('.seat .hand-count').first().waitFor();
  const names = await page.locator('.seat .name, .seat-tile .name').allTextContents();
  return new Set(names.map((name) => name.trim()));
}

async function importText(page: Page, text: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** What the table says of Ana's hand. */
function anasHand(page: Page): Promise<string | null> {
  return page.locator('.seat').filter({ hasText: 'Ana' }).locator('.hand-count').textContent();
}

describe.skipIf(NO_BROWSER)('an edited or damaged game file', () => {
  const app = servedApp();

  it('is told damaged for a version written as text, and opens an edited one as its moves give', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();

    // Defect 6: version "1" (text) is damage, not a newer app's file; nothing is kept.
    await importText(page, JSON.stringify({ ...fixture, version: '1' }));
    const refusal = page.locator('.import-message.error p').first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'It is damaged or was edited by hand: a part of it is missing or wrong.',
    );
    expect(await page.getByText(/newer Stablehand/).count()).toBe(0);
    expect(await page.locator('.game-item').count()).toBe(0);

    // A stored table of older rules is carried for its cards, but the setup says who sits there.
    // (Today the app's table replays the opened log, relabelled as today's rules, so the carried
    // table is not shown at all and this passes on the code before 4044126 too; it holds the names
    // to the setup's however a carried table is shown.)
    await importText(page, olderFile());
    await page.getByText('Game imported: Ana, Ben, Cleo').waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    expect(await seatNames(page)).toEqual(new Set(['Ana', 'Ben', 'Cleo']));
    expect(await page.locator('body').textContent()).not.toContain('Mallory');
    await page.goto(app.origin);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete: Ana, Ben, Cleo' }).click();
    await page.locator('.game-item').waitFor({ state: 'detached' });

    // Defect 3: the stored tables are not the game; the moves are.
    await importText(page, editedFile());
    await page.getByText('Game imported: Ana, Ben, Cleo').waitFor();
    const item = page.locator('.game-item');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain('Ana, Ben, Cleo');
    expect(await item.textContent()).not.toMatch(/Mallory|Trent|Eve/);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.locator('.seat .hand-count').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Game over' }).count()).toBe(0);
    expect(await page.getByText(/reached 8 Unicorns/).count()).toBe(0);
    expect(await anasHand(page)).toBe('6 in hand');
    await expectNow(page, 'Ana: play a card, or draw');
    expect(await seatNames(page)).toEqual(new Set(['Ana', 'Ben', 'Cleo']));
    expect(await page.locator('body').textContent()).not.toMatch(/Mallory|Trent|Eve/);

    // History replays the same moves: nobody won, and the last move is Ana's draw.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    expect(await page.locator('.won-line').count()).toBe(0);
    const latest = page.locator('.history li[data-n]').first();
    const n = Number(await latest.getAttribute('data-n'));
    const words = (await latest.locator('.event-text').textContent())!.trim();
    expect(words).toMatch(/^Ana drew/);

    // The first Undo takes back that draw only: Ana is asked to draw again, with one card fewer.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('dialog').getByText(`Take back “${words}”?`).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator(`.history li.undone[data-n="${n}"]`).waitFor();
    expect(await page.locator('.history li.undone').count()).toBe(1);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectNow(page, 'Ana: draw 1 card');
    expect(await anasHand(page)).toBe('5 in hand');
    await context.close();
  }, 180_000);
});
