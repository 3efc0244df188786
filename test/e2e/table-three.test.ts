// Three players around a phone lying on the table, in real Chromium, in English and French: every
// card of every Stable is read or counted and one tap away, and the narrow middle column keeps its
// question, its answers and its buttons inside it, long words whole where they fit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, expectNow, NO_BROWSER, phone, seriousAxeIssues, servedApp, uncovered } from './harness.ts';

/** Stables of three, six and four cards, with long names: more than a side of the phone holds. */
const stables = {
  Ana: ['Baby Pegacorn', 'Unicorn Prophet', 'Tech Supporticorn'],
  Ben: [
    'Baby Bearicorn',
    'Corn on the Cob',
    'Mutually Assured Destructicorn',
    'Trojan Unicorn',
    'Extra Life',
    'Restricted Area',
  ],
  Cleo: ['Baby Slothicorn', 'Tech Supporticorn', 'Sacrificial Lambicorn', 'Anti-Magic Bubble'],
} as const;

type Seat = keyof typeof stables;

/** What a player reads, in each language. */
const words = {
  en: {
    more: (n: number) => new RegExp(`^\\+${n}$`),
    stableOf: (name: string) => `${name}’s Stable`,
    close: 'Close',
    draw: 'Ana: draw 1 card',
    drew: 'Ana drew 1 card',
    answersFirst: 'Someone plays Trapped Chest first…',
    trappedChest: (name: string) => `${name}: Trapped Chest`,
    beginning: 'Beginning of turn: Ana may use an effect before drawing',
    useProphet: 'Use Unicorn Prophet',
    discards: 'Ana discards a card',
  },
  fr: {
    more: (n: number) => new RegExp(`^\\+${n}$`),
    stableOf: (name: string) => `Écurie de ${name}`,
    close: 'Fermer',
    draw: 'Ana : piochez 1 carte',
    drew: 'Ana a pioché 1 carte',
    answersFirst: 'Quelqu’un joue d’abord Trapped Chest…',
    trappedChest: (name: string) => `${name} : Trapped Chest`,
    beginning: 'Début du tour : Ana peut utiliser un effet avant de piocher',
    useProphet: 'Utiliser Unicorn Prophet',
    discards: 'Ana défausse une carte',
  },
} as const;

/** Opens the table at Ana's Beginning of Turn or Draw phase, through Load a position, in any language. */
async function loadThree(page: Page, origin: string, phase: 'beginning' | 'draw'): Promise<void> {
  await page.goto(`${origin}/#/load`);
  await page.locator('textarea').fill(
    JSON.stringify({
      game: 'unstable-unicorns',
      language: 'en',
      decks: ['chaos'],
      players: (Object.keys(stables) as Seat[]).map((name) => ({ name, stable: stables[name], hand: 5 })),
      deck: 60,
      turn: { player: 'Ana', phase },
    }),
  );
  await page.locator('button.primary').last().click();
  await page.locator('#now-what').waitFor();
}

/** Words of the element's text that the layout split across two lines (a name broken in two). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements.flatMap((el) => {
      const broken: string[] = [];
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
      return broken;
    }),
  );
}

/** True when the element's content is wider than the element (text running out of it). */
async function overflows(page: Page, selector: string): Promise<boolean[]> {
  return page.$$eval(selector, (elements) => elements.map((el) => el.scrollWidth > el.clientWidth + 0.5));
}

