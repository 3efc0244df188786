// At 5 to 8 players each seat is a tile; one tap opens that player's whole Stable turned toward the
// edge of the phone where they sit, so that they read it from their chair (issue 26), in real Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNow,
  loadPosition,
  NO_BROWSER,
  phone,
  seriousAxeIssues,
  servedApp,
  uncovered,
} from './harness.ts';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dee', 'Eli', 'Fay'];
const STABLES = [
  ['Baby Unicorn (Red)', 'Rhinocorn', 'Basic Unicorn (Red)'],
  ['Baby Unicorn (Pink)', 'Unicorn Phoenix', 'Barbed Wire'],
  ['Baby Unicorn (Orange)', 'Basic Unicorn (Orange)'],
  ['Baby Unicorn (Yellow)', 'Rainbow Aura', 'Pandamonium', 'Basic Unicorn (Green)'],
  ['Baby Unicorn (Green)', 'Basic Narwhal', 'Blinding Light'],
  ['Baby Unicorn (Blue)', 'Basic Unicorn (Indigo)'],
];

const sixPlayers = {
  game: 'unstable-unicorns',
  language: 'en',
  players: NAMES.map((name, i) => ({ name, stable: STABLES[i], hand: 5 })),
  deck: 40,
  turn: { player: 'Ana', phase: 'action' },
};

/**
 * Opens a player's Stable from their tile and says, from the boxes on the screen, where its title sits
 * against its Close button (a reader finds the title above the button as they look at it), how far
 * it is turned, and whether every card is on the screen with nothing over it.
 */
async function openStable(page: Page, name: string) {
  await page
    .locator('.seat-tile')
    .filter({ has: page.locator('.name', { hasText: new RegExp(`^${name}$`) }) })
    .click();
  const dialog = page.getByRole('dialog', { name: `${name}’s Stable` });
  await dialog.waitFor();
  const title = await dialog.getByRole('heading').boundingBox();
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  const turn = await dialog.evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform);
    return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
  });
  const chips = dialog.locator('.chips > li');
  const cards: string[] = [];
  let allSeen = true;
  for (let i = 0; i < (await chips.count()); i++) {
    cards.push((await chips.nth(i).textContent())!.replace(/^[▲▼]/, ''));
    if (!(await uncovered(page, chips.nth(i)))) allSeen = false;
  }
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  });
  const where = { title: centre(title!), close: centre(close!) };
  const axe = await seriousAxeIssues(page);
  const size = page.viewportSize()!;
  await page.screenshot({ path: `test-output/screenshots/facing-${name}-${size.width}x${size.height}.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { turn, cards, allSeen, axe, ...where };
}

describe.skipIf(NO_BROWSER)('a Stable opened from its tile faces its player', () => {
  const app = servedApp();

  for (const [width, height] of [
    [390, 844],
    [844, 390],
  ] as const) {
    it(`six players round the phone: a seat on each side reads its own Stable (${width} x ${height})`, async () => {
      const { context, page } = await phone(app.browser);
      await page.setViewportSize({ width, height });
      await loadPosition(page, app.origin, sixPlayers);
      await expectNow(page, /Ana/);
      // Six spread round the table, clockwise from the phone's bottom edge: Ana at the bottom, Ben and
      // Cleo on the left, Dee across at the top, Eli and Fay on the right.
      for (const [name, side, turn] of [
        ['Ana', 'bottom', 0],
        ['Ben', 'left', 90],
        ['Dee', 'top', 180],
        ['Eli', 'right', -90],
      ] as const) {
        const seen = await openStable(page, name);
        const stable = STABLES[NAMES.indexOf(name)]!;
        expect(seen.cards.sort(), `${name}'s cards`).toEqual([...stable].sort());
        expect(seen.allSeen, `${name}'s cards all on the screen`).toBe(true);
        expect(seen.axe, `axe with ${name}'s Stable open`).toEqual([]);
        expect(Math.abs(seen.turn - turn) % 360, `${name} (${side}) turn`).toBe(0);
        // Read from the player's chair, the title comes before Close: at the bottom edge it is higher
        // up the screen, across at the top lower down, from the left edge further right, from the
        // right edge further left.
        if (side === 'bottom') expect(seen.title.y).toBeLessThan(seen.close.y);
        if (side === 'top') expect(seen.title.y).toBeGreaterThan(seen.close.y);
        if (side === 'left') expect(seen.title.x).toBeGreaterThan(seen.close.x);
        if (side === 'right') expect(seen.title.x).toBeLessThan(seen.close.x);
      }
      await context.close();
    }, 180_000);
  }

  it('at five players, the edge chosen at New game is the one the Stable faces', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    await page.getByRole('button', { name: 'Add a player' }).click();
    await page.getByRole('button', { name: 'Add a player' }).click();
    for (const [n, name] of NAMES.slice(0, 5).entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    // Ben moves from the left edge to the right one.
    await page.getByLabel('Where player 2 sits').selectOption('right');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expectNow(page, /Ana/);
    const ben = await openStable(page, 'Ben');
    expect(ben.turn).toBe(-90);
    expect(ben.title.x).toBeLessThan(ben.close.x);
    const cleo = await openStable(page, 'Cleo');
    expect(cleo.turn).toBe(180);
    await context.close();
  }, 180_000);
});
