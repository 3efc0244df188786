// A phone lying in the middle of the table, in real Chromium: four Stables in view without scrolling in
// portrait and in landscape, each turned to face its player, the counts that matter at 28 px or more
// (the question at 24 px or more, so that it leaves the answers room),
// and the one-column layout still there for a phone held in hand.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNow,
  loadPosition,
  NO_BROWSER,
  phone,
  screenshot,
  seriousAxeIssues,
  servedApp,
  uncovered,
} from './harness.ts';

const fourPlayers = {
  game: 'unstable-unicorns',
  language: 'en',
  players: [
    { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Rhinocorn', 'Basic Unicorn (Red)'], hand: 4 },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Slowdown', 'Unicorn Phoenix'], hand: 5 },
    { name: 'Cy', stable: ['Baby Unicorn (Orange)', 'Rainbow Aura'], hand: 5 },
    { name: 'Dee', stable: ['Baby Unicorn (Yellow)', 'Basic Unicorn (Blue)'], hand: 6 },
  ],
  deck: 40,
  discard: ['Neigh'],
  turn: { player: 'Ana', phase: 'action' },
};

async function loadFour(page: Page, origin: string): Promise<void> {
  await loadPosition(page, origin, fourPlayers);
  await expectNow(page, /Ana/);
}

/** Each player's Stable box, as the page lays it out now (no scrolling done). */
async function seatBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('article.seat')].map((seat) => {
      const box = seat.getBoundingClientRect();
      const style = getComputedStyle(seat);
      return {
        name: seat.getAttribute('aria-label'),
        side: seat.dataset.side ?? null,
        top: box.top,
        left: box.left,
        bottom: box.bottom,
        right: box.right,
        writingMode: style.writingMode,
        transform: style.transform,
      };
    }),
  );
}

/** The rendered font size, in CSS pixels, of every element matching the selector. */
async function fontSizes(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
}

/** matrix(a, b, c, d, e, f) of a computed transform, or null for none. */
function matrix(transform: string): number[] | null {
  const found = /^matrix\(([^)]*)\)$/.exec(transform);
  return found ? found[1]!.split(',').map(Number) : null;
}

