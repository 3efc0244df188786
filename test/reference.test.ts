// The rules reference: both languages cover the same rules, a bad reference file is refused with
// the field named, and the questions players ask at the table reach the right topic first.
import { describe, expect, it } from 'vitest';
import { loadReference, referenceTopics, searchReference } from '../src/games/unstable-unicorns/reference.ts';
import englishTopics from '../rules/unstable-unicorns/reference/en.json';

const first = (query: string, language: 'en' | 'fr') => searchReference(query, language)[0]?.id;

describe('the reference files', () => {
  it('cover the same rules in English and French, in the same order', () => {
    expect(referenceTopics.en.map((t) => t.id)).toEqual(referenceTopics.fr.map((t) => t.id));
    expect(referenceTopics.en.length).toBeGreaterThanOrEqual(20);
    expect(referenceTopics.en.length).toBeLessThanOrEqual(45);
  });

  it('hold a topic for each rule a table asks about', () => {
    const ids = referenceTopics.en.map((t) => t.id);
    for (const id of [
      'setup',
      'turn',
      'card-types',
      'draw-discard',
      'sacrifice-destroy',
      'steal',
      'play-vs-bring',
      'neigh',
      'neigh-pile',
      'super-neigh',
      'beginning-of-turn',
      'effect-chain',
      'impossible-actions',
      'multiple-actions',
      'targeting-players',
      'choosing-targets',
      'searching',
      'winning',
      'deck-out',
      'two-players',
      'baby-unicorns',
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it('state the numbers of the rulebook', () => {
    const body = (id: string) => referenceTopics.en.find((t) => t.id === id)?.body ?? '';
    expect(body('goal')).toMatch(/7 Unicorns/);
    expect(body('goal')).toMatch(/6 Unicorns/);
    expect(body('end-of-turn')).toMatch(/7/);
    expect(body('two-players')).toMatch(/32 cards/);
    expect(body('setup')).toMatch(/5 cards/);
  });

  it('refuse a topic without a body and name it', () => {
    const bad = structuredClone(englishTopics) as Record<string, unknown>[];
    delete bad[1]!['body'];
    expect(() => loadReference(bad, 'en.json')).toThrow(/en\.json: 1\.body/);
  });

  it('refuse a topic with no keywords, an id not in kebab case, and an id used twice', () => {
    const noKeywords = structuredClone(englishTopics) as Record<string, unknown>[];
    noKeywords[2]!['keywords'] = [];
    expect(() => loadReference(noKeywords, 'en.json')).toThrow(/2\.keywords/);
    const badId = structuredClone(englishTopics) as Record<string, unknown>[];
    badId[0]!['id'] = 'Setup Rules';
    expect(() => loadReference(badId, 'en.json')).toThrow(/0\.id/);
    const twice = structuredClone(englishTopics) as Record<string, unknown>[];
    twice[1]!['id'] = twice[0]!['id'];
    expect(() => loadReference(twice, 'en.json')).toThrow(/used twice/);
  });
});

describe('searching the reference', () => {
  it('finds the topic a player means, in English', () => {
    expect(first('neigh pile', 'en')).toBe('neigh-pile');
    expect(first('Super Neigh', 'en')).toBe('super-neigh');
    expect(first('hand limit', 'en')).toBe('end-of-turn');
    expect(first('tiebreak', 'en')).toBe('deck-out');
    expect(first('2 players', 'en')).toBe('two-players');
    expect(first('if you do', 'en')).toBe('multiple-actions');
    expect(first('another player', 'en')).toBe('targeting-players');
    expect(first('nursery baby', 'en')).toBe('baby-unicorns');
    expect(first('effect chain', 'en')).toBe('effect-chain');
  });

  it('finds the topic a player means, in French, with or without accents', () => {
    expect(first('égalité', 'fr')).toBe('deck-out');
    expect(first('EGALITE', 'fr')).toBe('deck-out');
    expect(first('Super Huuue', 'fr')).toBe('super-neigh');
    expect(first('limite de main', 'fr')).toBe('end-of-turn');
    expect(first('Bébé Licorne', 'fr')).toBe('baby-unicorns');
    expect(first('jouer à deux', 'fr')).toBe('two-players');
    expect(first("chaîne d'effets", 'fr')).toBe('effect-chain');
  });

  it('forgives a word typed in part or with one typo', () => {
    expect(searchReference('sacrif', 'en').map((t) => t.id)).toContain('sacrifice-destroy');
    expect(searchReference('sacrafice', 'en').map((t) => t.id)).toContain('sacrifice-destroy');
    expect(first('tibreak', 'en')).toBe('deck-out');
  });

  it('finds nothing for an empty query, common words only, or a word no topic uses', () => {
    expect(searchReference('', 'en')).toEqual([]);
    expect(searchReference('  ?! ', 'fr')).toEqual([]);
    expect(searchReference('what is the', 'en')).toEqual([]);
    expect(searchReference('xylophone', 'en')).toEqual([]);
  });

  it('only answers in the language asked', () => {
    const [topic] = searchReference('égalité', 'fr');
    expect(topic?.title).toBe(referenceTopics.fr.find((t) => t.id === 'deck-out')?.title);
    expect(searchReference('égalité', 'en')).toEqual([]);
  });
});
