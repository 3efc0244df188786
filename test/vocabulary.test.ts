// The effect vocabulary and the base game written in it: malformed effects are refused, and each
// card's encoding says what the card does per the card list and the rulebook's terms.
import { describe, expect, it } from 'vitest';
import {
  Ability,
  Action,
  Modifier,
  type Ability as AbilityT,
} from '../src/games/unstable-unicorns/vocabulary.ts';
import { facesById } from '../src/games/unstable-unicorns/names.ts';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';

const abilitiesOf = (id: string): AbilityT[] => {
  const face = facesById.get(id);
  if (!face) throw new Error(`no face ${id}`);
  return face.abilities;
};
const triggerIds = (on: AbilityT['on']): string[] =>
  baseGame.cards
    .filter((c) => c.abilities.some((a) => a.on === on))
    .map((c) => c.id)
    .sort();

describe('the vocabulary schema', () => {
  it('accepts the words of the vocabulary', () => {
    expect(Action.safeParse({ do: 'draw', count: 2 }).success).toBe(true);
    expect(Action.safeParse({ do: 'sacrifice', count: 'all', filter: { kind: 'downgrade' } }).success).toBe(
      true,
    );
    expect(
      Action.safeParse({
        then: [
          { do: 'discard', count: 1 },
          { do: 'destroy', count: 1 },
        ],
      }).success,
    ).toBe(true);
    expect(Action.safeParse({ eachPlayer: { do: 'discard', count: 1 }, includingYou: true }).success).toBe(
      true,
    );
    expect(Modifier.safeParse({ kind: 'counts-as', unicorns: 2 }).success).toBe(true);
  });

  it('refuses an unknown verb, a bad count and an unknown field', () => {
    expect(Action.safeParse({ do: 'teleport' }).success).toBe(false);
    expect(Action.safeParse({ do: 'draw', count: 0 }).success).toBe(false);
    expect(Action.safeParse({ do: 'draw', count: 1.5 }).success).toBe(false);
    expect(Action.safeParse({ do: 'destroy', count: 'all' }).success).toBe(false);
    expect(Action.safeParse({ do: 'draw', count: 1, target: 'you' }).success).toBe(false);
    expect(Action.safeParse({ do: 'destroy', count: 1, filter: { kind: 'dragon' } }).success).toBe(false);
  });

  it('refuses a "then" that does not join exactly two actions, and an "and" of one', () => {
    const draw = { do: 'draw', count: 1 };
    expect(Action.safeParse({ then: [draw] }).success).toBe(false);
    expect(Action.safeParse({ then: [draw, draw, draw] }).success).toBe(false);
    expect(Action.safeParse({ and: [draw] }).success).toBe(false);
  });

  it('refuses a trigger without its optional flag and a replacement with no event', () => {
    expect(Ability.safeParse({ on: 'enter', effect: { do: 'draw', count: 1 } }).success).toBe(false);
    expect(
      Ability.safeParse({
        on: 'replace',
        events: [],
        protects: 'self',
        optional: false,
        instead: { do: 'to-nursery' },
      }).success,
    ).toBe(false);
    expect(Ability.safeParse({ on: 'continuous', modifier: { kind: 'flying' } }).success).toBe(false);
  });

  it('parses every ability of the base game', () => {
    for (const card of baseGame.cards) {
      for (const ability of card.abilities) expect(Ability.safeParse(ability).success, card.id).toBe(true);
    }
  });
});

