// "Fix the table" in The Lion & The Unicorn, in real Chromium: a card drawn without telling the phone,
// a card discarded by hand, a refused correction, each read in History and undone, in English and French.
// Each starts from a game file of the draws before the mistake (lion-file.ts): the deal and the draws
// themselves are lion.test.ts's.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNow, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { button, openLionGame, rowOf } from './lion-file.ts';

const fix = (page: Page) => page.locator('.lion-fix');

/** The number under a label of the status strip (Deck, Discard pile). */
async function stat(page: Page, label: string): Promise<number> {
  const box = page.locator('.status-strip .stat', { has: page.locator('.l', { hasText: label }) });
  return Number(await box.locator('.n').textContent());
}

describe.skipIf(NO_BROWSER)('The Lion & The Unicorn: fix the table', () => {
  const app = servedApp(300_000);

  it('corrects an extra draw and a card discarded by hand, refuses an impossible fix, and undoes from History', async () => {
    const { context, page } = await phone(app.browser);
    // Ana drew a Fox, Ben a Crow, each named behind the curtain.
    await openLionGame(page, app.origin, { players: ['Ana', 'Ben'], crown: 0, starting: ['Mole', 'Goat'] }, [
      { draw: 0, animal: 'Fox' },
      { draw: 1, animal: 'Crow' },
    ]);
    await expectNow(page, 'Ana: draw, flip or steal a card');
    const deck = await stat(page, 'Deck');

    // At the table Ana took two cards for her one draw; nobody saw the second.
    await button(page, 'Fix the table').click();
    await button(page, 'Ana drew one more card').click();
    await screenshot(page, 'lion-fix-drew-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await button(page, 'Nobody saw it').click();
    await fix(page).getByRole('status').getByText('Correction: Ana drew 1 more card').waitFor();
    expect(await rowOf(page, 'Ana')).toEqual([
      'Card 1 · starting card · face-down',
      'Card 2 · face-down',
      'Card 3 · face-down',
    ]);
    expect(await stat(page, 'Deck')).toBe(deck - 1);

    // Ben's face-down card was discarded by hand: it shows on the discard pile, so now it is named.
    await button(page, 'A card in front of a player').click();
    await button(page, 'Ben · Card 2 · face-down').click();
    await button(page, 'It went to the discard pile').click();
    await fix(page)
      .getByRole('status')
      .getByText("Correction: a card goes from Ben's row to the discard pile: Crow")
      .waitFor();
    expect(await rowOf(page, 'Ben')).toEqual(['Card 1 · starting card · face-down']);
    await page.getByText('Discard pile · On top: Crow').waitFor();

    // It is already Ana's turn: that fix is refused in a sentence and nothing changes.
    await button(page, 'Whose turn it is').click();
    await button(page, "It is Ana's turn").click();
    await fix(page).getByRole('alert').getByText("Refused: it is already Ana's turn").waitFor();
    expect(await rowOf(page, 'Ana')).toHaveLength(3);
    await screenshot(page, 'lion-fix-refused-en');
    await fix(page).getByRole('button', { name: 'Back', exact: true }).click();
    await button(page, 'Done: back to the game').click();
    await expectNow(page, 'Ana: draw, flip or steal a card');
    // The Fox Ana drew was never named on the shared screen.
    expect(await page.locator('main, body').first().textContent()).not.toContain('Fox');

    // History tells both corrections, marked as such, and takes the last one back.
    await page.getByRole('link', { name: 'History' }).click();
    const corrections = page.locator('.history li.correction');
    await corrections.filter({ hasText: 'Correction: Ana drew 1 more card' }).waitFor();
    await corrections
      .filter({ hasText: "Correction: a card goes from Ben's row to the discard pile: Crow" })
      .waitFor();
    expect(await corrections.count()).toBe(2);
    await screenshot(page, 'lion-fix-history-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await page.locator('.grid2').getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('dialog')
      .getByText("Take back “Correction: a card goes from Ben's row to the discard pile: Crow”?")
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.history li.undone', { hasText: "from Ben's row to the discard pile" }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectNow(page, 'Ana: draw, flip or steal a card');
    expect(await rowOf(page, 'Ben')).toEqual(['Card 1 · starting card · face-down', 'Card 2 · face-down']);
    expect(await stat(page, 'Discard pile')).toBe(0);
    expect(await rowOf(page, 'Ana')).toHaveLength(3);

    // Two Foxes were laid face-up from the deck by hand, and Ana's drawn Fox lies face-up: three
    // Foxes win the round at once, and History says so under the correction that made it.
    await button(page, 'Fix the table').click();
    for (let k = 0; k < 2; k++) {
      await button(page, 'A card from the deck, the discard pile or under the crown').click();
      await fix(page)
        .getByRole('button', { name: /^Deck · / })
        .click();
      await button(page, 'Fox').click();
      await button(page, 'It lies face-up in front of Ana').click();
      await fix(page)
        .getByRole('status')
        .getByText("Correction: a card goes from the deck to Ana's row: Fox")
        .waitFor();
    }
    await button(page, 'A card in front of a player').click();
    await button(page, 'Ana · Card 2 · face-down').click();
    await button(page, 'It lies face-up').click();
    await page.getByRole('heading', { name: 'Ana wins round 1', level: 2 }).waitFor();
    expect(await page.locator('.lion-end .winner').textContent()).toContain('Winning set: Fox, Fox, Fox');
    await page.getByRole('link', { name: 'History' }).click();
    const winning = page.locator('.history li.correction', {
      hasText: "Correction: Ana's card 2 lies face-up: Fox",
    });
    await winning.getByText('Ana wins the round and takes the crown').waitFor();
    await screenshot(page, 'lion-fix-win-history-en');
    await context.close();
  }, 300_000);

  it('puts a starting card right in secret, corrects a draw named behind a curtain, and undoes it, in French', async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR' });
    // Léa drew a Crow, named behind the curtain.
    await openLionGame(page, app.origin, { players: ['Léa', 'Noé'], crown: 0, starting: ['Rat', 'Swift'] }, [
      { draw: 0, animal: 'Crow' },
    ]);
    await expectNow(page, 'Noé : piochez, retournez ou volez une carte');

    // Léa tapped the wrong starting card at the deal: she puts it right on her own secret screen.
    await button(page, 'Léa, voir votre carte de départ').click();
    await button(page, 'Je suis Léa : montrer').click();
    await page.getByText('Votre carte de départ : Rat').waitFor();
    await button(page, 'Ce n’est pas ma carte').click();
    await button(page, 'Renard').click();
    await page.getByText('Votre carte de départ : Renard').waitFor();
    await button(page, 'Fini : cacher').click();
    await expectNow(page, 'Noé : piochez, retournez ou volez une carte');
    expect(await page.locator('body').textContent()).not.toMatch(/Renard|Rat\b/);

    // Léa drew a second card; Noé saw it. It is named with the phone hidden from Léa.
    await button(page, 'Corriger la table').click();
    await button(page, 'Léa a pioché une carte de plus').click();
    await button(page, 'Les autres l’ont vue : la nommer, en cachette de Léa').click();
    expect(await page.locator('.lion-animal-button').count()).toBe(0);
    await button(page, 'Léa ne regarde pas : nommer la carte').click();
    await button(page, 'Renard').click();
    await fix(page).getByRole('status').getByText('Correction : Léa a pioché 1 carte de plus').waitFor();
    expect(await rowOf(page, 'Léa')).toEqual([
      'Carte 1 · carte de départ · cachée',
      'Carte 2 · cachée',
      'Carte 3 · cachée',
    ]);
    await screenshot(page, 'lion-fix-fr');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await button(page, 'À qui est le tour').click();
    await button(page, 'C’est au tour de Noé').click();
    await fix(page).getByRole('alert').getByText('Refusé : c’est déjà au tour de Noé').waitFor();
    await fix(page).getByRole('button', { name: 'Retour', exact: true }).click();
    await button(page, 'Fini : retour à la partie').click();
    await expectNow(page, 'Noé : piochez, retournez ou volez une carte');

    // The history never names the card Léa may not see, and takes the correction back.
    await page.getByRole('link', { name: 'Historique' }).click();
    const line = page.locator('.history li.correction', {
      hasText: 'Correction : Léa a pioché 1 carte de plus',
    });
    await line.waitFor();
    await page
      .locator('.history li.correction', {
        hasText: 'Correction : la carte de départ de Léa est rectifiée, en secret',
      })
      .waitFor();
    expect(await page.locator('.history').textContent()).not.toMatch(/Renard|Rat\b/);
    await page.locator('.grid2').getByRole('button', { name: 'Défaire' }).click();
    await page
      .getByRole('dialog')
      .getByText('Défaire « Correction : Léa a pioché 1 carte de plus » ?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.locator('.history li.undone.correction').waitFor();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expectNow(page, 'Noé : piochez, retournez ou volez une carte');
    expect(await rowOf(page, 'Léa')).toHaveLength(2);
    await context.close();
  }, 300_000);
});
