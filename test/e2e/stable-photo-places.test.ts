// A Stable photo where the app needs a whole Stable, in real Chromium at 390x844 and offline: Load a position
// (a photo per Stable), Fix the table (the Stable becomes the photo's, as undoable corrections), disputes.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPosition, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { haveScans, offTheApp, stableA, stableB } from './stable-photos.ts';

const WORDS = {
  en: {
    photo: 'Photograph this Stable',
    check: 'Check each card: tap another name to correct it.',
    unread: 'Not read',
    use: 'Use these cards',
    card: 'Card',
    ready: 'Scanning ready offline',
    judge: 'Ask the judge',
    deckOut: 'Who wins if the deck ran out now?',
    ask: 'Ask',
    back: 'Use the phone’s Stable again (Ben)',
    photographed: 'Ben, as photographed: Basic Unicorn (Red), Seductive Unicorn, Classy Narwhal',
    wins: (name: string) => `${name} wins`,
    row: (name: string, n: number, letters: number) => `${name}${n} Unicorns${letters} letters`,
  },
  fr: {
    photo: 'Photographier cette Écurie',
    check: 'Vérifiez chaque carte : touchez un autre nom pour la corriger.',
    unread: 'Non lue',
    use: 'Utiliser ces cartes',
    card: 'Carte',
    ready: 'Scanner prêt hors ligne',
    judge: 'Demander à l’arbitre',
    deckOut: 'Qui gagne si le paquet était vide maintenant ?',
    ask: 'Demander',
    back: 'Reprendre l’Écurie du téléphone (Ben)',
    photographed: 'Ben, selon la photo : Basic Unicorn (Red), Seductive Unicorn, Classy Narwhal',
    wins: (name: string) => `${name} gagne`,
    row: (name: string, n: number, letters: number) => `${name}${n} Licornes${letters} lettres`,
  },
} as const;
type Lang = keyof typeof WORDS;

/**
 * A first visit online saves the reader's files in the background (the scanner is never opened); then
 * the network goes and the rest of the test runs offline.
 */
