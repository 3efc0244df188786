// Typing a card's name at the table: typos, spaces, digits and both languages find the card a player
// means, the card they meant comes first, and the cards they may play now come before the rest.
import { describe, expect, it } from 'vitest';
import { cardName, searchCards } from '../../src/ui/unstable-unicorns/card-names.ts';

const top = (query: string, language: 'en' | 'fr' = 'en', first?: string[]) =>
  searchCards(query, language, undefined, first).map((face) => cardName(face.id, language));

describe('card search at the table', () => {
  it('puts Rainbow Unicorn first for "rainbow u", above Rainbow Aura', () => {
    const found = top('rainbow u');
    expect(found[0]).toBe('Rainbow Unicorn');
  });

  it('forgives a typo: "poisn" finds Unicorn Poison', () => {
    expect(top('poisn')[0]).toBe('Unicorn Poison');
  });

  it('forgives a missing hyphen: "retarget" finds Re-Target', () => {
    expect(top('retarget')[0]).toBe('Re-Target');
  });

  it('reads numbers typed as digits: "2 for 1" finds Two-For-One', () => {
    expect(top('2 for 1')[0]).toBe('Two-For-One');
  });

  it('finds French names with or without accents and typos', () => {
    expect(top('licorne seductrice', 'fr')[0]).toBe('Licorne Séductrice');
    expect(top('licorne reine de beaute', 'fr')[0]).toBe('Licorne Reine de Beauté');
    expect(top('ralentisement', 'fr')[0]).toBe('Ralentissement');
    expect(top('huuue', 'fr')[0]).toBe('Huuue');
  });

  it('puts the cards the player may play now ahead of better-spelled ones', () => {
    const found = searchCards('unicorn', 'en', undefined, ['unicorn-poison']).map((face) => face.id);
    expect(found[0]).toBe('unicorn-poison');
  });

  it('finds nothing for words no card has', () => {
    expect(top('zzzz qqqq')).toEqual([]);
  });
});
