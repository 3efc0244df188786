// Reaches a Lion & The Unicorn table quickly in the browser tests: the moves before the moment a test
// looks at are played by the pure rules here, written as a game file and imported through Home; and
// the taps every Lion test makes at that table (a draw behind the curtain, a flip, a player's row).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOG_FORMAT } from '../../src/engine/game-log.ts';
import {
  lionRules,
  type Animal,
  type LionEvent,
  type LionSetup,
} from '../../src/games/lion-and-unicorn/index.ts';
import { LION_RULES } from '../../src/games/lion-and-unicorn/saved-log.ts';
import { answer as answerOn } from './harness.ts';

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

/** Taps an answer and waits until the Lion's "Now" panel has recorded it. */
export const answer = (page: Page, button: Locator) => answerOn(page, button, '.lion-now');

/** A button by its whole name, or by a pattern. */
export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

/** The text of one player's row of cards, as the table shows it to everyone. */
export async function rowOf(page: Page, player: string): Promise<string[]> {
  return page
    .getByRole('article', { name: player })
    .locator('.lion-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** The turn player draws; the curtain hides the phone from them and the others name the animal. */
export async function draw(
  page: Page,
  drawer: string,
  animal: string,
  words = { draw: 'Draw a card', notLooking: (n: string) => `${n} is not looking: name the card` },
): Promise<void> {
  await answer(page, button(page, words.draw));
  // Before the curtain lifts, no animal can be tapped: the drawer may be looking.
  expect(await page.locator('.lion-animal-button').count()).toBe(0);
  await button(page, words.notLooking(drawer)).click();
  await answer(page, button(page, animal));
}

/** The turn player turns over the card at this place in their row. */
export async function flip(
  page: Page,
  place: number,
  words = { flip: 'Flip one of my cards', card: 'Card' },
): Promise<void> {
  await button(page, words.flip).click();
  await answer(page, page.getByRole('button', { name: new RegExp(`^${words.card} ${place} · `) }));
}
