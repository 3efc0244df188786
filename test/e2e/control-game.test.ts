// A Control game in real Chromium, as a group at a table plays it: their box corrected in My box,
// an Ultimate Unicorn refused when its price cannot be paid and paid on entry when it can, then
// Unwind and Rewind and Imitation answering Unicorns; the table after each step, in English and French.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answer, expectNow, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { correctNeighs } from './my-box.ts';

interface Words {
  lang: string;
  myBox: string;
  box: string;
  find: string;
  copies: RegExp;
  changed: string;
  base: string;
  deckCount: string;
  ultimate: RegExp;
  name: (n: number) => string;
  remove: string;
  start: string;
  search: string;
  draw: (name: string) => string;
  drew: (name: string) => string;
  playOrDraw: (name: string) => string;
  inHand: (n: number) => string;
  baby: RegExp;
  refusedTimeShifting: RegExp;
  neighAgainst: (name: string, card: string) => string;
  noAnswer: (card: string) => string;
  answerWith: (name: string, card: string) => string;
  pays: (card: string, name: string) => string;
  brings: (name: string) => string;
  pick: string;
  neigh: string;
  neighSearch: string;
  discardTop: (card: string) => string;
  stopped: string;
  /** Said as the table's 3rd turn begins at two players: the player's own 2nd. */
  secondTurnBegins: (name: string) => string;
}

const en: Words = {
  lang: 'en',
  myBox: 'My box',
  box: 'Control & Chaos: Control',
  find: 'Find a card in this box',
  copies: /^Copies of Neigh in your box \(printed: 11\)$/,
  changed: 'Cards that differ from the print: 1.',
  base: 'Base game (2nd edition)',
  // control-chaos.md: 140 black-backed cards in the Control deck, 11 of them Neighs; this box has 12.
  deckCount: 'Deck: 141 black-backed cards and 10 Baby Unicorns.',
  ultimate: /^An Ultimate Unicorn may be one of the cards it sacrifices/,
  name: (n) => `Name of player ${n}`,
  remove: 'Remove player 3',
  start: 'Start the game',
  search: 'Search a card',
  draw: (name) => `${name}: draw 1 card`,
  drew: (name) => `${name} drew 1 card`,
  playOrDraw: (name) => `${name}: play a card, or draw`,
  inHand: (n) => `${n} in hand`,
  baby: /^Baby /,
  refusedTimeShifting:
    /^Refused: Time-Shifting Unicorn has a price to pay as it enters, and Ana cannot pay it here/,
  neighAgainst: (name, card) => `Any Neigh against ${name}’s ${card}?`,
  noAnswer: (card) => `No one answers: ${card} goes ahead`,
  answerWith: (name, card) => `${name}: ${card}`,
  pays: (card, name) => `${card}’s price: ${name} discards a card`,
  brings: (name) => `${name} brings a card into a Stable`,
  pick: 'Pick the card',
  neigh: 'Neigh',
  neighSearch: 'neigh',
  discardTop: (card) => `Discard: ${card}`,
  stopped: 'Ben’s Raccoonicorn was stopped by Ana’s Unwind and Rewind',
  secondTurnBegins: (name) => `${name}’s 2nd turn begins`,
};

/** French "de" before a name, elided before a vowel ("d’Ana"). */
const of = (name: string) => (/^[AEIOUY]/.test(name) ? `d’${name}` : `de ${name}`);

