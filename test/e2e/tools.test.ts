// The tools around a game, in real Chromium: the tiebreak calculator's ruling with letter counts,
// a position loaded in the judge's format, the judge asked about it, a game file exported and
// imported back, and the same table and rules reference in French.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';

/** Ana has two Unicorns (her Baby and Rhinocorn), Ben has Slowdown, Cy only a Baby; Ana's Action phase. */
const position = {
  game: 'unstable-unicorns',
  language: 'en',
  players: [
    { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Rhinocorn'], hand: 4 },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Slowdown'], hand: 5 },
    { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 5 },
  ],
  deck: 60,
  discard: ['Neigh'],
  turn: { player: 'Ana', phase: 'action' },
};

describe.skipIf(NO_BROWSER)('the tools', () => {
  const app = servedApp();

  it('the tiebreak calculator rules on a tie by the letters of each Unicorn’s printed name', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/tiebreak`);
    await page.getByRole('button', { name: 'Add a player' }).click();
    // A: Basic Unicorn = 5 + 7 = 12 letters; B: Rhinocorn = 9 letters; C has no Unicorn.
    await page.getByLabel('Add a Unicorn to A').fill('basic red');
    await page.getByRole('button', { name: /^Basic Unicorn \(Red\)/ }).click();
    await page.getByLabel('Add a Unicorn to B').fill('rhino');
    await page.getByRole('button', { name: /^Rhinocorn/ }).click();
    await page.getByRole('button', { name: 'Who wins?' }).click();
    const ruling = page.getByRole('status');
    await ruling.waitFor();
    expect(await ruling.locator('strong').first().textContent()).toBe('A wins');
    expect(await ruling.locator('tr').allTextContents()).toEqual([
      'A1 Unicorn12 letters',
      'B1 Unicorn9 letters',
      'C0 Unicorns',
    ]);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'tiebreak-ruling-en');
    await context.close();
  }, 180_000);

  it('the tiebreak calculator rules on its default two players with Basic Unicorns, without assuming the 2-player variant', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/tiebreak`);
    // Basic Unicorn (Purple) stays in the box in the 2-player variant, but this table did not play it.
    await page.getByLabel('Add a Unicorn to A').fill('basic purple');
    await page.getByRole('button', { name: /^Basic Unicorn \(Purple\)/ }).click();
    await page.getByLabel('Add a Unicorn to B').fill('basic red');
    await page.getByRole('button', { name: /^Basic Unicorn \(Red\)/ }).click();
    await page.getByLabel('Add a Unicorn to B').fill('basic yellow');
    await page.getByRole('button', { name: /^Basic Unicorn \(Yellow\)/ }).click();
    await page.getByRole('button', { name: 'Who wins?' }).click();
    const ruling = page.getByRole('status');
    await ruling.waitFor();
    expect(await ruling.locator('strong').first().textContent()).toBe('B wins');
    // Told they play the variant, the calculator says at once, as sentences, that no Basic Unicorn
    // can be on their table (all are left in the box), and asks the judge nothing.
    await page.getByLabel(/2-player variant/).check();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    const out = (card: string, seat: string) =>
      `${card} is left in the box in the 2-player variant: it cannot be in ${seat}’s Stable.`;
    expect(await refusal.locator('p').allTextContents()).toEqual([
      out('Basic Unicorn (Purple)', 'A'),
      out('Basic Unicorn (Red)', 'B'),
      out('Basic Unicorn (Yellow)', 'B'),
    ]);
    await page.getByRole('button', { name: 'Who wins?' }).click();
    expect(await page.getByRole('status').count()).toBe(0);
    // A card left out is refused as it is picked, before it is added.
    await page.getByLabel('Add a Unicorn to B').fill('basic orange');
    await page.getByRole('button', { name: /^Basic Unicorn \(Orange\)/ }).click();
    await expect
      .poll(() => refusal.locator('p').first().textContent())
      .toBe(out('Basic Unicorn (Orange)', 'B'));
    expect(await page.getByRole('button', { name: /^Basic Unicorn \(Orange\) ·/ }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/judge could not answer|stable\[/);
    await context.close();
  }, 180_000);

  it('warns when a French deck’s tiebreak counts an English title, and counts the French title once taught', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/tiebreak`);
    await page.getByRole('radio', { name: 'Français' }).check();
    // A: Rhinocorn, whose French title the app does not know; B: Licorne Arc-en-Ciel (7 + 9 = 16 letters).
    await page.getByLabel('Add a Unicorn to A').fill('rhino');
    await page.getByRole('button', { name: /^Rhinocorn/ }).click();
    await page.getByLabel('Add a Unicorn to B').fill('arc-en-ciel');
    await page.getByRole('button', { name: /^Licorne Arc-en-Ciel/ }).click();
    // The warning names the card and the English title counted in its place, with its letters.
    const warning = page.locator('section.teach-title');
    expect(await warning.locator('p').first().textContent()).toBe(
      'Rhinocorn: its French title is not known here, so the English title Rhinocorn was counted (9 letters). If your card prints another title, type it.',
    );
    await page.getByRole('button', { name: 'Who wins?' }).click();
    const ruling = page.getByRole('status', { name: 'Ruling' });
    await ruling.waitFor();
    expect(await ruling.locator('strong').first().textContent()).toBe('B wins');
    expect(await ruling.locator('tr').allTextContents()).toEqual([
      'A1 Unicorn9 letters',
      'B1 Unicorn16 letters',
    ]);

    // A title without letters is refused with a sentence, and nothing is taught.
    const title = page.getByLabel('French title printed on Rhinocorn');
    await title.fill(' 42 ');
    await page.getByRole('button', { name: 'Teach this title' }).click();
    expect(await warning.getByRole('alert').textContent()).toBe(
      'Type the title as it is printed on the card: it needs letters.',
    );
    // The table's card prints a French title (invented here: the real one is not known): 12 + 6 + 8 letters.
    await title.fill('Rhinolicorne Cornue Furieuse');
    await page.getByRole('button', { name: 'Teach this title' }).click();
    await warning.waitFor({ state: 'detached' });
    await expect.poll(() => ruling.locator('strong').first().textContent()).toBe('A wins');
    expect(await ruling.locator('tr').allTextContents()).toEqual([
      'A1 Unicorn26 letters',
      'B1 Unicorn16 letters',
    ]);
    expect(
      await page.getByText('Rhinocorn counts as Rhinolicorne Cornue Furieuse (26 letters)').count(),
    ).toBe(1);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'tiebreak-taught-title');

    // Taught once, kept: the calculator opened again counts it without a warning.
    await page.reload();
    await page.getByRole('radio', { name: 'Français' }).check();
    await page.getByLabel('Add a Unicorn to A').fill('rhino');
    await page.getByRole('button', { name: /^Rhinocorn/ }).click();
    await page.getByText(/Rhinocorn counts as Rhinolicorne Cornue Furieuse/).waitFor();
    expect(await page.locator('section.teach-title').count()).toBe(0);
    await context.close();
  }, 180_000);

  it('loads a position, asks the judge about it, and exports and imports it as a game file', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    // A table the box does not allow is refused, naming the field.
    await page
      .getByLabel('Table (JSON)')
      .fill(JSON.stringify({ ...position, players: position.players.slice(0, 1) }));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/^Refused: .*players/);

    await page.getByLabel('Table (JSON)').fill(JSON.stringify(position));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await page.locator('#now-what', { hasText: 'Ana: play a card, or draw' }).waitFor();
    expect(await page.locator('article[aria-label="Ana"] .chip').allTextContents()).toEqual([
      'Baby Unicorn (Red)',
      'Rhinocorn',
    ]);

    await page.getByRole('link', { name: 'Ask the judge' }).click();
    await page.getByRole('heading', { name: 'Ask the judge', level: 1 }).waitFor();
    // The deck running out now: Ana has the most Unicorns (2 against 1 and 1).
    await page
      .getByRole('region', { name: 'Who wins if the deck ran out now?' })
      .getByRole('button', { name: 'Ask' })
      .click();
    await page.getByRole('status').getByText('Ana wins').waitFor();
    // Ben may not play a Neigh now: nothing is being played for it to answer.
    const mayPlay = page.getByRole('region', { name: 'May this player play this card now?' });
    await mayPlay.getByLabel('Player', { exact: true }).selectOption({ label: 'Ben' });
    await mayPlay.getByLabel('Card').fill('neigh');
    await mayPlay
      .getByRole('button', { name: /^Neigh/ })
      .first()
      .click();
    await mayPlay.getByRole('button', { name: 'Ask' }).click();
    await mayPlay.getByRole('status').waitFor();
    expect(await mayPlay.getByRole('status').textContent()).toMatch(/^No\./);
    // The refusal says in place what the card does (no card forbids it here: the Neigh's own summary).
    const neighSummary = (
      JSON.parse(
        readFileSync(new URL('../../rules/unstable-unicorns/base-2e.json', import.meta.url), 'utf8'),
      ) as { cards: { id: string; summary: { en: string } }[] }
    ).cards.find((c) => c.id === 'neigh')!.summary.en;
    expect(await mayPlay.locator('.card-summary').textContent()).toContain(neighSummary);
    // A pile: Ana plays a Unicorn, Ben tries to Neigh it (Slowdown forbids him), Cy Neighs it.
    const pile = page.getByRole('region', { name: 'Does the Neigh pile resolve?' });
    await pile.getByLabel('Player', { exact: true }).selectOption({ label: 'Ana' });
    await pile.getByLabel('Card played').fill('basic red');
    await pile
      .getByRole('button', { name: /^Basic Unicorn \(Red\)/ })
      .first()
      .click();
    await pile.getByLabel('Add a response').selectOption({ label: 'Ben' });
    await pile.getByRole('button', { name: '+ Neigh' }).click();
    await pile.getByLabel('Add a response').selectOption({ label: 'Cy' });
    await pile.getByRole('button', { name: '+ Neigh' }).click();
    await pile.getByRole('button', { name: 'Ask' }).click();
    const pileRuling = pile.getByRole('status');
    await pileRuling.waitFor();
    expect(await pileRuling.textContent()).toContain('The card is stopped.');
    expect(await pileRuling.textContent()).toContain('These responses could not be played: Ben: Neigh');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'disputes-en');

    await page.goto(app.origin);
    const before = await page.locator('.game-item').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export: Ana, Ben, Cy' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('stablehand-ana-ben-cy.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      version: number;
      log: object;
    };
    expect(file.version).toBe(2);
    await page.getByTestId('import-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByText('Game imported: Ana, Ben, Cy').waitFor();
    expect(await page.locator('.game-item').count()).toBe(before + 1);
    // A file whose events the rules refuse is turned away, and nothing is added.
    const cheat = {
      ...file,
      log: { ...file.log, events: [{ type: 'choose', option: { play: 'neigh' } }] },
    };
    await page.getByTestId('import-file').setInputFiles({
      name: 'cheat.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(cheat)),
    });
    await page
      .getByText(
        /^This file was not imported, and nothing changed\. Move 1 of its game does not follow the rules/,
      )
      .waitFor();
    // The field the rules refused stays one tap away, for whoever made the file.
    expect(await page.getByRole('alert').locator('details').textContent()).toMatch(/log\.events\[0\]/);
    expect(await page.locator('.game-item').count()).toBe(before + 1);
    expect(requests.every((url) => url.startsWith(`${app.origin}/`) || url.startsWith('blob:'))).toBe(true);
    await context.close();
  }, 180_000);

  it('holds a player to the hand limit at the end of the turn, one discard at a time', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    const crowded = {
      ...position,
      players: [{ ...position.players[0]!, hand: 8 }, position.players[1]!, position.players[2]!],
    };
    await page.getByLabel('Table (JSON)').fill(JSON.stringify(crowded));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    // 8 cards, and drawing as the action makes 9: two over the limit of 7.
    await page.getByRole('button', { name: 'Draw a card instead of playing' }).click();
    await page.locator('#now-what', { hasText: 'Hand limit 7: Ana discards 2' }).waitFor();
    expect(await page.locator('article[aria-label="Ana"]').textContent()).toContain('9 in hand');
    await screenshot(page, 'hand-limit-en');
    await page.getByLabel('Pick the card').fill('neigh');
    await page
      .getByRole('button', { name: /^Neigh/ })
      .first()
      .click();
    await page.locator('#now-what', { hasText: 'Hand limit 7: Ana discards 1' }).waitFor();
    // Rhinocorn's only copy is in Ana's Stable, so it cannot be in her hand: it is not offered.
    await page.getByLabel('Pick the card').fill('rhino');
    await page.getByText('No card matches “rhino”.').waitFor();
    await page.getByLabel('Pick the card').fill('basic red');
    await page
      .getByRole('button', { name: /^Basic Unicorn \(Red\)/ })
      .first()
      .click();
    await page.locator('#now-what', { hasText: 'Ben: draw 1 card' }).waitFor();
    expect(await page.locator('article[aria-label="Ana"]').textContent()).toContain('7 in hand');
    expect(await page.locator('.stat', { hasText: 'Discard' }).locator('.n').textContent()).toBe('3');
    await context.close();
  }, 180_000);

  it('ends on the last card of the deck with the tiebreak, letter by letter, or with everyone losing', async () => {
    const { context, page } = await phone(app.browser);
    const lastCard = (ben: string[]) => ({
      game: 'unstable-unicorns',
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Basic Unicorn (Red)'], hand: 5 },
        { name: 'Ben', stable: ben, hand: 5 },
        { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 5 },
      ],
      deck: 1,
      turn: { player: 'Ana', phase: 'beginning' },
    });
    // Ana draws the last card: 2 Unicorns each for Ana and Ben. Ana: Baby Unicorn (4 + 7 = 11) and
    // Basic Unicorn (5 + 7 = 12) make 23 letters; Ben: Baby Unicorn (11) and Rhinocorn (9) make 20.
    await page.goto(`${app.origin}/#/load`);
    await page
      .getByLabel('Table (JSON)')
      .fill(JSON.stringify(lastCard(['Baby Unicorn (Pink)', 'Rhinocorn'])));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await page.getByRole('button', { name: 'Ana drew 1 card', exact: true }).click();
    await page.getByRole('heading', { name: 'Game over', level: 2 }).waitFor();
    expect(await page.locator('.winner .big').textContent()).toBe('Ana wins');
    const winner = await page.locator('.winner').textContent();
    expect(winner).toContain('The deck ran out');
    expect(winner).toContain('most letters');
    const ana = page.locator('table.scores tbody tr').nth(0);
    expect(await ana.locator('li').allTextContents()).toEqual([
      'Baby Unicorn: 11 letters',
      'Basic Unicorn: 12 letters',
    ]);
    expect(await ana.textContent()).toContain('23 letters');
    expect(await page.locator('table.scores tbody tr').nth(1).textContent()).toContain('20 letters');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'end-tiebreak-en');

    // Ben with a Basic Unicorn instead: 23 letters each, and everyone loses.
    await page.goto(`${app.origin}/#/load`);
    await page
      .getByLabel('Table (JSON)')
      .fill(JSON.stringify(lastCard(['Baby Unicorn (Pink)', 'Basic Unicorn (Blue)'])));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await page.getByRole('button', { name: 'Ana drew 1 card', exact: true }).click();
    await page.getByRole('heading', { name: 'Game over', level: 2 }).waitFor();
    expect(await page.locator('.winner .big').textContent()).toBe('Everyone loses');
    expect(await page.locator('.winner').textContent()).toContain('everyone loses');
    await context.close();
  }, 180_000);

  it('offers no Neigh to a player whose Stable forbids it, and says which card does', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(`${app.origin}/#/load`);
    await page.getByLabel('Table (JSON)').fill(JSON.stringify(position));
    await page.getByRole('button', { name: 'Start from this table' }).click();
    await page.getByLabel('Search a card').fill('basic red');
    await page
      .getByRole('button', { name: /^Basic Unicorn \(Red\)/ })
      .first()
      .click();
    await page.locator('#now-what', { hasText: 'Any Neigh against Ana’s Basic Unicorn (Red)?' }).waitFor();
    // Cy may answer; Ben has Slowdown in his Stable, so no Instant of his is offered.
    await page.getByRole('button', { name: 'Cy: Neigh', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Ben:/ }).count()).toBe(0);
    expect(await page.locator('.now').textContent()).toMatch(/Ben cannot answer: .*Slowdown/);
    await screenshot(page, 'slowdown-en');
    await context.close();
  }, 180_000);

  it('shows the table and the rules reference in French', async () => {
    const { context, page } = await phone(app.browser, { locale: 'fr-FR', colorScheme: 'light' });
    await page.goto(`${app.origin}/#/load`);
    await page.getByRole('heading', { name: 'Charger une position', level: 1 }).waitFor();
    await page.getByLabel('Table (JSON)').fill(JSON.stringify({ ...position, language: 'fr' }));
    await page.getByRole('button', { name: 'Commencer depuis cette table' }).click();
    await page.locator('#now-what', { hasText: 'Ana : jouer une carte, ou piocher' }).waitFor();
    // Card names in the deck's language where the catalog knows them.
    await page.locator('article[aria-label="Ben"] .chip', { hasText: 'Ralentissement' }).waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'table-fr');

    await page.goto(`${app.origin}/#/rules`);
    await page.getByRole('heading', { name: 'Règles en bref', level: 1 }).waitFor();
    await page.getByLabel('Chercher dans les règles').fill('égalité');
    await page.locator('details[open] h2').first().waitFor();
    expect(await page.locator('details h2').first().textContent()).toMatch(/paquet|Licornes|gagner/i);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'rules-fr');
    await context.close();
  }, 180_000);
});
