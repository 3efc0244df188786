// A whole 3-player base game as a table plays it, told to the phone in Chromium move by move after the
// fact (test/e2e/whole-game-script.ts): the phone's table is checked against the real one after each.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardFace, cardName } from '../../src/games/unstable-unicorns/table.ts';
import { TYPE_NAMES } from '../../src/games/unstable-unicorns/names.ts';
import type { Option } from '../../src/games/unstable-unicorns/game/types.ts';
import {
  loadPosition,
  NO_BROWSER,
  phone,
  ROOT,
  screenshot,
  servedApp,
  shownTable,
  uncovered,
} from './harness.ts';
import { NAMES, scriptGame, type ScriptStep, type SeenTable } from './whole-game-script.ts';

/** A seed whose shuffle brings every moment the issue asks for (checked below, not assumed). */
const SEED = Number(process.env.WHOLE_GAME_SEED ?? 5);
/**
 * Every card may be played, as at a real table (the driver answers what each asks); with
 * WHOLE_GAME_BROAD=0, only Basic Unicorns, Unicorn Poison and a few Upgrades and Downgrades that ask
 * nothing (seed 20 then brings every moment asked for).
 */
const BROAD = process.env.WHOLE_GAME_BROAD !== '0';
/**
 * A Neigh round nobody answers is told with the next decision's answer where the phone offers it
 * under the round; with WHOLE_GAME_AHEAD=0, by "No one answers" as before (to compare the two).
 */
const AHEAD = process.env.WHOLE_GAME_AHEAD !== '0';
/** Where the counts are left for `npm run bench app` to print. */
const REPORT = join(ROOT, 'test-output/whole-game.json');

const stepOf = async (page: Page): Promise<number> =>
  Number(
    (await page
      .locator('.now')
      .getAttribute('data-step', { timeout: 5000 })
      .catch(() => null)) ?? -1,
  );

/** The picker done fitting itself to the screen (a few frames after it shows, or a kind opens). */
async function settled(panel: Locator): Promise<void> {
  if ((await panel.locator('.card-picker').count()) === 0) return;
  await panel.locator('.card-picker:not([data-fitting])').first().waitFor();
}

/** A card named in the panel: its own button when the panel lists it, else the picker, by its kind. */
async function nameCard(
  panel: Locator,
  card: string,
  tap: (target: Locator) => Promise<void>,
): Promise<void> {
  const name = cardName(card);
  const listed = panel.locator('.options').getByRole('button', { name, exact: true });
  if ((await listed.count()) > 0) return tap(listed.first());
  const picker = panel.locator('.card-picker');
  await settled(panel);
  const oneTap = picker.locator('.pick-faces').first().getByRole('button', { name, exact: true });
  if ((await oneTap.count()) > 0) return tap(oneTap);
  const kind = picker.getByRole('button', {
    name: new RegExp(`^${TYPE_NAMES[cardFace(card).type].en} · \\d+$`),
  });
  if ((await kind.getAttribute('aria-expanded')) !== 'true') await tap(kind);
  // Where the screen is short, a kind's faces come a page at a time: "N more…" until the card shows.
  const list = picker.locator('.pick-list');
  const face = list.getByRole('button', { name, exact: true });
  await settled(panel);
  for (let page = 0; page < 40 && (await face.count()) === 0; page++) await tap(list.locator('.pick-more'));
  await tap(face);
}

/**
 * The draw told with the turn's play (or with a second draw instead of playing), in one tap: at the
 * Draw phase, or at the beginning of the turn when the player draws without using what their Stable
 * offers. Null when the moves from `at` are not such a draw and play.
 */
function drawAndPlay(steps: readonly ScriptStep[], at: number): { draw: number; then: Option } | null {
  const step = steps[at];
  const skips =
    step?.decision?.kind === 'beginning-of-turn' && 'option' in step.event && 'pass' in step.event.option;
  const draw = skips ? at + 1 : at;
  const drawn = steps[draw];
  const next = steps[draw + 1];
  if (drawn?.decision?.kind !== 'draw' || next?.decision?.kind !== 'action' || next.event.type !== 'choose')
    return null;
  if (drawn.decision.player !== (step?.decision?.player ?? null)) return null;
  const then = next.event.option;
  return 'play' in then || 'draw' in then ? { draw, then } : null;
}

/**
 * "No one answers" told with the use of the card's effect that follows it, in one tap ("Yes: no
 * one answers..."): that use's answer, or null when the move at `at` is not such a pass.
 */
