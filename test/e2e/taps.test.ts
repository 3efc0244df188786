// Telling a play without typing, measured in real Chromium on a 390 x 844 phone lying on the table: the
// taps and keys of each kind of move (a Basic Unicorn, a Magic card and its target, a Neigh, a discard).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  drawPhase,
  expectNow,
  NO_BROWSER,
  phone,
  ROOT,
  screenshot,
  seriousAxeIssues,
  servedApp,
} from './harness.ts';

/** The goals of issue 26, per kind of move: taps at most, and never a key. */
const TAP_GOALS: Record<string, number> = {
  knownHand: 2,
  basicUnknownHand: 3,
  neighAnswer: 1,
  magicOneTarget: 4,
  discardTwo: 3,
};
/** Where the counts are left for `npm run bench app` to print. */
const TAPS_REPORT = join(ROOT, 'test-output/taps.json');

/**
 * Counts the taps the page receives (trusted clicks, wherever they land) and the keys typed, from
 * the moment `start` is called: what a player's fingers do, not what the test meant to do. A tap
 * on something not in view (`tap` below notes it) needs a scroll first.
 */
async function fingerCounter(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: number; __keys: number; __scrolls: string[] };
    w.__taps = 0;
    w.__keys = 0;
    w.__scrolls = [];
    document.addEventListener('click', (e) => e.isTrusted && w.__taps++, { capture: true });
    document.addEventListener('keydown', (e) => e.isTrusted && w.__keys++, { capture: true });
  });
  return {
    async start(): Promise<void> {
      await page.evaluate(() => {
        const w = window as unknown as { __taps: number; __keys: number; __scrolls: string[] };
        w.__taps = 0;
        w.__keys = 0;
        w.__scrolls = [];
      });
    },
    async read(): Promise<Fingers> {
      return page.evaluate(() => {
        const w = window as unknown as { __taps: number; __keys: number; __scrolls: string[] };
        return { taps: w.__taps, keys: w.__keys, scrolledTo: w.__scrolls };
      });
    },
  };
}

/** The cards shown in a player's Stable on the table screen, sorted. */
async function stableOf(page: Page, name: string): Promise<string[]> {
  const seat = page.locator(`section[aria-label="Table"] article[aria-label="${name}"]`);
  return (await seat.locator('.chip').allTextContents()).map((s) => s.replace(/^[▲▼]\s*/, '')).sort();
}

/** What the fingers did for one moment of play; `scrolledTo` names what was out of view when tapped. */
interface Fingers {
  taps: number;
  keys: number;
  scrolledTo: string[];
}

/**
 * Taps like a finger: one click, then (unless `movesOn` is false) waits until the panel shows the game moved on. When the
 * target is not on screen and uncovered before the tap, a person would scroll to it first: noted.
 */
async function tap(page: Page, target: Locator, movesOn = true): Promise<void> {
  const step = await page.locator('.now').getAttribute('data-step');
  await target.waitFor();
  await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    const inView =
      box.top >= 0 && box.bottom <= innerHeight && hit !== null && (hit === el || el.contains(hit));
    const w = window as unknown as { __scrolls?: string[] };
    if (!inView) (w.__scrolls ??= []).push(el.textContent ?? '');
  });
  await target.click();
  // Opening a kind of card in the picker answers nothing yet: the game stays where it was.
  if (!movesOn) return;
  await page.waitForFunction(
    (before) => document.querySelector('.now')?.getAttribute('data-step') !== before,
    step,
  );
}

const table = {
  game: 'unstable-unicorns',
  language: 'en',
  players: [
    // Ana's hand is known to the table (the cards she was seen to take); the others' are not.
    {
      name: 'Ana',
      stable: ['Baby Unicorn (Red)'],
      hand: ['Basic Unicorn (Red)', 'Unicorn Poison', 'Rainbow Aura', 'Neigh'],
    },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 5 },
    { name: 'Cleo', stable: ['Baby Unicorn (Orange)'], hand: 5 },
  ],
  deck: 60,
  turn: { player: 'Ana', phase: 'action' },
};

/** Counts from every test of this file, written for `npm run bench app` as each test ends. */
const counted: Record<string, Fingers> = {};
function keep(counts: Record<string, Fingers>): void {
  Object.assign(counted, counts);
  mkdirSync(join(ROOT, 'test-output'), { recursive: true });
  writeFileSync(
    TAPS_REPORT,
    JSON.stringify({ goals: TAP_GOALS, viewport: '390x844', counts: counted }, null, 2),
  );
  for (const [moment, { taps, keys, scrolledTo }] of Object.entries(counts)) {
    expect(taps, `${moment}: taps`).toBeLessThanOrEqual(TAP_GOALS[moment]!);
    expect(keys, `${moment}: keys typed`).toBe(0);
    // Every button tapped was on the screen and uncovered when the finger came: no scroll first.
    expect(scrolledTo, `${moment}: buttons out of view when tapped`).toEqual([]);
  }
}

