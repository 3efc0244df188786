// "What does this card do?" answered where the card is seen, in real Chromium: a card in a Stable, a
// search result, the rules search, the Neigh pile, a decision's options and History lines open the
// card's summary, type, printed title and rulings; "Use it / Do not use it" and a refused play say
// what the card does in place. In English and in French.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';

const catalog = JSON.parse(
  readFileSync(new URL('../../rules/unstable-unicorns/base-2e.json', import.meta.url), 'utf8'),
) as {
  cards: { id: string; summary: { en: string; fr: string } }[];
};
const summary = (id: string, language: 'en' | 'fr') =>
  catalog.cards.find((card) => card.id === id)!.summary[language];

const position = (language: 'en' | 'fr') => ({
  game: 'unstable-unicorns',
  language,
  players: [
    { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Rhinocorn'], hand: 4 },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Slowdown'], hand: 5 },
    { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 5 },
  ],
  deck: 60,
  discard: ['Neigh'],
  turn: { player: 'Ana', phase: 'action' },
});

async function loadPosition(
  page: Page,
  origin: string,
  language: 'en' | 'fr',
  labels: { table: string; start: string },
): Promise<void> {
  await page.goto(`${origin}/#/load`);
  await page.getByLabel(labels.table).fill(JSON.stringify(position(language)));
  await page.getByRole('button', { name: labels.start }).click();
}

const lookup = (page: Page) => page.locator('dialog.card-lookup');

/** The words of one language this test taps and reads. */
interface Words {
  language: 'en' | 'fr';
  table: string;
  start: string;
  search: string;
  open: (card: string) => string;
  close: string;
  neigh: string;
  refused: RegExp;
  noAnswer: RegExp;
  use: RegExp;
  skip: string;
  history: string;
  searchResults: string;
}

const english: Words = {
  language: 'en',
  table: 'Table (JSON)',
  start: 'Start from this table',
  search: 'Search a card',
  open: (card) => `What does ${card} do?`,
  close: 'Close',
  neigh: 'Neigh',
  refused: /^Refused: /,
  noAnswer: /^No one answers/,
  use: /may use the effect of Annoying Flying Unicorn/,
  skip: 'Do not use it',
  history: 'History',
  searchResults: 'Add a Unicorn to A',
};

const french: Words = {
  language: 'fr',
  table: 'Table (JSON)',
  start: 'Commencer depuis cette table',
  search: 'Chercher une carte',
  open: (card) => `Que fait ${card} ?`,
  close: 'Fermer',
  neigh: 'Huuue',
  refused: /^Refusé : /,
  noAnswer: /^Personne ne répond/,
  use: /peut utiliser l.effet d.Annoying Flying Unicorn/,
  skip: 'Ne pas l’utiliser',
  history: 'Historique',
  searchResults: 'Ajouter une Licorne à A',
};

/** Opens a lookup by its button, checks the card's summary is in it, and closes it. */
async function looksUp(page: Page, button: Locator, id: string, words: Words) {
  await button.click();
  await lookup(page).waitFor();
  await expect.poll(() => lookup(page).textContent()).toContain(summary(id, words.language));
  await lookup(page).getByRole('button', { name: words.close }).click();
  await lookup(page).waitFor({ state: 'detached' });
}

/**
 * Ana tries a Neigh with nothing to answer (refused, Neigh's summary in place), plays Annoying Flying
 * Unicorn; its name in the Neigh pile and the Neigh beside Ben's answer open their lookups; nobody
 * answers, and "Use it / Do not use it" says what the Unicorn does; then History's lines open it too.
 */