const fr: Words = {
  lang: 'fr',
  myBox: 'Ma boîte',
  box: 'Control & Chaos : Control',
  find: 'Trouver une carte de cette boîte',
  copies: /^Exemplaires de Huuue dans votre boîte \(imprimé : 11\)$/,
  changed: 'Cartes qui diffèrent de l’édition imprimée : 1.',
  base: 'Jeu de base (2e édition)',
  deckCount: 'Paquet : 141 cartes à dos noir et 10 Bébés Licornes.',
  ultimate: /^Une Licorne Ultime peut être/,
  name: (n) => `Nom du joueur ${n}`,
  remove: 'Retirer le joueur 3',
  start: 'Commencer la partie',
  search: 'Chercher une carte',
  draw: (name) => `${name} : piochez 1 carte`,
  drew: (name) => `${name} a pioché 1 carte`,
  playOrDraw: (name) => `${name} : jouer une carte, ou piocher`,
  inHand: (n) => `${n} en main`,
  // The Control deck's cards have no French titles in the card data: their English titles show.
  baby: /^Baby /,
  refusedTimeShifting:
    /^Refusé : Time-Shifting Unicorn a un coût à payer en entrant, et Ana ne peut pas le payer ici/,
  neighAgainst: (name, card) => `Un Huuue contre la carte ${card} ${of(name)} ?`,
  noAnswer: (card) => `Personne ne répond : la carte ${card} passe`,
  answerWith: (name, card) => `${name} : ${card}`,
  pays: (card, name) => `Prix ${of(card)} : ${name} défausse une carte`,
  brings: (name) => `${name} fait entrer une carte dans une Écurie`,
  pick: 'Choisir la carte',
  neigh: 'Huuue',
  neighSearch: 'huuue',
  discardTop: (card) => `Défausse : ${card}`,
  stopped: 'La carte Raccoonicorn de Ben a été arrêtée par la carte Unwind and Rewind d’Ana',
  secondTurnBegins: (name) => `C’est au tour ${of(name)} : son 2e tour`,
};

/** What a player sees of the table: each Stable's cards, each hand's count, and the three piles. */
async function table(page: Page): Promise<{
  stables: { Ana: string[]; Ben: string[] };
  hands: { Ana: string; Ben: string };
  deck: string;
  discard: string;
  nursery: string;
}> {
  const seat = (name: string) => page.locator(`article[aria-label="${name}"]`);
  const stable = (name: string) => seat(name).locator('.chips li').allTextContents();
  const hand = async (name: string) => (await seat(name).locator('.hand-count').textContent()) ?? '';
  const [deck, discard, nursery] = await page.locator('.status-strip .stat .n').allTextContents();
  return {
    stables: { Ana: await stable('Ana'), Ben: await stable('Ben') },
    hands: { Ana: await hand('Ana'), Ben: await hand('Ben') },
    deck: deck ?? '',
    discard: discard ?? '',
    nursery: nursery ?? '',
  };
}

/** Ana and Ben start a game of the corrected Control box; the house rule on Ultimate Unicorns stays off. */
async function startControlGame(page: Page, origin: string, w: Words): Promise<void> {
  await page.goto(`${origin}/#/new`);
  await page.getByRole('checkbox', { name: w.base }).uncheck();
  await page.getByRole('checkbox', { name: w.box }).check();
  await page.getByText(w.deckCount).waitFor();
  expect(await page.getByRole('checkbox', { name: w.ultimate }).isChecked()).toBe(false);
  await page.getByLabel(w.name(1)).fill('Ana');
  await page.getByLabel(w.name(2)).fill('Ben');
  await page.getByRole('button', { name: w.remove }).click();
  await page.getByRole('button', { name: w.start }).click();
  await expectNow(page, w.draw('Ana'));
  await answer(page, page.getByRole('button', { name: w.drew('Ana'), exact: true }));
  await expectNow(page, w.playOrDraw('Ana'));
}

