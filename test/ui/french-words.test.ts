// The French a table reads (issue 26): nothing left in English, and the mistakes met in a real
// game gone: "3E TOUR" for "3e tour", a card named with no article ("Un Huuue contre Huuue
// d’Alice"), the card after its place ("a pris dans le paquet Objection"), labels broken mid-word.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/index.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { phonesWords } from '../../src/ui/phones/words.ts';
import type { Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Decision, Result } from '../../src/games/unstable-unicorns/game/types.ts';
import { babyLabel, cardName, typeName } from '../../src/ui/unstable-unicorns/card-names.ts';
import { baseGame, catalogFor } from '../../src/games/unstable-unicorns/catalog.ts';
import {
  decisionSentence,
  eventSentence,
  optionLabel,
  resultSentence,
  said,
  turnWords,
} from '../../src/ui/unstable-unicorns/words.ts';

afterEach(() => setLanguage('en'));

/** Words that are English and not French (so "a", "on", "an", "Table", "Action" are left out). */
const ENGLISH =
  /\b(the|and|of|with|from|your|their|they|cards?|turn|hand|deck|Stables?|discard|draw|play|players?|is|are|was|were|not|any|none|which|who|what|this|that|it|its|to|in)\b/;
/** French words that are the same in English, or names: the only values allowed to match the English. */
const SAME_IN_BOTH = new Set([
  'app.name',
  'nav.menu',
  'table.title',
  'table.phase.action',
  'table.counts',
  'load.label',
  'game.unstable-unicorns',
  'lang.en',
  'lang.fr',
  'colour.orange',
  'byCard',
  'stableMore',
  // Only a name and a phrase, each translated on its own.
  'ev.card',
]);
/** Text that names English-only card titles (Control & Chaos has no known French print). */
const NAMES_CARDS = new Set(['house.instantsAreNeighs']);
const words = (text: string) => text.replace(/\{\w+\}/g, ' ');

describe('no English left in the French', () => {
  const pairs: [string, string, string][] = [
    ...Object.entries(fr).map(([key, text]): [string, string, string] => [
      key,
      text,
      en[key as keyof typeof en],
    ]),
    ...Object.entries(said.fr).map(([key, text]): [string, string, string] => [
      key,
      text,
      said.en[key as keyof typeof said.en],
    ]),
    // The words of a table shared by several phones, kept out of the shell's dictionaries.
    ...Object.entries(phonesWords.fr).map(([key, text]): [string, string, string] => [
      `phones:${key}`,
      text,
      phonesWords.en[key as keyof typeof phonesWords.en],
    ]),
  ];

  it('has every English sentence of the game in French', () => {
    expect(Object.keys(said.en).filter((key) => !(key in said.fr))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in fr))).toEqual([]);
    expect(Object.keys(phonesWords.en).filter((key) => !(key in phonesWords.fr))).toEqual([]);
  });

  it('translates every sentence: none is the English one, none holds an English word', () => {
    expect(pairs.filter(([key, text, english]) => text === english && !SAME_IN_BOTH.has(key))).toEqual([]);
    expect(
      pairs.filter(([key, text]) => !NAMES_CARDS.has(key) && ENGLISH.test(words(text))).map(([key]) => key),
    ).toEqual([]);
  });
});

const seat = (name: string, stable: string[] = []) => ({ name, stable, hand: { count: 3, known: [] } });
const table: Table = {
  language: 'fr',
  players: [seat('Alice', ['rhinocorn']), seat('Ben'), seat('Cleo')],
  nursery: [],
  deck: 50,
  discard: [],
  turn: { player: 1, phase: 'action' },
  twoPlayerVariant: false,
};

/** The French sentences of a small game: questions, answers and results naming cards and players. */
function frenchSentences(): string[] {
  setLanguage('fr');
  const respond: Decision = {
    kind: 'respond',
    player: null,
    options: [{ pass: true }, { player: 1, card: 'neigh' }],
    source: 'neigh',
    about: { player: 0, card: 'neigh' },
  };
  const search: Decision = {
    kind: 'search',
    player: 0,
    options: [{ card: 'pandamonium' }, { none: true }],
    zone: { deck: true },
    source: 'shabby-the-narwhal',
  };
  const results: Result[] = [
    { kind: 'stopped', player: 0, card: 'unicorn-poison', by: { player: 1, card: 'neigh' } },
    { kind: 'resolved', player: 0, card: 'neigh' },
    { kind: 'destroyed', player: 0, card: 'rhinocorn', by: 'unicorn-poison' },
    { kind: 'stolen', player: 0, card: 'rhinocorn', by: 'unicorn-swap', to: 1 },
    { kind: 'took', player: 0, card: 'pandamonium', from: 'deck', by: 'shabby-the-narwhal' },
  ];
  return [
    decisionSentence(respond, table, 'fr'),
    ...respond.options.map((o) => optionLabel(respond, o, table, 'fr')),
    eventSentence(respond, { pass: true }, table, 'fr'),
    decisionSentence(search, table, 'fr'),
    eventSentence(search, { card: 'pandamonium' }, table, 'fr'),
    ...results.map((r) => resultSentence(r, table, 'fr')),
  ];
}

