// A whole game written down as a table of what each player did, played through the walker and
// replayed from its log: the result is worked out from the rulebook by hand.
import { describe, expect, it } from 'vitest';
import { newLog, record, replay, undo, redo } from '../../src/engine/game-log.ts';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type {
  GameEvent,
  GameSetup,
  GameState,
  Option,
} from '../../src/games/unstable-unicorns/game/types.ts';

/** One line of the game sheet: who answers, what kind of decision, and the answer. */
type Line = [player: string | null, kind: string, option: Option];

const setup: GameSetup = { players: ['Ana', 'Ben', 'Cy'] };

const basics = [
  'basic-unicorn-red',
  'basic-unicorn-orange',
  'basic-unicorn-yellow',
  'basic-unicorn-green',
  'basic-unicorn-blue',
  'basic-unicorn-indigo',
  'basic-unicorn-purple',
];

/** Each player plays a Basic Unicorn into their own Stable every turn; nobody Neighs. */
function sheet(): Line[] {
  const lines: Line[] = [
    ['Ana', 'baby', { card: 'baby-unicorn-red' }],
    ['Ben', 'baby', { card: 'baby-unicorn-pink' }],
    ['Cy', 'baby', { card: 'baby-narwhal' }],
  ];
  const seats = ['Ana', 'Ben', 'Cy'];
  let basic = 0;
  for (let round = 0; round < 6; round++) {
    for (let seat = 0; seat < 3; seat++) {
      if (round === 5 && seat > 0) break; // Ana's sixth Basic makes seven Unicorns: the game is over.
      const card = basics[basic++ % basics.length]!;
      // The Draw phase is confirmed by a tap; then targets come after the Neigh window (the
      // default): the Stable is named when the card resolves.
      lines.push([seats[seat]!, 'draw', { draw: true }]);
      lines.push([seats[seat]!, 'action', { play: card }]);
      lines.push([null, 'respond', { pass: true }]);
      lines.push([seats[seat]!, 'into', { player: seat }]);
    }
  }
  return lines;
}

function play(lines: Line[]): { log: ReturnType<typeof newLog<GameSetup, GameEvent>>; state: GameState } {
  let log = newLog<GameSetup, GameEvent>(setup);
  let state = walker.init(setup);
  for (const [player, kind, option] of lines) {
    const pending = state.pending!;
    expect(pending.kind).toBe(kind);
    expect(pending.player === null ? null : setup.players[pending.player]).toBe(player);
    ({ log, state } = record(walker, log, state, { type: 'choose', option }));
  }
  return { log, state };
}

describe('a whole game as a sheet', () => {
  it('plays to Ana having 7 Unicorns, and the log replays to the same table', () => {
    const { log, state } = play(sheet());
    expect(state.pending).toBeNull();
    expect(state.table.outcome).toMatchObject({ over: true, reason: 'unicorns', winners: [0] });
    expect(state.table.outcome!.unicorns).toEqual([7, 6, 6]);
    // 114 cards, 15 dealt; Ana drew 6 times, Ben and Cy 5 times each.
    expect(state.table.deck).toBe(114 - 15 - 16);
    expect(state.table.players.map((seat) => seat.hand.count)).toEqual([5, 5, 5]);
    expect(state.table.nursery).toHaveLength(10);
    expect(replay(walker, log)).toEqual(state);
  });

  it('undo takes back the last answer and redo puts it back', () => {
    const { log, state } = play(sheet());
    const undone = undo(log);
    const back = replay(walker, undone);
    expect(back.pending?.kind).toBe('into');
    expect(back.table.players[0]!.stable).toHaveLength(6);
    expect(replay(walker, redo(undone))).toEqual(state);
  });
});

describe('the front door (game/index.ts)', () => {
  it('starts, answers, undoes, redoes and reloads a game', async () => {
    const { startGame, answer, undoLast, redoLast, loadGame, tableOf } =
      await import('../../src/games/unstable-unicorns/game/index.ts');
    let game = startGame({ players: ['Ana', 'Ben'], babies: ['baby-unicorn-red', 'baby-unicorn-pink'] });
    // Two players: each holds the Neigh of the 2-player rules and 5 dealt cards; Ana's Draw phase
    // waits for the table to confirm her draw.
    expect(tableOf(game.state).players.map((seat) => seat.hand)).toEqual([
      { count: 6, known: ['neigh'] },
      { count: 6, known: ['neigh'] },
    ]);
    expect(game.state.pending).toMatchObject({ kind: 'draw', player: 0, options: [{ draw: true }] });
    game = answer(game, { draw: true });
    expect(game.state.results).toEqual([{ kind: 'drew', player: 0, count: 1, source: 'draw-phase' }]);
    expect(tableOf(game.state).players[0]!.hand.count).toBe(7);
    expect(game.state.pending?.kind).toBe('action');
    game = answer(game, { draw: true });
    // Eight cards at the end of her turn: Ana discards down to the hand limit of 7.
    expect(game.state.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 1 });
    game = answer(game, { card: 'neigh' });
    expect(game.state.table.turn.player).toBe(1);
    expect(game.state.table.discard).toEqual(['neigh']);
    const undone = undoLast(game);
    expect(undone.state.pending?.kind).toBe('discard');
    expect(redoLast(undone).state).toEqual(game.state);
    expect(loadGame(JSON.parse(JSON.stringify(game.log))).state).toEqual(game.state);
    expect(() => answer(game, { play: 'not-a-card' })).toThrow(/not one of the options/);
  });
});

describe('a position in the judge table format', () => {
  it('loads the judge example of beginning-of-turn effects and offers them', async () => {
    const { startFromTable } = await import('../../src/games/unstable-unicorns/game/index.ts');
    const { readFileSync } = await import('node:fs');
    const raw = JSON.parse(readFileSync('../shared/judge/examples/bot-triggers.json', 'utf8'));
    const game = startFromTable(raw);
    // Sadistic Ritual is mandatory: Ana picks the Unicorn card to sacrifice first.
    expect(game.state.pending).toMatchObject({ kind: 'sacrifice', player: 0, source: 'sadistic-ritual' });
    expect(() => startFromTable({ ...raw, players: [{ name: 'Ana', stable: ['Not A Card'] }] })).toThrow(
      /players/,
    );
  });
});