function passThenUse(steps: readonly ScriptStep[], at: number): boolean | null {
  const { event, decision } = steps[at]!;
  if (event.type !== 'choose' || !('pass' in event.option) || decision?.kind !== 'respond') return null;
  const afterInto = steps[at + 1]?.decision?.kind === 'into' ? at + 2 : at + 1;
  const use = steps[afterInto];
  return use?.decision?.kind === 'use' &&
    use.decision.source === decision.source &&
    use.event.type === 'choose' &&
    'use' in use.event.option
    ? use.event.option.use
    : null;
}

/**
 * A Neigh round nobody answers, told by answering the decision that follows it where the phone
 * offers that one under the round: the move then told (the Stable the card enters, named by the
 * phone ahead, is skipped), or null.
 */
function passedAhead(steps: readonly ScriptStep[], at: number): number | null {
  const { event, decision } = steps[at]!;
  if (event.type !== 'choose' || !('pass' in event.option) || decision?.kind !== 'respond') return null;
  if (passThenUse(steps, at) !== null) return null;
  const next = steps[at + 1]?.decision?.kind === 'into' ? at + 2 : at + 1;
  return steps[next] ? next : null;
}

/** The kind of move told at `at`, for the histogram (a draw told with its play counts as one). */
const kindOf = (steps: readonly ScriptStep[], at: number): string => {
  const step = steps[at]!;
  return step.decision === null ? 'correction' : drawAndPlay(steps, at) ? 'draw+action' : step.decision.kind;
};

/** Tells one move of the script with the taps a player would make (a draw with its play, above). */
async function tell(
  page: Page,
  steps: readonly ScriptStep[],
  at: number,
  tap: (target: Locator) => Promise<void>,
  /** The panel answered: the decision asked, or the one offered under a Neigh round nobody answers. */
  now: Locator = page.locator('.now'),
): Promise<void> {
  const step = steps[at]!;
  const button = (name: string | RegExp) =>
    now.getByRole('button', { name, exact: typeof name === 'string' });
  const { event, decision } = step;
  if (event.type === 'correct') {
    const correction = event.correction;
    if (correction.kind !== 'drew')
      throw new Error(`the replay does not tell a "${correction.kind}" correction`);
    await tap(page.getByRole('button', { name: 'Fix the table' }));
    await tap(page.getByRole('button', { name: `${NAMES[correction.player]} drew 1 more`, exact: true }));
    await page
      .getByRole('status')
      .getByText(`Correction: ${NAMES[correction.player]} drew 1 more card`)
      .waitFor();
    await screenshot(page, 'whole-game-correction');
    await tap(page.getByRole('button', { name: 'Back to the game' }).first());
    await screenshot(page, 'whole-game-after-correction');
    return;
  }
  const option: Option = event.option;
  const who = NAMES[decision!.player ?? 0]!;
  const withPlay = drawAndPlay(steps, at);
  if (withPlay && 'play' in withPlay.then) return nameCard(now, withPlay.then.play, tap);
  if (withPlay) return tap(button(`${who} drew 2 (1 instead of playing)`));
  if ('draw' in option) {
    return tap(
      decision!.kind === 'draw' ? button(`${who} drew 1 card`) : button('Draw a card instead of playing'),
    );
  }
  // "No one answers" and whether the card's player uses its effect once it is in, in one tap.
  const use = passThenUse(steps, at);
  if (use !== null) {
    const both = button(new RegExp(`^${use ? 'Yes' : 'No'}: no one answers`));
    if ((await both.count()) > 0) return tap(both);
  }
  if ('pass' in option) {
    const kind = decision!.kind;
    const words: Partial<Record<string, string | RegExp>> = {
      respond: /^No one answers/,
      'beginning-of-turn': 'Draw now',
      action: 'End the Action phase',
    };
    return tap(button(words[kind] ?? 'Done'));
  }
  if ('use' in option) return tap(button(option.use ? 'Use it' : 'Do not use it'));
  if ('trigger' in option) return tap(button(`Use ${cardName(option.card)}`));
  if ('none' in option) return tap(button(/^(None|Another kind of card \(kept hidden\))$/));
  if ('play' in option) {
    const known = button(`Play ${cardName(option.play)}`);
    if ((await known.count()) > 0) return tap(known);
    return nameCard(now, option.play, tap);
  }
  if ('index' in option) {
    // Two copies of a card in one Stable are two buttons of the same name, in the Stable's order.
    const twins = decision!.options.filter(
      (o) => 'index' in o && o.player === option.player && o.card === option.card && o.index < option.index,
    );
    return tap(button(`${cardName(option.card)} (${NAMES[option.player]}’s Stable)`).nth(twins.length));
  }
  if ('player' in option && 'card' in option)
    return tap(button(`${NAMES[option.player]}: ${cardName(option.card)}`));
  if ('player' in option) return tap(button(NAMES[option.player]!));
  if ('card' in option) return nameCard(now, option.card, tap);
  throw new Error(`the replay does not tell ${JSON.stringify(option)}`);
}

