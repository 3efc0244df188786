// A phone lying among 2 to 6 players, in real Chromium, in portrait, landscape and on a tablet, in
// English and French: at each decision of a short game the question, every answer and the deck,
// discard and Nursery counts are on the screen without scrolling, and at 2-4 players every Stable's names.
// README_SHOTS=1 also writes the README's picture of the table (docs/table-4-players.png).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, NO_BROWSER, phone, seriousAxeIssues, servedApp } from './harness.ts';

const VIEWPORTS = [
  [390, 844],
  [844, 390],
  [768, 1024],
] as const;

type Lang = 'en' | 'fr';

interface Player {
  name: string;
  stable: string[];
  hand: number | string[];
}

/** A game to load and the taps that walk it from decision to decision (each a button's name). */
interface Script {
  title: string;
  decks?: string[];
  players: Player[];
  deck: number;
  discard?: string[];
  /** Whose turn and which phase the game opens at: Ana's action phase unless said. */
  turn?: { player: string; phase: string };
  /**
   * The buttons tapped, in order; after each, the screen is checked again. An answer moves the game
   * to its next decision; `open` is a tap that only opens a part of the same decision (a kind of card
   * in the picker, whose faces then show).
   */
  taps: { en: RegExp; fr: RegExp; open?: true }[];
  /** At least this many answers offered at some decision of the script (the biggest Neigh round). */
  mostAnswers?: number;
}

const babies = [
  'Baby Unicorn (Red)',
  'Baby Unicorn (Pink)',
  'Baby Unicorn (Orange)',
  'Baby Unicorn (Yellow)',
];
const more = ['Baby Unicorn (Green)', 'Baby Unicorn (Blue)', 'Baby Unicorn (Purple)', 'Baby Unicorn (Black)'];

const NINE = [
  'Baby Unicorn (Red)',
  'Rhinocorn',
  'Llamacorn',
  'Unicorn Phoenix',
  'Extremely Destructive Unicorn',
  'Rainbow Aura',
  'Pandamonium',
  'Blinding Light',
  'Barbed Wire',
];

/** The Draw phase's card picker: a kind of card tapped, its faces shown (Magic: every deck has some). */
const openMagic = { en: /^Magic ·/, fr: /^Magie ·/, open: true } as const;

/** "Play <card>": `frCard` where the French deck names the card otherwise ("Licorne Standard (Bleue)"). */
const play = (card: string, frCard = card) => ({
  en: new RegExp(`^Play ${card}$`),
  fr: new RegExp(`^Jouer ${frCard}$`),
});
const playBlue = play('Basic Unicorn \\(Blue\\)', 'Licorne Standard \\(Bleue\\)');
const noAnswer = { en: /^No one answers/, fr: /^Personne ne répond/ };

const SCRIPTS: Script[] = [
  {
    title: 'two players, a Stable of nine',
    players: [
      { name: 'Ana', stable: NINE, hand: ['Greedy Flying Unicorn', 'Neigh'] },
      { name: 'Ben', stable: [babies[1]!, 'Unicorn on the Cob', 'Broken Stable', 'Americorn'], hand: 5 },
    ],
    deck: 50,
    discard: ['Neigh'],
    taps: [play('Greedy Flying Unicorn'), noAnswer],
  },
  {
    title: 'three players',
    players: [
      {
        name: 'Ana',
        stable: [babies[0]!, 'Rhinocorn', 'Basic Unicorn (Red)'],
        hand: ['Unicorn Poison', 'Neigh'],
      },
      {
        name: 'Ben',
        stable: [babies[1]!, 'Unicorn Phoenix', 'Double Dutch', 'Barbed Wire', 'Basic Unicorn (Blue)'],
        hand: 5,
      },
      { name: 'Cleo', stable: [babies[2]!, 'Rainbow Aura', 'Pandamonium'], hand: 5 },
    ],
    deck: 45,
    taps: [play('Unicorn Poison'), noAnswer],
  },
  {
    title: "three players, the Draw phase's card picker",
    players: [
      { name: 'Ana', stable: [babies[0]!, 'Rhinocorn', 'Basic Unicorn (Red)'], hand: 5 },
      {
        name: 'Ben',
        stable: [babies[1]!, 'Unicorn Phoenix', 'Double Dutch', 'Barbed Wire', 'Basic Unicorn (Blue)'],
        hand: 5,
      },
      { name: 'Cleo', stable: [babies[2]!, 'Rainbow Aura', 'Pandamonium'], hand: 5 },
    ],
    deck: 45,
    turn: { player: 'Cleo', phase: 'draw' },
    taps: [openMagic],
  },
  {
    title: 'four players, Control & Chaos, the biggest Neigh round',
    decks: ['base-2e', 'control', 'chaos'],
    players: [
      {
        name: 'Ana',
        stable: [babies[0]!, 'Rhinocorn', 'Basic Unicorn (Red)'],
        hand: ['Basic Unicorn (Blue)'],
      },
      { name: 'Ben', stable: [babies[1]!, 'Barbed Wire', 'Unicorn Phoenix', 'Blinding Light'], hand: 5 },
      { name: 'Cleo', stable: [babies[2]!, 'Rainbow Aura', 'Extra Life', 'Basic Unicorn (Green)'], hand: 5 },
      { name: 'Dee', stable: [babies[3]!, 'Basic Unicorn (Purple)', 'Pandamonium'], hand: 6 },
    ],
    deck: 80,
    discard: ['Neigh'],
    // Then Ben's Draw phase: its card picker, the kinds of card, then the faces of one.
    taps: [playBlue, noAnswer, openMagic],
    mostAnswers: 15,
  },
  {
    title: 'six players',
    players: ['Ana', 'Ben', 'Cleo', 'Dee', 'Eli', 'Fay'].map((name, i) => ({
      name,
      stable: [
        [...babies, ...more][i]!,
        [
          'Rhinocorn',
          'Basic Unicorn (Red)',
          'Basic Unicorn (Orange)',
          'Basic Unicorn (Green)',
          'Basic Narwhal',
          'Basic Unicorn (Indigo)',
        ][i]!,
      ],
      hand: i === 0 ? ['Basic Unicorn (Blue)'] : 5,
    })),
    deck: 40,
    taps: [playBlue, noAnswer],
  },
];