async function everyPlace(page: Page, origin: string, words: Words): Promise<void> {
  await loadPosition(page, origin, words.language, words);
  const now = page.locator('section.now');

  // A refused play says what the card does, where the refusal is.
  await page.getByLabel(words.search).fill(words.neigh.toLowerCase());
  await page
    .getByRole('button', { name: new RegExp(`^${words.neigh}`) })
    .first()
    .click();
  const refusal = now.getByRole('alert');
  await refusal.waitFor();
  expect(await refusal.locator('p.error').textContent()).toMatch(words.refused);
  expect(await refusal.locator('.card-summary').textContent()).toContain(summary('neigh', words.language));

  await page.getByLabel(words.search).fill('annoying flying');
  await answer(page, page.getByRole('button', { name: /^Annoying Flying Unicorn/ }).first());
  // Which Stable, if the table is asked: Ana's own.
  const ana = now.getByRole('button', { name: 'Ana', exact: true });
  if ((await ana.count()) > 0) await answer(page, ana);

  // The Neigh pile: Ana's card, tapped by name.
  const pile = page.locator('section[aria-labelledby="pile-title"]');
  await looksUp(
    page,
    pile.getByRole('button', { name: words.open('Annoying Flying Unicorn') }),
    'annoying-flying-unicorn',
    words,
  );
  // An option: Ben's Neigh, by the ⓘ beside his answer.
  await looksUp(page, now.getByRole('button', { name: words.open(words.neigh) }).first(), 'neigh', words);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await screenshot(page, `lookup-options-${words.language}`);

  await answer(page, now.getByRole('button', { name: words.noAnswer }));
  if ((await ana.count()) > 0) await answer(page, ana);
  // "Use it / Do not use it" says what the card does, in place.
  await page.locator('#now-what', { hasText: words.use }).waitFor();
  expect(await now.locator('.card-summary').textContent()).toContain(
    summary('annoying-flying-unicorn', words.language),
  );
  await screenshot(page, `lookup-use-${words.language}`);
  await answer(page, now.getByRole('button', { name: words.skip, exact: true }));

  // History: the line that names the card opens it.
  await page.getByRole('link', { name: words.history, exact: true }).click();
  const history = page.locator('ol.history');
  await history.waitFor();
  await looksUp(
    page,
    history.getByRole('button', { name: words.open('Annoying Flying Unicorn') }).first(),
    'annoying-flying-unicorn',
    words,
  );
  expect(await seriousAxeIssues(page)).toEqual([]);
  await screenshot(page, `lookup-history-${words.language}`);
}

