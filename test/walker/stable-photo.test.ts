// "This Stable is now what the photo shows": the phone's Stable against a photo of the real one gives card
// moves with the zone each likely came from or went to, and those moves make the Stable the photo's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/game-log.ts';
import { allFaces, isStableType } from '../../src/games/unstable-unicorns/table.ts';
import { startFromTable } from '../../src/games/unstable-unicorns/game/index.ts';
import { stableChanges, stableCorrection } from '../../src/games/unstable-unicorns/game/stable-photo.ts';
import { scenario } from './scenario.ts';

describe('the difference between the phone and a Stable photo', () => {
  it('a card gone is likely discarded, a card new likely played from the hand; the moves give the photo', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn', 'yay'], unknown: 5 }, { unknown: 5 }, { unknown: 5 }],
      turn: { player: 1 },
    });
    const changes = stableChanges(g.table, 0, ['rhinocorn', 'llamacorn']);
    expect(changes.map((c) => [c.card, c.way, c.zones[0]])).toEqual([
      ['yay', 'leaves', { discard: true }],
      ['llamacorn', 'enters', { hand: 0 }],
    ]);
    // Nothing on the Neigh pile, and Llamacorn is no Baby: neither is offered as its source.
    expect(changes[1]!.zones).not.toContainEqual({ pile: true });
    expect(changes[1]!.zones).not.toContainEqual({ nursery: true });
    // Yay may also have gone back to Ana's hand or to another Stable.
    expect(changes[0]!.zones).toContainEqual({ hand: 0 });
    expect(changes[0]!.zones).toContainEqual({ stable: 2 });
    for (const change of changes) g.correct(stableCorrection(0, change, change.zones[0]!));
    expect(g.stable(0)).toEqual(['rhinocorn', 'llamacorn']);
    expect(g.table.discard).toEqual(['yay']);
    expect(g.hand(0).count).toBe(4);
  });

  it("the only Llamacorn, seen in Ben's Stable, can only have been stolen from there", () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn'], unknown: 5 }, { stable: ['llamacorn'], unknown: 5 }, { unknown: 5 }],
      turn: { player: 1 },
    });
    const [change] = stableChanges(g.table, 0, ['rhinocorn', 'llamacorn']);
    expect(change).toMatchObject({ card: 'llamacorn', way: 'enters', zones: [{ stable: 1 }] });
  });

  it('a card seen in the hand comes first from there; a Baby that left went back to the Nursery', () => {
    const g = scenario({
      players: [
        { stable: ['baby-unicorn-red', 'basic-unicorn-purple'], hand: ['basic-unicorn-blue'], unknown: 3 },
        { stable: ['basic-unicorn-blue'], unknown: 5 },
        { unknown: 5 },
      ],
      turn: { player: 1 },
    });
    const changes = stableChanges(g.table, 0, ['basic-unicorn-purple', 'basic-unicorn-blue']);
    expect(changes[0]).toMatchObject({ card: 'baby-unicorn-red', way: 'leaves' });
    expect(changes[0]!.zones).toEqual([{ nursery: true }, { stable: 1 }, { stable: 2 }]);
    expect(changes[1]).toMatchObject({ card: 'basic-unicorn-blue', way: 'enters' });
    expect(changes[1]!.zones.slice(0, 2)).toEqual([{ hand: 0 }, { stable: 1 }]);
  });

  it('two copies in the photo and one on the phone: one more copy enters', () => {
    const g = scenario({ players: [{ stable: ['basic-unicorn-purple'], unknown: 5 }, {}, {}] });
    const changes = stableChanges(g.table, 0, ['basic-unicorn-purple', 'basic-unicorn-purple']);
    expect(changes.map((c) => [c.card, c.way])).toEqual([['basic-unicorn-purple', 'enters']]);
    expect(stableChanges(g.table, 0, ['basic-unicorn-purple'])).toEqual([]);
  });

  it('a card left in the box in a 2-player game has nowhere to come from, and says why', () => {
    // Written as Load a position reads it: two players play the 2-player game unless the table says not.
    const { state } = startFromTable({
      game: 'unstable-unicorns',
      players: [
        { name: 'Ana', hand: 5 },
        { name: 'Ben', hand: 5 },
      ],
      deck: 40,
    });
    const [change] = stableChanges(state.table, 0, ['seductive-unicorn']);
    expect(change!.zones).toEqual([]);
    expect(change!.why?.en).toMatch(/left in the box in the 2-player game/);
    expect(change!.why?.fr).toMatch(/reste dans la boîte/);
  });
});

describe('cards that never stay in a Stable', () => {
  it('a Neigh read in a Stable photo has nowhere to come from, and says why', () => {
    const g = scenario({ players: [{ unknown: 5 }, {}, {}] });
    const [change] = stableChanges(g.table, 0, ['neigh']);
    expect(change!.zones).toEqual([]);
    expect(change!.why?.en).toMatch(/^Neigh is not a card that stays in a Stable/);
  });
});

describe('any photo against any table', () => {
  // Three players: no face is left in the box. Only cards that go in a Stable are in its photo.
  const faces = allFaces()
    .filter((face) => isStableType(face.type))
    .map((face) => face.id);
  it('the likeliest moves, when the walker takes them all, make the Stable exactly the photo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...faces), { maxLength: 4 }),
        fc.array(fc.constantFrom(...faces), { maxLength: 4 }),
        fc.array(fc.constantFrom(...faces), { maxLength: 5 }),
        (ana, ben, photo) => {
          let g;
          try {
            g = scenario({
              players: [{ stable: ana, unknown: 4 }, { stable: ben, unknown: 4 }, { unknown: 4 }],
            });
          } catch {
            return; // a table the box cannot hold (too many copies): not a table at all
          }
          const changes = stableChanges(g.table, 0, photo);
          if (changes.some((change) => change.zones.length === 0)) return;
          try {
            for (const change of changes) g.correct(stableCorrection(0, change, change.zones[0]!));
          } catch (error) {
            // Taken one by one, two moves may ask more of one zone than it holds: refused, never wrong.
            if (error instanceof RuleError) return;
            throw error;
          }
          expect([...g.stable(0)].sort()).toEqual([...photo].sort());
        },
      ),
      { seed: 15, numRuns: 300 },
    );
  });
});
