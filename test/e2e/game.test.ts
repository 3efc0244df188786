// A whole game of Unstable Unicorns refereed in real Chromium, from the new-game screen to the
// declared winner: a refused play, an undo, a beginning-of-turn trigger used and then lost, a
// Neigh chain with a reload in the middle of it, the end screen; then history and disputes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  answer,
  drawPhase,
  expectNow,
  NO_BROWSER,
  noOneAnswers,
  phone,
  pickCard,
  screenshot,
  seriousAxeIssues,
  servedApp,
  stableIfAsked,
} from './harness.ts';

/** What the table waits for now, as the "Now" panel says it. */
const now = (page: Page) => page.locator('#now-what');

/** Plays a Unicorn, Upgrade or Downgrade card into a Stable, and nobody answers it. */
async function play(page: Page, query: string, card: RegExp, into: string): Promise<void> {
  await pickCard(page, query, card);
  await stableIfAsked(page, into);
  await expectNow(page, /^Any Neigh against .+’s .+\?$/);
  await noOneAnswers(page);
  await stableIfAsked(page, into);
}

describe.skipIf(NO_BROWSER)('a whole game at the table', () => {
  const app = servedApp();

  it('referees three players from the new-game screen to Ana’s seventh Unicorn', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    for (const [n, name] of ['Ana', 'Ben', 'Cy'].entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    await screenshot(page, 'new-game-filled');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // Turn 1, Ana. The Draw phase is asked, never skipped.
    await drawPhase(page, 'Ana');
    // A Neigh cannot be played as an action: refused, in a sentence naming the rule.
    await expectNow(page, 'Ana: play a card, or draw');
    await page.getByLabel('Search a card').fill('neigh');
    await page.getByRole('button', { name: /^Neigh/ }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Refused: .*Neigh answers a card another player is playing/);
    expect(await now(page).textContent()).toBe('Ana: play a card, or draw');
    await play(page, 'basic red', /^Basic Unicorn \(Red\)/, 'Ana');
    await screenshot(page, 'table-en');
    expect(await seriousAxeIssues(page)).toEqual([]);

    // Ben draws by mistake; the table takes it back from the history, deliberately.
    await drawPhase(page, 'Ben');
    await expectNow(page, 'Ben: play a card, or draw');
    await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    await expectNow(page, 'Cy: draw 1 card');
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('dialog').getByText('Take back “Ben drew instead of playing”?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.history li.undone', { hasText: 'Ben drew instead of playing' }).waitFor();
    await screenshot(page, 'history-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectNow(page, 'Ben: play a card, or draw');

    await play(page, 'purple', /^Basic Unicorn \(Purple\)/, 'Ben');
    await drawPhase(page, 'Cy');
    await play(page, 'indigo', /^Basic Unicorn \(Indigo\)/, 'Cy');
    // Turn 2: Ana's Double Dutch, an Upgrade with a beginning-of-turn effect.
    await drawPhase(page, 'Ana');
    await play(page, 'double dutch', /^Double Dutch/, 'Ana');
    await drawPhase(page, 'Ben');
    await play(page, 'purple', /^Basic Unicorn \(Purple\)/, 'Ben');
    await drawPhase(page, 'Cy');
    await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));

    // Turn 3: the trigger is offered before the draw; Ana uses it and plays two cards.
    await expectNow(page, 'Beginning of turn: Ana may use an effect before drawing');
    await page.getByText('Lost once the draw is made: Double Dutch').waitFor();
    await screenshot(page, 'beginning-of-turn-en');
    await answer(page, page.getByRole('button', { name: 'Use Double Dutch' }));
    await drawPhase(page, 'Ana');
    await play(page, 'orange', /^Basic Unicorn \(Orange\)/, 'Ana');
    await expectNow(page, 'Ana may play one more card');
    await play(page, 'yellow', /^Basic Unicorn \(Yellow\)/, 'Ana');
    await drawPhase(page, 'Ben');
    await play(page, 'purple', /^Basic Unicorn \(Purple\)/, 'Ben');
    await drawPhase(page, 'Cy');
    await play(page, 'indigo', /^Basic Unicorn \(Indigo\)/, 'Cy');

    // Turn 4: Ana draws without using Double Dutch, so it is lost for this turn: one play only.
    await expectNow(page, 'Beginning of turn');
    await answer(page, page.getByRole('button', { name: 'Draw now' }));
    await expectNow(page, 'Ana: draw 1 card');
    await page.getByText('Not used before the draw, now lost for this turn: Double Dutch').waitFor();
    await drawPhase(page, 'Ana');
    await expectNow(page, 'Ana: play a card, or draw');

    // A Neigh chain: Ben Neighs Ana's Unicorn, Cy Neighs Ben's Neigh.
    await pickCard(page, 'green', /^Basic Unicorn \(Green\)/);
    await stableIfAsked(page, 'Ana');
    await answer(page, page.getByRole('button', { name: 'Ben: Neigh', exact: true }));
    await page.locator('.pile li', { hasText: 'Ben: Neigh' }).waitFor();

    // The phone is reloaded in the middle of the chain: it resumes exactly there.
    await page.reload();
    await expectNow(page, 'Any Neigh against Ben’s Neigh?');
    expect(await page.locator('.pile li').allTextContents()).toEqual([
      'Ana: Basic Unicorn (Green)',
      'Ben: Neigh',
    ]);

    await answer(page, page.getByRole('button', { name: 'Cy: Neigh', exact: true }));
    await page.locator('.pile li', { hasText: 'Cy: Neigh' }).waitFor();
    await screenshot(page, 'neigh-chain-en');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeIssues(page)).toEqual([]);
    await answer(page, page.getByRole('button', { name: /^No one answers: Neigh goes ahead/ }));
    // Cy's Neigh cancelled Ben's: the Unicorn is on the pile alone, open to answers again.
    await expectNow(page, 'Any Neigh against Ana’s Basic Unicorn (Green)?');
    expect(await page.locator('.pile li').allTextContents()).toEqual(['Ana: Basic Unicorn (Green)']);
    await answer(page, page.getByRole('button', { name: /^No one answers/ }));
    await stableIfAsked(page, 'Ana');

    await drawPhase(page, 'Ben');
    await expectNow(page, 'Ben: play a card, or draw');
    await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    await drawPhase(page, 'Cy');
    await play(page, 'indigo', /^Basic Unicorn \(Indigo\)/, 'Cy');

    // Turn 5: Double Dutch again, two Unicorns, and Ana reaches seven.
    await answer(page, page.getByRole('button', { name: 'Use Double Dutch' }));
    await drawPhase(page, 'Ana');
    await play(page, 'blue', /^Basic Unicorn \(Blue\)/, 'Ana');
    await play(page, 'basic red', /^Basic Unicorn \(Red\)/, 'Ana');

    await page.getByRole('heading', { name: 'Game over', level: 2 }).waitFor();
    expect(await page.locator('.winner .big').textContent()).toBe('Ana wins');
    expect(await page.locator('.winner').textContent()).toContain('Ana reached 7 Unicorns.');
    expect(await page.locator('table.scores tbody tr').allTextContents()).toEqual(['Ana7', 'Ben4', 'Cy4']);
    await screenshot(page, 'end-en');
    expect(await seriousAxeIssues(page)).toEqual([]);

    // The history tells the game in words; the undone draw was replaced by Ben's play.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Ben answered with Neigh').waitFor();
    expect(await page.locator('.history li.undone').count()).toBe(0);
    await page.getByText('Ana went to the draw; lost: Double Dutch').waitFor();

    // Home lists the game as finished.
    await page.goto(app.origin);
    await page.getByText('Finished').waitFor();
    expect(requests.every((url) => url.startsWith(`${app.origin}/`))).toBe(true);
    await context.close();
  }, 240_000);
});