describe('French as a French table writes it', () => {
  it('names a player’s card with its article: “Un Huuue contre la carte Huuue d’Alice ?”', () => {
    const lines = frenchSentences();
    expect(lines[0]).toBe('Un Huuue contre la carte Huuue d’Alice ?');
    // A card's name straight before "de Ben" / "d’Alice" with no "la carte" before it has no article.
    const bare = /(^|[^e] )(Huuue|Rhinocorn|Unicorn Poison|Pandamonium) (de |d’)(Alice|Ben|Cleo)/;
    expect(lines.filter((line) => bare.test(line))).toEqual([]);
    expect(lines).toContain('La carte Unicorn Poison d’Alice a été arrêtée par la carte Huuue de Ben');
  });

  it('puts the card before where it was taken: “a pris Pandamonium dans le paquet”', () => {
    const lines = frenchSentences();
    expect(lines).toContain('Alice a pris Pandamonium dans le paquet');
    expect(lines.filter((line) => /dans (le paquet|la défausse) \p{Lu}/u.test(line))).toEqual([]);
  });

  it('writes a turn “3e tour”, and no style sets it in capitals (“3E TOUR”)', () => {
    setLanguage('fr');
    expect(turnWords({ turn: { player: 0, number: 7 }, turnsBegun: [3, 2, 2] }, 'Alice')).toBe(
      '3e tour d’Alice',
    );
    const capitals = styleRules().filter((rule) => /text-transform:\s*uppercase/.test(rule.body));
    expect(capitals.map((rule) => rule.selector)).toEqual([]);
  });

  it('never breaks a count’s label inside a word (“Disca/rd”)', () => {
    const breaking = styleRules().filter(
      (rule) =>
        /\.stat \.l|\.l\b/.test(rule.selector) &&
        /overflow-wrap:\s*anywhere|word-break:\s*break-all/.test(rule.body),
    );
    expect(breaking.map((rule) => rule.selector)).toEqual([]);
  });
});

describe('the Baby Unicorns in French, as the others are', () => {
  const babies = [...new Set(catalogFor(undefined).babies)];

  it('lists every Baby of the base game in French at New game: “Bébé : Rouge”, “Bébé : Narwhal”, no “Baby Narwhal”', () => {
    setLanguage('fr');
    const labels = babies.map((id) => babyLabel(id, 'fr'));
    expect(labels).toHaveLength(13);
    expect(labels.filter((label) => !label.startsWith('Bébé : '))).toEqual([]);
    expect(labels.filter((label) => /\bBaby\b/.test(label))).toEqual([]);
    expect(labels).toContain('Bébé : Rouge');
    expect(labels).toContain('Bébé : Narwhal');
  });

  it('says the colour in the interface’s language whatever the deck’s: no “Bébé : Red”, no “Baby: Rouge”', () => {
    setLanguage('fr');
    const french = babies.map((id) => babyLabel(id, 'fr'));
    expect(
      french.filter((label) => /\b(Red|Pink|Yellow|Green|Blue|Purple|Black|White|Brown|Death)\b/.test(label)),
    ).toEqual([]);
    setLanguage('en');
    const english = babies.map((id) => babyLabel(id, 'en'));
    expect(english).toContain('Baby: Red');
    expect(english).toContain('Baby: Narwhal');
    expect(english.filter((label) => /Rouge|Verte|Bébé/.test(label))).toEqual([]);
  });
});

describe('the generic cards in French, under the names the French rulebook gives them', () => {
  // The rulebook names the Basic Unicorns "Licornes Standards", the Babies "Bébés Licornes" and the
  // Neigh "Huuue". A card whose French print is not known (Control & Chaos, the Narwhals) keeps its
  // English title: that is not a leftover.
  const generic = baseGame.cards.filter(
    (f) => (f.type === 'basic-unicorn' || f.type === 'baby-unicorn') && !/Narwhal/.test(f.name.en),
  );
  const frTable: Table = {
    ...table,
    players: [seat('Alice', ['basic-unicorn-purple']), seat('Ben'), seat('Cleo')],
  };

  it('names every Basic Unicorn, Baby Unicorn and the Neigh in French wherever a French deck is read', () => {
    expect(generic.length).toBeGreaterThanOrEqual(19);
    const names = [...generic.map((f) => cardName(f.id, 'fr')), cardName('neigh', 'fr')];
    // Orange and Indigo are French words too.
    const english = /\b(Basic|Baby|Unicorn|Neigh|Red|Yellow|Green|Blue|Purple|Pink|Black|White)\b/;
    expect(names.filter((name) => english.test(name))).toEqual([]);
    expect(cardName('basic-unicorn-purple', 'fr')).toBe('Licorne Standard (Violette)');
    expect(cardName('basic-unicorn-red', 'fr')).toBe('Licorne Standard (Rouge)');
    expect(typeName('basic-unicorn', 'fr')).toBe('Licorne Standard');
  });

  it('says a Basic Unicorn’s French name in a prompt, an answer and History', () => {
    setLanguage('fr');
    const destroy: Decision = {
      kind: 'respond',
      player: null,
      options: [{ pass: true }, { player: 1, card: 'neigh' }],
      source: 'neigh',
      about: { player: 0, card: 'basic-unicorn-purple' },
    };
    const lines = [
      decisionSentence(destroy, frTable, 'fr'),
      ...destroy.options.map((o) => optionLabel(destroy, o, frTable, 'fr')),
      resultSentence(
        { kind: 'destroyed', player: 0, card: 'basic-unicorn-purple', by: 'unicorn-poison' },
        frTable,
        'fr',
      ),
    ];
    expect(lines.filter((line) => /Basic Unicorn|Purple/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('Licorne Standard (Violette)'))).toHaveLength(2);
  });
});

/** Every rule of the app's style sheets, as selector and body (nested at-rules read as their inner rules). */
function styleRules(): { selector: string; body: string }[] {
  const root = join(import.meta.dirname, '../../src/ui');
  const sheets = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );
  return sheets.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .map((chunk) => {
        const at = chunk.lastIndexOf('{');
        return {
          selector: `${file}: ${chunk.slice(0, at).split('{').pop()!.trim()}`,
          body: chunk.slice(at + 1),
        };
      })
      .filter((rule) => rule.body.trim() !== ''),
  );
}
