// Every kind of result History says, in English and in French: three games loaded through #/load and
// played on the phone (a Neigh, destroys, a steal, a swap under Pandamonium, a win with Queen Bee Unicorn).
// Split from fix-table.test.ts, so the two vitest workers share the longest browser test.
import { describe, expect, it } from 'vitest';
import {
  answer,
  drawPhase,
  expectNow,
  historyAddress,
  loadPosition,
  NO_BROWSER,
  noOneAnswers,
  phone,
  pickCard,
  screenshot,
  seriousAxeIssues,
  servedApp,
  stableIfAsked,
} from './harness.ts';

describe.skipIf(NO_BROWSER)('History says every kind of result', () => {
  const app = servedApp();

  it('says every kind of result in History, in English and in French', async () => {
    const { context, page } = await phone(app.browser);
    const option = (name: string | RegExp) =>
      page.getByRole('button', { name, exact: typeof name === 'string' });

    // Game 1: Ben's Unicorns are Pandas (Pandamonium); Cleo holds Queen Bee Unicorn.
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: [
        {
          name: 'Ana',
          stable: ['Baby Unicorn (Red)', 'Basic Unicorn (Red)', 'Basic Unicorn (Blue)', 'Blinding Light'],
          hand: 4,
        },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Pandamonium', 'Broken Stable'], hand: 4 },
        {
          name: 'Cleo',
          stable: [
            'Baby Unicorn (Orange)',
            'Queen Bee Unicorn',
            'Basic Unicorn (Yellow)',
            'Basic Unicorn (Indigo)',
          ],
          hand: 4,
        },
      ],
      deck: 50,
      discard: ['Neigh'],
      turn: { player: 'Ana', phase: 'action' },
    });
    // A correction first: the deck held one card more than the phone thought.
    await page.getByRole('button', { name: 'Fix the table' }).click();
    await page.getByRole('button', { name: '1 card more in the deck' }).click();
    await page.getByRole('status').getByText('Correction: 1 more in the deck').waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).first().click();

    // Ana's Unicorn Poison is stopped by Cleo's Neigh.
    await pickCard(page, 'poison', /^Unicorn Poison/);
    await expectNow(page, 'Any Neigh against Ana’s Unicorn Poison?');
    await answer(page, option('Cleo: Neigh'));
    await noOneAnswers(page);
    // Ben: the Draw phase, then Two-For-One: he sacrifices Broken Stable, destroys two Basic Unicorns.
    await drawPhase(page, 'Ben');
    await pickCard(page, 'two for', /^Two-For-One/);
    await noOneAnswers(page);
    await answer(page, option(/^Broken Stable/));
    await answer(page, option('Basic Unicorn (Red) (Ana’s Stable)'));
    await answer(page, option('Basic Unicorn (Yellow) (Cleo’s Stable)'));
    // Cleo: Good Deal draws 3 and discards 1.
    await drawPhase(page, 'Cleo');
    await pickCard(page, 'good deal', /^Good Deal/);
    await noOneAnswers(page);
    await page.getByLabel('Pick the card').fill('neigh');
    await answer(page, page.getByRole('button', { name: /^Neigh/ }).first());
    // Ana: Unicorn Swap. Her Unicorn can only go to Cleo (Ben's Stable leaves nothing to steal),
    // and only a card that is no Basic Unicorn may be stolen back (Queen Bee Unicorn).
    await drawPhase(page, 'Ana');
    await pickCard(page, 'swap', /^Unicorn Swap/);
    await noOneAnswers(page);
    await answer(page, option('Basic Unicorn (Blue) (Ana’s Stable)'));
    await answer(page, option('Baby Unicorn (Orange) (Cleo’s Stable)'));
    // Ben: Back Kick sends Blinding Light back to Ana's hand, and Ana discards a card.
    await drawPhase(page, 'Ben');
    await pickCard(page, 'back kick', /^Back Kick/);
    await noOneAnswers(page);
    await answer(page, option('Blinding Light (Ana’s Stable)'));
    await page.getByLabel('Pick the card').fill('neigh');
    await answer(page, page.getByRole('button', { name: /^Neigh/ }).first());
    // Cleo: Kiss of Life brings Basic Unicorn (Yellow) back from the discard pile.
    await drawPhase(page, 'Cleo');
    await pickCard(page, 'kiss', /^Kiss of Life/);
    await noOneAnswers(page);
    await answer(page, option('Basic Unicorn (Yellow)'));
    await stableIfAsked(page, 'Cleo');
    // Ana: Alluring Narwhal enters; there is no Upgrade anywhere to steal, so its effect is skipped.
    await drawPhase(page, 'Ana');
    await pickCard(page, 'alluring', /^Alluring Narwhal/);
    await noOneAnswers(page);
    await stableIfAsked(page, 'Ana');
    await expectNow(page, 'Ben: draw 1 card');
    const game1 = historyAddress(page);

    // Game 3: Ana's Unicorn Swap sends her Unicorn to Ben, whose Stable is under Pandamonium: his
    // Unicorns are Pandas, so there is nothing to steal back.
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: [
        { name: 'Ana', stable: ['Basic Unicorn (Red)'], hand: 4 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Pandamonium', 'Basic Unicorn (Blue)'], hand: 4 },
        { name: 'Cleo', stable: ['Baby Unicorn (Orange)', 'Basic Unicorn (Green)'], hand: 4 },
      ],
      deck: 50,
      turn: { player: 'Ana', phase: 'action' },
    });
    await pickCard(page, 'swap', /^Unicorn Swap/);
    await noOneAnswers(page);
    await answer(page, option('Ben'));
    await expectNow(page, 'Ben: draw 1 card');
    const game3 = historyAddress(page);

    // Game 2: Cleo has 6 Unicorns and Queen Bee; Ana's Basic Unicorn can only go to Cleo, who wins.
    await loadPosition(page, app.origin, {
      game: 'unstable-unicorns',
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 4 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 4 },
        {
          name: 'Cleo',
          stable: [
            'Baby Unicorn (Orange)',
            'Queen Bee Unicorn',
            'Basic Unicorn (Yellow)',
            'Basic Unicorn (Indigo)',
            'Basic Unicorn (Green)',
            'Basic Unicorn (Orange)',
          ],
          hand: 4,
        },
      ],
      deck: 50,
      turn: { player: 'Ana', phase: 'action' },
    });
    await pickCard(page, 'purple', /^Basic Unicorn \(Purple\)/);
    await noOneAnswers(page);
    await page.getByRole('heading', { name: 'Game over', level: 2 }).waitFor();
    const game2 = historyAddress(page);

    const english = [
      /^Correction: 1 more in the deck$/,
      /^Ana played Unicorn Poison$/,
      /^Cleo answered Unicorn Poison with Neigh$/,
      /^Ana’s Unicorn Poison was stopped by Cleo’s Neigh$/,
      /^Turn \d+: Ben’s turn begins$/,
      /^Ben drew 1 card \(Draw phase\)$/,
      /^Ben’s Two-For-One went ahead$/,
      /^Ben’s Broken Stable was sacrificed \(Two-For-One\)$/,
      /^Ana’s Basic Unicorn \(Red\) was destroyed \(Two-For-One\)$/,
      /^Cleo drew 3 cards \(Good Deal\)$/,
      /^Cleo discarded (Neigh|a card) \(Good Deal\)$/,
      /^Queen Bee Unicorn: the card can only move into Cleo’s Stable$/,
      /^Ana’s Basic Unicorn \(Blue\) moved into Cleo’s Stable \(Unicorn Swap\)$/,
      /^Cleo’s Baby Unicorn \(Orange\) was stolen into Ana’s Stable \(Unicorn Swap\)$/,
      /^Alluring Narwhal: nothing happened, nothing to target$/,
      /^Ana’s Blinding Light went back to Ana’s hand \(Back Kick\)$/,
      /^Ana discarded (Neigh|a card) \(Back Kick\)$/,
      /^Cleo brought Basic Unicorn \(Yellow\) into Cleo’s Stable \(Kiss of Life\)$/,
      /^Alluring Narwhal entered Ana’s Stable$/,
    ];
    const french = [
      /^Correction : 1 de plus dans le paquet$/,
      /^Ana a joué Unicorn Poison$/,
      /^La carte Unicorn Poison d’Ana a été arrêtée par la carte Huuue de Cleo$/,
      /^Ben a pioché 1 carte \(phase de Pioche\)$/,
      /^La carte Broken Stable de Ben a été sacrifiée \(Two-For-One\)$/,
      /^La carte Licorne Standard \(Rouge\) d’Ana a été détruite \(Two-For-One\)$/,
      /^Cleo a pioché 3 cartes \(Good Deal\)$/,
      /^Alluring Narwhal : sans effet, aucune cible$/,
      /^La carte Blinding Light d’Ana est retournée dans la main d’Ana \(Back Kick\)$/,
      /^La carte Bébé Licorne \(Orange\) de Cleo a été volée vers l’Écurie d’Ana \(Unicorn Swap\)$/,
    ];
    /** Every line History shows: events and their results. */
    const historyLines = async () => {
      // History draws its lines once the game is replayed: wait for them before reading.
      await page.locator('.history .event-text').first().waitFor();
      const more = page.getByRole('button', { name: /^(Show|Montrer) \d+ / });
      while ((await more.count()) > 0) await more.click();
      return [
        ...(await page.locator('.history .event-text').allTextContents()),
        ...(await page.locator('.history .results-list li').allTextContents()),
      ];
    };
    const expectAll = (lines: string[], wanted: RegExp[]) => {
      for (const line of wanted)
        expect(
          lines.some((l) => line.test(l)),
          `History says ${line}:\n${lines.join('\n')}`,
        ).toBe(true);
    };

    await page.goto(game1);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    expectAll(await historyLines(), english);
    await screenshot(page, 'history-results-en');
    await page.goto(game2);
    await page.locator('.won-line').waitFor();
    expect(await page.locator('.won-line').textContent()).toBe('Cleo wins with 7 Unicorns');
    expectAll(await historyLines(), [
      /^Queen Bee Unicorn: Basic Unicorn \(Purple\) can only enter Cleo’s Stable$/,
      /^Cleo wins with 7 Unicorns$/,
    ]);
    await screenshot(page, 'history-won-en');
    await page.goto(game3);
    await page.locator('.history .event-text').first().waitFor();
    expectAll(await historyLines(), [/^Unicorn Swap: nothing happened, because of Pandamonium$/]);

    // The same histories in French.
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await page.goto(game1);
    await page.getByRole('heading', { name: 'Historique', level: 1 }).waitFor();
    expectAll(await historyLines(), french);
    await screenshot(page, 'history-results-fr');
    await page.goto(game2);
    await page.locator('.won-line').waitFor();
    expect(await page.locator('.won-line').textContent()).toBe('Cleo gagne avec 7 Licornes');
    expectAll(await historyLines(), [
      /^Licorne Reine de Beauté : Licorne Standard \(Violette\) ne peut entrer que dans l’Écurie de Cleo$/,
    ]);
    await screenshot(page, 'history-won-fr');
    await page.goto(game3);
    await page.locator('.history .event-text').first().waitFor();
    expectAll(await historyLines(), [/^Unicorn Swap : sans effet, à cause de Pandamonium$/]);
    // Fix the table speaks French too.
    await page.goto(game3.replace(/\/history$/, ''));
    await page.getByRole('button', { name: 'Corriger la table' }).click();
    await page.getByRole('button', { name: 'Ben a pioché 1 de plus', exact: true }).click();
    await page.getByRole('status').getByText('Correction : Ben a pioché 1 carte de plus').waitFor();
    await screenshot(page, 'fix-table-fr');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await context.close();
  }, 400_000);
});
