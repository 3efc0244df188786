// Phones for the sync tests: real Yjs documents holding one shared Unstable Unicorns game, and taps
// a player at the real table could make (the simulator's legal play against the real cards).
import * as Y from 'yjs';
import { bareEvent, newLog, seededRandom } from '../../src/engine/game-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import type { GameEvent, GameSetup, GameState } from '../../src/games/unstable-unicorns/game/types.ts';
import {
  chooseAtTable,
  dealRealTable,
  followMoves,
  randomCorrection,
  type RealTable,
} from '../../src/games/unstable-unicorns/simulate.ts';
import type { GameLog } from '../../src/engine/game-log.ts';
import { SharedTable } from '../../src/sync/shared-table.ts';

export type Table = SharedTable<GameSetup, GameEvent>;

export interface Phone {
  doc: Y.Doc;
  table: Table;
}

export const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli'];

/** A phone with its own document; `clientId` fixes its place in Yjs's order of concurrent entries. */
export function phone(name: string, clientId?: number): Phone {
  const doc = new Y.Doc();
  if (clientId !== undefined) doc.clientID = clientId;
  return { doc, table: new SharedTable<GameSetup, GameEvent>(doc, name, undefined, () => 0) };
}

/** The table as the real cards lie for a log: dealt from `deal`, every hidden move followed. */
export function atTable(
  players: number,
  deal: number,
  log: GameLog<GameSetup, GameEvent>,
): { state: GameState; real: RealTable } {
  const random = seededRandom(deal);
  const real = dealRealTable(players, random);
  let state = walker.init(log.setup);
  followMoves(real, state.moves, random);
  for (const event of log.events) {
    state = walker.apply(state, bareEvent(event));
    followMoves(real, state.moves, random);
  }
  return { state, real };
}

export function newGame(players: number): GameLog<GameSetup, GameEvent> {
  return newLog<GameSetup, GameEvent>({ players: NAMES.slice(0, players) });
}

/**
 * A tap the simulator would make on this phone's table now (about one in twelve a correction), or
 * undefined when the game is over or no answer fits the real cards.
 */
export function randomTap(
  table: Table,
  players: number,
  deal: number,
  pick: number,
): { event: GameEvent; state: GameState } | undefined {
  const { state, real } = atTable(players, deal, table.fold().log);
  if (!state.pending) return undefined;
  const random = seededRandom(pick);
  if (random() < 1 / 12) {
    const correction = randomCorrection(state, real, random);
    if (correction) return { event: { type: 'correct', correction }, state };
  }
  const option = chooseAtTable(state.pending, state, real, random);
  return option && { event: { type: 'choose', option }, state };
}

/** Plays a tap on a phone (its rules check it against the phone's table first); the event played. */
export function tap(table: Table, players: number, deal: number, pick: number): GameEvent | undefined {
  const chosen = randomTap(table, players, deal, pick);
  if (chosen) table.play(walker, chosen.state, chosen.event);
  return chosen?.event;
}

/** Brings every phone of the group to the same updates (as linked phones do), through the first. */
export function merge(group: readonly Phone[]): void {
  const [hub, ...rest] = group;
  if (!hub) return;
  for (const other of rest)
    Y.applyUpdate(hub.doc, Y.encodeStateAsUpdate(other.doc, Y.encodeStateVector(hub.doc)));
  for (const other of rest)
    Y.applyUpdate(other.doc, Y.encodeStateAsUpdate(hub.doc, Y.encodeStateVector(other.doc)));
}

/** A data channel that is one end of a MessageChannel (the session links through data channels). */
export function channelOver(port: MessagePort): RTCDataChannel {
  port.start();
  return {
    readyState: 'open',
    binaryType: 'arraybuffer',
    send: (bytes: Uint8Array) => port.postMessage(bytes),
    addEventListener: (type: string, handler: EventListener) => port.addEventListener(type, handler),
    removeEventListener: (type: string, handler: EventListener) => port.removeEventListener(type, handler),
  } as unknown as RTCDataChannel;
}

/** Waits (2 s at most) for something the phones do asynchronously. */
export async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never happened');
}