describe.skipIf(NO_BROWSER)('a whole game told to the phone', () => {
  const app = servedApp();

  it('follows a 3-player base game of 33 turns from a shuffled deck, every card playable, move by move, typing nothing', async () => {
    const script = scriptGame(SEED, 30, 4, BROAD);
    // The game holds what a real one brings: a double draw fixed, a Neigh battle settled by a Super
    // Neigh, a Downgrade into another Stable, a discard of 2 at the hand limit.
    expect(script.holds).toEqual({
      doubleDraw: true,
      superNeighBattle: true,
      downgradeElsewhere: true,
      discardTwo: true,
    });
    expect(script.turns).toBeGreaterThanOrEqual(30);

    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, script.start);
    await page.evaluate(() => {
      const w = window as unknown as { __taps: number; __keys: number };
      w.__taps = 0;
      w.__keys = 0;
      document.addEventListener('click', (e) => e.isTrusted && w.__taps++, { capture: true });
      document.addEventListener('keydown', (e) => e.isTrusted && w.__keys++, { capture: true });
    });
    // The taps by the kind of decision told (a draw told with its play counts as the play's).
    const byKind: Record<string, number> = {};
    /** How many times each kind was told: the taps per telling of it. */
    const toldByKind: Record<string, number> = {};
    /** Taps whose button was off the screen or under something until scrolled to, by kind. */
    const scrolledByKind: Record<string, number> = {};
    let telling = '';
    const tap = async (target: Locator): Promise<void> => {
      byKind[telling] = (byKind[telling] ?? 0) + 1;
      if (!(await uncovered(page, target))) scrolledByKind[telling] = (scrolledByKind[telling] ?? 0) + 1;
      await target.click();
    };

    // One pass of the loop per move told; a move the phone answered ahead (the Stable named with
    // the play, sent there by "No one answers") is skipped, since the phone is already past it.
    let index = 0;
    let checked = 0;
    let tells = 0;
    while (index < script.steps.length) {
      const step = script.steps[index]!;
      // Nobody Neighs: the next move, where the phone offers it under the Neigh round, says so too.
      const ahead = page.locator('.now-ahead');
      const next = passedAhead(script.steps, index);
      const aheadOffered = AHEAD && next !== null && (await ahead.count()) > 0;
      telling = aheadOffered ? `respond+${kindOf(script.steps, next)}` : kindOf(script.steps, index);
      tells++;
      toldByKind[telling] = (toldByKind[telling] ?? 0) + 1;
      try {
        if (aheadOffered) await tell(page, script.steps, next, tap, ahead);
        else await tell(page, script.steps, index, tap);
        await page.waitForFunction(
          (want) => Number(document.querySelector('.now')?.getAttribute('data-step') ?? want) >= want,
          index + 1,
        );
      } catch (error) {
        await screenshot(page, 'whole-game-stuck');
        throw new Error(`turn ${step.turn}, move ${index}: ${(error as Error).message}`, { cause: error });
      }
      // The phone's table, against the real one after the last move the phone has recorded.
      let at = index + 1;
      let shown: SeenTable | undefined;
      for (let attempt = 0; attempt < 40; attempt++) {
        at = await stepOf(page);
        shown = await shownTable(page, NAMES);
        const after = script.steps[at - 1]?.after;
        if (!after || JSON.stringify(shown) === JSON.stringify(after)) break;
        await page.waitForTimeout(250);
      }
      const after = script.steps[at - 1]?.after;
      if (after) {
        expect(shown, `turn ${script.steps[at - 1]!.turn}, after move ${at - 1}`).toEqual(after);
        checked++;
      }
      index = at;
    }
    await screenshot(page, 'whole-game-end');

    const { taps, keys } = await page.evaluate(() => {
      const w = window as unknown as { __taps: number; __keys: number };
      return { taps: w.__taps, keys: w.__keys };
    });
    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    writeFileSync(
      REPORT,
      JSON.stringify(
        {
          seed: SEED,
          broad: BROAD,
          ahead: AHEAD,
          turns: script.turns,
          moves: script.steps.length,
          tells,
          checked,
          taps,
          keys,
          byKind,
          toldByKind,
          scrolledByKind,
        },
        null,
        2,
      ),
    );
    // The table was checked after every tap that recorded moves, but the draw told wrong before its fix.
    expect(checked).toBe(tells - 1);
    expect(keys).toBe(0);
    await context.close();
  }, 900_000);
});
