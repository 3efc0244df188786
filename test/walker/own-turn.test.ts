// Turns as players count them: at three players the table's 4th turn is Ana's 2nd, a correction that
// hands the turn to someone begins one of theirs, and a table loaded mid-game does not pretend to know.
import { describe, expect, it } from 'vitest';
import { ownTurnNumber } from '../../src/games/unstable-unicorns/explain.ts';
import {
  answer,
  correct,
  startFromTable,
  startGame,
  undoLast,
  type Game,
} from '../../src/games/unstable-unicorns/game/index.ts';
import type { Option } from '../../src/games/unstable-unicorns/game/types.ts';

const basics = ['basic-unicorn-red', 'basic-unicorn-orange', 'basic-unicorn-yellow', 'basic-unicorn-green'];

/** Each answer checked against the question asked, so the game is the one written here. */
function play(game: Game, lines: Array<[kind: string, option: Option]>): Game {
  for (const [kind, option] of lines) {
    expect(game.state.pending?.kind).toBe(kind);
    game = answer(game, option);
  }
  return game;
}

/** One turn: draw, play a Basic Unicorn nobody Neighs, into the player's own Stable. */
const turn = (seat: number, card: string): Array<[string, Option]> => [
  ['draw', { draw: true }],
  ['action', { play: card }],
  ['respond', { pass: true }],
  ['into', { player: seat }],
];

function threeTurns(): Game {
  let game = startGame({ players: ['Ana', 'Ben', 'Cleo'] });
  game = play(game, [
    ['baby', { card: 'baby-unicorn-red' }],
    ['baby', { card: 'baby-unicorn-pink' }],
    ['baby', { card: 'baby-narwhal' }],
  ]);
  expect(ownTurnNumber(game.state.table)).toBe(1);
  return play(game, [...turn(0, basics[0]!), ...turn(1, basics[1]!), ...turn(2, basics[2]!)]);
}

describe('which of their own turns a player is taking', () => {
  it('counts Ana’s turns, not the table’s: the 4th turn at three players is her 2nd', () => {
    const game = threeTurns();
    expect(game.state.table.turn).toMatchObject({ player: 0, number: 4 });
    expect(ownTurnNumber(game.state.table)).toBe(2);
    // What the last event did says it too, for History and Just now.
    expect(game.state.results).toContainEqual({ kind: 'turn', player: 0, number: 4, own: 2 });
    const next = play(game, turn(0, basics[3]!));
    expect(next.state.table.turn).toMatchObject({ player: 1, number: 5 });
    expect(ownTurnNumber(next.state.table)).toBe(2);
  });

  it('a correction that gives the turn to Cleo begins her 2nd turn; undoing it gives Ana hers back', () => {
    const game = threeTurns();
    const fixed = correct(game, { kind: 'turn', player: 2, phase: 'action' });
    expect(fixed.state.table.turn.player).toBe(2);
    expect(ownTurnNumber(fixed.state.table)).toBe(2);
    const undone = undoLast(fixed);
    expect(undone.state.table.turn.player).toBe(0);
    expect(ownTurnNumber(undone.state.table)).toBe(2);
  });

  it('a table loaded in the middle of a game does not know how many turns anyone had', () => {
    const game = startFromTable({
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 5 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 5 },
      ],
      deck: 40,
      turn: { player: 'Ben', phase: 'action' },
    });
    expect(ownTurnNumber(game.state.table)).toBeNull();
  });
});