describe.skipIf(NO_BROWSER)('card lookup', () => {
  const app = servedApp();

  it('opens from a Stable, a search result and the rules search, in English', async () => {
    const { context, page } = await phone(app.browser);
    await loadPosition(page, app.origin, 'en', { table: 'Table (JSON)', start: 'Start from this table' });
    // Ben's Slowdown, tapped in his Stable.
    await page
      .locator('article[aria-label="Ben"]')
      .getByRole('button', { name: 'What does Slowdown do?' })
      .click();
    await lookup(page).getByRole('heading', { name: 'Slowdown' }).waitFor();
    expect(await lookup(page).textContent()).toContain(summary('slowdown', 'en'));
    expect(await lookup(page).textContent()).toContain('Downgrade · SLOWDOWN');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'lookup-stable-en');
    await lookup(page).getByRole('button', { name: 'Close' }).click();
    await lookup(page).waitFor({ state: 'detached' });

    // A search result's ⓘ, in the tiebreak calculator.
    await page.goto(`${app.origin}/#/tiebreak`);
    await page.getByLabel('Add a Unicorn to A').fill('ginormous');
    await page.getByRole('button', { name: 'What does Ginormous Unicorn do?' }).click();
    await lookup(page).getByRole('heading', { name: 'Ginormous Unicorn' }).waitFor();
    expect(await lookup(page).textContent()).toContain(summary('ginormous-unicorn', 'en'));
    // The goal topic names Ginormous Unicorn: it is among the card's rulings.
    expect(await lookup(page).textContent()).toContain('Goal of the game');
    await page.keyboard.press('Escape');
    await lookup(page).waitFor({ state: 'detached' });

    // The rules search finds the card by name.
    await page.goto(`${app.origin}/#/rules`);
    await page.getByLabel('Search the rules').fill('rhinocorn');
    await page.getByRole('heading', { name: 'Cards', exact: true }).waitFor();
    expect(await page.locator('details.topic').first().textContent()).toContain(summary('rhinocorn', 'en'));
    // By its French name too: a table playing a French deck with the app in English.
    await page.getByLabel('Search the rules').fill('ralentissement');
    await expect
      .poll(() => page.locator('details.topic').first().textContent())
      .toContain(summary('slowdown', 'en'));
    await context.close();
  }, 180_000);

  it('opens from a Stable and the rules search, in French', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await loadPosition(page, app.origin, 'fr', {
      table: 'Table (JSON)',
      start: 'Commencer depuis cette table',
    });
    await page
      .locator('article[aria-label="Ana"]')
      .getByRole('button', { name: 'Que fait Bébé Licorne (Rouge) ?' })
      .click();
    await lookup(page).getByRole('heading', { name: 'Bébé Licorne (Rouge)' }).waitFor();
    expect(await lookup(page).textContent()).toContain(summary('baby-unicorn-red', 'fr'));
    expect(await lookup(page).textContent()).toContain('Bébé Licorne · BÉBÉ LICORNE');
    await screenshot(page, 'lookup-stable-fr');
    await lookup(page).getByRole('button', { name: 'Fermer' }).click();

    await page.goto(`${app.origin}/#/rules`);
    await page.getByRole('searchbox').fill('huuue');
    await page.getByRole('heading', { name: 'Cartes', exact: true }).waitFor();
    expect(await page.locator('details.topic').first().textContent()).toContain(summary('neigh', 'fr'));
    // By its English name too: an English deck on a table reading French.
    await page.getByRole('searchbox').fill('slowdown');
    await expect
      .poll(() => page.locator('details.topic').first().textContent())
      .toContain(summary('slowdown', 'fr'));
    await context.close();
  }, 180_000);

  it('opens from the Neigh pile, an option and History, and says what a card does where it is asked, in English', async () => {
    const { context, page } = await phone(app.browser);
    await everyPlace(page, app.origin, english);
    await context.close();
  }, 240_000);

  it('opens from the Neigh pile, an option, History and a search result, and says what a card does where it is asked, in French', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await everyPlace(page, app.origin, french);
    // A search result's ⓘ, in the tiebreak calculator.
    await page.goto(`${app.origin}/#/tiebreak`);
    await page.getByLabel(french.searchResults).fill('ginormous');
    await looksUp(
      page,
      page.getByRole('button', { name: french.open('Ginormous Unicorn') }),
      'ginormous-unicorn',
      french,
    );
    await context.close();
  }, 240_000);

  it('says what a card that may stand in for a leaving one does, where the owner is asked', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(
      JSON.stringify({
        game: 'unstable-unicorns',
        players: [
          { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 4 },
          { name: 'Ben', stable: ['Rhinocorn', 'Black Knight Unicorn'], hand: 4 },
          { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 4 },
        ],
        deck: 60,
        turn: { player: 'Ana', phase: 'action' },
      }),
    );
    await page.getByRole('button', { name: 'Start from this table' }).click();
    const now = page.locator('section.now');
    await page.getByLabel('Search a card').fill('unicorn poison');
    await answer(page, page.getByRole('button', { name: /^Unicorn Poison/ }).first());
    await answer(page, now.getByRole('button', { name: /^No one answers/ }));
    await answer(page, now.getByRole('button', { name: 'Rhinocorn (Ben’s Stable)', exact: true }));
    // Ben may send Black Knight Unicorn instead: what it does is said before he answers.
    await page.locator('#now-what', { hasText: /^Rhinocorn is about to leave/ }).waitFor();
    expect(await now.locator('.card-summary').allTextContents()).toEqual([
      `Black Knight Unicorn: ${summary('black-knight-unicorn', 'en')}`,
    ]);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await context.close();
  }, 180_000);
});
