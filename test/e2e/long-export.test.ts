// A long game through the app's own Export and Import, in Chromium (issue 28, defect 2): an 8-player
// game of 4,000 answers exported by the app is imported again, and opens with the same table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOG_FORMAT, seededRandom } from '../../src/engine/game-log.ts';
import { tableOf, walker } from '../../src/games/unstable-unicorns/game/index.ts';
import type { GameEvent, GameSetup, GameState } from '../../src/games/unstable-unicorns/game/types.ts';
import { UNICORN_RULES } from '../../src/games/unstable-unicorns/saved-log.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../../src/games/unstable-unicorns/simulate.ts';
import { cardFace } from '../../src/games/unstable-unicorns/table.ts';
import { exportGame } from '../../src/store/game-file.ts';
import { openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';
import { NO_BROWSER, phone, servedApp } from './harness.ts';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
const TITLE = NAMES.join(', ');

/**
 * A legal game of `length` answers at a table of eight, played at random as the simulator plays
 * (the physical cards followed card for card). A game ends long before 4,000 answers, so the
 * players keep it going with Fix the table, as a group could: when the deck runs low the top of the
 * discard pile goes back into it, and where an answer would win, a Unicorn of the fullest Stable
 * goes to the discard pile (or Nursery) instead. Every answer and correction is the walker's to accept.
 */
function longGame(length: number): { setup: GameSetup; events: GameEvent[]; state: GameState } {
  const setup: GameSetup = { players: NAMES };
  const random = seededRandom(2811);
  let real = dealRealTable(NAMES.length, random);
  let state = walker.init(setup);
  followMoves(real, state.moves, random);
  const events: GameEvent[] = [];
  while (events.length < length) {
    const table = state.table;
    const refill: GameEvent | undefined =
      table.deck < 8 && table.discard.length > 0
        ? {
            type: 'correct',
            correction: {
              kind: 'move',
              card: table.discard.at(-1)!,
              from: { discard: true },
              to: { deck: true },
            },
          }
        : undefined;
    let event: GameEvent = refill ?? {
      type: 'choose',
      option: chooseAtTable(state.pending!, state, real, random)!,
    };
    const before = structuredClone(real);
    let next = walker.apply(state, event);
    followMoves(real, next.moves, random);
    if (next.table.outcome) {
      real = before;
      const seats = table.players;
      const fullest = seats.reduce(
        (best, seat, p) => (seat.stable.length > seats[best]!.stable.length ? p : best),
        0,
      );
      const card = seats[fullest]!.stable.find((id) => cardFace(id).type.endsWith('unicorn'))!;
      const baby = cardFace(card).type === 'baby-unicorn';
      event = {
        type: 'correct',
        correction: {
          kind: 'move',
          card,
          from: { stable: fullest },
          to: baby ? { nursery: true } : { discard: true },
        },
      };
      next = walker.apply(state, event);
      followMoves(real, next.moves, random);
    }
    events.push(event);
    state = next;
  }
  return { setup, events, state };
}

/** The table as the list layout shows it: the deck, and each seat's hand and Stable. */
async function shownTable(
  page: Page,
): Promise<{ deck: number; seats: Record<string, { hand: string; stable: string[] }> }> {
  const table = page.locator('section[aria-label="Table"]');
  await table.locator('article .hand-count').first().waitFor();
  const seats: Record<string, { hand: string; stable: string[] }> = {};
  for (const name of NAMES) {
    const seat = table.locator(`article[aria-label="${name}"]`);
    seats[name] = {
      hand: (await seat.locator('.hand-count').textContent()) ?? '',
      stable: await seat.locator('.chip').allTextContents(),
    };
  }
  const deck = Number(
    await page.locator('.status-strip .stat', { hasText: 'Deck' }).locator('.n').textContent(),
  );
  return { deck, seats };
}

async function importText(page: Page, text: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  // The message says what happened either way (a refusal with its reason), so a refusal fails at once.
  const message = page.locator('.import-message');
  await message.waitFor({ timeout: 120_000 });
  expect(await message.textContent()).toContain(`Game imported: ${TITLE}`);
}

describe.skipIf(NO_BROWSER)('a long game exported by the app', () => {
  const app = servedApp();

  it('of 8 players and 4,000 answers imports again and opens with the same table', async () => {
    const { setup, events, state } = longGame(4000);
    // The file another phone's Stablehand would write: the log as it stores it, a table at each quiet point.
    const opened = openUnicornLog({
      format: LOG_FORMAT,
      rules: UNICORN_RULES,
      setup,
      events,
      undone: [],
    } as UnicornLog);
    expect(opened.broken).toBeNull();
    const game = {
      id: 'long',
      game: 'unstable-unicorns',
      title: TITLE,
      players: NAMES,
      createdAt: 1,
      updatedAt: 1,
    };
    const file = JSON.stringify(exportGame({ ...game, over: false, log: opened.log } as never));
    const expected = tableOf(state);

    const { context, page } = await phone(app.browser);
    // One column of Stables, every card named, instead of a tile per player.
    await context.addInitScript(() =>
      localStorage.setItem('stablehand.preferences', '{"tableLayout":"list"}'),
    );
    await page.goto(app.origin);
    await importText(page, file);
    await page.getByRole('button', { name: 'Resume' }).click();
    const first = await shownTable(page);
    expect(first.deck).toBe(expected.deck);
    expect(NAMES.map((name) => first.seats[name]!.hand)).toEqual(
      expected.players.map((seat) => `${seat.hand.count} in hand`),
    );
    expect(NAMES.map((name) => first.seats[name]!.stable.length)).toEqual(
      expected.players.map((seat) => seat.stable.length),
    );

    // Export from Home, as a player would, then import only that file.
    await page.goto(app.origin);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export: ${TITLE}` }).click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    expect((JSON.parse(exported) as { log: { events: unknown[] } }).log.events.length).toBe(4000);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete: ${TITLE}` }).click();
    await page.locator('.game-item').waitFor({ state: 'detached' });
    await importText(page, exported);
    await page.getByRole('button', { name: 'Resume' }).click();
    expect(await shownTable(page)).toEqual(first);
    await context.close();
  }, 400_000);
});
