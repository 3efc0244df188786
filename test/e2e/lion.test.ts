// The Lion & The Unicorn refereed in real Chromium: chosen at the new-game screen, starting cards dealt
// in secret, draws named behind a curtain, an undo, Fox chains, a round won on three Foxes and the match
// won on four different animals with the Lion; history, the judge, and a round in French. A test about a
// later moment starts from a game file of the moves before it (lion-file.ts), not from taps.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Animal } from '../../src/games/lion-and-unicorn/index.ts';
import { expectNow, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { answer, button, draw, flip, openLionGame, rowOf, type LionMove } from './lion-file.ts';

/** The new-game form's words in English. */
const ENGLISH_FORM = {
  game: 'The Lion & The Unicorn',
  name: 'Name of player {n}',
  add: 'Add a player',
  deal: 'Deal the starting cards',
  iAm: (n: string) => `I am ${n}: show me`,
};

/** Starts a game: names in seating order, then each player taps their starting card in secret. */
async function newGame(
  page: Page,
  words: { game: string; name: string; add: string; deal: string; iAm: (n: string) => string },
  players: [string, string][],
  /** Starting cards tapped in a first, wrong deal (two players naming the same animal). */
  clash?: string[],
): Promise<void> {
  await page.getByLabel(words.game).check();
  // The game's own form replaces the other one once its screens have loaded.
  await button(page, words.deal).waitFor();
  for (let n = 2; n < players.length; n++) await button(page, words.add).click();
  for (const [n, [name]] of players.entries())
    await page.getByLabel(words.name.replace('{n}', String(n + 1))).fill(name);
  await screenshot(page, `lion-new-game-${words.game.startsWith('Le') ? 'fr' : 'en'}`);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await button(page, words.deal).click();
  if (clash) {
    for (const [i, [name]] of players.entries()) {
      await button(page, words.iAm(name)).click();
      await button(page, clash[i]!).click();
    }
    // Who named what stays secret: the whole deal starts again from the first player.
    await page.getByRole('alert').waitFor();
  }
  for (const [name, start] of players) {
    await button(page, words.iAm(name)).click();
    await button(page, start).click();
  }
}

describe.skipIf(NO_BROWSER)('The Lion & The Unicorn at the table', () => {
  const app = servedApp(300_000);

  it('referees Ana and Ben from the new-game screen to round 1 won with three Foxes', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(`${app.origin}/#/new`);
    // The first deal names the Mole twice: it starts again from the first player, who named what secret.
    await newGame(
      page,
      ENGLISH_FORM,
      [
        ['Ana', 'Mole'],
        ['Ben', 'Goat'],
      ],
      ['Mole', 'Mole'],
    );

    // Ana holds the crown and plays first. Nobody's starting card is named on the shared screen.
    await expectNow(page, 'Ana: draw, flip or steal a card');
    expect(await rowOf(page, 'Ana')).toEqual(['Card 1 · starting card · face-down']);
    expect(await page.locator('body').textContent()).not.toMatch(/Mole|Goat/);
    await screenshot(page, 'lion-table-en');
    expect(await seriousAxeIssues(page)).toEqual([]);

    // Ana looks at her own starting card, in secret, and hides it again.
    await button(page, 'Ana, see your starting card').click();
    await screenshot(page, 'lion-curtain-en');
    expect(await page.locator('body').textContent()).not.toContain('Mole');
    await button(page, 'I am Ana: show me').click();
    await page.getByText('Your starting card: Mole').waitFor();
    await button(page, 'Done: hide it').click();
    await expectNow(page, 'Ana: draw, flip or steal a card');

    // Each draw is named by the other player while the drawer looks away; the phone never shows it again.
    await draw(page, 'Ana', 'Fox');
    expect(await rowOf(page, 'Ana')).toEqual(['Card 1 · starting card · face-down', 'Card 2 · face-down']);
    expect(await page.locator('body').textContent()).not.toContain('Fox');
    await expectNow(page, 'Ben: draw, flip or steal a card');
    await draw(page, 'Ben', 'Crow');
    await draw(page, 'Ana', 'Fox');
    await answer(page, button(page, 'Draw a card'));
    await screenshot(page, 'lion-hide-from-drawer-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await button(page, 'Ben is not looking: name the card').click();
    await screenshot(page, 'lion-name-the-card-en');
    await answer(page, button(page, 'Crow'));
    await draw(page, 'Ana', 'Fox');

    // Ben steals by mistake; the table takes it back, deliberately (a tap asks first).
    await expectNow(page, 'Ben: draw, flip or steal a card');
    await button(page, 'Steal a face-down card').click();
    // Ana's starting card can never be stolen: it is not offered.
    expect(await page.locator('.lion-now .options button').allTextContents()).toEqual([
      "Ana's card 2",
      "Ana's card 3",
      "Ana's card 4",
      'Back',
    ]);
    await answer(page, button(page, "Ana's card 2"));
    await expectNow(page, 'Ana: a card was taken from you');
    await page.locator('.actions-bar').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('dialog').getByText('Take back “Ben steals a face-down card from Ana”?').waitFor();
    await button(page, 'Confirm').click();
    await expectNow(page, 'Ben: draw, flip or steal a card');
    expect(await rowOf(page, 'Ana')).toHaveLength(4);
    // The history keeps the undone steal, struck through, until a new event replaces it.
    await page.getByRole('link', { name: 'History' }).click();
    await page.locator('.history li.undone', { hasText: 'Ben steals a face-down card from Ana' }).waitFor();
    await screenshot(page, 'lion-history-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();

    // Ben turns his Crow face-up instead: a Crow has no action, and the turn passes.
    await flip(page, 2);
    expect(await rowOf(page, 'Ben')).toContain('Card 2 · Crow');

    // Ana's Fox gives another action, the next Fox another, and the third Fox wins on the spot.
    await expectNow(page, 'Ana: draw, flip or steal a card');
    await flip(page, 2);
    await page.getByText('The Fox gives Ana one more action').waitFor();
    await flip(page, 3);
    await page.getByText('The Fox gives Ana one more action').waitFor();
    await screenshot(page, 'lion-fox-chain-en');
    await flip(page, 4);

    await page.getByRole('heading', { name: 'Ana wins round 1', level: 2 }).waitFor();
    expect(await page.locator('.lion-end .winner').textContent()).toContain('Winning set: Fox, Fox, Fox');
    expect(await page.locator('.lion-end .winner').textContent()).toContain('Ana takes the crown');
    expect(await page.locator('.lion-end table.scores tbody tr').allTextContents()).toEqual([
      'Ana 1',
      'Ben0',
    ]);
    await screenshot(page, 'lion-round-won-en');
    expect(await seriousAxeIssues(page)).toEqual([]);

    // The history tells the round in words, never naming a drawn card; the undone steal is gone.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await page.getByText('Ana turns a card face-up: Fox').first().waitFor();
    await page.getByText('Ana wins the round and takes the crown').waitFor();
    expect(await page.locator('.history li.undone').count()).toBe(0);
    expect(await page.locator('.history li', { hasText: 'draws a card' }).allTextContents()).toHaveLength(5);
    expect(
      await page.locator('.history li', { hasText: 'new card goes face-down' }).allTextContents(),
    ).not.toContainEqual(expect.stringMatching(/Fox|Crow/));
    await screenshot(page, 'lion-history-round-en');

    // The judge, asked about the table as everyone sees it, agrees.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Ask the judge' }).click();
    await button(page, 'Ask').click();
    await page.getByRole('status').getByText('Ana wins the round').waitFor();
    // Her first round: the match is not won by it.
    expect(await page.getByRole('status').textContent()).not.toContain('match');
    await screenshot(page, 'lion-judge-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();

    // Nothing left the origin.
    expect(requests.every((url) => url.startsWith(`${app.origin}/`))).toBe(true);
    await context.close();
  }, 300_000);

  it('walks the Goat, the Swift, the Rat and the Adder, and resumes after a reload', async () => {
    const { context, page } = await phone(app.browser);
    const moves: LionMove[] = [
      { draw: 0, animal: 'Goat' },
      { draw: 1, animal: 'Swift' },
      { draw: 0, animal: 'Rat' },
    ];
    await openLionGame(
      page,
      app.origin,
      { players: ['Ana', 'Ben'], crown: 0, starting: ['Mole', 'Goat'] },
      moves,
    );
    // The phone is reloaded while Ben's draw waits to be named: it resumes there, curtain down.
    await answer(page, button(page, 'Draw a card'));
    await page.reload();
    await expectNow(page, 'Ben drew a card: everyone else, which animal is it?');
    expect(await page.locator('.lion-animal-button').count()).toBe(0);
    await button(page, 'Ben is not looking: name the card').click();
    await answer(page, button(page, 'Adder'));
    await draw(page, 'Ana', 'Crow');
    await draw(page, 'Ben', 'Crow');

    // Ana's Goat must go to another player: only Ben is offered.
    await flip(page, 2);
    await expectNow(page, 'Ana: give the Goat to another player');
    expect(await page.locator('.lion-now .options button').allTextContents()).toEqual(['Give it to Ben']);
    await answer(page, button(page, 'Give it to Ben'));
    expect(await rowOf(page, 'Ben')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · face-down',
      'Card 3 · face-down',
      'Card 4 · face-down',
      'Card 5 · Goat',
    ]);

    // Ben's Swift hands one of his face-up cards (never his starting card): he sends the Goat back.
    await flip(page, 2);
    await expectNow(page, 'Ben: hand one of your face-up cards to another player');
    expect(await page.locator('.lion-now .options button').allTextContents()).toEqual([
      'Card 2 · Swift',
      'Card 5 · Goat',
    ]);
    await button(page, 'Card 5 · Goat').click();
    await answer(page, button(page, 'Give it to Ana'));
    expect(await rowOf(page, 'Ana')).toContain('Card 4 · Goat');

    // Ana's Rat mixes Ben's face-down cards: she lays the fourth first, then the third.
    await flip(page, 2);
    await expectNow(page, 'Ana: pick a player and mix up their face-down cards');
    await button(page, 'Ben · 2 face-down').click();
    await button(page, "Ben's card 4").click();
    await button(page, "Ben's card 3").click();
    await page.getByText('New order: Card 4, Card 3').waitFor();
    await screenshot(page, 'lion-rat-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await answer(page, button(page, 'Done: they lie in this order'));

    // The Adder that lay third now lies fourth; Ben turns it up and must discard a face-up card.
    await flip(page, 4);
    await expectNow(page, 'Ben: discard one of your face-up cards');
    expect(await page.locator('.lion-now .options button').allTextContents()).toEqual([
      'Card 2 · Swift',
      'Card 4 · Adder',
    ]);
    await answer(page, button(page, 'Card 2 · Swift'));
    await page.getByText('Discard pile · On top: Swift').waitFor();
    expect(await rowOf(page, 'Ben')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · face-down',
      'Card 3 · Adder',
    ]);
    await expectNow(page, 'Ana: draw, flip or steal a card');
    await context.close();
  }, 300_000);

  it('gives back a card from each set when the Unicorn clears the Crows from two sets at once', async () => {
    const { context, page } = await phone(app.browser);
    const draws: [number, Animal][] = [
      [0, 'Crow'],
      [1, 'Crow'],
      [0, 'Fox'],
      [1, 'Mole'],
      [0, 'Fox'],
      [1, 'Mole'],
      [0, 'Fox'],
      [1, 'Mole'],
      [0, 'Unicorn'],
      [1, 'Crow'],
    ];
    const moves: LionMove[] = [
      ...draws.map(([seat, animal]) => ({ draw: seat, animal })),
      // Both Crows go face-up first; then Ana's three Foxes chain, and she draws with the last extra action.
      { flip: 0, place: 2 },
      { flip: 1, place: 2 },
      { flip: 0, place: 3 },
      { flip: 0, place: 4 },
      { flip: 0, place: 5 },
      { draw: 0, animal: 'Rat' },
      // Ben turns up his Moles one a turn and looks; Ana draws meanwhile.
      { flip: 1, place: 3 },
      { looked: 1 },
      { draw: 0, animal: 'Rat' },
      { flip: 1, place: 4 },
      { looked: 1 },
      { draw: 0, animal: 'Rat' },
      { flip: 1, place: 5 },
    ];
    await openLionGame(
      page,
      app.origin,
      { players: ['Ana', 'Ben'], crown: 0, starting: ['Goat', 'Swift'] },
      moves,
    );
    // Ben looks at the table, without the phone, and says so.
    await expectNow(page, 'Ben: look at your face-down cards');
    await answer(page, button(page, 'Ben has looked'));
    // Three Foxes and three Moles lie face-up, and no set wins while a face-up Crow lies beside it.
    await expectNow(page, 'Ana: draw, flip or steal a card');
    expect(await rowOf(page, 'Ana')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · Crow',
      'Card 3 · Fox',
      'Card 4 · Fox',
      'Card 5 · Fox',
      'Card 6 · face-down',
      'Card 7 · face-down',
      'Card 8 · face-down',
      'Card 9 · face-down',
    ]);
    expect(await rowOf(page, 'Ben')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · Crow',
      'Card 3 · Mole',
      'Card 4 · Mole',
      'Card 5 · Mole',
      'Card 6 · face-down',
    ]);
    // The Unicorn clears both Crows: two sets at once, so nobody wins and each gives a card back.
    await flip(page, 6);
    await page.getByText('2 face-up Crows go to the discard pile').waitFor();
    await page.getByText('Several winning sets at once (Ana, Ben): nobody wins yet').waitFor();
    await expectNow(page, 'Ana: several sets at once; put one card of your set back into the deck');
    expect(await page.locator('.lion-now .options button').allTextContents()).toEqual([
      'Card 2 · Fox',
      'Card 3 · Fox',
      'Card 4 · Fox',
    ]);
    await screenshot(page, 'lion-sets-at-once-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await answer(page, button(page, 'Card 2 · Fox'));
    await expectNow(page, 'Ben: several sets at once');
    await answer(page, button(page, 'Card 2 · Mole'));
    // Two Foxes and two Moles win nothing: the Unicorn goes back into the deck and play passes on.
    await page.getByText('The Unicorn card is shuffled back into the deck').waitFor();
    await expectNow(page, 'Ben: draw, flip or steal a card');
    expect(await rowOf(page, 'Ana')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · Fox',
      'Card 3 · Fox',
      'Card 4 · face-down',
      'Card 5 · face-down',
      'Card 6 · face-down',
    ]);
    await context.close();
  }, 300_000);

  it('deals in French and names the draws behind the curtain', async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR', colorScheme: 'light' });
    await page.goto(`${app.origin}/#/new`);
    await newGame(
      page,
      {
        game: 'Le Lion et la Licorne',
        name: 'Nom du joueur {n}',
        add: 'Ajouter un joueur',
        deal: 'Distribuer les cartes de départ',
        iAm: (n) => `Je suis ${n} : montrer`,
      },
      [
        ['Léa', 'Rat'],
        ['Noé', 'Martinet'],
        ['Zoé', 'Vipère'],
      ],
    );
    const fr = {
      draw: 'Piocher une carte',
      notLooking: (n: string) => `${n} ne regarde pas : nommer la carte`,
    };
    await expectNow(page, 'Léa : piochez, retournez ou volez une carte');
    await draw(page, 'Léa', 'Renard', fr);
    await draw(page, 'Noé', 'Corbeau', fr);
    await answer(page, button(page, fr.draw));
    await screenshot(page, 'lion-hide-from-drawer-fr');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await button(page, fr.notLooking('Zoé')).click();
    await answer(page, button(page, 'Corbeau'));
    await expectNow(page, 'Léa : piochez, retournez ou volez une carte');
    await context.close();
  }, 300_000);

  it('plays a round to a win in French', async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR', colorScheme: 'light' });
    const frFlip = { flip: 'Retourner une de mes cartes', card: 'Carte' };
    // Three rounds of draws (a game file of them): Léa turns up her three Foxes.
    const moves: LionMove[] = [];
    for (let k = 0; k < 3; k++)
      moves.push({ draw: 0, animal: 'Fox' }, { draw: 1, animal: 'Crow' }, { draw: 2, animal: 'Crow' });
    await openLionGame(
      page,
      app.origin,
      { players: ['Léa', 'Noé', 'Zoé'], crown: 0, starting: ['Rat', 'Swift', 'Adder'] },
      moves,
    );
    await expectNow(page, 'Léa : piochez, retournez ou volez une carte');
    await flip(page, 2, frFlip);
    await page.getByText('Le Renard donne une action de plus à Léa').waitFor();
    await flip(page, 3, frFlip);
    await screenshot(page, 'lion-table-fr');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await flip(page, 4, frFlip);
    await page.getByRole('heading', { name: 'Léa gagne la manche 1', level: 2 }).waitFor();
    expect(await page.locator('.lion-end .winner').textContent()).toContain(
      'Ensemble gagnant : Renard, Renard, Renard',
    );
    await screenshot(page, 'lion-round-won-fr');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await context.close();
  }, 300_000);
});
