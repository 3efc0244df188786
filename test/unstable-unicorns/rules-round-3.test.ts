// Issue 28's rules half as the judge answers it: every refused answer of a chain says why (its card
// or rule), and the house rules the round added, each on and off.
import { describe, expect, it } from 'vitest';
import { judge, threeAt } from './tables.ts';
import { askJudge } from '../../src/games/judge.ts';
import { referenceTopics } from '../../src/games/unstable-unicorns/reference.ts';

describe('7: the judge says why each answer of a chain was refused', () => {
  const chain = (ana: string[], ben: string[], responses: Array<{ player: string; card: string }>) =>
    judge(threeAt(ana, ben, ['Baby Unicorn (Orange)']), {
      what: 'chain',
      play: { player: 'Ana', card: 'Rhinocorn' },
      responses,
    });

  it('Yay: Ben’s Neigh is refused because of Ana’s Yay', () => {
    const answer = chain(
      ['Baby Unicorn (Red)', 'Yay'],
      ['Baby Unicorn (Pink)'],
      [{ player: 'Ben', card: 'Neigh' }],
    );
    expect(answer.refused).toEqual([0]);
    expect(answer.refusals).toEqual([
      expect.objectContaining({ response: 0, player: 'Ben', card: 'Neigh', because: 'Yay' }),
    ]);
    const [refusal] = answer.refusals as Array<{ reason: string }>;
    expect(refusal!.reason).toMatch(/Ana has Yay/);
  });

  it('Ginormous Unicorn and Slowdown name themselves; an accepted answer is not listed', () => {
    const answer = chain(
      ['Baby Unicorn (Red)', 'Slowdown'],
      ['Baby Unicorn (Pink)', 'Ginormous Unicorn'],
      [
        { player: 'Ben', card: 'Neigh' },
        { player: 'Cy', card: 'Neigh' },
        { player: 'Ana', card: 'Neigh' },
      ],
    );
    expect(answer.refused).toEqual([0, 2]);
    expect(answer.refusals).toEqual([
      expect.objectContaining({ response: 0, player: 'Ben', because: 'Ginormous Unicorn' }),
      expect.objectContaining({ response: 2, player: 'Ana', because: 'Slowdown' }),
    ]);
  });

  it('after a Super Neigh, a Neigh is refused because of the Super Neigh', () => {
    const answer = chain(
      ['Baby Unicorn (Red)'],
      ['Baby Unicorn (Pink)'],
      [
        { player: 'Ben', card: 'Super Neigh' },
        { player: 'Ana', card: 'Neigh' },
      ],
    );
    expect(answer.resolves).toBe(false);
    expect(answer.refusals).toEqual([
      expect.objectContaining({ response: 1, player: 'Ana', card: 'Neigh', because: 'Super Neigh' }),
    ]);
  });

  it('a chain with nothing refused has no refusals field', () => {
    const answer = chain(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], [{ player: 'Ben', card: 'Neigh' }]);
    expect(answer).toEqual({ resolves: false, refused: [] });
  });
});

describe('6: the house rules of this round, on and off, as the judge reads them', () => {
  const ask = (
    houseRules: Record<string, boolean> | undefined,
    players: unknown[],
    what: Record<string, unknown>,
  ) =>
    askJudge({
      game: 'unstable-unicorns',
      decks: ['control', 'chaos'],
      ...(houseRules ? { houseRules } : {}),
      players,
      turn: { player: 'Ana', phase: 'action' },
      ask: what,
    });

  // Ben holds no card, so he cannot discard the price of Unicorn of Glory.
  const gloryIntoBen = (houseRules?: Record<string, boolean>) =>
    ask(
      houseRules,
      [
        { name: 'Ana', stable: ['Raccoonicorn'], hand: ['Unicorn of Glory'] },
        { name: 'Ben', stable: ['Weeniecorn'], hand: 0 },
        { name: 'Cy', stable: [], hand: 2 },
      ],
      { what: 'play', player: 'Ana', card: 'Unicorn of Glory', into: 'Ben' },
    );

  it('priceDisregarded: off, the play into Ben’s Stable is refused for its price; on, it is legal', () => {
    expect(gloryIntoBen()).toMatchObject({ legal: false, because: 'target' });
    expect(gloryIntoBen({ priceDisregarded: false })).toMatchObject({ legal: false, because: 'target' });
    expect(gloryIntoBen({ priceDisregarded: true })).toEqual({ legal: true });
  });

  it('priceDisregarded never lets a player play into their own Stable what they cannot pay', () => {
    const own = ask(
      { priceDisregarded: true },
      [
        { name: 'Ana', stable: ['Raccoonicorn'], hand: ['Unicorn of Glory'] },
        { name: 'Ben', stable: [], hand: 2 },
        { name: 'Cy', stable: [], hand: 2 },
      ],
      { what: 'play', player: 'Ana', card: 'Unicorn of Glory', into: 'Ana' },
    );
    expect(own).toMatchObject({ legal: false, because: 'target' });
  });

  const trapAgainstBabies = (houseRules?: Record<string, boolean>) =>
    ask(
      houseRules,
      [
        { name: 'Ana', stable: ['Raccoonicorn'], hand: ['Unicorn Trap'] },
        { name: 'Ben', stable: ['Baby Pegacorn'], hand: 2 },
        { name: 'Cy', stable: ['Baby Slothicorn'], hand: 2 },
      ],
      { what: 'play', player: 'Ana', card: 'Unicorn Trap' },
    );

  it('babiesStay: off, Unicorn Trap may steal a Baby; on, with only Babies to steal it cannot be played', () => {
    expect(trapAgainstBabies()).toEqual({ legal: true });
    expect(trapAgainstBabies({ babiesStay: true })).toMatchObject({ legal: false, because: 'target' });
  });

  it('keptPricePays and babiesStay are house rules the judge takes; a misspelt one is refused by name', () => {
    expect(gloryIntoBen({ keptPricePays: true, babiesStay: true })).toMatchObject({ legal: false });
    expect(gloryIntoBen({ babiesStays: true }).error).toMatch(
      /^houseRules\.babiesStays: "babiesStays" is not a house rule/,
    );
  });
});

