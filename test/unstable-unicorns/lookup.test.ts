// Looking a card up at the table: its summary, type and printed title, and the rules topics about it,
// in the language asked.
import { describe, expect, it } from 'vitest';
import { lookUpCard } from '../../src/games/unstable-unicorns/lookup.ts';

describe('looking a card up', () => {
  it('gives Ginormous Unicorn its summary, type, title and the goal topic that says it counts two', () => {
    const card = lookUpCard('ginormous-unicorn', 'en');
    expect(card).toMatchObject({
      name: 'Ginormous Unicorn',
      title: 'GINORMOUS UNICORN',
      type: 'magical-unicorn',
    });
    expect(card.summary).toMatch(/2|two/i);
    expect(card.rulings.map((topic) => topic.id)).toContain('goal');
  });

  it('speaks French for a French deck', () => {
    const card = lookUpCard('neigh', 'fr');
    expect(card.name).toBe('Huuue');
    expect(card.summary).not.toBe(lookUpCard('neigh', 'en').summary);
    expect(card.rulings.length).toBeGreaterThan(0);
    expect(card.rulings.every((topic) => topic.body.length > 0)).toBe(true);
  });

  it('finds no ruling for a card no topic names', () => {
    const plain = lookUpCard('basic-unicorn-red', 'en');
    expect(
      plain.rulings.every((topic) =>
        /basic unicorn/i.test(`${topic.title} ${topic.keywords.join(' ')} ${topic.body}`),
      ),
    ).toBe(true);
  });
});
