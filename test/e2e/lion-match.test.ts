// The Lion & The Unicorn's second round in real Chromium, from a game file of Ana's first round won on
// three Foxes: a fresh secret deal, a starting card with nothing to act on, the Mole's secret look,
// the match won on four different animals before the Lion acts, the judge, and Home's finished game.
import { describe, expect, it } from 'vitest';
import { expectNow, NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { answer, button, draw, flip, openLionGame } from './lion-file.ts';

describe.skipIf(NO_BROWSER)('The Lion & The Unicorn: the match', () => {
  const app = servedApp(300_000);

  it('deals round 2 after Ana’s three Foxes and puts the crown on her head', async () => {
    const { context, page, requests } = await phone(app.browser);
    // Round 1 as lion.test.ts plays it: Ana draws three Foxes, Ben two Crows; his Crow goes up, her Foxes chain.
    await openLionGame(page, app.origin, { players: ['Ana', 'Ben'], crown: 0, starting: ['Mole', 'Goat'] }, [
      { draw: 0, animal: 'Fox' },
      { draw: 1, animal: 'Crow' },
      { draw: 0, animal: 'Fox' },
      { draw: 1, animal: 'Crow' },
      { draw: 0, animal: 'Fox' },
      { flip: 1, place: 2 },
      { flip: 0, place: 2 },
      { flip: 0, place: 3 },
      { flip: 0, place: 4 },
    ]);
    await page.getByRole('heading', { name: 'Ana wins round 1', level: 2 }).waitFor();

    // Round 2: dealt afresh in secret, the three Foxes left out under the crown; Ana plays first.
    await button(page, 'Deal round 2').click();
    await button(page, 'I am Ana: show me').click();
    await button(page, 'Goat').click();
    await button(page, 'I am Ben: show me').click();
    await answer(page, button(page, 'Mole'));
    await expectNow(page, 'Ana: draw, flip or steal a card');
    await page.getByText('Under the crown, out of this round: Fox, Fox, Fox').waitFor();
    await draw(page, 'Ana', 'Mole');
    await draw(page, 'Ben', 'Crow');
    await draw(page, 'Ana', 'Fox');
    await draw(page, 'Ben', 'Crow');
    await draw(page, 'Ana', 'Lion');
    await draw(page, 'Ben', 'Crow');

    // Ana's starting Goat turns up and, being her starting card, goes nowhere.
    await flip(page, 1);
    await page.getByText("Ana's starting Goat has nothing to act on").waitFor();
    await expectNow(page, 'Ben: draw, flip or steal a card');
    await flip(page, 2);
    // Her Mole lets her look, in secret, at her face-down cards.
    await expectNow(page, 'Ana: draw, flip or steal a card');
    await flip(page, 2);
    await expectNow(page, 'Ana: look at your face-down cards');
    await button(page, 'Show Ana their cards').click();
    await button(page, 'I am Ana: show me').click();
    expect(await page.locator('.lion-now .lion-card .face').allTextContents()).toEqual(['Fox', 'Lion']);
    await screenshot(page, 'lion-mole-look-en');
    await answer(page, button(page, 'Done: hide it'));
    await expectNow(page, 'Ben: draw, flip or steal a card');
    await flip(page, 3);
    // Goat, Mole, Fox, and the Lion is a fourth animal: Ana wins before the Lion can act.
    await flip(page, 3);
    await page.getByText('The Fox gives Ana one more action').waitFor();
    await flip(page, 4);

    await page.getByRole('heading', { name: 'Ana wins the match', level: 2 }).waitFor();
    const end = await page.locator('.lion-end .winner').textContent();
    expect(end).toContain('Winning set: Goat, Mole, Fox, Lion');
    expect(end).toContain('Ana has won two rounds and puts the crown on their head.');
    expect(await page.locator('.lion-end table.scores tbody tr').allTextContents()).toEqual([
      'Ana 2',
      'Ben0',
    ]);
    expect(await page.locator('.lion-now').count()).toBe(0);
    await screenshot(page, 'lion-match-won-en');
    expect(await seriousAxeIssues(page)).toEqual([]);
    // The judge, asked now, names Ana for the round and the match.
    await page.getByRole('link', { name: 'Ask the judge' }).click();
    await button(page, 'Ask').click();
    await page.getByRole('status').getByText('Ana also wins the match').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Ana wins the match', level: 2 }).waitFor();

    // Home lists the game as finished; nothing left the origin.
    await page.goto(app.origin);
    await page.getByText('Ana, Ben').waitFor();
    await page.getByText('Finished').waitFor();
    expect(requests.every((url) => url.startsWith(`${app.origin}/`))).toBe(true);
    await context.close();
  }, 300_000);
});
