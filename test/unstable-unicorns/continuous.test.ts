// The continuous-effect questions the turn walker asks (continuous.ts), one table per effect of
// the base game: what a card is now, what it counts for, and which targets an action has.
import { describe, expect, it } from 'vitest';
import {
  bringCandidates,
  deckMayHold,
  destroyTargets,
  effectiveAbilities,
  effectiveType,
  handVisible,
  isPossible,
  isUnicornNow,
  mayBeDestroyed,
  mayEnterStable,
  moveOptions,
  sacrificeTargets,
  stealTargets,
  unicornValue,
} from '../../src/games/unstable-unicorns/continuous.ts';
import { cardFace, type Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Action } from '../../src/games/unstable-unicorns/vocabulary.ts';
import { readTable } from '../../src/games/unstable-unicorns/validate.ts';
import { question, threeAt } from './tables.ts';

const tableOf = (ana: string[], ben: string[], cy: string[], extra = {}): Table =>
  readTable(question(threeAt(ana, ben, cy, extra), { what: 'outcome' })).table;
const poison = (controller = 0) => ({ card: 'unicorn-poison', controller });
const spot = (player: number, index: number) => ({ player, index });
/** The catalog's enter effect of a card. */
const enterEffect = (id: string): Action => {
  const ability = cardFace(id).abilities.find((a) => a.on === 'enter');
  if (!ability || ability.on !== 'enter') throw new Error(`${id} has no enter effect`);
  return ability.effect;
};

describe('what a card in a Stable is now', () => {
  it('Blinding Light: Unicorns become Basic Unicorns without effects; Upgrades keep theirs', () => {
    const table = tableOf(
      ['Ginormous Unicorn', 'Baby Unicorn (Red)', 'Rainbow Aura', 'Blinding Light'],
      [],
      [],
    );
    expect(effectiveType(table, spot(0, 0))).toBe('basic-unicorn');
    expect(effectiveType(table, spot(0, 1))).toBe('basic-unicorn');
    expect(effectiveAbilities(table, spot(0, 0))).toEqual([]);
    expect(unicornValue(table, spot(0, 0))).toBe(1);
    expect(effectiveAbilities(table, spot(0, 2))).not.toEqual([]);
  });

  it('Pandamonium: Pandas are no Unicorn cards and count 0', () => {
    const table = tableOf(['Ginormous Unicorn', 'Pandamonium'], ['Rhinocorn'], []);
    expect(effectiveType(table, spot(0, 0))).toBe('panda');
    expect(isUnicornNow(table, spot(0, 0))).toBe(false);
    expect(unicornValue(table, spot(0, 0))).toBe(0);
    expect(isUnicornNow(table, spot(1, 0))).toBe(true);
  });

  it('Ginormous Unicorn counts 2', () => {
    expect(unicornValue(tableOf(['Ginormous Unicorn'], [], []), spot(0, 0))).toBe(2);
  });

  it("Nanny Cam: that player's hand is open to all", () => {
    const table = tableOf([], ['Nanny Cam'], []);
    expect(handVisible(table, 1)).toBe(true);
    expect(handVisible(table, 0)).toBe(false);
  });
});