describe.skipIf(NO_BROWSER)('three players around the phone', () => {
  const app = servedApp();

  for (const [lang, width, height] of [
    ['en', 390, 844],
    ['fr', 390, 844],
    ['en', 360, 740],
    ['en', 844, 390],
  ] as const) {
    it(`shows every Stable card, or counts the rest and opens them in one tap (${lang}, ${width} x ${height})`, async () => {
      const w = words[lang];
      const { context, page } = await phone(app.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
      await page.setViewportSize({ width, height });
      await loadThree(page, app.origin, 'draw');
      await expectNow(page, w.draw);
      for (const name of Object.keys(stables) as Seat[]) {
        const seat = page.locator(`article.seat[aria-label="${name}"]`);
        const chips = seat.locator('.chips > li');
        await expect.poll(() => chips.count()).toBe(stables[name].length);
        // Read as the player reads it: a name is seen when it is on the screen and nothing hides any of it.
        let hidden = 0;
        const seen: string[] = [];
        for (let i = 0; i < stables[name].length; i++) {
          if (await uncovered(page, chips.nth(i)))
            seen.push((await chips.nth(i).textContent())!.replace(/^[▲▼]/, ''));
          else hidden += 1;
        }
        const more = seat.getByRole('button', {
          name: new RegExp(lang === 'fr' ? 'cartes de l’Écurie' : 'cards of'),
        });
        if (hidden === 0) {
          expect(await more.count(), `${name}: no count when every card is seen`).toBe(0);
          continue;
        }
        // The cards not seen are counted where the player looks, and the count is one tap away.
        await expect.poll(() => more.textContent(), { message: `${name}'s count` }).toMatch(w.more(hidden));
        expect(await uncovered(page, more), `${name}'s count is seen`).toBe(true);
        await more.click();
        const dialog = page.getByRole('dialog', { name: w.stableOf(name) });
        await dialog.waitFor();
        const all = dialog.locator('.chips > li');
        expect(await all.count()).toBe(stables[name].length);
        const names: string[] = [];
        for (let i = 0; i < stables[name].length; i++) {
          expect(await uncovered(page, all.nth(i)), `${name}'s card ${i + 1} in the dialog`).toBe(true);
          names.push((await all.nth(i).textContent())!.replace(/^[▲▼]/, ''));
        }
        expect(names.sort()).toEqual([...stables[name]].sort());
        expect(names).toEqual(expect.arrayContaining(seen));
        expect(await seriousAxeIssues(page)).toEqual([]);
        await page.screenshot({ path: `test-output/screenshots/three-${name}-stable-${lang}-${width}.png` });
        await dialog.getByRole('button', { name: w.close }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.screenshot({ path: `test-output/screenshots/three-around-${lang}-${width}x${height}.png` });
      await context.close();
    }, 180_000);
  }

  it('counts turns as the players do: the table’s 4th turn is Ana’s 2nd, on the top bar and in History', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    for (const [n, name] of ['Ana', 'Ben', 'Cleo'].entries())
      await page.getByLabel(`Name of player ${n + 1}`).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();
    const topBar = page.locator('.topbar');
    // Each player draws, then draws again instead of playing: one turn each, round the table.
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      await expectNow(page, `${name}: draw 1 card`);
      await expect.poll(() => topBar.textContent()).toContain('1st turn');
      await answer(page, page.getByRole('button', { name: `${name} drew 1 card`, exact: true }));
      await answer(page, page.getByRole('button', { name: 'Draw a card instead of playing' }));
    }
    await expectNow(page, 'Ana: draw 1 card');
    await expect.poll(() => topBar.textContent()).toMatch(/Ana’s turn\s*2nd turn/);
    expect(await page.locator('.just-now li').allTextContents()).toContain('Ana’s 2nd turn begins');
    expect(await topBar.textContent()).not.toContain('Turn 4');
    await answer(page, page.getByRole('button', { name: 'Ana drew 1 card', exact: true }));
    await page.getByRole('link', { name: 'History' }).click();
    const headings = page.locator('.history .turn-heading');
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual([
      'Ana’s 2nd turn',
      'Cleo’s 1st turn',
      'Ben’s 1st turn',
      'Ana’s 1st turn',
    ]);
    await page.screenshot({ path: 'test-output/screenshots/three-history-turns.png' });
    await context.close();
  }, 180_000);

  for (const lang of ['en', 'fr'] as const) {
    it(`keeps the question, its answers and the buttons inside the middle column, words whole (${lang})`, async () => {
      const w = words[lang];
      const { context, page } = await phone(app.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
      await loadThree(page, app.origin, 'beginning');
      await expectNow(page, w.beginning);
      await page.getByRole('button', { name: w.useProphet }).waitFor();
      // The question, at 24 px or more, runs past no edge and breaks no word ("Beginning").
      for (const size of await page.$$eval('#now-what', (els) =>
        els.map((el) => parseFloat(getComputedStyle(el).fontSize)),
      ))
        expect(size).toBeGreaterThanOrEqual(24);
      expect(await overflows(page, '#now-what')).toEqual([false]);
      expect(await brokenWords(page, '#now-what')).toEqual([]);
      // The page is in the interface's language and each Stable name in its own (no French name in
      // the Chaos deck: English), so a phone that hyphenates does it by the right rules.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(
        await page
          .locator('article.seat .chip-button')
          .evaluateAll((els) => els.map((el) => el.getAttribute('lang'))),
      ).toEqual(Array(13).fill('en'));
      // The answers keep their card names whole ("Unicorn", not "Unic / orn").
      expect(await brokenWords(page, '.now .options button')).toEqual([]);
      // Every button of the middle column lies inside it, its words inside the button.
      const middle = (await page.locator('.around-center').boundingBox())!;
      const buttons = page.locator('.around-center button, .around-center a.button');
      for (let i = 0; i < (await buttons.count()); i++) {
        const box = (await buttons.nth(i).boundingBox())!;
        const label = await buttons.nth(i).textContent();
        expect(box.x, `${label} left`).toBeGreaterThanOrEqual(middle.x - 0.5);
        expect(box.x + box.width, `${label} right`).toBeLessThanOrEqual(middle.x + middle.width + 0.5);
      }
      const overflowing = await overflows(
        page,
        '.around-center button, .around-center a.button, .topbar .stat',
      );
      const all = '.around-center button, .around-center a.button, .topbar .stat';
      const texts = await page.$$eval(all, (els) => els.map((el) => el.textContent));
      expect(texts.filter((_t, i) => overflowing[i])).toEqual([]);
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.screenshot({ path: `test-output/screenshots/three-beginning-${lang}.png` });
      await context.close();
    }, 180_000);

    it(`offers Trapped Chest for each other player behind one button at a Chaos draw (${lang})`, async () => {
      const w = words[lang];
      const { context, page } = await phone(app.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
      // Hands unknown: Ben and Cleo might each hold Trapped Chest.
      await loadThree(page, app.origin, 'draw');
      await expectNow(page, w.draw);
      const options = page.locator('.now .options');
      // Two answers to read: the draw, and the Instants others might play before it, closed.
      await expect
        .poll(() => options.first().getByRole('button').allTextContents())
        .toEqual([w.drew, w.answersFirst]);
      const first = page.getByRole('button', { name: w.answersFirst });
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('button', { name: w.trappedChest('Ben') }).count()).toBe(0);
      // One tap shows who and what, each answer inside the middle column.
      await first.click();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      const middle = (await page.locator('.around-center').boundingBox())!;
      for (const name of ['Ben', 'Cleo']) {
        const button = page.getByRole('button', { name: w.trappedChest(name), exact: true });
        expect(await uncovered(page, button), `${name}'s answer seen`).toBe(true);
        // One row per player: their name, then the Instants they may answer with.
        const row = (await page.locator('.answer-row', { has: button }).boundingBox())!;
        expect(await page.locator('.answer-row', { has: button }).getAttribute('aria-label')).toBe(name);
        expect(row.x).toBeGreaterThanOrEqual(middle.x - 0.5);
        expect(row.x + row.width).toBeLessThanOrEqual(middle.x + middle.width + 0.5);
      }
      expect(await overflows(page, '.now .options button')).not.toContain(true);
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.screenshot({ path: `test-output/screenshots/three-chaos-draw-${lang}.png` });
      // The answer is the walker's: Ben's Trapped Chest stops the draw, and Ana discards because of it.
      await answer(page, page.getByRole('button', { name: w.trappedChest('Ben'), exact: true }));
      await expectNow(page, w.discards);
      expect(await page.locator('.now .who').textContent()).toContain('Trapped Chest');
      await context.close();
    }, 180_000);
  }
});