async function offlineAfterFirstVisit(context: BrowserContext, page: Page, origin: string, lang: Lang) {
  await page.goto(origin);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto(`${origin}/#/settings`);
  await page.getByRole('status').filter({ hasText: WORDS[lang].ready }).waitFor({ timeout: 120_000 });
  await context.setOffline(true);
  await page.goto(origin);
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

/** Uploads a Stable photo under the photo button named `label` and waits for every card to be shown. */
async function photograph(page: Page, lang: Lang, player: string, jpeg: Uint8Array): Promise<void> {
  const label = `${WORDS[lang].photo} (${player})`;
  await page.getByLabel(label).setInputFiles({
    name: `stable-${player}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg),
  });
  await page.getByRole('status').filter({ hasText: WORDS[lang].check }).waitFor({ timeout: 180_000 });
}

/** The Stables as the table screen shows them, sorted. */
async function stables(page: Page, names: string[]): Promise<Record<string, string[]>> {
  const shown: Record<string, string[]> = {};
  for (const name of names) {
    const seat = page.locator(`section[aria-label="Table"] article[aria-label="${name}"]`);
    shown[name] = (await seat.locator('.chip').allTextContents())
      .map((s) => s.replace(/^[▲▼]\s*/, ''))
      .sort();
  }
  return shown;
}

async function handCount(page: Page, name: string): Promise<number> {
  const seat = page.locator(`section[aria-label="Table"] article[aria-label="${name}"]`);
  return Number((await seat.locator('header .hand-count').textContent())?.match(/^(\d+) in hand$/)?.[1]);
}

describe.skipIf(NO_BROWSER || !haveScans)('a Stable photo where the app needs a whole Stable', () => {
  const app = servedApp();

  it(
    'Load a position: a photo per Stable fills each Stable, an unread card named by search, offline',
    { timeout: 900_000 },
    async () => {
      const { context, page, requests } = await phone(app.browser);
      await offlineAfterFirstVisit(context, page, app.origin, 'en');
      await page.goto(`${app.origin}/#/load`);
      await page.getByText('Name the players in the table above first').waitFor();
      await page.getByLabel('Table (JSON)').fill(
        JSON.stringify({
          game: 'unstable-unicorns',
          players: [
            { name: 'Ana', hand: 3 },
            { name: 'Ben', hand: 3 },
            { name: 'Cy', hand: 3 },
          ],
          deck: 60,
          turn: { player: 'Cy', phase: 'action' },
        }),
      );

      await photograph(page, 'en', 'Ana', stableA());
      expect(await page.locator('.stable-photo text').allTextContents()).toEqual([
        '1. Rhinocorn',
        '2. Yay',
        '3. Llamacorn',
        '4. Baby Unicorn (Red)',
      ]);
      // Nothing is "not counted" here: every card of a Stable belongs in it.
      expect(await page.getByText('not counted').count()).toBe(0);
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.getByRole('button', { name: 'Use these cards' }).click();
      await page.getByText('In Ana’s Stable now: Rhinocorn, Yay, Llamacorn, Baby Unicorn (Red)').waitFor();

      await photograph(page, 'en', 'Ben', stableB());
      const third = page.getByRole('listitem', { name: 'Card 3' });
      expect(await third.locator('.stable-name').textContent()).toBe('Not read');
      // The card the scan could not read is named by search, in the list, before the cards are used.
      await third.getByLabel('Name card 3').fill('classy narw');
      await third
        .locator('.results')
        .getByRole('button', { name: /^Classy Narwhal/ })
        .click();
      expect(await third.locator('.stable-name').textContent()).toBe('Classy Narwhal');
      expect(await page.locator('.stable-photo text').allTextContents()).toEqual([
        '1. Basic Unicorn (Red)',
        '2. Seductive Unicorn',
        '3. Classy Narwhal',
      ]);
      await screenshot(page, 'load-stable-photo-en');
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.getByRole('button', { name: 'Use these cards' }).click();
      await page
        .getByText('In Ben’s Stable now: Basic Unicorn (Red), Seductive Unicorn, Classy Narwhal')
        .waitFor();

      // The table's text now holds both Stables; the game starts from it.
      const written = JSON.parse(await page.getByLabel('Table (JSON)').inputValue()) as {
        players: { name: string; stable?: string[]; hand: number }[];
      };
      expect(written.players.map((p) => [p.name, p.stable, p.hand])).toEqual([
        ['Ana', ['Rhinocorn', 'Yay', 'Llamacorn', 'Baby Unicorn (Red)'], 3],
        ['Ben', ['Basic Unicorn (Red)', 'Seductive Unicorn', 'Classy Narwhal'], 3],
        ['Cy', undefined, 3],
      ]);
      await page.getByRole('button', { name: 'Start from this table' }).click();
      await page.locator('section[aria-label="Table"]').waitFor();
      expect(await stables(page, ['Ana', 'Ben', 'Cy'])).toEqual({
        Ana: ['Baby Unicorn (Red)', 'Llamacorn', 'Rhinocorn', 'Yay'],
        Ben: ['Basic Unicorn (Red)', 'Classy Narwhal', 'Seductive Unicorn'],
        Cy: [],
      });
      expect(offTheApp(requests, app.origin)).toEqual([]);
      await context.close();
    },
  );

  it(
    'Fix the table: the Stable becomes the photo’s as corrections, sources asked, in History and undone; offline',
    { timeout: 900_000 },
    async () => {
      const { context, page, requests } = await phone(app.browser);
      await offlineAfterFirstVisit(context, page, app.origin, 'en');
      await loadPosition(page, app.origin, {
        game: 'unstable-unicorns',
        players: [
          { name: 'Ana', hand: 3, stable: ['Baby Unicorn (Red)', 'Rhinocorn', 'Basic Unicorn (Red)'] },
          { name: 'Ben', hand: 3, stable: ['Llamacorn'] },
          { name: 'Cy', hand: 3 },
        ],
        deck: 60,
        turn: { player: 'Cy', phase: 'action' },
      });
      await page.locator('section[aria-label="Table"]').waitFor();
      const before = await stables(page, ['Ana', 'Ben', 'Cy']);
      expect(before.Ana).toEqual(['Baby Unicorn (Red)', 'Basic Unicorn (Red)', 'Rhinocorn']);

      await page.getByRole('button', { name: 'Fix the table' }).click();
      // The real Stable: Rhinocorn, Yay, Llamacorn and the Baby; the Basic Unicorn (Red) went back to the hand.
      await photograph(page, 'en', 'Ana', stableA());
      await page.getByRole('button', { name: 'Compare with the phone' }).click();
      const fix = page.getByRole('group', { name: 'Ana’s Stable is now what the photo shows' });
      await fix.waitFor();
      // Where the table allows more than one zone it asks, the likeliest chosen; else it says where.
      const gone = fix.getByLabel('Basic Unicorn (Red) is not in the photo. Where did it go?');
      expect(await gone.locator('option:checked').textContent()).toBe('The discard pile');
      const yay = fix.getByLabel('Yay is in the photo. Where did it come from?');
      expect(await yay.locator('option:checked').textContent()).toBe('Ana’s hand');
      expect(await yay.locator('option').allTextContents()).toEqual([
        'Ana’s hand',
        'Ben’s hand',
        'Cy’s hand',
        'The deck',
      ]);
      // The only Llamacorn was in Ben's Stable: nothing to ask.
      await fix.getByText('Llamacorn is in the photo: it came from Ben’s Stable.').waitFor();
      await gone.selectOption({ label: 'Ana’s hand' });
      expect(await seriousAxeIssues(page)).toEqual([]);
      await screenshot(page, 'fix-stable-photo-en');
      await fix.getByRole('button', { name: 'Make these 3 corrections' }).click();
      expect(await fix.getByRole('status').locator('li').allTextContents()).toEqual([
        'Correction: Basic Unicorn (Red) moved from Ana’s Stable to Ana’s hand',
        'Correction: Yay moved from Ana’s hand to Ana’s Stable',
        'Correction: Llamacorn moved from Ben’s Stable to Ana’s Stable',
      ]);
      await fix.getByRole('button', { name: 'Close' }).click();

      // A card the scan could not read, left unnamed, is left out of the Stable, and the panel says so.
      await photograph(page, 'en', 'Ben', stableB());
      await page.getByRole('button', { name: 'Compare with the phone' }).click();
      const benFix = page.getByRole('group', { name: 'Ben’s Stable is now what the photo shows' });
      await benFix.getByText('One card in the photo was not named: it is left out of this Stable.').waitFor();
      expect(await benFix.locator('.photo-change').count()).toBe(2);
      await benFix.getByRole('button', { name: 'Cancel' }).click();
      expect(await benFix.count()).toBe(0);

      await page.getByRole('button', { name: 'Back to the game' }).first().click();
      expect(await stables(page, ['Ana', 'Ben', 'Cy'])).toEqual({
        Ana: ['Baby Unicorn (Red)', 'Llamacorn', 'Rhinocorn', 'Yay'],
        Ben: [],
        Cy: [],
      });
      // Yay came out of Ana's hand and the Basic Unicorn (Red) went in: still 3 cards.
      expect(await handCount(page, 'Ana')).toBe(3);

      // History has the three corrections, newest first; undoing to the first puts the phone back.
      await page.getByRole('link', { name: 'History' }).click();
      await page.locator('.history .event-text').first().waitFor();
      expect(await page.locator('.history .event-text').allTextContents()).toEqual([
        'Correction: Llamacorn moved from Ben’s Stable to Ana’s Stable',
        'Correction: Yay moved from Ana’s hand to Ana’s Stable',
        'Correction: Basic Unicorn (Red) moved from Ana’s Stable to Ana’s hand',
      ]);
      await page.getByRole('button', { name: 'Undo to here' }).last().click();
      await page
        .getByRole('dialog')
        .getByText(
          'Take back “Correction: Basic Unicorn (Red) moved from Ana’s Stable to Ana’s hand” and the 2 events after it?',
        )
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.locator('.history li.undone', { hasText: 'Basic Unicorn (Red) moved' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.locator('section[aria-label="Table"]').waitFor();
      expect(await stables(page, ['Ana', 'Ben', 'Cy'])).toEqual(before);
      expect(offTheApp(requests, app.origin)).toEqual([]);
      await context.close();
    },
  );

  it(
    'Fix the table in French: a card the table cannot hold (left in the box with 2 players) is refused with the reason',
    { timeout: 900_000 },
    async () => {
      const { context, page } = await phone(app.browser, { locale: 'fr-FR' });
      await offlineAfterFirstVisit(context, page, app.origin, 'fr');
      await page.goto(`${app.origin}/#/load`);
      await page.locator('#position').fill(
        JSON.stringify({
          game: 'unstable-unicorns',
          players: [
            { name: 'Ana', hand: 3, stable: ['Baby Unicorn (Red)', 'Rhinocorn', 'Llamacorn'] },
            { name: 'Ben', hand: 3 },
          ],
          deck: 40,
          turn: { player: 'Ben', phase: 'action' },
        }),
      );
      await page.locator('button.primary.wide').click();
      await page.getByRole('button', { name: 'Corriger la table' }).click();
      await photograph(page, 'fr', 'Ana', stableA());
      await page.getByRole('button', { name: 'Comparer avec le téléphone' }).click();
      const fix = page.getByRole('group', { name: 'L’Écurie d’Ana est maintenant celle de la photo' });
      await fix
        .getByText(
          // The walker's French sentence names the card in French (Youpi !), as its other refusals do.
          'Yay ne peut pas être dans cette Écurie : Youpi ! reste dans la boîte dans la partie à 2 joueurs.',
        )
        .waitFor();
      expect(await fix.getByRole('button', { name: 'Faire cette correction' }).isDisabled()).toBe(true);
      expect(await seriousAxeIssues(page)).toEqual([]);
      await screenshot(page, 'fix-stable-photo-fr');
      await fix.getByRole('button', { name: 'Annuler' }).click();
      await context.close();
    },
  );

  for (const lang of ['fr', 'en'] as const) {
    it(
      `disputes (${lang}): a Stable photo stands in for the phone's in the question, one misread fixed with a tap; offline`,
      { timeout: 900_000 },
      async () => {
        const w = WORDS[lang];
        const { context, page, requests } = await phone(app.browser, {
          locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
        });
        await offlineAfterFirstVisit(context, page, app.origin, lang);
        // The phone says Ben has his Baby and one Basic Unicorn: Ana, with 3 Unicorns, would win.
        await page.goto(`${app.origin}/#/load`);
        await page.locator('#position').fill(
          JSON.stringify({
            game: 'unstable-unicorns',
            players: [
              { name: 'Ana', hand: 3, stable: ['Baby Unicorn (Red)', 'Rhinocorn', 'Llamacorn'] },
              { name: 'Ben', hand: 3, stable: ['Baby Unicorn (Pink)', 'Basic Unicorn (Red)'] },
              { name: 'Cy', hand: 3 },
            ],
            deck: 60,
            turn: { player: 'Cy', phase: 'action' },
          }),
        );
        await page.locator('button.primary.wide').click();
        await page.getByRole('link', { name: w.judge }).click();
        const outcome = page.locator('section[aria-labelledby="q-out"]');
        await outcome.getByRole('button', { name: w.ask }).click();
        expect(await outcome.getByRole('status').locator('strong').first().textContent()).toBe(w.wins('Ana'));

        // The real Stable of Ben: three Unicorns, the third read wrong and put right with one tap.
        await photograph(page, lang, 'Ben', stableB());
        const third = page.getByRole('listitem', { name: `${w.card} 3` });
        expect(await third.locator('.stable-name').textContent()).toBe(w.unread);
        await third.getByRole('button', { name: 'Classy Narwhal' }).click();
        expect(await page.locator('.stable-photo text').allTextContents()).toEqual([
          '1. Basic Unicorn (Red)',
          '2. Seductive Unicorn',
          '3. Classy Narwhal',
        ]);
        expect(await seriousAxeIssues(page)).toEqual([]);
        await screenshot(page, `disputes-stable-photo-${lang}`);
        await page.getByRole('button', { name: w.use }).click();
        await page.getByText(w.photographed).waitFor();
        // Three Unicorns each, and Ben's names are longer.
        await outcome.getByRole('button', { name: w.ask }).click();
        expect(await outcome.getByRole('status').locator('strong').first().textContent()).toBe(w.wins('Ben'));
        expect((await outcome.getByRole('status').locator('tr').allTextContents()).sort()).toEqual([
          w.row('Ana', 3, 29),
          w.row('Ben', 3, 41),
          lang === 'fr' ? 'Cy0 Licornes' : 'Cy0 Unicorns',
        ]);
        // The game itself is untouched: back to the phone's Stable, Ana wins again.
        await page.getByRole('button', { name: w.back }).click();
        await outcome.getByRole('button', { name: w.ask }).click();
        expect(await outcome.getByRole('status').locator('strong').first().textContent()).toBe(w.wins('Ana'));
        expect(await seriousAxeIssues(page)).toEqual([]);
        expect(offTheApp(requests, app.origin)).toEqual([]);
        await context.close();
      },
    );
  }
});
