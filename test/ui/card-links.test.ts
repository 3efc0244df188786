// The card names a History line says are the ones a tap opens: each card the event names is found in
// its sentence, in English and French, a longer name before one it contains, and no other word.
import { describe, expect, it } from 'vitest';
import { cardsIn, splitCardNames } from '../../src/ui/unstable-unicorns/card-links.ts';

describe('card names in a sentence', () => {
  it('finds the cards an answer and its results name, and nothing that is not a card', () => {
    const found = cardsIn([
      { type: 'choose', option: { player: 1, card: 'super-neigh' } },
      'rhinocorn',
      [{ kind: 'stopped', player: 0, card: 'rhinocorn', by: { player: 1, card: 'super-neigh' } }],
      { kind: 'skipped', card: 'slowdown', because: 'hand-limit' },
    ]);
    expect([...found].sort()).toEqual(['rhinocorn', 'slowdown', 'super-neigh']);
  });

  it('cuts "Ben answered Neigh with Super Neigh" at both names, the longer one whole', () => {
    const pieces = splitCardNames('Ben answered Neigh with Super Neigh', ['neigh', 'super-neigh'], 'en');
    expect(pieces).toEqual([
      { text: 'Ben answered ' },
      { card: 'neigh', name: 'Neigh' },
      { text: ' with ' },
      { card: 'super-neigh', name: 'Super Neigh' },
    ]);
  });

  it('finds French names, and leaves a name inside a longer word alone', () => {
    expect(splitCardNames('Ana a joué Ralentissement contre Huuue', ['slowdown', 'neigh'], 'fr')).toEqual([
      { text: 'Ana a joué ' },
      { card: 'slowdown', name: 'Ralentissement' },
      { text: ' contre ' },
      { card: 'neigh', name: 'Huuue' },
    ]);
    // "Neighs" is not the card Neigh.
    expect(splitCardNames('Two Neighs were played', ['neigh'], 'en')).toEqual([
      { text: 'Two Neighs were played' },
    ]);
  });
});
