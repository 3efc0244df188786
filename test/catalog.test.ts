// The base-game catalog against what the box and the rulebook say: counts, the 2-player list,
// names in both languages, the letter counts of the tiebreak, and a deck file that does not fit.
import { describe, expect, it } from 'vitest';
import { baseGame, loadDeck, type DeckFace as CardFace } from '../src/games/unstable-unicorns/catalog.ts';
import { findFace, letterCount, printedName } from '../src/games/unstable-unicorns/names.ts';
import baseDeckFile from '../rules/unstable-unicorns/base-2e.json';

const copiesOf = (faces: CardFace[]): number => faces.reduce((sum, face) => sum + face.copies, 0);
const face = (id: string): CardFace => {
  const found = baseGame.cards.find((card) => card.id === id);
  if (!found) throw new Error(`no face ${id}`);
  return found;
};

describe('the box contents', () => {
  const cards = baseGame.cards;

  it('has 84 faces and 127 playable copies', () => {
    expect(cards).toHaveLength(84);
    expect(copiesOf(cards)).toBe(127);
  });

  it('has 114 black-backed cards and 13 Baby Unicorns, one of each', () => {
    const babies = cards.filter((c) => c.type === 'baby-unicorn');
    expect(babies).toHaveLength(13);
    expect(babies.every((c) => c.copies === 1)).toBe(true);
    expect(copiesOf(cards.filter((c) => c.type !== 'baby-unicorn'))).toBe(114);
  });

  it('counts each card type as the box does', () => {
    const byType = (type: CardFace['type']) => cards.filter((c) => c.type === type);
    // 7 colours x 3 plus one Basic Narwhal; 30 Magical Unicorns; 14 Neigh + 1 Super Neigh.
    expect(copiesOf(byType('basic-unicorn'))).toBe(22);
    expect(byType('magical-unicorn')).toHaveLength(30);
    expect(copiesOf(byType('magical-unicorn'))).toBe(30);
    expect(copiesOf(byType('magic'))).toBe(25);
    expect(copiesOf(byType('upgrade'))).toBe(14);
    expect(copiesOf(byType('downgrade'))).toBe(8);
    expect(face('neigh').copies).toBe(14);
    expect(face('super-neigh').copies).toBe(1);
  });

  it('has unique kebab-case ids and unique catalogue numbers', () => {
    expect(new Set(cards.map((c) => c.id)).size).toBe(84);
    expect(new Set(cards.map((c) => c.number)).size).toBe(84);
    for (const c of cards) expect(c.number).toMatch(/^UU-Base-\d{3}$/);
  });

  it('names the faces the way players know them', () => {
    expect(face('rhinocorn').name.en).toBe('Rhinocorn');
    expect(face('basic-unicorn-red').title.en).toBe('BASIC UNICORN');
    expect(face('basic-narwhal').name.en).toBe('Basic Narwhal');
    expect(face('basic-narwhal').title.en).toBe('BASIC NARWHAL');
    expect(face('baby-narwhal').type).toBe('baby-unicorn');
    expect(face('two-for-one').title.en).toBe('TWO-FOR-ONE');
    expect(face('neigh').name.fr).toBe('Huuue');
    expect(face('yay').name.fr).toBe('Youpi !');
    expect(face('queen-bee-unicorn').title.fr).toBe('LICORNE REINE DE BEAUTÉ');
  });

  it('prints one shared title on every coloured Basic and Baby Unicorn', () => {
    const basics = cards.filter((c) => c.id.startsWith('basic-unicorn-'));
    expect(basics).toHaveLength(7);
    expect(new Set(basics.map((c) => c.title.en))).toEqual(new Set(['BASIC UNICORN']));
    const babies = cards.filter((c) => c.id.startsWith('baby-unicorn-'));
    expect(babies).toHaveLength(12);
    expect(new Set(babies.map((c) => c.title.en))).toEqual(new Set(['BABY UNICORN']));
    expect(new Set(babies.map((c) => c.title.fr))).toEqual(new Set(['BÉBÉ LICORNE']));
    // The French rulebook calls them "Licornes Standards" (their name here); what they print in French
    // is not known, so the tiebreak and the scanner keep to the English title.
    expect(new Set(basics.map((c) => c.name.fr?.replace(/ \(.*\)$/, '')))).toEqual(
      new Set(['Licorne Standard']),
    );
    expect(basics.filter((c) => c.title.fr !== undefined)).toEqual([]);
  });

  it('gives French names only where the French rulebook establishes them', () => {
    const named = cards
      .filter((c) => c.name.fr !== undefined && c.type !== 'baby-unicorn' && c.type !== 'basic-unicorn')
      .map((c) => c.id);
    expect(named.sort()).toEqual(
      [
        'queen-bee-unicorn',
        'seductive-unicorn',
        'rainbow-unicorn',
        'nanny-cam',
        'sadistic-ritual',
        'slowdown',
        'yay',
        'mother-goose-unicorn',
        'necromancer-unicorn',
        'neigh',
      ].sort(),
    );
    expect(face('baby-narwhal').name.fr).toBeUndefined();
  });

  it('writes a summary in both languages for every face', () => {
    for (const c of cards) {
      expect(c.summary.en.length, c.id).toBeGreaterThan(10);
      expect(c.summary.fr.length, c.id).toBeGreaterThan(10);
    }
  });
});

