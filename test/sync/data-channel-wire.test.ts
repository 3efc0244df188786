// The data-channel wire carries a long game to a newcomer: a browser refuses any one message over
// the other end's limit, and the whole state of a 502-event game with its kept tables is more.
import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import { Doc } from 'yjs';
import { dataChannelWire, link, PART_BYTES } from '../../src/sync/channel.ts';
import { SharedTable } from '../../src/sync/shared-table.ts';
import { newLog, record, seededRandom, type GameLog } from '../../src/engine/game-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../../src/games/unstable-unicorns/simulate.ts';
import type { GameEvent, GameSetup, GameState } from '../../src/games/unstable-unicorns/game/types.ts';

/** Chromium's limit on one data-channel message (its offers say a=max-message-size:262144). */
const CHROMIUM_MAX = 262_144;

/** Two ends of an open data channel as Chromium behaves: in order, later, and a message over the limit throws. */
function channelPair(): [RTCDataChannel, RTCDataChannel] {
  const ends = [new EventTarget(), new EventTarget()].map((target) =>
    Object.assign(target, { readyState: 'open', binaryType: 'blob', sent: 0 }),
  );
  ends.forEach((end, i) => {
    const other = ends[1 - i]!;
    Object.assign(end, {
      send(data: Uint8Array) {
        if (data.byteLength > CHROMIUM_MAX) throw new TypeError('Message too large');
        end.sent += 1;
        const copy = data.slice().buffer;
        setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data: copy })));
      },
    });
  });
  return ends as unknown as [RTCDataChannel, RTCDataChannel];
}

/** The simulator's game of four players (seed 12) up to 502 events, recorded as the app records them. */
function longLog(): GameLog<GameSetup, GameEvent> {
  const setup = { players: ['Ana', 'Ben', 'Cleo', 'Dan'] };
  const random = seededRandom(12);
  const real = dealRealTable(4, random);
  let state: GameState = walker.init(setup);
  let log: GameLog<GameSetup, GameEvent> = newLog(setup, walker.keeping?.rules);
  followMoves(real, state.moves, random);
  while (log.events.length < 502) {
    const option = chooseAtTable(state.pending!, state, real, random)!;
    ({ log, state } = record(walker, log, state, { type: 'choose', option }));
    followMoves(real, state.moves, random);
  }
  return log;
}

describe('the data-channel wire', () => {
  it('a newcomer receives a 502-event game whose state is larger than one message may be', async () => {
    const log = longLog();
    const tableDoc = new Doc();
    const table = new SharedTable<GameSetup, GameEvent>(tableDoc, 'table');
    table.share('unstable-unicorns', log, walker);
    const newcomerDoc = new Doc();
    const newcomer = new SharedTable<GameSetup, GameEvent>(newcomerDoc, 'newcomer');
    const [a, b] = channelPair();
    const links = [
      link(tableDoc, new Awareness(tableDoc), dataChannelWire(a)),
      link(newcomerDoc, new Awareness(newcomerDoc), dataChannelWire(b)),
    ];
    for (let i = 0; i < 200 && !newcomer.ready; i++) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 1));
    expect(links.map((l) => l.refused)).toEqual([0, 0]);
    expect(newcomer.ready).toBe(true);
    expect(newcomer.fold().log).toEqual(table.fold().log);
    expect(newcomer.fold().log.events).toHaveLength(502);
    // It went in parts, none over the size every browser takes.
    expect((a as unknown as { sent: number }).sent).toBeGreaterThan(CHROMIUM_MAX / PART_BYTES);
  });
});
