// The walker's results and the table's corrections read as sentences a table understands, in
// English and French: the examples the issue gives, and every result kind says who and which card.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import type { Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Result } from '../../src/games/unstable-unicorns/game/types.ts';
import {
  correctionSentence,
  decisionSentence,
  repeatsAnswer,
  resultSentence,
  resultSentences,
} from '../../src/ui/unstable-unicorns/words.ts';
import { scenario } from '../walker/scenario.ts';

const seat = (name: string) => ({ name, stable: [], hand: { count: 5, known: [] } });
const table: Table = {
  language: 'en',
  players: [seat('Ana'), seat('Ben'), seat('Cleo')],
  nursery: [],
  deck: 80,
  discard: [],
  turn: { player: 0, phase: 'action' },
  twoPlayerVariant: false,
};
const say = (r: Result) => resultSentence(r, table, 'en');

afterEach(() => setLanguage('en'));

describe('results in words', () => {
  it('says the issue’s own examples', () => {
    setLanguage('en');
    expect(correctionSentence({ kind: 'drew', player: 0 }, table, 'en')).toBe(
      'Correction: Ana drew 1 more card',
    );
    expect(
      say({ kind: 'stopped', player: 1, card: 'unicorn-poison', by: { player: 2, card: 'neigh' } }),
    ).toBe('Ben’s Unicorn Poison was stopped by Cleo’s Neigh');
    expect(
      say({
        kind: 'forced',
        decision: 'into',
        option: { player: 2 },
        source: 'basic-unicorn-red',
        player: 0,
        because: 'queen-bee-unicorn',
      }),
    ).toBe('Queen Bee Unicorn: Basic Unicorn (Red) can only enter Cleo’s Stable');
    expect(say({ kind: 'skipped', card: 'unicorn-swap', player: 0, because: 'pandamonium' })).toBe(
      'Unicorn Swap: nothing happened, because of Pandamonium',
    );
    expect(
      decisionSentence(
        {
          kind: 'respond',
          player: null,
          options: [{ pass: true }],
          source: 'unicorn-poison',
          about: { player: 1, card: 'unicorn-poison' },
        },
        table,
        'en',
      ),
    ).toBe('Any Neigh against Ben’s Unicorn Poison?');
    expect(decisionSentence({ kind: 'draw', player: 1, options: [{ draw: true }] }, table, 'en')).toBe(
      'Ben: draw 1 card',
    );
  });

  it('says why the walker took the only choice: a card, or nothing else being possible', () => {
    expect(
      say({
        kind: 'forced',
        decision: 'move-to',
        option: { player: 2 },
        source: 'unicorn-swap',
        player: 0,
        because: 'queen-bee-unicorn',
      }),
    ).toBe('Queen Bee Unicorn: the card can only move into Cleo’s Stable');
    expect(
      say({ kind: 'forced', decision: 'player', option: { player: 1 }, player: 0, because: 'only-one' }),
    ).toBe('Ana’s only choice: Ben');
  });

  it('names the source of every draw', () => {
    expect(say({ kind: 'drew', player: 0, count: 1, source: 'draw-phase' })).toBe(
      'Ana drew 1 card (Draw phase)',
    );
    expect(say({ kind: 'drew', player: 1, count: 2, source: 'good-deal' })).toBe(
      'Ben drew 2 cards (Good Deal)',
    );
    expect(say({ kind: 'drew', player: 2, count: 1, source: 'action' })).toBe(
      'Cleo drew 1 card as their action',
    );
  });

  it('says a card taken from a hand nobody saw without naming it, and the card that did it', () => {
    expect(say({ kind: 'discarded', player: 2, card: null })).toBe('Cleo discarded a card');
    expect(say({ kind: 'destroyed', player: 1, card: 'rhinocorn', by: 'unicorn-poison' })).toBe(
      'Ben’s Rhinocorn was destroyed (Unicorn Poison)',
    );
    expect(say({ kind: 'stolen', player: 1, card: 'rhinocorn', by: 'unicorn-swap', to: 0 })).toBe(
      'Ben’s Rhinocorn was stolen into Ana’s Stable (Unicorn Swap)',
    );
  });

  it('names the Stable a card was brought into: the bringer’s own, or the one the result names', () => {
    expect(say({ kind: 'brought', player: 2, card: 'basic-unicorn-yellow', by: 'kiss-of-life' })).toBe(
      'Cleo brought Basic Unicorn (Yellow) into Cleo’s Stable (Kiss of Life)',
    );
    expect(say({ kind: 'brought', player: 1, card: 'rhinocorn', by: 'kiss-of-life', to: 0 })).toBe(
      'Ben brought Rhinocorn into Ana’s Stable (Kiss of Life)',
    );
    setLanguage('fr');
    expect(resultSentence({ kind: 'brought', player: 1, card: 'rhinocorn', to: 0 }, table, 'fr')).toBe(
      'Ben a fait entrer Rhinocorn dans l’Écurie d’Ana',
    );
  });

  it('gives the hand limit of the player who discards, which a card in their Stable may raise, and how many cards go', () => {
    const end = { ...table, turn: { player: 0, phase: 'end' as const } };
    const discard = { kind: 'discard' as const, player: 0, options: [], remaining: 2 };
    expect(decisionSentence(discard, end, 'en')).toBe('Hand limit 7: Ana discards 2');
    // Game Master Unicorn (Control deck) raises its owner's hand limit by three.
    const master = {
      ...end,
      composition: { boxes: ['control'] },
      players: [{ ...seat('Ana'), stable: ['game-master-unicorn'] }, seat('Ben'), seat('Cleo')],
    } as Table;
    expect(decisionSentence(discard, master, 'en')).toBe('Hand limit 10: Ana discards 2');
    setLanguage('fr');
    expect(decisionSentence(discard, master, 'fr')).toBe('Limite de 10 cartes : Ana en défausse 2');
  });

  it('says a correction’s draw once, as a correction', () => {
    const lines = resultSentences(
      [
        { kind: 'corrected', correction: { kind: 'drew', player: 0 } },
        { kind: 'drew', player: 0, count: 1, source: 'correction' },
      ],
      table,
      'en',
    );
    expect(lines).toEqual(['Correction: Ana drew 1 more card']);
  });

  it('names the winner and how they won', () => {
    const over = { ...table, outcome: { unicorns: [7, 2, 3] } };
    expect(resultSentence({ kind: 'won', winners: [0], reason: 'unicorns' }, over, 'en')).toBe(
      'Ana wins with 7 Unicorns',
    );
    expect(resultSentence({ kind: 'won', winners: [2], reason: 'deck-out' }, over, 'en')).toBe(
      'The deck ran out: Cleo wins with the most Unicorns',
    );
  });

  it('speaks French when the interface does', () => {
    setLanguage('fr');
    expect(correctionSentence({ kind: 'drew', player: 0 }, table, 'fr')).toBe(
      'Correction : Ana a pioché 1 carte de plus',
    );
    expect(
      resultSentence(
        { kind: 'stopped', player: 1, card: 'unicorn-poison', by: { player: 2, card: 'neigh' } },
        table,
        'fr',
      ),
    ).toBe('La carte Unicorn Poison de Ben a été arrêtée par la carte Huuue de Cleo');
    expect(
      correctionSentence(
        { kind: 'move', card: 'rhinocorn', from: { stable: 1 }, to: { hand: 0, known: false } },
        table,
        'fr',
      ),
    ).toBe('Correction : Rhinocorn déplacée de l’Écurie de Ben vers la main d’Ana, face cachée');
  });
});