describe('the 2-player game', () => {
  it('leaves out exactly the cards the rulebook lists, 32 copies in all', () => {
    const out = baseGame.cards.filter((c) => c.outWithTwoPlayers);
    // Rulebook: all Basic Unicorns, Queen Bee, Seductive, Rainbow Unicorn, Nanny Cam, Sadistic
    // Ritual, Slowdown, Yay, Mother Goose, Necromancer.
    expect(out.map((c) => c.id).sort()).toEqual(
      [
        'basic-unicorn-red',
        'basic-unicorn-orange',
        'basic-unicorn-yellow',
        'basic-unicorn-green',
        'basic-unicorn-blue',
        'basic-unicorn-indigo',
        'basic-unicorn-purple',
        'basic-narwhal',
        'queen-bee-unicorn',
        'seductive-unicorn',
        'rainbow-unicorn',
        'nanny-cam',
        'sadistic-ritual',
        'slowdown',
        'yay',
        'mother-goose-unicorn',
        'necromancer-unicorn',
      ].sort(),
    );
    // 7 x 3 basics + 1 narwhal + 2 Yay + 8 single cards.
    expect(copiesOf(out)).toBe(32);
  });
});

describe('abilities', () => {
  it('gives every face an ability, except the Basic Unicorns, which have none on purpose', () => {
    for (const c of baseGame.cards) {
      if (c.type === 'basic-unicorn') expect(c.abilities, c.id).toEqual([]);
      else expect(c.abilities.length, c.id).toBeGreaterThan(0);
    }
    expect(baseGame.cards.filter((c) => c.abilities.length === 0)).toHaveLength(8);
  });
});

describe('loading a deck file', () => {
  const good = structuredClone(baseDeckFile) as { cards: Record<string, unknown>[] };

  it('accepts the shipped base deck', () => {
    expect(loadDeck(good).cards).toHaveLength(84);
  });

  it('names the field of a face that does not fit', () => {
    const bad = structuredClone(good);
    bad.cards[21]!['copies'] = 0;
    expect(() => loadDeck(bad)).toThrow(/cards\.21\.copies/);
  });

  it('refuses an unknown card type and names it', () => {
    const bad = structuredClone(good);
    bad.cards[0]!['type'] = 'legendary-unicorn';
    expect(() => loadDeck(bad)).toThrow(/cards\.0\.type/);
  });

  it('refuses an id that is not kebab case', () => {
    const bad = structuredClone(good);
    bad.cards[3]!['id'] = 'Baby Unicorn';
    expect(() => loadDeck(bad)).toThrow(/cards\.3\.id/);
  });

  it('refuses a summary missing its French text', () => {
    const bad = structuredClone(good);
    bad.cards[5]!['summary'] = { en: 'Something.' };
    expect(() => loadDeck(bad)).toThrow(/cards\.5\.summary\.fr/);
  });

  it('refuses an ability outside the vocabulary', () => {
    const bad = structuredClone(good);
    bad.cards[21]!['abilities'] = [{ on: 'enter', optional: true, effect: { do: 'teleport' } }];
    expect(() => loadDeck(bad)).toThrow(/cards\.21\.abilities\.0/);
  });

  it('refuses a deck that uses one id twice', () => {
    const bad = structuredClone(good);
    bad.cards[1]!['id'] = 'baby-unicorn-red';
    expect(() => loadDeck(bad)).toThrow(/baby-unicorn-red.*twice/);
  });
});

