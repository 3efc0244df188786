// Reaches a Lion & The Unicorn table quickly in the browser tests: the moves before the moment a test
// looks at are played by the pure rules here, written as a game file and imported through Home.
import type { Page } from 'playwright-core';
import { LOG_FORMAT } from '../../src/engine/game-log.ts';
import {
  lionRules,
  type Animal,
  type LionEvent,
  type LionSetup,
} from '../../src/games/lion-and-unicorn/index.ts';
import { LION_RULES } from '../../src/games/lion-and-unicorn/saved-log.ts';

/**
 * One move at the table, by seat number: a draw named by the others, a card turned up by its place in
 * the row (1 = the starting card), a Mole's look, or the next round dealt with these starting cards.
 */
export type LionMove =
  | { draw: number; animal: Animal }
  | { flip: number; place: number }
  | { looked: number }
  | { deal: number; starting: Animal[] };

/**
 * The events the phone records for these moves, each checked by the rules as it is played (a move the
 * rules refuse throws here, naming it, before any browser starts).
 */
export function lionEvents(setup: LionSetup, moves: LionMove[]): LionEvent[] {
  let state = lionRules.init(setup);
  const events: LionEvent[] = [];
  const play = (event: LionEvent): void => {
    state = lionRules.apply(state, event);
    events.push(event);
  };
  for (const move of moves) {
    if ('draw' in move) {
      play({ type: 'draw', player: move.draw });
      play({ type: 'drawn', player: move.draw, animal: move.animal });
    } else if ('flip' in move) {
      const card = state.seats[move.flip]?.cards[move.place - 1];
      if (!card) throw new Error(`seat ${move.flip} has no card at place ${move.place}`);
      play({ type: 'flip', player: move.flip, card: card.id });
    } else if ('looked' in move) {
      play({ type: 'looked', player: move.looked });
    } else {
      play({ type: 'next-round', player: move.deal, starting: move.starting });
    }
  }
  return events;
}

/**
 * Imports the game these moves make (a game file as the app exports it) from Home and opens its table,
 * on a phone that holds no other saved game (Home names a game by its players only).
 */
export async function openLionGame(
  page: Page,
  origin: string,
  setup: LionSetup,
  moves: LionMove[],
): Promise<void> {
  const file = {
    format: 'stablehand-game',
    version: 2,
    game: 'lion-and-unicorn',
    title: setup.players.join(', '),
    players: setup.players,
    log: { format: LOG_FORMAT, rules: LION_RULES, setup, events: lionEvents(setup, moves), undone: [] },
  };
  await page.goto(origin);
  await page.getByTestId('import-file').setInputFiles({
    name: 'lion.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  // Home answers at its top: the game imported, or why the file was refused.
  const said = page.locator('.import-message');
  await said.waitFor();
  if (!(await said.evaluate((e) => e.classList.contains('success'))))
    throw new Error(`the game file was refused: ${await said.textContent()}`);
  const games = page.locator('.game-item');
  await games.first().waitFor();
  if ((await games.count()) !== 1) throw new Error('openLionGame needs a phone with no other saved game');
  await games.first().getByRole('button').first().click();
  await page.locator('.lion-now, .lion-end').first().waitFor();
}
