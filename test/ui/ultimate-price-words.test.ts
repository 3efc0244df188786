// An Ultimate Unicorn is in its Stable before its price is paid: the question asking for the price
// says it is that card's price, in English and French, and no other sacrifice or discard says so.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import { decisionSentence } from '../../src/ui/unstable-unicorns/words.ts';
import { scenario, type PositionSpec } from '../walker/scenario.ts';

/** Both Control & Chaos decks, three players, Ana's Action phase unless told. */
function cc(spec: PositionSpec) {
  const players = [...spec.players];
  while (players.length < 3) players.push({});
  return scenario({ ...spec, players, composition: { boxes: ['control', 'chaos'] } });
}

const R = 'raccoonicorn';
const W = 'weeniecorn';

/** The pending question in both languages. */
function asked(g: ReturnType<typeof cc>): { en: string; fr: string } {
  setLanguage('en');
  const en = decisionSentence(g.pending, g.table, 'en');
  setLanguage('fr');
  const fr = decisionSentence(g.pending, g.table, 'fr');
  setLanguage('en');
  return { en, fr };
}

afterEach(() => setLanguage('en'));

describe('an Ultimate Unicorn’s price is asked as its price', () => {
  it('Shadow Unicorn has entered Ana’s Stable: she sacrifices one of her two Unicorns for it', () => {
    const g = cc({ players: [{ hand: ['shadow-unicorn'], stable: [R, W] }] });
    g.play('shadow-unicorn', 0).noResponse();
    expect(g.stable(0)).toEqual([R, W, 'shadow-unicorn']);
    expect(g.pending).toMatchObject({ kind: 'sacrifice', player: 0, source: 'shadow-unicorn' });
    expect(asked(g)).toEqual({
      en: 'Shadow Unicorn’s price: Ana sacrifices a card',
      fr: 'Prix de Shadow Unicorn : Ana sacrifie une carte',
    });
    g.choose({ card: W }, 'sacrifice');
    expect(g.stable(0)).toEqual([R, 'shadow-unicorn']);
  });

  it('Unicorn of Misfortune: each of the two discards is asked as its price', () => {
    const g = cc({ players: [{ hand: ['unicorn-of-misfortune', 'neigh', 'yoink', R] }] });
    g.play('unicorn-of-misfortune', 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, source: 'unicorn-of-misfortune' });
    expect(asked(g)).toEqual({
      en: 'Unicorn of Misfortune’s price: Ana discards a card',
      fr: 'Prix d’Unicorn of Misfortune : Ana défausse une carte',
    });
    g.choose({ card: 'neigh' }, 'discard');
    expect(asked(g).en).toBe('Unicorn of Misfortune’s price: Ana discards a card');
  });

  it('Valkyrie Unicorn’s beginning-of-turn sacrifice is no price, and is not called one', () => {
    const g = cc({
      players: [{ stable: ['valkyrie-unicorn', R, W] }],
      discard: ['suburban-dadicorn'],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'valkyrie-unicorn' }, 'beginning-of-turn');
    expect(g.pending).toMatchObject({ kind: 'sacrifice', player: 0, source: 'valkyrie-unicorn' });
    // Named by its card like any effect's question, and not called a price.
    expect(asked(g)).toEqual({
      en: 'Valkyrie Unicorn: Ana sacrifices a card',
      fr: 'Valkyrie Unicorn : Ana sacrifie une carte',
    });
  });
});
