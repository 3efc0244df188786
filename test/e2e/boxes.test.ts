// Boxes in real Chromium: a group whose Control box holds 12 Neighs says so once in Settings (My
// box), starts a Control game (the deck counted with their box), plays a Control card, and finds
// no base-game card in it; the same in French with the Chaos box.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answer, expectNow, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { correctNeighs } from './my-box.ts';

interface Words {
  myBox: string;
  box: string;
  find: string;
  copies: RegExp;
  changed: string;
  base: string;
  boxName: string;
  deckCount: string;
  name: (n: number) => string;
  remove: string;
  start: string;
  ultimate: RegExp;
  search: string;
  noAnswer: RegExp;
  trappedChest: (name: string) => string;
  draw: (name: string) => string;
  drew: (name: string) => string;
  playOrDraw: (name: string) => string;
}

const en: Words = {
  myBox: 'My box',
  box: 'Control & Chaos: Control',
  find: 'Find a card in this box',
  copies: /^Copies of Neigh in your box \(printed: 11\)$/,
  changed: 'Cards that differ from the print: 1.',
  base: 'Base game (2nd edition)',
  boxName: 'Control & Chaos: Control',
  // control-chaos.md: 140 black-backed cards in the Control deck, 11 of them Neighs; this box has 12.
  deckCount: 'Deck: 141 black-backed cards and 10 Baby Unicorns.',
  name: (n) => `Name of player ${n}`,
  remove: 'Remove player 3',
  start: 'Start the game',
  ultimate: /^An Ultimate Unicorn may be one of the cards it sacrifices/,
  search: 'Search a card',
  noAnswer: /^No one answers/,
  trappedChest: (name) => `${name}: Trapped Chest`,
  draw: (name) => `${name}: draw 1 card`,
  drew: (name) => `${name} drew 1 card`,
  playOrDraw: (name) => `${name}: play a card, or draw`,
};

const fr: Words = {
  myBox: 'Ma boîte',
  box: 'Control & Chaos : Chaos',
  find: 'Trouver une carte de cette boîte',
  copies: /^Exemplaires de Huuue dans votre boîte \(imprimé : 10\)$/,
  changed: 'Cartes qui diffèrent de l’édition imprimée : 1.',
  base: 'Jeu de base (2e édition)',
  boxName: 'Control & Chaos : Chaos',
  // The Chaos deck: 140 black-backed cards, 10 of them Neighs; this box has 12.
  deckCount: 'Paquet : 142 cartes à dos noir et 10 Bébés Licornes.',
  name: (n) => `Nom du joueur ${n}`,
  remove: 'Retirer le joueur 3',
  start: 'Commencer la partie',
  ultimate: /^Une Licorne Ultime peut être/,
  search: 'Chercher une carte',
  noAnswer: /^Personne ne répond/,
  trappedChest: (name) => `${name} : Trapped Chest`,
  draw: (name) => `${name} : piochez 1 carte`,
  drew: (name) => `${name} a pioché 1 carte`,
  playOrDraw: (name) => `${name} : jouer une carte, ou piocher`,
};

/** A new game of the corrected box alone, for Ana and Ben; returns once Ana may play. */
async function startBoxGame(page: Page, origin: string, w: Words): Promise<void> {
  await page.goto(`${origin}/#/new`);
  // The Control & Chaos house rules are offered once one of those decks is in, not before.
  expect(await page.getByRole('checkbox', { name: w.ultimate }).count()).toBe(0);
  await page.getByRole('checkbox', { name: w.base }).uncheck();
  await page.getByRole('checkbox', { name: w.boxName }).check();
  await page.getByText(w.deckCount).waitFor();
  await page.getByRole('checkbox', { name: w.ultimate }).check();
  await page.getByLabel(w.name(1)).fill('Ana');
  await page.getByLabel(w.name(2)).fill('Ben');
  await page.getByRole('button', { name: w.remove }).click();
  await page.getByRole('button', { name: w.start }).click();
  // The Chaos deck's Trapped Chest may answer a draw before it happens (Ben's hand is unknown):
  // the Draw phase offers that answer beside the draw, so the draw is still one tap.
  await expectNow(page, w.draw('Ana'));
  if (w === fr) await page.getByRole('button', { name: w.trappedChest('Ben') }).waitFor();
  await answer(page, page.getByRole('button', { name: w.drew('Ana'), exact: true }));
  await expectNow(page, w.playOrDraw('Ana'));
}

/** Ana's card goes into her own Stable, when the table asks (before or after the Neigh round). */
async function intoIfAsked(page: Page, question: string): Promise<void> {
  if ((await page.locator('#now-what', { hasText: question }).count()) > 0)
    await answer(page, page.getByRole('button', { name: 'Ana', exact: true }));
}

describe.skipIf(NO_BROWSER)('boxes and my box', () => {
  const app = servedApp();

  it(
    'counts a Control game with the group’s own box and plays a Control card, in English',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await phone(app.browser);
      await correctNeighs(page, app.origin, en);
      expect(await seriousAxeIssues(page)).toEqual([]);
      await screenshot(page, 'my-box-en');
      await startBoxGame(page, app.origin, en);
      // A base-game card is not in this deck: the search does not offer it.
      await page.getByLabel(en.search).fill('rhinocorn');
      expect(await page.getByRole('button', { name: /^Rhinocorn/ }).count()).toBe(0);
      await page.getByLabel(en.search).fill('raccoon');
      await answer(page, page.getByRole('button', { name: /^Raccoonicorn/ }).first());
      await intoIfAsked(page, 'Which Stable does');
      await answer(page, page.getByRole('button', { name: en.noAnswer }));
      await intoIfAsked(page, 'Which Stable does');
      await page
        .locator('article[aria-label="Ana"]')
        .getByRole('button', { name: 'What does Raccoonicorn do?' })
        .waitFor();
      await screenshot(page, 'control-game-en');
      // Reloaded, the game is still a Control game.
      await page.reload();
      await page
        .locator('article[aria-label="Ana"]')
        .getByRole('button', { name: 'What does Raccoonicorn do?' })
        .waitFor();
      await context.close();
    },
  );

  it('does the same with the Chaos box, in French', { timeout: 120_000 }, async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR' });
    await correctNeighs(page, app.origin, fr);
    await screenshot(page, 'my-box-fr');
    await startBoxGame(page, app.origin, fr);
    await page.getByLabel(fr.search).fill('weenie');
    await answer(page, page.getByRole('button', { name: /^Weeniecorn/ }).first());
    await intoIfAsked(page, 'Dans quelle Écurie');
    await answer(page, page.getByRole('button', { name: fr.noAnswer }));
    await intoIfAsked(page, 'Dans quelle Écurie');
    await page
      .locator('article[aria-label="Ana"]')
      .getByRole('button', { name: 'Que fait Weeniecorn ?' })
      .waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'chaos-game-fr');
    await context.close();
  });
});