/** Said by `unseen` of a screen in portrait with a seat turned sideways (not a problem). */
const SIDEWAYS = 'a side seat turned sideways';

/** What lies outside the screen or under something else now, with no scrolling done. */
async function unseen(page: Page, players: number): Promise<string[]> {
  return page.evaluate((players) => {
    const out: string[] = [];
    const seen = (el: Element, what: string) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return out.push(`${what}: not shown`);
      if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
        return out.push(`${what}: off the screen (${Math.round(box.top)}..${Math.round(box.bottom)})`);
      // Inside every box that clips what overflows it (the middle column scrolls): not scrolled away.
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        // (3 px: the edge of a button's border, as the middle is sampled 3 px in from its edges below.)
        if (box.top < clip.top - 3 || box.bottom > clip.bottom + 3)
          return out.push(`${what}: cut by the edge of ${up.className || up.tagName} (scrolls)`);
      }
      // Its middle, and its middle near its top and bottom edges: not cut by the edge of a box either.
      const x = box.left + box.width / 2;
      for (const y of [box.top + box.height / 2, box.top + 3, box.bottom - 3]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit) || hit.contains(el)))
          return out.push(`${what}: covered by ${hit?.className || hit?.tagName}`);
      }
    };
    if (scrollY !== 0) out.push(`the page is scrolled by ${scrollY}`);
    const now = document.querySelector('.now');
    if (!now) return ['no decision'];
    seen(document.querySelector('#now-what')!, 'the question');
    for (const el of now.querySelectorAll('button:not(.why-button):not(.card-info-button), select'))
      seen(el, `answer "${el.textContent?.trim()}"`);
    for (const el of document.querySelectorAll('.stat')) seen(el, `count "${el.textContent?.trim()}"`);
    if (document.querySelectorAll('.stat').length !== 3) out.push('the three counts are not all there');
    // Every button seen on the screen is its own at its centre: a tap there reaches it, not a Stable
    // over it. A button scrolled wholly out of its box (the middle column's links) is not seen.
    for (const el of document.querySelectorAll('button, a.button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let [top, bottom, left, right] = [box.top, box.bottom, box.left, box.right];
      [top, bottom, left, right] = [
        Math.max(top, 0),
        Math.min(bottom, innerHeight),
        Math.max(left, 0),
        Math.min(right, innerWidth),
      ];
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        [top, bottom, left, right] = [
          Math.max(top, clip.top),
          Math.min(bottom, clip.bottom),
          Math.max(left, clip.left),
          Math.min(right, clip.right),
        ];
      }
      if (bottom - top < 1 || right - left < 1) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === el || el.contains(hit)))
        out.push(
          `button "${el.textContent?.trim() || el.getAttribute('aria-label')}": covered by ${hit?.className || hit?.tagName}`,
        );
    }
    // A phone in portrait: each seat's names as big as the others' (within 1 px), the side ones too.
    if (players <= 4 && innerHeight > innerWidth) {
      const sizes = [...document.querySelectorAll('article.seat')].map((seat) => {
        const chip = seat.querySelector('.chips > li');
        return {
          seat: seat.getAttribute('aria-label'),
          px: chip ? parseFloat(getComputedStyle(chip).fontSize) : 0,
        };
      });
      const px = sizes.filter((s) => s.px > 0).map((s) => s.px);
      // Marks a screen with a seat turned sideways (a side seat beside the middle), counted below.
      if (
        [...document.querySelectorAll('article.seat')].some((seat) =>
          getComputedStyle(seat).writingMode.startsWith('vertical'),
        )
      )
        out.push('a side seat turned sideways'); // SIDEWAYS (page.evaluate sees no outer names)
      if (Math.max(...px) - Math.min(...px) > 1)
        out.push(`the Stables' names differ in size: ${sizes.map((s) => `${s.seat} ${s.px}px`).join(', ')}`);
    }
    if (players <= 4) {
      for (const seat of document.querySelectorAll('article.seat'))
        for (const chip of seat.querySelectorAll('.chips > li'))
          seen(chip, `${seat.getAttribute('aria-label')}'s ${chip.textContent?.trim()}`);
    }
    return out;
  }, players);
}