describe('6: the readings the judge can be asked', () => {
  it('Game Master Unicorn with nothing else in hand: its price (discard your hand) is paid by discarding nothing', () => {
    const answer = askJudge({
      game: 'unstable-unicorns',
      decks: ['control', 'chaos'],
      players: [
        { name: 'Ana', stable: ['Raccoonicorn'], hand: ['Game Master Unicorn'] },
        { name: 'Ben', stable: [], hand: 2 },
        { name: 'Cy', stable: [], hand: 2 },
      ],
      turn: { player: 'Ana', phase: 'action' },
      ask: { what: 'play', player: 'Ana', card: 'Game Master Unicorn' },
    });
    expect(answer).toEqual({ legal: true });
  });

  it('two Imaginary Friendicorns each take one Unicorn off the goal: 5 Unicorns win a 3-player game', () => {
    const answer = askJudge({
      game: 'unstable-unicorns',
      decks: ['control', 'chaos'],
      players: [
        {
          name: 'Ana',
          stable: [
            'Baby Belugacorn',
            'Imaginary Friendicorn',
            'Imaginary Friendicorn',
            'Raccoonicorn',
            'Weeniecorn',
            'Tech Supporticorn',
            'Red Pandacorn',
          ],
        },
        { name: 'Ben', stable: [] },
        { name: 'Cy', stable: [] },
      ],
      turn: { player: 'Ana', phase: 'action' },
      ask: { what: 'outcome' },
    });
    expect(answer).toMatchObject({ over: true, winners: ['Ana'], unicorns: { Ana: 5 } });
  });
});

describe('6: one’s own Stable is never destroyed (DESTROY is another player’s card)', () => {
  it('Controlled Destruction with cards only in Ana’s own Stable cannot be played', () => {
    const play = (cy: string[]) =>
      askJudge({
        game: 'unstable-unicorns',
        decks: ['control', 'chaos'],
        players: [
          { name: 'Ana', stable: ['Raccoonicorn', 'Brain Freeze'], hand: ['Controlled Destruction'] },
          { name: 'Ben', stable: [], hand: 2 },
          { name: 'Cy', stable: cy, hand: 2 },
        ],
        turn: { player: 'Ana', phase: 'action' },
        ask: { what: 'play', player: 'Ana', card: 'Controlled Destruction' },
      });
    expect(play([])).toMatchObject({ legal: false, because: 'target' });
    expect(play(['Weeniecorn'])).toEqual({ legal: true });
  });
});

describe('6: the rules reference states each reading in both languages, with its seed passages', () => {
  it('topic ruling-control-chaos-readings names every card, house rule and seed it relies on', () => {
    for (const language of ['en', 'fr'] as const) {
      const topic = referenceTopics[language].find((t) => t.id === 'ruling-control-chaos-readings');
      expect(topic, language).toBeDefined();
      for (const word of [
        'priceDisregarded',
        'keptPricePays',
        'babiesStay',
        'Archangel Unicorn',
        'Game Master Unicorn',
        'Nymphicorn',
        'Imaginary Friendicorn',
        'Alchemist Unicorn',
        'Controlled Destruction',
        '002',
        '000',
      ]) {
        expect(topic!.body, `${language}: ${word}`).toContain(word);
      }
    }
  });
});
