// Property: undoing any event of any random legal game restores exactly the state before it, and
// the simulator's real-table checks hold on the way (fast-check picks the seeds and the cut).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newLog, record, replay, seededRandom, undo } from '../../src/engine/game-log.ts';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type { GameEvent, GameSetup, GameState } from '../../src/games/unstable-unicorns/game/types.ts';
import {
  chooseAtTable,
  dealRealTable,
  followMoves,
  tableProblems,
} from '../../src/games/unstable-unicorns/simulate.ts';

function randomGame(seed: number, players: number, length: number) {
  const random = seededRandom(seed);
  const real = dealRealTable(players, random);
  const setup: GameSetup = {
    players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].slice(0, players),
  };
  let log = newLog<GameSetup, GameEvent>(setup);
  let state = walker.init(setup);
  followMoves(real, state.moves, random);
  const states: GameState[] = [state];
  while (state.pending && log.events.length < length) {
    const option = chooseAtTable(state.pending, state, real, random)!;
    ({ log, state } = record(walker, log, state, { type: 'choose', option }));
    expect(followMoves(real, state.moves, random)).toEqual([]);
    expect(tableProblems(state, real)).toEqual([]);
    states.push(state);
  }
  return { log, states };
}

describe('undo', () => {
  it('undoing any event restores exactly the state before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 2, max: 8 }),
        fc.nat(),
        (seed, players, cut) => {
          const { log, states } = randomGame(seed, players, 120);
          const k = 1 + (cut % log.events.length);
          // The game as it stood after k events, then its last event undone.
          const shortened = undo({ ...log, events: log.events.slice(0, k), undone: [] as GameEvent[] });
          expect(shortened.undone).toEqual([log.events[k - 1]]);
          expect(replay(walker, shortened)).toEqual(states[k - 1]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('answering a state again', () => {
  it('a different answer to a state already answered gives what a game replayed with that answer gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 2, max: 8 }),
        fc.nat(),
        fc.nat(),
        (seed, players, cut, pick) => {
          const { log, states } = randomGame(seed, players, 120);
          // A state the game went on from, whose decision had another option than the one taken.
          const choices = states
            .map((state, k) => ({ state, k }))
            .filter(({ state, k }) => k < log.events.length && state.pending!.options.length > 1);
          if (choices.length === 0) return;
          const { state, k } = choices[cut % choices.length]!;
          const event = log.events[k]!;
          const taken = event.type === 'choose' ? event.option : undefined;
          const others = state.pending!.options.filter((o) => JSON.stringify(o) !== JSON.stringify(taken));
          const other = others[pick % others.length]!;
          // Undo back to that state and answer otherwise: the table must be the one a game played
          // from the start with that answer has (walker.init and every answer, nothing kept).
          const again = walker.apply(state, { type: 'choose', option: other });
          const fresh = replay(walker, {
            setup: log.setup,
            events: [...log.events.slice(0, k), { type: 'choose', option: other }],
            undone: [],
          });
          expect(again.table).toEqual(fresh.table);
          expect(again.pending).toEqual(fresh.pending);
        },
      ),
      { numRuns: 25 },
    );
  });
});
