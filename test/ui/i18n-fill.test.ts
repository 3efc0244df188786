// French elision when a name is filled in, with the typographic apostrophe the rest of the app uses: "la main d’Ana", "l’Écurie", but "de Ben" and English untouched.
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/index.ts';
import { fr } from '../../src/i18n/fr.ts';

describe('filling names into sentences', () => {
  it('elides de, que, le and la before a vowel in French', () => {
    expect(fill('Connues dans la main de {name}', { name: 'Ana' }, 'fr')).toBe('Connues dans la main d’Ana');
    expect(fill('Connues dans la main de {name}', { name: 'Ben' }, 'fr')).toBe('Connues dans la main de Ben');
    expect(fill('Tour de {name}', { name: 'Élodie' }, 'fr')).toBe('Tour d’Élodie');
    expect(fill('Dans la {zone}', { zone: 'Écurie' }, 'fr')).toBe('Dans l’Écurie');
    expect(fill('Plus personne que {name}', { name: 'Yann' }, 'fr')).toBe('Plus personne qu’Yann');
  });

  it('leaves English, other words and names with h alone', () => {
    expect(fill('Known in {name} hand, de {x}', { name: 'Ana', x: 'Ana' }, 'en')).toBe(
      'Known in Ana hand, de Ana',
    );
    expect(fill('Tour de {name}', { name: 'Hugo' }, 'fr')).toBe('Tour de Hugo');
    expect(fill('Carte {n} de {name}', { n: 2, name: 'Ana' }, 'fr')).toBe('Carte 2 d’Ana');
    expect(fill('Monde {name}', { name: 'Ana' }, 'fr')).toBe('Monde Ana');
  });
});

describe('the French words of the interface', () => {
  it('elide with the typographic apostrophe, as the filled-in names do ("Demander à l’arbitre")', () => {
    const straight = Object.entries(fr).filter(([, words]) => /\p{L}'\p{L}/u.test(words));
    expect(straight.map(([key, words]) => `${key}: ${words}`)).toEqual([]);
    expect(fr['table.disputes']).toBe('Demander à l’arbitre');
  });
});
