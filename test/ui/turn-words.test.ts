// The turn as the top bar and History say it, in English and French: the player's own count
// ("Ana’s 2nd turn", "2e tour d’Ana"), and the table's count only when the rules do not know.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import { resultSentences, turnWords } from '../../src/ui/unstable-unicorns/words.ts';
import type { Table } from '../../src/games/unstable-unicorns/table.ts';

afterEach(() => setLanguage('en'));

/** Ana's turn, the table's 4th, at three players: her 2nd. */
const fourth = { turn: { player: 0, number: 4 }, turnsBegun: [2, 1, 1] };

describe('turns in words', () => {
  it('says Ana’s 2nd turn, not turn 4, in English and French', () => {
    expect(turnWords(fourth)).toBe('2nd turn');
    expect(turnWords(fourth, 'Ana')).toBe('Ana’s 2nd turn');
    setLanguage('fr');
    expect(turnWords(fourth)).toBe('2e tour');
    expect(turnWords(fourth, 'Ana')).toBe('2e tour d’Ana');
    expect(turnWords({ turn: { player: 0, number: 1 }, turnsBegun: [1, 0, 0] }, 'Ben')).toBe(
      '1er tour de Ben',
    );
  });

  it('writes English ordinals as players do: 1st, 3rd, 11th, 12th, 21st, 22nd', () => {
    const nth = (n: number) => turnWords({ turn: { player: 0, number: n }, turnsBegun: [n] });
    expect([1, 3, 4, 11, 12, 13, 21, 22].map(nth)).toEqual([
      '1st turn',
      '3rd turn',
      '4th turn',
      '11th turn',
      '12th turn',
      '13th turn',
      '21st turn',
      '22nd turn',
    ]);
  });

  it('falls back to the table’s count when the turns of each player are not known', () => {
    expect(turnWords({ turn: { player: 1, number: 4 } }, 'Ben')).toBe('Turn 4 · Ben');
    setLanguage('fr');
    expect(turnWords({ turn: { player: 1, number: 4 } })).toBe('Tour 4');
  });

  it('says a turn beginning as the player’s own, in English and French; the table’s count when unknown', () => {
    const table = {
      language: 'en',
      players: ['Ana', 'Ben', 'Cleo'].map((name) => ({ name, stable: [], hand: { count: 5, known: [] } })),
      nursery: [],
      deck: 60,
      discard: [],
      turn: { player: 0, phase: 'beginning' },
      twoPlayerVariant: false,
    } as Table;
    expect(resultSentences([{ kind: 'turn', player: 0, number: 4, own: 2 }], table, 'en')).toEqual([
      'Ana’s 2nd turn begins',
    ]);
    expect(resultSentences([{ kind: 'turn', player: 0, number: 4 }], table, 'en')).toEqual([
      'Turn 4: Ana’s turn begins',
    ]);
    setLanguage('fr');
    expect(resultSentences([{ kind: 'turn', player: 0, number: 4, own: 2 }], table, 'fr')).toEqual([
      'C’est au tour d’Ana : son 2e tour',
    ]);
  });
});