async function playControlGame(page: Page, origin: string, w: Words): Promise<void> {
  // My box: the group's Control box holds 12 Neighs, not the printed 11.
  await correctNeighs(page, origin, w, w.neighSearch);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await startControlGame(page, origin, w);

  // 141 cards with the extra Neigh, 5 dealt to each and Ana's draw: 130 left; a Baby in each Stable.
  let seen = await table(page);
  expect(seen.hands).toEqual({ Ana: w.inHand(6), Ben: w.inHand(5) });
  expect(seen.stables.Ana).toHaveLength(1);
  expect(seen.stables.Ana[0]).toMatch(w.baby);
  expect(seen.stables.Ben).toHaveLength(1);
  expect(seen.stables.Ben[0]).toMatch(w.baby);
  expect([seen.deck, seen.discard, seen.nursery]).toEqual(['130', '0', '8']);

  // Time-Shifting Unicorn costs two sacrificed cards; Ana's Stable holds only her Baby: refused,
  // with the card's summary, and nothing moves.
  await page.getByLabel(w.search).fill('time-shifting');
  await page
    .getByRole('button', { name: /^Time-Shifting Unicorn/ })
    .first()
    .click();
  const refusal = page.getByRole('alert');
  await refusal.waitFor();
  expect(await refusal.textContent()).toMatch(w.refusedTimeShifting);
  await expectNow(page, w.playOrDraw('Ana'));
  expect(await table(page)).toEqual(seen);
  await screenshot(page, `control-refused-${w.lang}`);

  // Unicorn of Glory costs one discarded card: Ben lets it through, it enters, and Ana discards
  // a Neigh to pay for it; her turn ends with it.
  await page.getByLabel(w.search).fill('glory');
  await answer(page, page.getByRole('button', { name: /^Unicorn of Glory/ }).first());
  await expectNow(page, w.neighAgainst('Ana', 'Unicorn of Glory'));
  await answer(page, page.getByRole('button', { name: w.noAnswer('Unicorn of Glory') }));
  // The card is in Ana's Stable already: the question says the discard is its price.
  await expectNow(page, w.pays('Unicorn of Glory', 'Ana'));
  seen = await table(page);
  expect(seen.stables.Ana.slice(1)).toEqual(['Unicorn of Glory']);
  expect(seen.hands.Ana).toBe(w.inHand(5));
  expect(seen.discard).toBe('0');
  expect(await seriousAxeIssues(page)).toEqual([]);
  await screenshot(page, `control-ultimate-cost-${w.lang}`);
  await page.getByLabel(w.pick).fill(w.neighSearch);
  await answer(page, page.getByRole('button', { name: new RegExp(`^${w.neigh}`) }).first());
  await expectNow(page, w.draw('Ben'));
  seen = await table(page);
  expect(seen.stables.Ana.slice(1)).toEqual(['Unicorn of Glory']);
  expect(seen.hands).toEqual({ Ana: w.inHand(4), Ben: w.inHand(5) });
  expect([seen.deck, seen.discard, seen.nursery]).toEqual(['130', '1', '8']);
  expect(await page.locator('.discard-top').textContent()).toBe(w.discardTop(w.neigh));

  // Ben draws and plays Raccoonicorn; Ana answers with Unwind and Rewind, which sends it to the
  // top of the deck instead of the discard pile.
  await answer(page, page.getByRole('button', { name: w.drew('Ben'), exact: true }));
  await expectNow(page, w.playOrDraw('Ben'));
  await page.getByLabel(w.search).fill('raccoon');
  await answer(page, page.getByRole('button', { name: /^Raccoonicorn/ }).first());
  await expectNow(page, w.neighAgainst('Ben', 'Raccoonicorn'));
  seen = await table(page);
  expect(seen.hands).toEqual({ Ana: w.inHand(4), Ben: w.inHand(5) });
  expect(seen.deck).toBe('129');
  await answer(
    page,
    page.getByRole('button', { name: w.answerWith('Ana', 'Unwind and Rewind'), exact: true }),
  );
  await expectNow(page, w.neighAgainst('Ana', 'Unwind and Rewind'));
  // The Neigh pile says who played what as the answers do ("Ana : …" in French).
  expect(await page.locator('.pile li').allTextContents()).toEqual([
    w.answerWith('Ben', 'Raccoonicorn'),
    w.answerWith('Ana', 'Unwind and Rewind'),
  ]);
  expect(await table(page).then((t) => t.hands)).toEqual({ Ana: w.inHand(3), Ben: w.inHand(5) });
  expect(await seriousAxeIssues(page)).toEqual([]);
  await screenshot(page, `control-instant-${w.lang}`);
  await answer(page, page.getByRole('button', { name: w.noAnswer('Unwind and Rewind') }));
  // Raccoonicorn is back on the deck (129 + 1), Unwind and Rewind in the discard pile; Ben's turn
  // is over, having played his card.
  await expectNow(page, w.draw('Ana'));
  seen = await table(page);
  expect(seen.stables.Ben).toHaveLength(1);
  expect(seen.stables.Ben[0]).toMatch(w.baby);
  expect(seen.stables.Ana.slice(1)).toEqual(['Unicorn of Glory']);
  expect(seen.hands).toEqual({ Ana: w.inHand(3), Ben: w.inHand(5) });
  expect([seen.deck, seen.discard, seen.nursery]).toEqual(['130', '2', '8']);
  expect(await page.locator('.discard-top').textContent()).toBe(w.discardTop('Unwind and Rewind'));
  expect(await page.locator('.just-now li').allTextContents()).toEqual([
    w.stopped,
    w.secondTurnBegins('Ana'),
  ]);
  await screenshot(page, `control-unwound-${w.lang}`);
  // Ana draws Raccoonicorn back and plays it; Ben answers with Imitation, which lets it through
  // but brings a Basic Unicorn from his hand into his Stable.
  await answer(page, page.getByRole('button', { name: w.drew('Ana'), exact: true }));
  await expectNow(page, w.playOrDraw('Ana'));
  expect(await table(page).then((t) => [t.hands.Ana, t.deck])).toEqual([w.inHand(4), '129']);
  await page.getByLabel(w.search).fill('raccoon');
  await answer(page, page.getByRole('button', { name: /^Raccoonicorn/ }).first());
  await expectNow(page, w.neighAgainst('Ana', 'Raccoonicorn'));
  await answer(page, page.getByRole('button', { name: w.answerWith('Ben', 'Imitation'), exact: true }));
  await expectNow(page, w.neighAgainst('Ben', 'Imitation'));
  expect(await table(page).then((t) => t.hands)).toEqual({ Ana: w.inHand(3), Ben: w.inHand(4) });
  await answer(page, page.getByRole('button', { name: w.noAnswer('Imitation') }));
  await expectNow(page, w.brings('Ben'));
  expect(await seriousAxeIssues(page)).toEqual([]);
  await screenshot(page, `control-imitation-${w.lang}`);
  await answer(page, page.getByRole('button', { name: 'Red Pandacorn', exact: true }));
  // Imitation done, Raccoonicorn may still be answered; no one does, and it enters.
  await expectNow(page, w.neighAgainst('Ana', 'Raccoonicorn'));
  seen = await table(page);
  expect(seen.stables.Ana.slice(1)).toEqual(['Unicorn of Glory']);
  expect(seen.stables.Ben.slice(1)).toEqual(['Red Pandacorn']);
  expect(seen.hands).toEqual({ Ana: w.inHand(3), Ben: w.inHand(3) });
  await answer(page, page.getByRole('button', { name: w.noAnswer('Raccoonicorn') }));
  await expectNow(page, w.draw('Ben'));
  seen = await table(page);
  expect(seen.stables.Ana.slice(1)).toEqual(['Unicorn of Glory', 'Raccoonicorn']);
  expect(seen.stables.Ben.slice(1)).toEqual(['Red Pandacorn']);
  expect(seen.hands).toEqual({ Ana: w.inHand(3), Ben: w.inHand(3) });
  expect([seen.deck, seen.discard, seen.nursery]).toEqual(['129', '3', '8']);
  expect(await page.locator('.discard-top').textContent()).toBe(w.discardTop('Imitation'));
  await screenshot(page, `control-imitated-${w.lang}`);
}

describe.skipIf(NO_BROWSER)('a Control game', () => {
  const app = servedApp();

  it(
    'pays an Ultimate Unicorn’s price and answers with Unwind and Rewind and Imitation, in English',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await phone(app.browser);
      await playControlGame(page, app.origin, en);
      await context.close();
    },
  );

  it('does the same in French', { timeout: 180_000 }, async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR' });
    await playControlGame(page, app.origin, fr);
    await context.close();
  });
});
