// The wrong sentences a table met in real games (issue 26), each said right now: what the engine
// reports (a search is no draw, a cost is no target) and how the question names its card and count.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import {
  decisionSentence,
  notInHandSentence,
  eventSentence,
  optionLabel,
  resultSentence,
  resultSentences,
  zoneWords,
} from '../../src/ui/unstable-unicorns/words.ts';
import { scenario, type Scenario } from '../walker/scenario.ts';
import { whyNotPlayable } from '../../src/games/unstable-unicorns/explain.ts';
import type { Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Decision, Option } from '../../src/games/unstable-unicorns/game/types.ts';
import { moveDestinations, moveOrigins, type Zone } from '../../src/ui/unstable-unicorns/walker.ts';

afterEach(() => setLanguage('en'));

/** What the last `answers` answers did, in words. */
function saidSince(g: Scenario, from: number, language: 'en' | 'fr' = 'en'): string[] {
  setLanguage(language);
  return g.history.slice(from).flatMap((state) => resultSentences(state.results, g.table, language));
}

const asked = (g: Scenario, language: 'en' | 'fr' = 'en') => {
  setLanguage(language);
  return decisionSentence(g.pending, g.table, language);
};

describe('a search is said as a search, from where it took the card', () => {
  it('Magical Flying Unicorn takes from the discard pile: neither the question nor History says the deck', () => {
    const g = scenario({
      players: [{ hand: ['magical-flying-unicorn'] }, {}, {}],
      discard: ['unicorn-poison', 'good-deal'],
    });
    g.play('magical-flying-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.pending).toMatchObject({ kind: 'search', source: 'magical-flying-unicorn' });
    expect(asked(g)).toBe('Magical Flying Unicorn: Ana takes a card from the discard pile. Which one?');
    expect(asked(g, 'fr')).toBe('Magical Flying Unicorn : Ana prend une carte dans la défausse. Laquelle ?');
    const decision = g.pending;
    const from = g.history.length;
    g.choose({ card: 'good-deal' }, 'search');
    setLanguage('en');
    expect(eventSentence(decision, { card: 'good-deal' }, g.table, 'en')).toBe(
      'Ana took Good Deal from the discard pile',
    );
    expect(saidSince(g, from)).toContain('Ana took Good Deal from the discard pile (Magical Flying Unicorn)');
    expect(saidSince(g, from).join(' ')).not.toMatch(/deck|drew 1 card \(Magical/);
  });

  it('Shabby the Narwhal searches the deck: History says a search, not “drew 1 card”; French keeps its word order', () => {
    const g = scenario({ players: [{ hand: ['shabby-the-narwhal'] }, {}, {}] });
    g.play('shabby-the-narwhal', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(asked(g)).toBe('Shabby the Narwhal: Ana searched the deck. Which card was taken?');
    const decision = g.pending;
    const from = g.history.length;
    g.choose({ card: 'pandamonium' }, 'search');
    expect(saidSince(g, from)).toContain('Ana searched the deck and took Pandamonium (Shabby the Narwhal)');
    expect(saidSince(g, from).join(' ')).not.toMatch(/drew 1 card \(Shabby/);
    setLanguage('fr');
    expect(eventSentence(decision, { card: 'pandamonium' }, g.table, 'fr')).toBe(
      'Ana a pris Pandamonium dans le paquet',
    );
  });
});

describe('a skipped effect gives the real reason', () => {
  it('Stable Artillery with 1 card in hand: its cost of two discards cannot be paid, though a Unicorn is there to destroy', () => {
    const g = scenario({
      players: [{ stable: ['stable-artillery'], hand: ['neigh'] }, { stable: ['rhinocorn'] }, {}],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(g.state.results).toContainEqual({
      kind: 'skipped',
      card: 'stable-artillery',
      player: 0,
      because: 'cost-unpayable',
    });
    expect(saidSince(g, 0)).toEqual(['Stable Artillery: nothing happened, its cost cannot be paid']);
    expect(saidSince(g, 0, 'fr')).toEqual(['Stable Artillery : sans effet, son coût ne peut pas être payé']);
  });

  it('with two cards in hand and no Unicorn to destroy, there is nothing to target', () => {
    const g = scenario({
      players: [{ stable: ['stable-artillery'], hand: ['neigh', 'yay'] }, {}, {}],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(saidSince(g, 0)).toEqual(['Stable Artillery: nothing happened, nothing to target']);
  });
});

describe('an Instant’s window before a sacrifice is no Neigh question', () => {
  it('Shadow Unicorn’s price: Ben may play Intervention before Ana sacrifices Weeniecorn', () => {
    const g = scenario({
      players: [
        { hand: ['shadow-unicorn'], stable: ['raccoonicorn', 'weeniecorn'] },
        { hand: ['intervention'] },
        {},
      ],
      composition: { boxes: ['control', 'chaos'] },
    });
    g.play('shadow-unicorn', 0).noResponse();
    g.choose({ card: 'weeniecorn' }, 'sacrifice');
    expect(g.pending).toMatchObject({ kind: 'respond', event: { on: 'sacrifice', card: 'weeniecorn' } });
    expect(asked(g)).toBe('Shadow Unicorn: Ana is about to sacrifice Weeniecorn. Does anyone answer first?');
    expect(asked(g)).not.toMatch(/Neigh/);
    expect(asked(g, 'fr')).not.toMatch(/Huuue/);
    setLanguage('en');
    expect(g.pending.options.map((o) => optionLabel(g.pending, o, g.table, 'en'))).toEqual([
      'No one answers: it goes ahead',
      'Ben: Intervention',
    ]);
    expect(eventSentence(g.pending, { pass: true }, g.table, 'en')).toBe('No one answered: it went ahead');
  });
});

describe('questions name their card and count', () => {
  it('Re-Target names the card it moves', () => {
    const g = scenario({
      players: [
        { hand: ['re-target'] },
        { stable: ['rainbow-aura', 'rhinocorn'] },
        { stable: ['pandamonium'] },
      ],
    });
    g.play('re-target').noResponse();
    expect(asked(g)).toBe('Re-Target: Ana moves a card');
    g.target(1, 'rainbow-aura', 'move');
    expect(asked(g)).toBe('Re-Target: Into which Stable does Rainbow Aura move?');
    expect(asked(g, 'fr')).toBe('Re-Target : Dans quelle Écurie va Rainbow Aura ?');
  });

  it('Two-For-One says which of its two destructions is asked', () => {
    const g = scenario({
      players: [
        { hand: ['two-for-one'], stable: ['basic-unicorn-red'] },
        { stable: ['rainbow-aura', 'rhinocorn'] },
        { stable: ['pandamonium'] },
      ],
    });
    g.play('two-for-one').noResponse();
    expect(asked(g)).toBe('Two-For-One: Ana destroys a card (1 of 2)');
    g.target(1, 'rainbow-aura', 'destroy');
    expect(asked(g)).toBe('Two-For-One: Ana destroys a card (2 of 2)');
    expect(asked(g, 'fr')).toBe('Two-For-One : Ana détruit une carte (2 sur 2)');
  });

  it('Unicorn on the Cob says the draw its discard follows', () => {
    const g = scenario({ players: [{ hand: ['unicorn-on-the-cob'] }, {}, {}] });
    g.play('unicorn-on-the-cob', 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'discard', source: 'unicorn-on-the-cob' });
    expect(asked(g)).toBe('Unicorn on the Cob: Ana draws 2 cards, then discards a card');
    expect(asked(g, 'fr')).toBe('Unicorn on the Cob : Ana pioche 2 cartes, puis défausse une carte');
  });
});

describe('a named card the hand cannot hold says why', () => {
  const refusal = (table: Table, player: number, card: string, language: 'en' | 'fr' = 'en') => {
    setLanguage(language);
    const why = whyNotPlayable(table, player, card, language);
    return 'sentence' in why ? why.sentence : notInHandSentence(why.because, card, player, table, language);
  };

  it('no copy is on the table: an empty hand, or a hand wholly known, is what the sentence says', () => {
    // Ana's Action phase with the phone counting her hand at 0 (the table miscounted a draw).
    const g = scenario({ players: [{ hand: ['yay'] }, {}, {}] });
    const table = {
      ...g.table,
      players: g.table.players.map((seat, i) =>
        i === 0 ? { ...seat, hand: { count: 0, known: [] } } : seat,
      ),
    };
    expect(refusal(table, 0, 'rhinocorn')).toBe(
      'The phone counts no card in Ana’s hand, so Rhinocorn cannot be played. If Ana holds cards, fix the table first.',
    );
    const known = scenario({ players: [{ hand: ['yay', 'neigh'] }, {}, {}] });
    expect(refusal(known.table, 0, 'rhinocorn')).toBe(
      'Rhinocorn is not among the cards known in Ana’s hand: Yay, Neigh. If the hand is different, fix the table first.',
    );
    expect(refusal(known.table, 0, 'rhinocorn')).not.toMatch(/elsewhere/);
    expect(refusal(known.table, 0, 'rhinocorn', 'fr')).toMatch(
      /^Rhinocorn n’est pas parmi les cartes connues/,
    );
  });

  it('a card of another box is said to be out of this game’s deck', () => {
    const g = scenario({ players: [{ unknown: 3 }, {}, {}] });
    expect(refusal(g.table, 0, 'raccoonicorn')).toBe(
      'Raccoonicorn is not in this game’s deck (not in its boxes, or left out of the 2-player game).',
    );
  });

  it('every copy seen elsewhere is still said when it is so', () => {
    const g = scenario({ players: [{ unknown: 3 }, { stable: ['rhinocorn'] }, {}] });
    expect(refusal(g.table, 0, 'rhinocorn')).toBe(
      'Rhinocorn cannot be in Ana’s hand: every copy is elsewhere on the table.',
    );
  });
});

describe('“Move a card” offers only the places the card can be', () => {
  it('a Basic Unicorn never goes to the Nursery, a Baby only to a Stable or the Nursery, a Magic card to no Stable', () => {
    const g = scenario({
      players: [{ stable: ['baby-unicorn-red', 'basic-unicorn-red'], unknown: 2 }, { unknown: 2 }, {}],
      discard: ['unicorn-poison'],
    });
    const places = (card: string, from: Zone) =>
      moveDestinations(g.table, card, from).map((z) => zoneWords(z, g.table));
    const basic = places('basic-unicorn-red', { stable: 0 });
    expect(basic).not.toContain('the Nursery');
    expect(basic).toEqual(
      expect.arrayContaining(['Ben’s Stable', 'the discard pile', 'the deck', 'Ana’s hand']),
    );
    expect(places('baby-unicorn-red', { stable: 0 })).toEqual(['Ben’s Stable', 'Cy’s Stable', 'the Nursery']);
    const poison = places('unicorn-poison', { discard: true });
    expect(poison.filter((p) => p.endsWith('Stable'))).toEqual([]);
    expect(poison).toContain('Ben’s hand');
    // Where it is: seen in Ana's Stable; the discard pile is no place it could be taken from.
    expect(moveOrigins(g.table, 'basic-unicorn-red')[0]).toEqual({ stable: 0 });
    expect(moveOrigins(g.table, 'basic-unicorn-red')).not.toContainEqual({ discard: true });
  });
});

describe('History names who acted the same way on every line', () => {
  it('“Ben discarded Neigh” as the line a card’s discard gets, never “Ben: discarded Neigh”, in both languages', () => {
    const g = scenario({ players: [{ stable: ['rhinocorn'] }, { unknown: 3 }, {}] });
    const answers: [Decision, Option][] = [
      [{ kind: 'discard', player: 1, options: [] }, { card: 'neigh' }],
      [
        { kind: 'destroy', player: 1, options: [] },
        { player: 0, index: 0, card: 'rhinocorn' },
      ],
      [{ kind: 'search', player: 1, options: [], zone: { deck: true } }, { card: 'neigh' }],
      [{ kind: 'discard', player: 1, options: [] }, { none: true }],
    ];
    for (const [language, said] of [
      [
        'en',
        [
          'Ben discarded Neigh',
          'Ben destroyed Rhinocorn (Ana)',
          'Ben took Neigh from the deck',
          'Ben chose none',
        ],
      ],
      [
        'fr',
        [
          'Ben a défaussé Huuue',
          'Ben a détruit Rhinocorn (Ana)',
          'Ben a pris Huuue dans le paquet',
          'Ben n’en a choisi aucune',
        ],
      ],
    ] as const) {
      setLanguage(language);
      const lines = answers.map(([decision, option]) => eventSentence(decision, option, g.table, language));
      expect(lines).toEqual(said);
      // The walker's own line for a discard reads the same as the answer's.
      expect(resultSentence({ kind: 'discarded', player: 1, card: 'neigh' }, g.table, language)).toBe(
        lines[0],
      );
    }
  });
});