describe('an answer and its results said once', () => {
  it('leaves out the discard a hand-limit answer already says, and keeps one a card caused', () => {
    const decision = { kind: 'discard' as const, player: 2, options: [{ card: 'neigh' }] };
    const event = { type: 'choose' as const, option: { card: 'neigh' } };
    // "Cleo discarded Neigh" is the answer; the same words under it would say nothing more.
    expect(repeatsAnswer({ kind: 'discarded', player: 2, card: 'neigh' }, decision, event)).toBe(true);
    // Caused by Good Deal, the result says why: kept.
    expect(
      repeatsAnswer({ kind: 'discarded', player: 2, card: 'neigh', by: 'good-deal' }, decision, event),
    ).toBe(false);
    // Another card, or another player's, is news.
    expect(repeatsAnswer({ kind: 'discarded', player: 2, card: 'super-neigh' }, decision, event)).toBe(false);
    expect(repeatsAnswer({ kind: 'discarded', player: 1, card: 'neigh' }, decision, event)).toBe(false);
    // A destroyed card answered as a Stable spot: the owner is the Stable's.
    const destroy = { kind: 'destroy' as const, player: 0, options: [] };
    const spot = { type: 'choose' as const, option: { player: 1, index: 0, card: 'rhinocorn' } };
    expect(repeatsAnswer({ kind: 'destroyed', player: 1, card: 'rhinocorn' }, destroy, spot)).toBe(true);
  });
});

describe('a card nobody stopped is said to go ahead, not to take effect', () => {
  const nobodyAnswers = (card: string) => {
    const g = scenario({
      players: [{ hand: [card] }, { hand: ['neigh'] }, { stable: ['rhinocorn'] }],
      draws: 'ask',
    });
    g.play(card, 0);
    const asked = g.history.length;
    g.noResponse();
    // What "nobody answers" did (and the Stable named for the card), up to the end of Ana's turn.
    const results = g.history.slice(asked).flatMap((state) => state.results);
    const turn = results.findIndex((r) => r.kind === 'turn');
    const said = (language: 'en' | 'fr') => {
      setLanguage(language);
      return resultSentences(results.slice(0, turn), g.table, language);
    };
    return { en: said('en'), fr: said('fr') };
  };

  it('a Basic Unicorn has no effect: what is said is that it went ahead and entered the Stable', () => {
    const { en, fr } = nobodyAnswers('basic-unicorn-red');
    expect(en).toEqual(['Ana’s Basic Unicorn (Red) went ahead', 'Basic Unicorn (Red) entered Ana’s Stable']);
    expect(fr).toEqual([
      'La carte Licorne Standard (Rouge) d’Ana est passée',
      'Licorne Standard (Rouge) est entrée dans l’Écurie d’Ana',
    ]);
  });

  it('a Magic card goes ahead, then what its effect did is said', () => {
    const { en } = nobodyAnswers('unicorn-poison');
    expect(en[0]).toBe('Ana’s Unicorn Poison went ahead');
    expect(en).toContain('Cy’s Rhinocorn was destroyed (Unicorn Poison)');
    expect(en.join(' ')).not.toMatch(/took effect/);
  });
});