describe.skipIf(NO_BROWSER)('the decision, the counts and the Stables fit the screen', () => {
  const app = servedApp();

  for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
    it(`at 2, 3, 4 and 6 players, base game and Control & Chaos, on a phone and a tablet (${lang})`, async () => {
      const { context, page } = await phone(app.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
      const problems: string[] = [];
      const axe: string[] = [];
      let most = 0;
      let axeChecked = false;
      /** Screens in portrait with a side seat turned sideways: its names' size was compared there. */
      let sideways = 0;
      for (const script of SCRIPTS) {
        for (const [width, height] of VIEWPORTS) {
          await page.setViewportSize({ width, height });
          await page.goto(`${app.origin}/#/load`);
          await page.locator('textarea').fill(
            JSON.stringify({
              game: 'unstable-unicorns',
              language: lang,
              decks: script.decks,
              players: script.players,
              deck: script.deck,
              discard: script.discard,
              turn: script.turn ?? { player: 'Ana', phase: 'action' },
            }),
          );
          await page.locator('button.primary').last().click();
          await page.locator('#now-what, [role=alert], .error').first().waitFor();
          if ((await page.locator('#now-what').count()) === 0)
            throw new Error(
              `${script.title}: ${await page.locator('[role=alert], .error').first().textContent()}`,
            );
          const where = `${script.title}, ${width} x ${height}`;
          for (let step = 0; ; step++) {
            // A screen settles (fonts, the seats' measures) before it is read.
            await page.waitForTimeout(150);
            const answers = await page.locator('.answer-row button').count();
            most = Math.max(most, answers);
            const seen = (await unseen(page, script.players.length)).map(
              (p) => `${where}, step ${step}: ${p}`,
            );
            if (seen.some((p) => p.endsWith(SIDEWAYS))) sideways++;
            problems.push(...seen.filter((p) => !p.endsWith(SIDEWAYS)));
            // The new table screen, in each language, at each player count (a phone in portrait),
            // and the biggest Neigh round's screen (fifteen answers in rows, the sheet over the middle).
            if (width === 390 && answers >= 15) axeChecked = true;
            if (width === 390 && (step === 0 || answers >= 15))
              axe.push(...(await seriousAxeIssues(page)).map((a) => `${where}: ${a}`));
            await page.screenshot({
              path: `test-output/screenshots/fits-${script.players.length}-${lang}-${width}x${height}-${step}.png`,
            });
            // The README's picture of the table: four players, a phone in portrait, the play asked.
            if (
              process.env.README_SHOTS &&
              lang === 'en' &&
              script.players.length === 4 &&
              width === 390 &&
              step === 0
            )
              await page.screenshot({ path: 'docs/table-4-players.png', scale: 'css' });
            const tap = script.taps[step];
            if (!tap) break;
            const button = page.locator('.now').getByRole('button', { name: tap[lang] }).first();
            if (tap.open) await button.click();
            else await answer(page, button);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(most).toBeGreaterThanOrEqual(15);
      expect(axe).toEqual([]);
      expect(axeChecked).toBe(true);
      expect(sideways).toBeGreaterThan(0);
      await context.close();
    }, 600_000);
  }
});
