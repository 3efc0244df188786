// A phone whose app was closed and opened again at a shared table (issue 30): it kept the table's
// document on the device, so pairing again brings no copy of any move, and what it played alone
// meanwhile reaches the other phone once.
import { beforeAll, describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import { record, seededRandom, type GameLog } from '../../src/engine/game-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { chooseAtTable } from '../../src/games/unstable-unicorns/simulate.ts';
import type { GameEvent, GameSetup } from '../../src/games/unstable-unicorns/game/types.ts';
import { dataChannelWire, link } from '../../src/sync/channel.ts';
import { PhonesSession } from '../../src/ui/phones/session.ts';
import { shelf } from '../../src/ui/app-state.ts';
import { GAMES_CHANNEL, type SavedGame } from '../../src/store/games.ts';
import { phoneStore } from '../../src/store/shared-tables.ts';
import { atTable, channelOver, NAMES, newGame, phone, tap, until, type Phone } from './phones.ts';

const DEAL = 11;
const PLAYERS = 3;

beforeAll(() => {
  // The session hears the page close (pagehide) to tell the others it left; Node has no window.
  globalThis.addEventListener ??= () => undefined;
});

type UnicornLog = GameLog<GameSetup, GameEvent>;

function savedGame(id: string): SavedGame {
  return {
    id,
    game: 'unstable-unicorns',
    title: NAMES.slice(0, PLAYERS).join(', '),
    players: NAMES.slice(0, PLAYERS),
    createdAt: 0,
    updatedAt: 0,
    over: false,
    log: newGame(PLAYERS) as SavedGame['log'],
  };
}

/** Ben's phone, which kept the table all along, linked to Ana's session by a MessageChannel. */
function linked(ana: PhonesSession, ben: Phone): { close(): void } {
  const { port1, port2 } = new MessageChannel();
  const awareness = new Awareness(ben.doc);
  const atBen = link(ben.doc, awareness, dataChannelWire(channelOver(port1)));
  ana.connect(channelOver(port2));
  return {
    close() {
      atBen.close();
      port1.close();
      port2.close();
      awareness.destroy();
    },
  };
}

const logOf = async (id: string) => (await shelf().get(id))!.log as UnicornLog;

/**
 * A move on the phone whose shelf this is, as its table screen saves it: the simulator's answer to the saved game's
 * question, recorded and saved, and announced as the app announces a save. The event played.
 */
async function savedTap(id: string, pick: number): Promise<GameEvent | undefined> {
  const stored = (await shelf().get(id))!;
  const log = stored.log as UnicornLog;
  const { state, real } = atTable(PLAYERS, DEAL, log);
  const option = state.pending && chooseAtTable(state.pending, state, real, seededRandom(pick));
  if (!option) return undefined;
  const next = record(walker, log, state, { type: 'choose', option });
  await shelf().update({ ...stored, log: next.log as SavedGame['log'] });
  const channel = new BroadcastChannel(GAMES_CHANNEL);
  channel.postMessage({ id });
  channel.close();
  return next.log.events.at(-1);
}

async function playOnPhone(id: string, count: number, from: number): Promise<GameEvent[]> {
  const played: GameEvent[] = [];
  for (let pick = from; played.length < count; pick++) {
    const event = await savedTap(id, pick);
    if (event) played.push(event);
  }
  return played;
}

describe('a phone whose app was closed and opened again at a shared table', () => {
  it('pairs again with the same entries: both phones fold to one log, no move twice, its moves made alone arrive once', async () => {
    const id = 'reopened-table';
    await shelf().put(savedGame(id));
    let ana = new PhonesSession();
    expect(await ana.host((await shelf().get(id))!)).toBe(true);
    const ben = phone('ben');
    let wire = linked(ana, ben);
    await until(() => ben.table.ready);

    // Both play: Ana on her table screen (her phone's shelf), Ben on his phone.
    await playOnPhone(id, 4, 1);
    await until(() => ben.table.fold().log.events.length === 4);
    for (let pick = 100, made = 0; made < 3; pick++) if (tap(ben.table, PLAYERS, DEAL, pick)) made += 1;
    await until(async () => (await logOf(id)).events.length === 7);
    const anaDevice = ana.shared.device;

    // Ana's app closes (its session goes with the page) and opens again: she plays two moves alone.
    wire.close();
    await ana.close();
    const alone = await playOnPhone(id, 2, 200);
    expect((await logOf(id)).events).toHaveLength(9);

    // She shares the game again and Ben's phone, still holding the table, links to it.
    ana = new PhonesSession();
    expect(await ana.host((await shelf().get(id))!)).toBe(true);
    wire = linked(ana, ben);
    await until(() => ben.table.fold().log.events.length === 9);
    await until(() => ana.shared.list().length === ben.table.list().length);

    const table = ben.table.fold();
    expect(ana.shared.fold().log).toEqual(table.log);
    expect((await logOf(id)).events).toEqual(table.log.events);
    // One entry a move, every one applied: nothing was written twice, nothing set aside.
    expect(ben.table.list()).toHaveLength(9);
    expect(table.setAside).toEqual([]);
    expect(new Set(table.log.events.map((e) => JSON.stringify(e))).size).toBeGreaterThan(1);
    // The two moves Ana made alone are the table's last two, once each, written under her phone's name.
    expect(table.log.events.slice(7)).toEqual(alone);
    expect(
      ben.table
        .list()
        .slice(7)
        .map((e) => e.by),
    ).toEqual([anaDevice, anaDevice]);
    expect(new Set(ben.table.list().map((e) => e.id)).size).toBe(9);

    // The table goes on both ways.
    for (let pick = 300, made = 0; made < 1; pick++) if (tap(ben.table, PLAYERS, DEAL, pick)) made += 1;
    await until(async () => (await logOf(id)).events.length === 10);
    await playOnPhone(id, 1, 400);
    await until(() => ben.table.fold().log.events.length === 11);
    expect(ben.table.list()).toHaveLength(11);
    wire.close();
    await ana.close();
  });

  it('the joining phone, closed and opened again, takes up the table it kept: its move made alone arrives once', async () => {
    // Ana's phone (a bare table here) holds the game; Ben's phone joins it.
    const ana = phone('ana');
    ana.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    const id = 'joined-table';
    const { log: _log, updatedAt: _updated, over: _over, ...summary } = savedGame(id);
    ana.doc.getMap('meta').set('saved', summary);
    for (let pick = 1, made = 0; made < 3; pick++) if (tap(ana.table, PLAYERS, DEAL, pick)) made += 1;
    let ben = new PhonesSession();
    let wire = linked(ben, ana);
    await until(() => ben.shared.ready && ben.summary !== undefined);
    expect(await ben.keep()).toBe(id);
    await playOnPhone(id, 2, 50);
    await until(() => ana.table.fold().log.events.length === 5);

    // Ben's app closes; alone, a move is saved on his phone; then he joins the table again.
    wire.close();
    await ben.close();
    const alone = await playOnPhone(id, 1, 150);
    ben = new PhonesSession();
    wire = linked(ben, ana);
    await until(() => ben.shared.ready && ben.summary !== undefined);
    expect(await ben.keep()).toBe(id);
    await until(() => ana.table.fold().log.events.length === 6);
    await until(async () => (await logOf(id)).events.length === 6);
    expect(ana.table.fold().log.events.at(-1)).toEqual(alone[0]);
    expect(ana.table.list()).toHaveLength(6);
    expect(ana.table.fold().setAside).toEqual([]);
    expect((await logOf(id)).events).toEqual(ana.table.fold().log.events);
    wire.close();
    await ben.close();
  });

  it('a game never shared before is shared as today: its moves written once as entries of this phone', async () => {
    const id = 'never-shared';
    await shelf().put(savedGame(id));
    await playOnPhone(id, 3, 1);
    expect(await phoneStore(shelf()).tableOf(id)).toEqual([]);
    const ana = new PhonesSession();
    expect(await ana.host((await shelf().get(id))!)).toBe(true);
    expect(ana.shared.fold().log.events).toEqual((await logOf(id)).events);
    expect(ana.shared.list().map((e) => e.by)).toEqual(Array(3).fill(await phoneStore(shelf()).deviceId()));
    await ana.close();
    // What it kept opens as the same table.
    const kept = phone('kept');
    kept.table.restore({ updates: await phoneStore(shelf()).tableOf(id) });
    expect(kept.table.list()).toEqual(ana.shared.list());
  });
});