describe.skipIf(NO_BROWSER)('telling a play by tapping', () => {
  const app = servedApp();

  it('plays a Basic Unicorn in 2 taps from a known hand and from an unknown one, and answers with a Neigh in 1', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(JSON.stringify(table));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    const fingers = await fingerCounter(page);
    const counts: Record<string, Fingers> = {};

    // A typical turn: Ana plays the Basic Unicorn she holds, nobody Neighs, it is in her Stable.
    await expectNow(page, 'Ana: play a card, or draw');
    await fingers.start();
    await tap(page, page.getByRole('button', { name: 'Play Basic Unicorn (Red)' }));
    await expectNow(page, 'Any Neigh against Ana’s Basic Unicorn (Red)?');
    // The Stable it will enter is already named, and can still be changed.
    await expect.poll(() => page.getByLabel('Basic Unicorn (Red) enters').inputValue()).toBe('0');
    expect(await page.getByLabel('Basic Unicorn (Red) enters').locator('option').allTextContents()).toEqual([
      'Ana’s Stable',
      'Ben’s Stable',
      'Cleo’s Stable',
    ]);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'taps-neigh-window');
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await expectNow(page, 'Ben: draw 1 card');
    expect(await stableOf(page, 'Ana')).toEqual(['Baby Unicorn (Red)', 'Basic Unicorn (Red)']);
    counts.knownHand = await fingers.read();

    // Ben's hand is unknown: his whole turn is told from the Draw phase. The Basic Unicorn he plays
    // after drawing is one tap among those he may hold, the recent one first.
    await expectNow(page, 'Ben: draw 1 card');
    const oneTap = page.locator('.card-picker .pick-faces').first().locator('button');
    // The names, without the mark of each kind drawn before them.
    const oneTapNames = (await oneTap.allTextContents()).map((name) => name.replace(/^[^\p{L}]+/u, ''));
    expect(oneTapNames[0]).toBe('Basic Unicorn (Red)');
    // Every colour of Basic Unicorn is one tap too; Neigh is not, as Ben could not play one now.
    expect(oneTapNames).toEqual(expect.arrayContaining(['Basic Unicorn (Blue)', 'Basic Narwhal']));
    expect(oneTapNames).not.toContain('Neigh');
    await screenshot(page, 'taps-picker');
    await fingers.start();
    await tap(page, oneTap.getByText('Basic Unicorn (Red)', { exact: true }));
    await expectNow(page, 'Any Neigh against Ben’s Basic Unicorn (Red)?');
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await expectNow(page, 'Cleo: draw 1 card');
    expect(await stableOf(page, 'Ben')).toEqual(['Baby Unicorn (Pink)', 'Basic Unicorn (Red)']);
    // He drew before playing: 5 + 1 - 1.
    expect(
      await page.locator('section[aria-label="Table"] article[aria-label="Ben"] .hand-count').textContent(),
    ).toBe('5 in hand');
    counts.basicUnknownHand = await fingers.read();

    // Cleo plays the last Basic Unicorn (Red); Ana answers with her Neigh: one tap.
    await drawPhase(page, 'Cleo');
    await tap(page, page.locator('.card-picker button', { hasText: 'Basic Unicorn (Red)' }).first());
    await expectNow(page, 'Any Neigh against Cleo’s Basic Unicorn (Red)?');
    await screenshot(page, 'taps-neigh-answer');
    await fingers.start();
    await tap(page, page.getByRole('button', { name: 'Ana: Neigh', exact: true }));
    await expectNow(page, /Any Neigh against Ana’s Neigh\?/);
    counts.neighAnswer = await fingers.read();
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await expectNow(page, 'Ana: draw 1 card');
    expect(await stableOf(page, 'Cleo')).toEqual(['Baby Unicorn (Orange)']);
    await expect
      .poll(() => page.locator('.discard-top button').textContent())
      .toMatch(/^(Neigh|Basic Unicorn \(Red\))$/);

    // Ana's turn again. Neigh and Basic Unicorn (Red) were named in this game, but she may play
    // neither now (an Instant only answers; every copy of the Unicorn is seen): neither is offered.
    await drawPhase(page, 'Ana');
    await expectNow(page, 'Ana: play a card, or draw');
    expect(await page.locator('.card-picker button', { hasText: 'Basic Unicorn (Red)' }).count()).toBe(0);
    // Search lists the cards she may play first: the Basic Unicorn (Red) no one can hold comes last.
    await page.getByLabel('Search a card').fill('basic');
    const results = page.locator('.card-search .results li button:first-child > span:first-child');
    await expect.poll(() => results.count()).toBe(8);
    expect(await results.allTextContents()).toEqual([
      'Basic Narwhal',
      'Basic Unicorn (Blue)',
      'Basic Unicorn (Green)',
      'Basic Unicorn (Indigo)',
      'Basic Unicorn (Orange)',
      'Basic Unicorn (Purple)',
      'Basic Unicorn (Yellow)',
      'Basic Unicorn (Red)',
    ]);

    keep(counts);
    await context.close();
  }, 240_000);

  it('tells a Magic card and its target in 4 taps and a discard of 2 unknown cards in 3, typing nothing', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(
      JSON.stringify({
        game: 'unstable-unicorns',
        language: 'en',
        players: [
          { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Basic Unicorn (Blue)'], hand: 4 },
          { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 6 },
          { name: 'Cleo', stable: ['Baby Unicorn (Orange)'], hand: 7 },
        ],
        deck: 50,
        turn: { player: 'Ben', phase: 'action' },
      }),
    );
    await page.getByRole('button', { name: 'Start from this table' }).click();
    const fingers = await fingerCounter(page);
    const counts: Record<string, Fingers> = {};

    // Ben plays Unicorn Poison from a hand nobody has seen: the kind, the card, nobody Neighs, the target.
    await expectNow(page, 'Ben: play a card, or draw');
    await screenshot(page, 'taps-picker-action');
    await fingers.start();
    await tap(page, page.getByRole('button', { name: /^Magic · \d+$/ }), false);
    await screenshot(page, 'taps-picker-magic');
    await tap(page, page.locator('.card-picker .pick-list button', { hasText: 'Unicorn Poison' }));
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await tap(page, page.getByRole('button', { name: 'Basic Unicorn (Blue) (Ana’s Stable)' }));
    await expectNow(page, 'Cleo: draw 1 card');
    counts.magicOneTarget = await fingers.read();
    expect(await stableOf(page, 'Ana')).toEqual(['Baby Unicorn (Red)']);
    await expect.poll(() => page.locator('.discard-top button').textContent()).toBe('Unicorn Poison');

    // Cleo draws (8 cards), then draws again instead of playing (9): at the end of her turn she is
    // 2 over the hand limit and discards 2 cards nobody has seen.
    await drawPhase(page, 'Cleo');
    await tap(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    await expectNow(page, 'Hand limit 7: Cleo discards 2');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'taps-discard-two');
    await fingers.start();
    await tap(page, page.getByRole('button', { name: /^Magic · \d+$/ }), false);
    await tap(page, page.locator('.card-picker .pick-list button', { hasText: 'Back Kick' }));
    await expectNow(page, 'Hand limit 7: Cleo discards 1');
    // Neigh, 14 copies of which none is seen, is the likeliest card in her hand: one tap.
    await tap(
      page,
      page.locator('.card-picker .pick-faces').first().getByRole('button', { name: 'Neigh', exact: true }),
    );
    await expectNow(page, 'Ana: draw 1 card');
    counts.discardTwo = await fingers.read();
    const cleo = page.locator('section[aria-label="Table"] article[aria-label="Cleo"]');
    expect(await cleo.locator('.hand-count').textContent()).toMatch(/\b7\b/);
    await expect.poll(() => page.locator('.discard-top button').textContent()).toBe('Neigh');

    keep(counts);
    await context.close();
  }, 240_000);

  it('closes the Neigh round and answers the Unicorn’s own “use its effect?” in one tap', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(
      JSON.stringify({
        ...table,
        players: [{ ...table.players[0], hand: ['Classy Narwhal'] }, ...table.players.slice(1)],
      }),
    );
    await page.getByRole('button', { name: 'Start from this table' }).click();
    const fingers = await fingerCounter(page);
    await fingers.start();
    await tap(page, page.getByRole('button', { name: 'Play Classy Narwhal' }));
    await expectNow(page, 'Any Neigh against Ana’s Classy Narwhal?');
    // Its question comes with "No one answers": nobody Neighed, and Ana did not search the deck.
    await page.getByText('Or no one answers, and Ana uses the effect of Classy Narwhal?').waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'taps-pass-then-use');
    await tap(
      page,
      page.getByRole('button', {
        name: 'No: no one answers, and Ana does not use the effect of Classy Narwhal',
      }),
    );
    await expectNow(page, 'Ben: draw 1 card');
    expect(await stableOf(page, 'Ana')).toEqual(['Baby Unicorn (Red)', 'Classy Narwhal']);
    const fingersNow = await fingers.read();
    expect(fingersNow).toEqual({ taps: 2, keys: 0, scrolledTo: [] });
    await context.close();
  }, 240_000);

  it('lets the player send the Unicorn to another Stable before anyone answers, in French', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(JSON.stringify(table));
    await page.getByRole('button', { name: 'Commencer depuis cette table' }).click();
    await expectNow(page, 'Ana : jouer une carte, ou piocher');
    await tap(page, page.getByRole('button', { name: 'Jouer Basic Unicorn (Red)' }));
    const into = page.getByLabel('Basic Unicorn (Red) entre dans');
    expect(await into.locator('option').allTextContents()).toEqual([
      'l’Écurie d’Ana',
      'l’Écurie de Ben',
      'l’Écurie de Cleo',
    ]);
    await into.selectOption({ label: 'l’Écurie de Ben' });
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'taps-change-stable-fr');
    await tap(page, page.getByRole('button', { name: /^Personne ne répond/ }));
    await expectNow(page, 'Ben : piochez 1 carte');
    expect(await stableOf(page, 'Ben')).toEqual(['Baby Unicorn (Pink)', 'Basic Unicorn (Red)']);
    expect(await stableOf(page, 'Ana')).toEqual(['Baby Unicorn (Red)']);

    // Ben and Cleo draw instead of playing; Ana's next Basic Unicorn (Red) goes to her own Stable
    // again: the change was for that one play.
    for (const name of ['Ben', 'Cleo']) {
      await tap(page, page.getByRole('button', { name: `${name} a pioché 1 carte`, exact: true }));
      await tap(page, page.getByRole('button', { name: 'Piocher au lieu de jouer' }));
    }
    // At the Draw phase, the play that follows the draw can be told with it.
    await page.getByText('Ou Ana a pioché 1 carte, puis a joué :').waitFor();
    await tap(page, page.getByRole('button', { name: 'Ana a pioché 1 carte', exact: true }));
    await page.getByLabel('Chercher une carte').fill('basic red');
    await tap(page, page.getByRole('button', { name: /^Basic Unicorn \(Red\)/ }).first());
    await expect.poll(() => into.inputValue()).toBe('0');
    await tap(page, page.getByRole('button', { name: /^Personne ne répond/ }));
    expect(await stableOf(page, 'Ana')).toEqual(['Baby Unicorn (Red)', 'Basic Unicorn (Red)']);
    await context.close();
  }, 240_000);

  it('names the other player’s Stable for a Downgrade at a two-player table, in the same 2 taps', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(
      JSON.stringify({
        game: 'unstable-unicorns',
        language: 'en',
        players: [
          { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: ['Barbed Wire', 'Unicorn Poison'] },
          { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 5 },
        ],
        deck: 40,
        turn: { player: 'Ana', phase: 'action' },
      }),
    );
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await expectNow(page, 'Ana: play a card, or draw');
    const fingers = await fingerCounter(page);
    await fingers.start();
    await tap(page, page.getByRole('button', { name: 'Play Barbed Wire' }));
    // Her own Stable would take it too, but a Downgrade is meant for the other player: Ben's is named.
    const into = page.getByLabel('Barbed Wire enters');
    expect(await into.locator('option').allTextContents()).toEqual(['Ana’s Stable', 'Ben’s Stable']);
    expect(await into.inputValue()).toBe('1');
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await expectNow(page, 'Ben: draw 1 card');
    expect(await stableOf(page, 'Ben')).toEqual(['Baby Unicorn (Pink)', 'Barbed Wire']);
    expect((await fingers.read()).taps).toBe(2);
    await context.close();
  }, 240_000);

  it('names the Stable ahead when targets are chosen before the Neigh round too', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    for (const [n, name] of ['Ana', 'Ben', 'Cleo'].entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    await page.getByLabel('Before the Neigh round (easy)').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await drawPhase(page, 'Ana');
    await expectNow(page, 'Ana: play a card, or draw');
    await page.getByLabel('Search a card').fill('basic red');
    // The Stable is named as the card is announced, with the play itself: the next question is the Neighs.
    await tap(page, page.getByRole('button', { name: /^Basic Unicorn \(Red\)/ }).first());
    await expectNow(page, 'Any Neigh against Ana’s Basic Unicorn (Red)?');
    await tap(page, page.getByRole('button', { name: /^No one answers/ }));
    await expectNow(page, 'Ben: draw 1 card');
    expect((await stableOf(page, 'Ana')).filter((card) => card === 'Basic Unicorn (Red)')).toEqual([
      'Basic Unicorn (Red)',
    ]);
    await context.close();
  }, 240_000);
});