describe.skipIf(NO_BROWSER)('the table seen from every seat', () => {
  const app = servedApp();

  for (const [width, height, name] of [
    [390, 844, 'portrait'],
    [844, 390, 'landscape'],
  ] as const) {
    it(`shows four Stables without scrolling, each facing its player (${name} ${width} x ${height})`, async () => {
      const { context, page } = await phone(app.browser);
      await page.setViewportSize({ width, height });
      await loadFour(page, app.origin);
      const seats = await seatBoxes(page);
      expect(seats.map((seat) => seat.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
      for (const seat of seats) {
        expect(seat.top, `${seat.name} top`).toBeGreaterThanOrEqual(0);
        expect(seat.left, `${seat.name} left`).toBeGreaterThanOrEqual(0);
        expect(seat.bottom, `${seat.name} bottom`).toBeLessThanOrEqual(height + 0.5);
        expect(seat.right, `${seat.name} right`).toBeLessThanOrEqual(width + 0.5);
      }
      // Turn order goes clockwise from the phone's bottom edge: Ana bottom, Ben left, Cy top, Dee right.
      const bySide = Object.fromEntries(seats.map((seat) => [seat.name, seat]));
      expect(Object.fromEntries(seats.map((seat) => [seat.name, seat.side]))).toEqual({
        Ana: 'bottom',
        Ben: 'left',
        Cy: 'top',
        Dee: 'right',
      });
      // Ana reads hers as it is; Cy, across the table, reads it upside down from the phone's view:
      // turned half a turn, it is upright for her. Ben's and Dee's run along their edges.
      expect(matrix(bySide.Ana!.transform)).toBeNull();
      expect(bySide.Ana!.writingMode).toBe('horizontal-tb');
      expect(matrix(bySide.Cy!.transform)!.map((n) => Math.round(n))).toEqual([-1, 0, 0, -1, 0, 0]);
      // A decision too big for the middle (here Ana's play, with its card picker) takes the whole
      // width: on a phone in portrait the side Stables then run across it as strips under the
      // decision, Ben's above Dee's; otherwise, and always on a phone on its side, they run along
      // their edges.
      const sheet = (await page.locator('.around[data-sheet]').count()) > 0;
      if (sheet && name === 'portrait') {
        expect(bySide.Ben!.writingMode).toBe('horizontal-tb');
        expect(bySide.Dee!.writingMode).toBe('horizontal-tb');
        expect(matrix(bySide.Ben!.transform)).toBeNull();
        expect(bySide.Ben!.bottom).toBeLessThanOrEqual(bySide.Dee!.top);
        const middle = (await page.locator('.around-center').boundingBox())!;
        expect(middle.width).toBeGreaterThanOrEqual(width * 0.9);
        expect(middle.y + middle.height).toBeLessThanOrEqual(bySide.Cy!.top);
      } else {
        expect(bySide.Ben!.writingMode).toBe('vertical-rl');
        expect(matrix(bySide.Ben!.transform)).toBeNull();
        expect(bySide.Dee!.writingMode).toBe('vertical-rl');
        expect(matrix(bySide.Dee!.transform)!.map((n) => Math.round(n))).toEqual([-1, 0, 0, -1, 0, 0]);
        expect(bySide.Ben!.right).toBeLessThan(bySide.Dee!.left);
      }
      // Seen from above, Ana's Stable is nearest the bottom edge and Cy's nearest the top.
      expect(bySide.Ana!.top).toBeGreaterThan(bySide.Cy!.bottom);

      // The numbers that matter from across the table: Unicorns, hand sizes, whose turn; the deck,
      // discard and Nursery counts in the top bar as large as they were; the question at 24 px or more.
      for (const [selector, least] of [
        ['.seat .count', 28],
        ['.seat .hand-count', 28],
        ['.topbar h1', 28],
        ['.topbar .stat .n', 25.6],
        ['#now-what', 24],
      ] as const) {
        const sizes = await fontSizes(page, selector);
        expect(sizes.length, selector).toBeGreaterThan(0);
        for (const size of sizes) expect(size, selector).toBeGreaterThanOrEqual(least);
      }
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.screenshot({ path: `test-output/screenshots/table-around-${name}.png` });

      // Fixing the table takes the full width, not the narrow middle: every button of the panel
      // lies inside the screen's width, and once scrolled to, none is covered (by the top bar...).
      await page.getByRole('button', { name: 'Fix the table' }).click();
      const fix = page.locator('section.fix');
      await page.getByRole('heading', { name: 'Fix the table', level: 2 }).waitFor();
      const panel = (await fix.boundingBox())!;
      expect(panel.width, 'Fix the table panel width').toBeGreaterThanOrEqual(width * 0.9);
      // "Back to the game" is in view as the panel opens, below the top bar, not under it.
      expect(await uncovered(page, fix.getByRole('button', { name: 'Back to the game' }).first())).toBe(true);
      // A photo button is a label around a hidden file input: the label is what the finger meets.
      const buttons = fix.locator('button, label:has(input[type=file])');
      const count = await buttons.count();
      expect(count, 'buttons in Fix the table').toBeGreaterThan(8);
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        const label = (await button.textContent())?.trim() || (await button.getAttribute('aria-label'));
        expect(box.x, `${label} left`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${label} right`).toBeLessThanOrEqual(width + 0.5);
        expect(await uncovered(page, button), `${label} uncovered`).toBe(true);
      }
      await page.screenshot({ path: `test-output/screenshots/fix-table-around-${name}.png` });
      expect(await seriousAxeIssues(page)).toEqual([]);
      await fix.getByRole('button', { name: 'Back to the game' }).first().click();
      await expectNow(page, /Ana/);
      await context.close();
    }, 180_000);
  }

  it('keeps each search result inside the middle column, its name clear of the ⓘ beside it', async () => {
    const { context, page } = await phone(app.browser);
    await loadFour(page, app.origin);
    // A Magical Unicorn and a long Basic name: each result has a type and an ⓘ to fit in as well.
    for (const query of ['rhino', 'basic unicorn (indigo)']) {
      await page.getByLabel('Search a card').fill(query);
      await page.locator('.results li').first().waitFor();
      const rows = await page.evaluate(() => {
        const middle = document.querySelector('.around-center')!.getBoundingClientRect();
        return [...document.querySelectorAll('.results li')].map((li) => {
          const [name, info] = [...li.children].map((el) => el.getBoundingClientRect());
          const button = li.children[0] as HTMLElement;
          return {
            text: li.textContent,
            inside: name!.left >= middle.left && info!.right <= middle.right + 0.5,
            apart: name!.right <= info!.left,
            fits: button.scrollWidth <= button.clientWidth,
          };
        });
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row, row.text ?? '').toMatchObject({ inside: true, apart: true, fits: true });
      // Below the fold of the middle column: the player scrolls to it, and nothing lies over it there.
      await page.locator('.results li button').first().scrollIntoViewIfNeeded();
      await expect.poll(() => uncovered(page, page.locator('.results li button').first())).toBe(true);
    }
    await screenshot(page, 'table-search-results');
    await context.close();
  }, 180_000);

  it('keeps the one-column layout for a phone held in hand', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Phone in hand: one column').check();
    await loadFour(page, app.origin);
    const seats = await seatBoxes(page);
    // One column, in turn order, every Stable upright for the one holding the phone.
    for (const [i, seat] of seats.entries()) {
      expect(seat.side).toBeNull();
      expect(matrix(seat.transform)).toBeNull();
      expect(seat.writingMode).toBe('horizontal-tb');
      if (i > 0) expect(seat.top).toBeGreaterThan(seats[i - 1]!.top);
    }
    await screenshot(page, 'table-list-layout');
    await context.close();
  }, 180_000);
});
