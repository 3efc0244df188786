// The decisions and results added for the faces of helper faces-a (Prospecting, Fortune Teller
// Unicorn, Unicorn Abduction, Totally Not Two Unicorns) read as sentences, in English and French.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import type { Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Decision } from '../../src/games/unstable-unicorns/game/types.ts';
import { decisionSentence, eventSentence, resultSentence } from '../../src/ui/unstable-unicorns/words.ts';

const seat = (name: string) => ({ name, stable: [], hand: { count: 5, known: [] } });
const table: Table = {
  language: 'en',
  players: [seat('Ana'), seat('Ben')],
  nursery: [],
  deck: 80,
  discard: [],
  turn: { player: 0, phase: 'action' },
  twoPlayerVariant: false,
};
const reveal: Decision = {
  kind: 'reveal',
  player: 0,
  options: [{ card: 'yoink' }, { none: true }],
  zone: { top: 3 },
  source: 'fortune-teller-unicorn',
};
const toDeck: Decision = {
  kind: 'to-deck',
  player: 1,
  options: [{ player: 1, index: 1, card: 'raccoonicorn' }],
  source: 'unicorn-abduction',
};

afterEach(() => setLanguage('en'));

describe('faces-a decisions and results in words', () => {
  it('in English', () => {
    setLanguage('en');
    expect(decisionSentence(reveal, table, 'en')).toBe(
      'Fortune Teller Unicorn: which card came off the top of the deck?',
    );
    expect(eventSentence(reveal, { card: 'yoink' }, table, 'en')).toBe('Yoink! came off the top of the deck');
    expect(decisionSentence(toDeck, table, 'en')).toBe(
      'Unicorn Abduction: Ben shuffles a card of their Stable into the deck',
    );
    expect(
      resultSentence({ kind: 'revealed', player: 0, card: 'neigh', by: 'prospecting' }, table, 'en'),
    ).toBe('Neigh came off the top of the deck onto the discard pile (Prospecting)');
    expect(
      resultSentence(
        { kind: 'shuffled', player: 1, card: 'raccoonicorn', by: 'unicorn-abduction' },
        table,
        'en',
      ),
    ).toBe('Ben’s Raccoonicorn was shuffled into the deck (Unicorn Abduction)');
    expect(
      resultSentence({ kind: 'turn-skipped', player: 0, by: 'totally-not-two-unicorns' }, table, 'en'),
    ).toBe('Ana’s turn is skipped (Totally Not Two Unicorns)');
  });

  it('in French', () => {
    setLanguage('fr');
    expect(decisionSentence(reveal, table, 'en')).toBe(
      'Fortune Teller Unicorn : quelle carte est sortie du dessus du paquet ?',
    );
    expect(decisionSentence(toDeck, table, 'en')).toBe(
      'Unicorn Abduction : Ben mélange une carte de son Écurie dans le paquet',
    );
    expect(
      resultSentence({ kind: 'turn-skipped', player: 0, by: 'totally-not-two-unicorns' }, table, 'en'),
    ).toBe('Le tour d’Ana est passé (Totally Not Two Unicorns)');
  });
});