describe('finding a face by name', () => {
  it('finds a face by its English name whatever the case and spacing', () => {
    expect(findFace('Rhinocorn', 'en')?.id).toBe('rhinocorn');
    expect(findFace('RHINOCORN', 'en')?.id).toBe('rhinocorn');
    expect(findFace('  extremely   destructive unicorn ', 'en')?.id).toBe('extremely-destructive-unicorn');
    expect(findFace('two for one', 'en')?.id).toBe('two-for-one');
    expect(findFace('Re-Target', 'en')?.id).toBe('re-target');
  });

  it('finds a coloured face by its full catalog name', () => {
    expect(findFace('Basic Unicorn (Blue)', 'en')?.id).toBe('basic-unicorn-blue');
    expect(findFace('Baby Unicorn (Death)', 'en')?.id).toBe('baby-unicorn-death');
    expect(findFace('Bébé Licorne (Verte)', 'fr')?.id).toBe('baby-unicorn-green');
  });

  it('gives the first face that prints a shared title', () => {
    expect(findFace('BASIC UNICORN', 'en')?.id).toBe('basic-unicorn-red');
    expect(findFace('Baby Unicorn', 'en')?.id).toBe('baby-unicorn-red');
    expect(findFace('Bébé Licorne', 'fr')?.id).toBe('baby-unicorn-red');
    expect(findFace('Basic Narwhal', 'en')?.id).toBe('basic-narwhal');
  });

  it('finds French names with or without accents', () => {
    expect(findFace('Licorne Reine de Beauté', 'fr')?.id).toBe('queen-bee-unicorn');
    expect(findFace('LICORNE REINE DE BEAUTE', 'fr')?.id).toBe('queen-bee-unicorn');
    expect(findFace('licorne nécromancienne', 'fr')?.id).toBe('necromancer-unicorn');
    expect(findFace('Youpi!', 'fr')?.id).toBe('yay');
    expect(findFace('HUUUE', 'fr')?.id).toBe('neigh');
    expect(findFace('BEBE LICORNE', 'fr')?.id).toBe('baby-unicorn-red');
  });

  it('falls back to the English name in a French deck, and the other way round', () => {
    expect(findFace('Rhinocorn', 'fr')?.id).toBe('rhinocorn');
    expect(findFace('Caméra Espionne', 'en')?.id).toBe('nanny-cam');
  });

  it('finds every face by its own catalog name, in any letter case, in both languages', () => {
    for (const c of baseGame.cards) {
      expect(findFace(c.name.en, 'en')?.id, c.name.en).toBe(c.id);
      expect(findFace(c.name.en.toUpperCase(), 'fr')?.id, c.name.en).toBe(c.id);
      if (c.name.fr !== undefined) expect(findFace(c.name.fr.toLowerCase(), 'fr')?.id, c.name.fr).toBe(c.id);
    }
  });

  it('reads every printed title as a face that prints that title', () => {
    for (const c of baseGame.cards) {
      expect(findFace(c.title.en, 'en')?.title.en, c.title.en).toBe(c.title.en);
      if (c.title.fr !== undefined) expect(findFace(c.title.fr, 'fr')?.title.fr, c.title.fr).toBe(c.title.fr);
    }
  });

  it('finds nothing for a name no card carries', () => {
    expect(findFace('Unicorn of War', 'en')).toBeUndefined();
    expect(findFace('', 'en')).toBeUndefined();
    expect(findFace(' - ', 'fr')).toBeUndefined();
  });
});

describe('printed names and the letter-count tiebreak', () => {
  it('prints the title in title form, without the colour label', () => {
    expect(printedName(face('basic-unicorn-indigo'), 'en')).toBe('Basic Unicorn');
    expect(printedName(face('baby-unicorn-rainbow'), 'en')).toBe('Baby Unicorn');
    expect(printedName(face('extremely-destructive-unicorn'), 'en')).toBe('Extremely Destructive Unicorn');
  });

  it('uses the French name when known and the English one otherwise', () => {
    expect(printedName(face('queen-bee-unicorn'), 'fr')).toBe('Licorne Reine de Beauté');
    expect(printedName(face('baby-unicorn-pink'), 'fr')).toBe('Bébé Licorne');
    expect(printedName(face('rhinocorn'), 'fr')).toBe('Rhinocorn');
  });

  it('counts letters only, accented letters included', () => {
    // Counted by hand: Extremely(9) Destructive(11) Unicorn(7).
    expect(letterCount('Extremely Destructive Unicorn')).toBe(27);
    expect(letterCount('Rhinocorn')).toBe(9);
    // Licorne(7) Reine(5) de(2) Beauté(6).
    expect(letterCount('Licorne Reine de Beauté')).toBe(20);
    expect(letterCount('Youpi !')).toBe(5);
    // Two(3) For(3) One(3): hyphens do not count.
    expect(letterCount('Two-For-One')).toBe(9);
    expect(letterCount("Neigh'd 2x")).toBe(7);
    expect(letterCount('')).toBe(0);
  });

  it('counts a decomposed accent as one letter', () => {
    expect(letterCount('Beaute\u0301')).toBe(6);
  });

  it('counts the printed name of a Stable for the tiebreak', () => {
    // Basic Unicorn (12) + Baby Unicorn (11) + Rhinocorn (9).
    const stable = ['basic-unicorn-red', 'baby-unicorn-red', 'rhinocorn'].map(face);
    expect(stable.reduce((sum, c) => sum + letterCount(printedName(c, 'en')), 0)).toBe(32);
  });
});
