// A finished game is not played on: with the deck run out, or a player holding the Unicorns to win,
// the judge calls every play illegal because the game is over, and no beginning-of-turn effect applies.
import { describe, expect, it } from 'vitest';
import { answerUnstableUnicorns } from '../../src/games/unstable-unicorns/judge.ts';

const sevenUnicorns = [
  'Baby Unicorn (Red)',
  'Basic Unicorn (Red)',
  'Basic Unicorn (Orange)',
  'Basic Unicorn (Yellow)',
  'Basic Unicorn (Green)',
  'Basic Unicorn (Blue)',
  'Rhinocorn',
];

function table(overrides: { deck?: number; anaStable?: string[]; language?: string }) {
  return {
    game: 'unstable-unicorns',
    ...(overrides.language ? { language: overrides.language } : {}),
    players: [
      {
        name: 'Ana',
        stable: overrides.anaStable ?? ['Baby Unicorn (Red)', 'Rhinocorn'],
        hand: ['Unicorn Poison'],
      },
      { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Basic Unicorn (Purple)'], hand: ['Neigh'] },
      { name: 'Cy', stable: ['Baby Unicorn (Black)'], hand: ['Neigh'] },
    ],
    ...(overrides.deck === undefined ? {} : { deck: overrides.deck }),
    turn: { player: 'Ana', phase: 'action' },
  };
}

describe('the judge once the game is over', () => {
  it('still lets Ana play Unicorn Poison while the game goes on (the same table, deck not empty)', () => {
    expect(
      answerUnstableUnicorns({ ...table({}), ask: { what: 'play', player: 'Ana', card: 'Unicorn Poison' } }),
    ).toEqual({
      legal: true,
    });
  });

  it('refuses any play with the deck at 0, because the game is over', () => {
    const answer = answerUnstableUnicorns({
      ...table({ deck: 0 }),
      ask: { what: 'play', player: 'Ana', card: 'Unicorn Poison' },
    });
    expect(answer).toMatchObject({ legal: false, because: 'over' });
    expect(String(answer.reason)).toMatch(/over/);
  });

  it('refuses a Neigh too once a player has the Unicorns to win', () => {
    const answer = answerUnstableUnicorns({
      ...table({ anaStable: sevenUnicorns }),
      ask: {
        what: 'play',
        player: 'Ben',
        card: 'Neigh',
        respondingTo: { player: 'Ana', card: 'Unicorn Poison' },
      },
    });
    expect(answer).toMatchObject({ legal: false, because: 'over' });
  });

  it('says a chain played on a finished game does not resolve', () => {
    const answer = answerUnstableUnicorns({
      ...table({ deck: 0 }),
      ask: { what: 'chain', play: { player: 'Ana', card: 'Unicorn Poison' }, responses: [] },
    });
    expect(answer).toMatchObject({ resolves: false, because: 'over' });
  });

  it('lists no beginning-of-turn trigger when the game is over, and says why', () => {
    const going = answerUnstableUnicorns({
      ...table({}),
      turn: { player: 'Ana', phase: 'beginning' },
      ask: { what: 'beginning-of-turn' },
    });
    expect(going.triggers).toEqual([{ card: 'Rhinocorn', mandatory: false }]);
    const over = answerUnstableUnicorns({
      ...table({ anaStable: sevenUnicorns }),
      turn: { player: 'Ana', phase: 'beginning' },
      ask: { what: 'beginning-of-turn' },
    });
    expect(over).toEqual({ triggers: [], because: 'over' });
  });

  it('gives the reason in French for a French table', () => {
    const answer = answerUnstableUnicorns({
      ...table({ deck: 0, language: 'fr' }),
      ask: { what: 'play', player: 'Ana', card: 'Unicorn Poison' },
    });
    expect(answer).toMatchObject({ legal: false, because: 'over' });
    expect(String(answer.reason)).toMatch(/finie/);
  });
});