describe('who may be destroyed, stolen, moved, brought', () => {
  it("Rainbow Aura shields its own Stable's Unicorns, and only from destruction", () => {
    const table = tableOf([], ['Baby Unicorn (Pink)', 'Rainbow Aura', 'Slowdown'], []);
    expect(mayBeDestroyed(table, spot(1, 0), poison())).toMatchObject({
      because: { card: 'rainbow-aura', player: 1 },
    });
    expect(destroyTargets(table, poison())).toEqual([spot(1, 1), spot(1, 2)]);
    expect(destroyTargets(table, poison(), { kind: 'unicorn' })).toEqual([]);
    expect(stealTargets(table, { card: 'rainbow-lasso', controller: 0 }, { kind: 'unicorn' })).toEqual([
      spot(1, 0),
    ]);
  });

  it('Magical Kittencorn resists Magic cards, not Unicorns', () => {
    const table = tableOf([], ['Magical Kittencorn'], []);
    expect(mayBeDestroyed(table, spot(1, 0), poison())).toMatchObject({
      because: { card: 'magical-kittencorn' },
    });
    expect(mayBeDestroyed(table, spot(1, 0), { card: 'stabby-the-unicorn', controller: 0 })).toBeNull();
  });

  it("destroying reaches only other players' Stables; sacrificing only your own", () => {
    const table = tableOf(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], []);
    expect(destroyTargets(table, poison(0))).toEqual([spot(1, 0)]);
    expect(sacrificeTargets(table, poison(0))).toEqual([spot(0, 0)]);
  });

  it('Black Knight Unicorn and Unicorn Phoenix may still be picked', () => {
    const table = tableOf([], ['Black Knight Unicorn', 'Unicorn Phoenix'], []);
    expect(destroyTargets(table, poison(), { kind: 'unicorn' })).toHaveLength(2);
  });

  it("Queen Bee Unicorn: a Basic Unicorn enters no Stable but the Queen's", () => {
    const table = tableOf([], ['Queen Bee Unicorn'], []);
    expect(mayEnterStable(table, 'basic-unicorn-red', 0)).toMatchObject({
      because: { card: 'queen-bee-unicorn', player: 1 },
    });
    expect(mayEnterStable(table, 'basic-unicorn-red', 1)).toBeNull();
    expect(mayEnterStable(table, 'rhinocorn', 0)).toBeNull();
  });

  it('Re-Target moves an Upgrade or a Downgrade into any Stable but its own', () => {
    const table = tableOf(['Slowdown'], [], ['Rhinocorn']);
    expect(
      moveOptions(
        table,
        { card: 're-target', controller: 0 },
        { kind: 'upgrade', orKind: 'downgrade' },
        'any',
        'other-than-source',
      ),
    ).toEqual([{ spot: spot(0, 0), to: [1, 2] }]);
  });

  it('bringing from the discard pile or the Nursery', () => {
    const table = tableOf(['Baby Unicorn (Red)'], [], [], {
      discard: ['Neigh', 'Rhinocorn', 'Basic Unicorn (Blue)'],
    });
    expect(
      bringCandidates(table, { card: 'kiss-of-life', controller: 0 }, 'discard', { kind: 'unicorn' }),
    ).toEqual(['rhinocorn', 'basic-unicorn-blue']);
    expect(
      bringCandidates(table, { card: 'mother-goose-unicorn', controller: 0 }, 'nursery', {
        kind: 'baby-unicorn',
      }),
    ).toHaveLength(12);
  });

  it('searching the deck: only for what could still be in it', () => {
    // All 14 Upgrade copies lie elsewhere: Classy Narwhal would find none.
    const upgrades = [
      'Glitter Bomb',
      'Glitter Bomb',
      'Yay',
      'Yay',
      'Rainbow Aura',
      'Double Dutch',
      'Claw Machine',
      'Claw Machine',
      'Claw Machine',
    ];
    const more = [
      'Stable Artillery',
      'Stable Artillery',
      'Stable Artillery',
      'Rainbow Lasso',
      'Caffeine Overload',
    ];
    const table = tableOf(upgrades, more, []);
    expect(deckMayHold(table, { kind: 'upgrade' })).toBe(false);
    expect(deckMayHold(table, { kind: 'downgrade' })).toBe(true);
  });
});

describe('whether an effect can be carried out', () => {
  it('Shark With a Horn sacrifices itself, then needs a Unicorn to destroy', () => {
    const shark = enterEffect('shark-with-a-horn');
    const lonely = tableOf(['Shark With a Horn'], [], []);
    expect(isPossible(lonely, { card: 'shark-with-a-horn', controller: 0, spot: spot(0, 0) }, shark)).toBe(
      false,
    );
    const prey = tableOf(['Shark With a Horn'], ['Baby Unicorn (Pink)'], []);
    expect(isPossible(prey, { card: 'shark-with-a-horn', controller: 0, spot: spot(0, 0) }, shark)).toBe(
      true,
    );
  });

  it("Necromancer Unicorn's cost: two Unicorn cards from a hand that is known to hold them", () => {
    const necro = enterEffect('necromancer-unicorn');
    const base = tableOf(['Necromancer Unicorn'], [], [], { discard: ['Rhinocorn'] });
    const withHand = (hand: string[]): Table => ({
      ...base,
      players: base.players.map((seat, i) =>
        i === 0 ? { ...seat, hand: { count: hand.length, known: hand } } : seat,
      ),
    });
    const source = { card: 'necromancer-unicorn', controller: 0, spot: spot(0, 0) };
    expect(isPossible(withHand(['llamacorn', 'neigh']), source, necro)).toBe(false);
    expect(isPossible(withHand(['llamacorn', 'americorn']), source, necro)).toBe(true);
  });
});
