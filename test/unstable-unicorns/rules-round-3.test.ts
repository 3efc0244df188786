// Issue 28's rules half as the judge answers it: every refused answer of a chain says why (its card
// or rule), and the house rules the round added, each on and off.
import { describe, expect, it } from 'vitest';
import { judge, threeAt } from './tables.ts';

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
