// The table screen's top bar on a phone in portrait (390 px wide): whose turn, whole and on one
// line at the size the table reads it from, over the deck, discard and Nursery counts, in English
// and in French.
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, servedApp } from './harness.ts';

/**
 * What the bar says for a player's turn, in each language (French counts' labels, "Défausse", are
 * wider): every seat name the e2e scripts use, and a longer one ("Tour de Camille").
 */
const NAMES = ['Ana', 'Ben', 'Cleo', 'Cy', 'Dan', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Camille'];
const TURN = {
  en: (name: string) => `${name}’s turn`,
  fr: (name: string) => (/^[AEIOUY]/.test(name) ? `Tour d’${name}` : `Tour de ${name}`),
} as const;

describe.skipIf(NO_BROWSER)('the top bar of the table', () => {
  const app = servedApp();

  for (const lang of ['en', 'fr'] as const) {
    it(`says whose turn on one line at 390 px, the counts beside it, for every name (${lang})`, async () => {
      const { context, page } = await phone(app.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
      await page.setViewportSize({ width: 390, height: 844 });
      for (const name of NAMES) {
        await page.goto(`${app.origin}/#/load`);
        const position = {
          game: 'unstable-unicorns',
          language: lang,
          players: [name === 'Ana' ? 'Ben' : 'Ana', name, 'Cleo' === name ? 'Dan' : 'Cleo'].map(
            (seat, i) => ({
              name: seat,
              stable: [['Baby Unicorn (Red)', 'Baby Unicorn (Pink)', 'Baby Unicorn (Orange)'][i]],
              hand: 5,
            }),
          ),
          deck: 50,
          turn: { player: name, phase: 'draw' },
        };
        await page.locator('textarea').fill(JSON.stringify(position));
        await page.locator('button.primary').last().click();
        const title = page.locator('.topbar h1');
        await expect.poll(() => title.textContent()).toBe(TURN[lang](name));
        await page.locator('#now-what').waitFor();
        const shown = await title.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return {
            lines: lines.size,
            size: parseFloat(getComputedStyle(el).fontSize),
            cut: el.scrollWidth > el.clientWidth + 0.5,
          };
        });
        // One line, not cut, at 1.75rem (28 px) or larger: the size the bar had when it wrapped.
        expect(shown, TURN[lang](name)).toEqual({ lines: 1, size: expect.any(Number), cut: false });
        expect(shown.size).toBeGreaterThanOrEqual(28);
        // The three counts stay whole under it, inside the screen.
        const bar = (await page.locator('.topbar').boundingBox())!;
        for (const stat of await page.locator('.topbar .stat').all()) {
          const box = (await stat.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
          expect(await stat.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5)).toBe(true);
        }
        await page.screenshot({ path: `test-output/screenshots/top-bar-${lang}-${name}.png`, clip: bar });
      }
      await context.close();
    }, 240_000);
  }
});
