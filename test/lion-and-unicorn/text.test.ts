// The Lion & The Unicorn's words for the app: English and French say the same things with the same
// placeholders, and the history never names a card its drawer must not know.
import { describe, expect, it } from 'vitest';
import { lionRules } from '../../src/games/lion-and-unicorn/game.ts';
import { cardOf, layTable } from '../../src/games/lion-and-unicorn/position.ts';
import { describeEvent, lionText } from '../../src/games/lion-and-unicorn/text.ts';
import { lionBox } from '../../src/games/lion-and-unicorn/cards.ts';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as object).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  ) as Record<string, string>;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('lionText', () => {
  it('has the same keys and placeholders in English and French', () => {
    const en = flatten(lionText.en);
    const fr = flatten(lionText.fr);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en))
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(en[key]!)]);
  });

  it('every animal has a name and an action in both languages', () => {
    for (const card of lionBox.cards) {
      expect(card.name.fr.length).toBeGreaterThan(0);
      expect(card.action.fr).not.toEqual(card.action.en);
    }
  });

  it('describes a flip by the side it turns to, and never names the drawn card', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Rat', starting: true },
            { animal: 'Goat', up: true },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Fox', starting: true }] },
      ],
    });
    expect(describeEvent(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat') }, 'en')).toBe(
      'Ana turns a card face-down: Goat',
    );
    expect(describeEvent(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Rat') }, 'fr')).toBe(
      'Ana retourne une carte face visible : Rat',
    );
    const drawing = lionRules.apply(state, { type: 'draw', player: 0 });
    const line = describeEvent(drawing, { type: 'drawn', player: 0, animal: 'Lion' }, 'en');
    expect(line).not.toMatch(/Lion/);
    expect(line).toMatch(/Ana/);
  });
});
