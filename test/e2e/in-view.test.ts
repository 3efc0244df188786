// Every screen opens where the eye is, in real Chromium on a phone lying among three players: the
// scanner over the whole screen (not inside the narrow middle), Fix the table's "Move a card" picker
// in view as it opens far down its long panel (which scrolls by itself, not the page), what just
// happened above the fold, Neigh answers that look tappable, and the end of the game with the winner first.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, expectNow, loadPosition, NO_BROWSER, phone, servedApp, uncovered } from './harness.ts';

const three = {
  game: 'unstable-unicorns',
  language: 'en',
  players: [
    {
      name: 'Ana',
      stable: [
        'Baby Unicorn (Red)',
        'Rhinocorn',
        'Basic Unicorn (Red)',
        'Basic Unicorn (Orange)',
        'Unicorn Phoenix',
        'Llamacorn',
      ],
      hand: ['Basic Unicorn (Blue)'],
    },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Basic Unicorn (Green)'], hand: 5 },
    { name: 'Cleo', stable: ['Baby Unicorn (Orange)'], hand: 5 },
  ],
  deck: 50,
  turn: { player: 'Ana', phase: 'action' },
};

/** The element's box lies wholly inside the viewport now, and nothing covers it. */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const { width, height } = page.viewportSize()!;
  if (!box) return false;
  const inside = box.y >= -0.5 && box.x >= -0.5 && box.y + box.height <= height + 0.5;
  return inside && box.x + box.width <= width + 0.5 && (await uncovered(page, target));
}

describe.skipIf(NO_BROWSER)('every screen opens in view', () => {
  const app = servedApp();

  it('opens the scanner over the whole screen', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, three);
    await expectNow(page, 'Ana: play a card, or draw');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const scanner = page.getByRole('region', { name: 'Scan a card' });
    await scanner.waitFor();
    // The whole phone, not the 170 px middle column between the side Stables.
    const box = (await scanner.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await page.screenshot({ path: 'test-output/screenshots/in-view-scanner.png' });
    await context.close();
  }, 180_000);

  it('opens "Move a card" where the eye is, far down Fix the table', async () => {
    const second = await phone(app.browser);
    await loadPosition(second.page, app.origin, three);
    await expectNow(second.page, 'Ana: play a card, or draw');
    await second.page.getByRole('button', { name: 'Fix the table' }).click();
    const move = second.page.getByRole('button', { name: 'Move a card', exact: true });
    await move.scrollIntoViewIfNeeded();
    await move.click();
    const picker = second.page.locator('.fix-pick');
    await expect.poll(() => inView(second.page, picker.locator('h3'))).toBe(true);
    await second.page.screenshot({ path: 'test-output/screenshots/in-view-move.png' });
    await second.context.close();
  }, 180_000);

  it('scrolls Fix the table inside its own panel, the table under it staying still', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, three);
    await expectNow(page, 'Ana: play a card, or draw');
    await page.getByRole('button', { name: 'Fix the table' }).click();
    const panel = page.locator('section.fix');
    await panel.waitFor();
    // The page itself has nothing to scroll: the panel (taller than the phone) scrolls by itself.
    const sizes = () =>
      page.evaluate(() => ({
        page: document.scrollingElement!.scrollHeight - innerHeight,
        panel:
          document.querySelector('section.fix')!.scrollHeight -
          document.querySelector('section.fix')!.clientHeight,
      }));
    const before = await sizes();
    expect(before.page).toBeLessThanOrEqual(1);
    expect(before.panel).toBeGreaterThan(100);
    const move = page.getByRole('button', { name: 'Move a card', exact: true });
    await move.scrollIntoViewIfNeeded();
    await move.click();
    await expect.poll(() => inView(page, panel.locator('.fix-pick h3'))).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it('shows what just happened above the fold of the middle, whatever the next decision', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, three);
    await expectNow(page, 'Ana: play a card, or draw');
    // Ana draws instead of playing: Ben's turn comes, and his draw (with its card picker) is asked.
    await answer(page, page.getByRole('button', { name: /^Draw a card instead of playing/ }));
    await expectNow(page, 'Ben: draw 1 card');
    const latest = page.locator('.just-now li').last();
    await expect.poll(() => latest.textContent()).toMatch(/\S/);
    expect(await inView(page, latest)).toBe(true);
    await page.screenshot({ path: 'test-output/screenshots/in-view-just-now.png' });
    await context.close();
  }, 180_000);

  for (const colorScheme of ['dark', 'light'] as const) {
    it(`shows each player's Neigh answers as buttons to tap, apart from their panel (${colorScheme})`, async () => {
      const { context, page } = await phone(app.browser, { colorScheme });
      await loadPosition(page, app.origin, {
        ...three,
        players: three.players.map((p, i) => (i === 0 ? { ...p, stable: p.stable.slice(0, 2) } : p)),
      });
      await expectNow(page, 'Ana: play a card, or draw');
      await answer(page, page.getByRole('button', { name: 'Play Basic Unicorn (Blue)' }));
      const buttons = page.locator('.answer-row button');
      await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(2);
      // Once the table has settled from the last answer (while it settles every answer is inert).
      await expect.poll(() => buttons.first().isEnabled()).toBe(true);
      const looks = await buttons.evaluateAll((all) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const contrast = (a: string, b: string) => {
          const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        };
        const panel = getComputedStyle(document.querySelector('.now')!).backgroundColor;
        return all.map((el) => {
          const style = getComputedStyle(el);
          return {
            name: el.getAttribute('aria-label'),
            opacity: Number(style.opacity),
            // A button's edge or its fill stands out from the panel (WCAG's 3:1 for a control).
            edge: Math.max(contrast(style.borderTopColor, panel), contrast(style.backgroundColor, panel)),
            text: contrast(style.color, style.backgroundColor),
          };
        });
      });
      for (const look of looks) {
        expect(look.opacity, look.name!).toBe(1);
        expect(look.edge, look.name!).toBeGreaterThanOrEqual(3);
        expect(look.text, look.name!).toBeGreaterThanOrEqual(4.5);
      }
      await context.close();
    }, 180_000);
  }

  it('shows the winner first when the game ends, whatever was scrolled', async () => {
    const { context, page } = await phone(app.browser);
    // A phone held in hand: one long column, scrolled down to the Stables when the last answer comes.
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Phone in hand: one column').check();
    await loadPosition(page, app.origin, three);
    await expectNow(page, 'Ana: play a card, or draw');
    // Ana's seventh Unicorn: nobody answers, and it goes into her Stable.
    await answer(page, page.getByRole('button', { name: 'Play Basic Unicorn (Blue)' }));
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    // Tapped where it is, without scrolling back up to it (once the table has settled).
    const noOne = page.getByRole('button', { name: /^No one answers/ });
    await expect.poll(() => noOne.isEnabled()).toBe(true);
    await noOne.dispatchEvent('click');
    const winner = page.getByText('Ana wins', { exact: true });
    await winner.waitFor();
    await expect.poll(() => inView(page, winner)).toBe(true);
    await page.screenshot({ path: 'test-output/screenshots/in-view-winner.png' });
    await context.close();
  }, 180_000);
});
