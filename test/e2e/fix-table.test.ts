// "Fix the table" in real Chromium: the two moments of issue 10 (Ana draws 2 at her Draw phase,
// Cleo discards 2 at the hand limit), the phone following the physical table card for card, and
// History showing both corrections and taking them back; then every kind of result, in two languages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/game-log.ts';
import { walker } from '../../src/games/unstable-unicorns/game/index.ts';
import type { GameEvent, GameState } from '../../src/games/unstable-unicorns/game/types.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../../src/games/unstable-unicorns/simulate.ts';
import type { Locator, Page } from 'playwright-core';
import {
  answer,
  expectNow,
  loadPosition,
  NO_BROWSER,
  phone,
  screenshot,
  seriousAxeIssues,
  servedApp,
  shownTable,
  stableIfAsked,
} from './harness.ts';

/** The physical table the test keeps beside the phone: what the players really have. */
interface Physical {
  deck: number;
  discard: string[];
  hands: Record<string, number>;
  stables: Record<string, string[]>;
}

/**
 * The table as the phone shows it, in the physical table's form: of the discard pile, only the top
 * card is named.
 */
async function shownPhysical(page: Page, names: string[]): Promise<Physical> {
  const { deck, discard, discardTop, hands, stables } = await shownTable(page, names);
  return {
    deck,
    discard: discard ? [...Array(discard - 1).fill('?'), discardTop ?? '?'] : [],
    hands,
    stables,
  };
}

/** The physical table in the form the phone can show (only the top of the discard pile is visible). */
function visible(t: Physical): Physical {
  return {
    deck: t.deck,
    discard: t.discard.map((card, i) => (i === t.discard.length - 1 ? card : '?')),
    hands: t.hands,
    stables: Object.fromEntries(Object.entries(t.stables).map(([k, v]) => [k, [...v].sort()])),
  };
}

