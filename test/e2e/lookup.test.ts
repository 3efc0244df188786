// "What does this card do?" answered where the card is seen, in real Chromium: a card in a Stable, a
// search result and the rules search open the card's summary, type, printed title and rulings, in
// English and in French.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';

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
) {
  await page.goto(`${origin}/#/load`);
  await page.getByLabel(labels.table).fill(JSON.stringify(position(language)));
  await page.getByRole('button', { name: labels.start }).click();
}

const lookup = (page: Page) => page.locator('dialog.card-lookup');

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
    await context.close();
  }, 180_000);
});
