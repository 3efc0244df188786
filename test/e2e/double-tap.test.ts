// One tap, one answer: a double tap on a phone lying on the table answers the decision it was
// aimed at and nothing more. Two real clicks 30 to 600 ms apart on "Draw a card instead of
// playing" make one player draw, not two; on "No one answers" the second click does nothing more.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NO_BROWSER, drawPhase, expectNow, phone, servedApp } from './harness.ts';

/** How many events the game holds: the "Now" panel is marked with it. */
async function step(page: Page): Promise<number> {
  return Number(await page.locator('.now').getAttribute('data-step'));
}

/**
 * Clicks the middle of the button twice with the mouse, `gap` ms apart, as a finger would: the
 * second click lands wherever the button was, whatever is drawn there by then. Returns the gap
 * the page saw between the two presses.
 */
async function doubleTap(page: Page, button: Locator, gap: number): Promise<number> {
  // The table is ready for a tap: the button takes one (it rests a moment after each answer).
  await expect.poll(() => button.isEnabled()).toBe(true);
  const box = (await button.boundingBox())!;
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { presses: number[] }).presses = seen;
    document.addEventListener('pointerdown', (event) => seen.push(event.timeStamp), { capture: true });
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(gap);
  await page.mouse.click(x, y);
  const presses = await page.evaluate(() => (window as unknown as { presses: number[] }).presses);
  return presses[presses.length - 1]! - presses[presses.length - 2]!;
}

describe.skipIf(NO_BROWSER)('a double tap', () => {
  const app = servedApp();

  it('on "Draw a card instead of playing" makes one player draw', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    for (const [n, name] of ['Ana', 'Ben', 'Cy'].entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();

    const draw = page.getByRole('button', { name: 'Draw a card instead of playing' });
    // Three turns: a fourth draw would bring Ana to the hand limit.
    const turns = ['Ana', 'Ben', 'Cy', 'Ana'];
    await drawPhase(page, turns[0]!);
    for (const [i, gap] of [30, 300, 600].entries()) {
      await expectNow(page, `${turns[i]}: play a card, or draw`);
      const before = await step(page);
      const seen = await doubleTap(page, draw, gap);
      // Whatever the second click did, let the moment pass, then look at the table: the next
      // player's Draw phase waits, unanswered (the second click did not confirm it).
      await page.waitForTimeout(1000);
      await expectNow(page, `${turns[i + 1]}: draw 1 card`);
      expect(await step(page), `two clicks ${Math.round(seen)} ms apart`).toBe(before + 1);
      if (i < 2) await drawPhase(page, turns[i + 1]!);
    }

    // The history says the same: three draws, each by the player whose turn it was.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const lines = await page.locator('.history li').allTextContents();
    const draws = lines.filter((line) => /drew instead of playing/.test(line));
    // History lists the newest first.
    expect(draws.map((line) => /(Ana|Ben|Cy) drew/.exec(line)?.[1])).toEqual(turns.slice(0, 3).reverse());
    await context.close();
  }, 180_000);

  it('on "No one answers" lets the Unicorn go ahead into its Stable, and nothing more', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    for (const [n, name] of ['Ana', 'Ben', 'Cy'].entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();

    await drawPhase(page, 'Ana');
    await expectNow(page, 'Ana: play a card, or draw');
    await page.getByLabel('Search a card').fill('basic red');
    await page
      .getByRole('button', { name: /^Basic Unicorn \(Red\)/ })
      .first()
      .click();
    await expectNow(page, /Any Neigh|Which Stable does/);
    const askedFirst = (await page.locator('#now-what', { hasText: 'Which Stable does' }).count()) > 0;
    if (askedFirst) {
      // This version asks where the Unicorn goes before the Neighs: a double tap on Ana must
      // not also answer "No one answers".
      const before = await step(page);
      await doubleTap(page, page.getByRole('button', { name: 'Ana', exact: true }), 300);
      await page.waitForTimeout(1000);
      expect(await step(page)).toBe(before + 1);
      await expectNow(page, /Any Neigh/);
    }
    const before = await step(page);
    const seen = await doubleTap(page, page.getByRole('button', { name: /^No one answers/ }), 300);
    await page.waitForTimeout(1000);
    // One tap answers "no one" and names the Stable chosen ahead (Ana's own): two events. The
    // second click did nothing, though "Fix the table" moved up under the finger: Ben's Draw
    // phase waits, unanswered, on the table screen.
    await expectNow(page, 'Ben: draw 1 card');
    expect(await step(page), `two clicks ${Math.round(seen)} ms apart`).toBe(before + 2);
    expect(await page.getByRole('heading', { name: 'Fix the table' }).count()).toBe(0);
    expect(
      await page.locator('article[aria-label="Ana"] .chip', { hasText: 'Basic Unicorn (Red)' }).count(),
    ).toBe(1);
    await context.close();
  }, 180_000);
});