/** Counts the taps made on the phone, so "at most 3 taps" is measured, not assumed. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    async tap(target: Locator): Promise<void> {
      taps++;
      await target.click();
    },
    get taps() {
      return taps;
    },
    page,
  };
}

const NAMES = ['Ana', 'Ben', 'Cleo'];

describe.skipIf(NO_BROWSER)('fixing the table', () => {
  const app = servedApp();

  it('follows the real table when Ana draws 2 and Cleo discards 2, and History takes both fixes back', async () => {
    const { context, page } = await phone(app.browser);
    const real: Physical = {
      deck: 60,
      discard: [],
      hands: { Ana: 5, Ben: 5, Cleo: 6 },
      stables: { Ana: ['Baby Unicorn (Red)'], Ben: ['Baby Unicorn (Pink)'], Cleo: ['Baby Unicorn (Orange)'] },
    };
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: NAMES.map((name) => ({ name, stable: real.stables[name], hand: real.hands[name] })),
      deck: real.deck,
      turn: { player: 'Ana', phase: 'beginning' },
    });

    // The Draw phase is asked, not skipped. At the real table, Ana takes 2 cards instead of 1.
    await expectNow(page, 'Ana: draw 1 card');
    await answer(page, page.getByRole('button', { name: 'Ana drew 1 card' }));
    real.deck -= 2;
    real.hands.Ana! += 2;
    expect(await shownPhysical(page, NAMES)).not.toEqual(visible(real));

    // The phone is corrected from the table screen, counting every tap.
    const phoneTaps = tapCounter(page);
    await phoneTaps.tap(page.getByRole('button', { name: 'Fix the table' }));
    await page.getByRole('heading', { name: 'Fix the table', level: 2 }).waitFor();
    await screenshot(page, 'fix-table-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await phoneTaps.tap(page.getByRole('button', { name: 'Ana drew 1 more', exact: true }));
    await page.getByRole('status').getByText('Correction: Ana drew 1 more card').waitFor();
    await phoneTaps.tap(page.getByRole('button', { name: 'Back to the game' }).first());
    expect(phoneTaps.taps).toBeLessThanOrEqual(3);
    await expectNow(page, 'Ana: play a card, or draw');
    expect(await shownPhysical(page, NAMES)).toEqual(visible(real));

    // Ana plays a Basic Unicorn; nobody answers.
    await page.getByLabel('Search a card').fill('basic red');
    await answer(page, page.getByRole('button', { name: /^Basic Unicorn \(Red\)/ }).first());
    await stableIfAsked(page, 'Ana');
    await expectNow(page, 'Any Neigh against Ana’s Basic Unicorn (Red)?');
    await answer(page, page.getByRole('button', { name: /^No one answers/ }));
    await stableIfAsked(page, 'Ana');
    real.hands.Ana! -= 1;
    real.stables.Ana!.push('Basic Unicorn (Red)');

    // Ben: the Draw phase, then draws as his action.
    await expectNow(page, 'Ben: draw 1 card');
    await answer(page, page.getByRole('button', { name: 'Ben drew 1 card' }));
    await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    real.deck -= 2;
    real.hands.Ben! += 2;

    // Cleo: 6 + 2 = 8 cards, one over the limit; the phone asks for 1 discard. She discards 2.
    await expectNow(page, 'Cleo: draw 1 card');
    await answer(page, page.getByRole('button', { name: 'Cleo drew 1 card' }));
    await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    real.deck -= 2;
    real.hands.Cleo! += 2;
    await expectNow(page, 'Hand limit 7: Cleo discards 1');
    await page.getByLabel('Pick the card').fill('neigh');
    await answer(page, page.getByRole('button', { name: /^Neigh/ }).first());
    real.hands.Cleo! -= 2;
    real.discard.push('Neigh', 'Unicorn Poison');
    await expectNow(page, 'Ana: draw 1 card');

    const taps2 = tapCounter(page);
    await taps2.tap(page.getByRole('button', { name: 'Fix the table' }));
    await taps2.tap(page.getByRole('button', { name: 'Cleo discarded 1 more', exact: true }));
    await page.getByRole('heading', { name: 'Which card did Cleo discard?' }).waitFor();
    // Tapped, not typed: the kind of card, then the card, among those that can be in Cleo's hand.
    const picker = page.locator('.fix-pick .card-picker');
    await taps2.tap(picker.getByRole('button', { name: /^Magic · \d+$/ }));
    await taps2.tap(
      picker.locator('.pick-list').getByRole('button', { name: 'Unicorn Poison', exact: true }),
    );
    await page
      .getByRole('status')
      .getByText('Correction: Cleo discarded one more card: Unicorn Poison')
      .waitFor();
    await screenshot(page, 'fix-table-discarded-en');
    await taps2.tap(page.getByRole('button', { name: 'Back to the game' }).first());
    await expectNow(page, 'Ana: draw 1 card');
    expect(await shownPhysical(page, NAMES)).toEqual(visible(real));
    await screenshot(page, 'fixed-table-en');

    // History, newest first: both corrections, each with what it did; the Draw phases said out loud.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const events = page.locator('.history > li:not(.turn-heading)');
    expect(await events.first().locator('.event-text').textContent()).toBe(
      'Correction: Cleo discarded one more card: Unicorn Poison',
    );
    const anaFix = page.locator('.history > li', {
      has: page.locator('.event-text', { hasText: 'Correction: Ana drew 1 more card' }),
    });
    await anaFix.waitFor();
    await page.locator('.history .text', { hasText: 'Ana drew 1 card (Draw phase)' }).first().waitFor();
    // The hand-limit discard is said once: by Cleo's answer, not again by its result.
    const discard = page.locator('.history > li', {
      has: page.locator('.event-text', { hasText: 'Cleo discarded Neigh' }),
    });
    await discard.first().waitFor();
    expect(await discard.first().locator('.results-list li').allTextContents()).not.toContain(
      'Cleo discarded Neigh',
    );
    await screenshot(page, 'history-corrections-en');
    expect(await seriousAxeIssues(page)).toEqual([]);

    // Filtered to Ben, the corrections about Ana and Cleo go.
    await page
      .getByRole('group', { name: 'Show the events of' })
      .getByRole('button', { name: 'Ben' })
      .click();
    expect(await page.locator('.event-text', { hasText: 'Correction' }).count()).toBe(0);
    await page
      .getByRole('group', { name: 'Show the events of' })
      .getByRole('button', { name: 'Everyone' })
      .click();

    // Undo to here on Cleo's correction: one confirm, and it stays visible, struck through.
    await events.first().getByRole('button', { name: 'Undo to here' }).click();
    await page
      .getByRole('dialog')
      .getByText('Take back “Correction: Cleo discarded one more card: Unicorn Poison”?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .locator('.history li.undone', { hasText: 'Correction: Cleo discarded one more card' })
      .waitFor();

    // Undo to here on Ana's correction takes it and everything after it back.
    await anaFix.getByRole('button', { name: 'Undo to here' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Take back “Correction: Ana drew 1 more card” and the \d+ events after it\?$/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.history li.undone', { hasText: 'Correction: Ana drew 1 more card' }).waitFor();
    expect(await page.getByRole('button', { name: 'Undo to here' }).count()).toBe(1);
    await screenshot(page, 'history-undone-en');

    // Back at the table: the phone is where it stood before the first correction.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectNow(page, 'Ana: play a card, or draw');
    const before = await shownPhysical(page, NAMES);
    expect(before.deck).toBe(59);
    expect(before.hands).toEqual({ Ana: 6, Ben: 5, Cleo: 6 });
    await context.close();
  }, 300_000);

  it('refuses an impossible correction in French when the app speaks French', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(
      JSON.stringify({
        game: 'unstable-unicorns',
        players: NAMES.map((name) => ({ name, hand: name === 'Ben' ? 0 : 3 })),
        deck: 60,
        turn: { player: 'Ana', phase: 'action' },
      }),
    );
    await page.getByRole('button', { name: 'Commencer depuis cette table' }).click();
    await page.getByRole('button', { name: 'Corriger la table' }).click();
    await page.getByRole('button', { name: '1 carte de moins dans la main de Ben' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Refusé : La main de Ben aurait -1 cartes.');
    await screenshot(page, 'fix-table-refused-fr');
    await context.close();
  }, 180_000);

  it('refuses an impossible correction with the walker’s sentence and changes nothing', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: NAMES.map((name) => ({
        name,
        hand: name === 'Ben' ? 0 : 3,
        ...(name === 'Ana' ? { stable: ['Baby Unicorn (Red)', 'Basic Unicorn (Red)'] } : {}),
      })),
      deck: 60,
      turn: { player: 'Ana', phase: 'action' },
    });
    await expectNow(page, 'Ana: play a card, or draw');
    const shown = await shownPhysical(page, NAMES);
    await page.getByRole('button', { name: 'Fix the table' }).click();
    await page.getByRole('button', { name: '1 card fewer in Ben’s hand' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^Refused: ./);
    await screenshot(page, 'fix-table-refused-en');
    // A Baby Unicorn is never in a hand: "Move a card" offers it only a Stable or the Nursery.
    await page.getByRole('button', { name: 'Move a card' }).click();
    await page.getByLabel('Search a card').last().fill('baby red');
    await page
      .getByRole('button', { name: /^Baby Unicorn \(Red\)/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Where is Baby Unicorn (Red) now?' }).waitFor();
    await page.getByRole('button', { name: 'Ana’s Stable', exact: true }).click();
    await page.getByRole('heading', { name: 'Where does Baby Unicorn (Red) go?' }).waitFor();
    const places = page.locator('.fix-pick .fix-zones').getByRole('button');
    expect(await places.allTextContents()).toEqual(['Ben’s Stable', 'Cleo’s Stable', 'The Nursery']);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Back to the game' }).first().click();
    expect(await shownPhysical(page, NAMES)).toEqual(shown);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Nothing has happened yet.').waitFor();

    // A card moved by hand, and whose turn it is: both kept, in words.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Fix the table' }).click();
    await page.getByRole('button', { name: 'Move a card' }).click();
    await page.getByLabel('Search a card').last().fill('basic red');
    await page
      .getByRole('button', { name: /^Basic Unicorn \(Red\)/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Ana’s Stable', exact: true }).click();
    // Only Babies go to the Nursery: it is not offered for a Basic Unicorn.
    await page.getByRole('heading', { name: 'Where does Basic Unicorn (Red) go?' }).waitFor();
    const basicPlaces = await page.locator('.fix-pick .fix-zones').getByRole('button').allTextContents();
    expect(basicPlaces).toContain('The discard pile');
    expect(basicPlaces).not.toContain('The Nursery');
    await page.getByRole('button', { name: 'The discard pile', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Correction: Basic Unicorn (Red) moved from Ana’s Stable to the discard pile')
      .waitFor();
    await page
      .getByRole('group', { name: 'Whose turn is it?' })
      .getByRole('button', { name: 'Cleo' })
      .click();
    await page.getByRole('status').getByText('Correction: it is Cleo’s turn, Action').waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).first().click();
    await expectNow(page, 'Cleo: play a card, or draw');
    const moved = await shownPhysical(page, NAMES);
    expect(moved.stables.Ana).toEqual(['Baby Unicorn (Red)']);
    expect(moved.discard).toEqual(['Basic Unicorn (Red)']);
    await page.getByRole('link', { name: 'History' }).click();
    // History draws its lines once the game is replayed: wait for them before reading.
    await page.locator('.history .event-text').first().waitFor();
    expect(await page.locator('.history .event-text').allTextContents()).toEqual([
      'Correction: it is Cleo’s turn, Action',
      'Correction: Basic Unicorn (Red) moved from Ana’s Stable to the discard pile',
    ]);
    await context.close();
  }, 180_000);

  it('opens the History of a 300-event game at its latest event, fast, and filters it by player', async () => {
    // A long game played at random by four players holding a real shuffled deck, as the simulator does.
    const setup = { players: ['Ana', 'Ben', 'Cleo', 'Dan'] };
    let events: GameEvent[] = [];
    for (let seed = 1; events.length < 300; seed++) {
      const random = seededRandom(seed);
      const real = dealRealTable(4, random);
      let state: GameState = walker.init(setup);
      followMoves(real, state.moves, random);
      events = [];
      while (state.pending && events.length < 320) {
        const option = chooseAtTable(state.pending, state, real, random);
        if (!option) break;
        const event: GameEvent = { type: 'choose', option };
        state = walker.apply(state, event);
        followMoves(real, state.moves, random);
        events.push(event);
      }
    }
    const { context, page } = await phone(app.browser);
    // The file's outer shape comes from the app's own export, so it follows the store's format.
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: [{ name: 'Ana' }, { name: 'Ben' }],
    });
    await expectNow(page, /Ana/);
    await page.goto(app.origin);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export: Ana, Ben' }).first().click(),
    ]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    await page.getByTestId('import-file').setInputFiles({
      name: 'long.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          ...file,
          title: 'Long game',
          players: setup.players,
          // Answers of today's rules (with their Draw confirmations): the log says so by its format.
          log: { ...(file.log as object), setup, events, undone: [] },
        }),
      ),
    });
    await page
      .getByText(/^Game imported: /)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await page.waitForURL(/#\/game\//);
    const history = page.url().replace(/(#\/game\/[^/]+).*$/, '$1/history');

    const opened = Date.now();
    await page.goto(history);
    await page.locator('.history .event-text').first().waitFor();
    const took = Date.now() - opened;
    // Newest first: the first event shown is the game's last one, numbered so.
    expect(await page.locator('.history > li[data-n]').first().getAttribute('data-n')).toBe(
      String(events.length),
    );
    // Only a page of events is drawn at first; the rest come on request.
    expect(await page.locator('.history > li[data-n]').count()).toBeLessThanOrEqual(40);
    expect(took, `History of ${events.length} events opened in ${took} ms`).toBeLessThan(10_000);
    await screenshot(page, 'history-300-en');
    // Filtered to Dan, every event shown is about Dan.
    await page
      .getByRole('group', { name: 'Show the events of' })
      .getByRole('button', { name: 'Dan' })
      .click();
    const danLines = await page.locator('.history > li[data-n]').allTextContents();
    expect(danLines.length).toBeGreaterThan(0);
    expect(danLines.filter((line) => !line.includes('Dan'))).toEqual([]);
    // Searching narrows to the events that say the words.
    await page
      .getByRole('group', { name: 'Show the events of' })
      .getByRole('button', { name: 'Everyone' })
      .click();
    await page.getByLabel('Search the history').fill('neigh');
    const found = await page.locator('.history > li[data-n]').allTextContents();
    expect(found.every((line) => /neigh/i.test(line))).toBe(true);
    await context.close();
  }, 300_000);
});