describe('the base game in the vocabulary', () => {
  it('has beginning-of-turn effects on exactly the cards that act at the start of a turn', () => {
    expect(triggerIds('beginning-of-turn')).toEqual(
      [
        'rhinocorn',
        'glitter-bomb',
        'double-dutch',
        'sadistic-ritual',
        'claw-machine',
        'stable-artillery',
        'rainbow-lasso',
        'caffeine-overload',
      ].sort(),
    );
  });

  it('makes a start-of-turn effect optional exactly where the card says "may"', () => {
    for (const card of baseGame.cards) {
      for (const a of card.abilities) {
        // Sadistic Ritual is the only start-of-turn effect a player must carry out.
        if (a.on === 'beginning-of-turn') expect(a.optional, card.id).toBe(card.id !== 'sadistic-ritual');
      }
    }
  });

  it('writes every Magic card as a one-time effect when played, and nothing else that way', () => {
    const magic = baseGame.cards.filter((c) => c.type === 'magic');
    expect(magic).toHaveLength(15);
    for (const c of magic)
      expect(
        c.abilities.map((a) => a.on),
        c.id,
      ).toEqual(['play']);
    expect(triggerIds('play')).toEqual(magic.map((c) => c.id).sort());
  });

  it("ends Rhinocorn's turn only if it destroyed a Unicorn", () => {
    expect(abilitiesOf('rhinocorn')).toEqual([
      {
        on: 'beginning-of-turn',
        optional: true,
        effect: { then: [{ do: 'destroy', count: 1, filter: { kind: 'unicorn' } }, { do: 'end-turn' }] },
      },
    ]);
  });

  it('puts each cost before "then" so the reward needs the cost paid', () => {
    const costFirst: Record<string, string> = {
      'glitter-bomb': 'sacrifice',
      'sadistic-ritual': 'sacrifice',
      'two-for-one': 'sacrifice',
      'caffeine-overload': 'sacrifice',
      'shark-with-a-horn': 'sacrifice',
      'dark-angel-unicorn': 'sacrifice',
      'seductive-unicorn': 'discard',
      'necromancer-unicorn': 'discard',
      'claw-machine': 'discard',
      'stable-artillery': 'discard',
      'rainbow-lasso': 'discard',
    };
    for (const [id, cost] of Object.entries(costFirst)) {
      const effect = (abilitiesOf(id)[0] as { effect: Action }).effect;
      expect('then' in effect, id).toBe(true);
      if ('then' in effect) expect((effect.then[0] as { do: string }).do, id).toBe(cost);
    }
  });

  it('makes Shark With a Horn sacrifice itself, not any card', () => {
    expect(abilitiesOf('shark-with-a-horn')).toEqual([
      {
        on: 'enter',
        optional: true,
        effect: {
          then: [
            { do: 'sacrifice', count: 1, self: true },
            { do: 'destroy', count: 1, filter: { kind: 'unicorn' } },
          ],
        },
      },
    ]);
  });

  it('sends every Baby Unicorn back to the Nursery instead of a sacrifice, destruction or return', () => {
    const babies = baseGame.cards.filter((c) => c.type === 'baby-unicorn');
    for (const c of babies) {
      expect(c.abilities, c.id).toEqual([
        {
          on: 'replace',
          events: ['sacrifice', 'destroy', 'return-to-hand'],
          protects: 'self',
          optional: false,
          instead: { do: 'to-nursery' },
        },
      ]);
    }
  });

  it('lets the Unicorn Phoenix and the Black Knight step in only if their owner wants', () => {
    expect(abilitiesOf('unicorn-phoenix')).toEqual([
      {
        on: 'replace',
        events: ['sacrifice', 'destroy'],
        protects: 'self',
        optional: true,
        instead: { do: 'discard', count: 1 },
      },
    ]);
    // Black Knight stops a destruction, never a sacrifice.
    expect(abilitiesOf('black-knight-unicorn')).toEqual([
      {
        on: 'replace',
        events: ['destroy'],
        protects: 'your-unicorns',
        optional: true,
        instead: { do: 'sacrifice-self' },
      },
    ]);
  });

  it("sends each flying Unicorn back to its owner's hand when it leaves", () => {
    const flying = [
      'greedy-flying-unicorn',
      'annoying-flying-unicorn',
      'magical-flying-unicorn',
      'swift-flying-unicorn',
      'majestic-flying-unicorn',
    ];
    for (const id of flying) {
      const abilities = abilitiesOf(id);
      expect(
        abilities.map((a) => a.on),
        id,
      ).toEqual(['enter', 'leave']);
      expect(abilities[1], id).toEqual({ on: 'leave', optional: false, effect: { do: 'return-self' } });
    }
    // Greedy draws whether its owner likes it or not; the others "may".
    const enterIsOptional = (id: string): boolean | undefined => {
      const enter = abilitiesOf(id)[0];
      return enter?.on === 'enter' ? enter.optional : undefined;
    };
    expect(enterIsOptional('greedy-flying-unicorn')).toBe(false);
    for (const id of flying.slice(1)) expect(enterIsOptional(id), id).toBe(true);
  });

  it('lets a Neigh be answered and a Super Neigh not', () => {
    expect(abilitiesOf('neigh')).toEqual([{ on: 'instant', effect: { do: 'neigh' }, unanswerable: false }]);
    expect(abilitiesOf('super-neigh')).toEqual([
      { on: 'instant', effect: { do: 'neigh' }, unanswerable: true },
    ]);
  });

  it('gives Ginormous Unicorn both its count of two and its ban on Neigh', () => {
    expect(abilitiesOf('ginormous-unicorn')).toEqual([
      { on: 'continuous', modifier: { kind: 'counts-as', unicorns: 2 } },
      { on: 'continuous', modifier: { kind: 'cannot-play', filter: { kind: 'neigh' } } },
    ]);
  });

  it('keeps the continuous cards of the base game as questions about the table', () => {
    const modifierOf = (id: string) =>
      abilitiesOf(id).map((a) => (a.on === 'continuous' ? a.modifier : a.on));
    expect(modifierOf('slowdown')).toEqual([{ kind: 'cannot-play', filter: { kind: 'neigh' } }]);
    expect(modifierOf('broken-stable')).toEqual([{ kind: 'cannot-play', filter: { kind: 'upgrade' } }]);
    expect(modifierOf('yay')).toEqual([{ kind: 'cannot-be-neighed' }]);
    expect(modifierOf('magical-kittencorn')).toEqual([
      { kind: 'immune', protects: 'self', actions: ['destroy'], byType: ['magic'] },
    ]);
    expect(modifierOf('rainbow-aura')).toEqual([
      { kind: 'immune', protects: 'your-unicorns', actions: ['destroy'] },
    ]);
    expect(modifierOf('pandamonium')).toEqual([{ kind: 'unicorns-are-pandas' }]);
    expect(modifierOf('blinding-light')).toEqual([{ kind: 'unicorns-lose-effects' }]);
    expect(modifierOf('queen-bee-unicorn')).toEqual([{ kind: 'basic-unicorns-enter-only-here' }]);
    expect(modifierOf('nanny-cam')).toEqual([{ kind: 'hand-visible' }]);
  });

  it('makes every player, the one who played it included, suffer the "each player" cards', () => {
    const eachPlayer = (id: string) => {
      const [first] = abilitiesOf(id);
      const effect = first && 'effect' in first ? first.effect : undefined;
      return JSON.stringify(effect);
    };
    expect(eachPlayer('extremely-destructive-unicorn')).toContain('"includingYou":true');
    expect(eachPlayer('llamacorn')).toContain('"includingYou":true');
    expect(eachPlayer('mystical-vortex')).toContain('"includingYou":true');
    expect(eachPlayer('reset-button')).toContain('"includingYou":true');
  });

  it('reaches "another player" where the card excludes its own player', () => {
    expect(abilitiesOf('americorn')).toEqual([
      { on: 'enter', optional: true, effect: { do: 'take-from-hand', from: 'another', pick: 'random' } },
    ]);
    expect(abilitiesOf('blatant-thievery')).toEqual([
      { on: 'play', effect: { do: 'take-from-hand', from: 'another', pick: 'choose' } },
    ]);
    expect(abilitiesOf('back-kick')).toEqual([
      {
        on: 'play',
        effect: {
          and: [
            { do: 'return', from: 'another' },
            { do: 'discard', count: 1, who: 'owner' },
          ],
        },
      },
    ]);
    expect(abilitiesOf('mermaid-unicorn')).toEqual([
      { on: 'enter', optional: false, effect: { do: 'return', from: 'another' } },
    ]);
  });

  it("brings cards straight into the Stable where the card says so, so they cannot be Neigh'd", () => {
    const brings = baseGame.cards
      .filter((c) => JSON.stringify(c.abilities).includes('"do":"bring"'))
      .map((c) => c.id)
      .sort();
    expect(brings).toEqual(
      [
        'rainbow-unicorn',
        'mother-goose-unicorn',
        'necromancer-unicorn',
        'dark-angel-unicorn',
        'kiss-of-life',
      ].sort(),
    );
  });

  it('triggers Barbed Wire and Tiny Stable on events in their own Stable, without a choice', () => {
    expect(abilitiesOf('barbed-wire')).toEqual([
      {
        on: 'whenever',
        event: 'unicorn-enters-or-leaves-your-stable',
        optional: false,
        effect: { do: 'discard', count: 1 },
      },
    ]);
    expect(abilitiesOf('tiny-stable')).toEqual([
      {
        on: 'whenever',
        event: 'more-than-five-unicorns',
        optional: false,
        effect: { do: 'sacrifice', count: 1, filter: { kind: 'unicorn' } },
      },
    ]);
  });
});
