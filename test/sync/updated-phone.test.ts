// A phone whose app was updated (another rules version) since it kept a shared table (issue 30). The
// table's version is the version of the phone that shares it: the updated phone shares the game as it
// stands under its own rules, keeping the table's entries (the answer set aside stays told), and a phone
// still on the older version follows it read-only, told to update, without mixing in the table it kept.
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { bareEvent } from '../../src/engine/game-log.ts';
import { raceNotices } from '../../src/engine/table-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { dataChannelWire, link } from '../../src/sync/channel.ts';
import { PhonesSession } from '../../src/ui/phones/session.ts';
import { followedGame } from '../../src/ui/phones/seat.ts';
import { shelf } from '../../src/ui/app-state.ts';
import type { SavedGame } from '../../src/store/games.ts';
import { phoneStore } from '../../src/store/shared-tables.ts';
import { channelOver, merge, NAMES, newGame, phone, randomTap, until, type Phone } from './phones.ts';

const DEAL = 13;
/** How the title of a game copied before joining a table ends (in English). */
const COPY = '(copy made before joining the table)';
const PLAYERS = 3;

beforeAll(() => {
  // The session hears the page close (pagehide) to tell the others it left; Node has no window.
  globalThis.addEventListener ??= () => undefined;
});

type Rules = typeof walker;
/** The same walker under another rules number: the Stablehand before (or after) an update. */
const version = (shift: number): Rules => ({
  ...walker,
  keeping: { ...walker.keeping!, rules: walker.keeping!.rules + shift },
});

function summaryOf(id: string) {
  return {
    id,
    game: 'unstable-unicorns' as const,
    title: NAMES.slice(0, PLAYERS).join(', '),
    players: NAMES.slice(0, PLAYERS),
    createdAt: 0,
  };
}

function plays(p: Phone, rules: Rules, pick: number) {
  const chosen = randomTap(p.table, PLAYERS, DEAL, pick);
  if (chosen) p.table.play(rules, chosen.state, chosen.event);
  return chosen?.event;
}

/**
 * A table of game `id` shared under `rules` by the phone named `device`, played by it and Ben's
 * phone, ending with two answers given apart: one applied, the other set aside and told.
 */
function playedTable(id: string, device: string, rules: Rules): { ana: Phone; ben: Phone } {
  const ana = phone(device, 1);
  const ben = phone('ben', 2);
  ana.table.checkWith(rules);
  ben.table.checkWith(rules);
  ana.table.share('unstable-unicorns', newGame(PLAYERS), rules);
  ana.doc.getMap('meta').set('saved', summaryOf(id));
  for (let pick = 1; ana.table.fold().log.events.length < 6; pick++) plays(ana, rules, pick);
  merge([ana, ben]);
  for (let pick = 100; ; pick += 2) {
    const mine = plays(ana, rules, pick);
    const theirs = plays(ben, rules, pick + 1);
    merge([ana, ben]);
    if (raceNotices(ana.table.fold(), ana.table.list()).length === 1) break;
    expect(mine ?? theirs).toBeDefined();
  }
  return { ana, ben };
}

/** Links a bare phone to a session over a MessageChannel. */
function linked(session: PhonesSession, other: Phone): { close(): void } {
  const { port1, port2 } = new MessageChannel();
  const awareness = new Awareness(other.doc);
  const atOther = link(other.doc, awareness, dataChannelWire(channelOver(port1)));
  session.connect(channelOver(port2));
  return {
    close() {
      atOther.close();
      port1.close();
      port2.close();
      awareness.destroy();
    },
  };
}

const told = (p: Phone) =>
  raceNotices(p.table.fold(), p.table.list()).map((n) => [n.entry.id, bareEvent(n.entry.event!)]);

describe('a phone updated since it kept a shared table', () => {
  it('shares the game under its own rules with the same entries; a phone still on the older version follows it', async () => {
    const id = 'updated-host';
    const device = await phoneStore(shelf()).deviceId();
    const older = version(-1);
    const { ana: before } = playedTable(id, device, older);
    // What Ana's phone kept and saved under the older app.
    await phoneStore(shelf()).keepTable(id, Y.encodeStateAsUpdate(before.doc), true);
    const game: SavedGame = {
      ...summaryOf(id),
      updatedAt: 0,
      over: false,
      log: before.table.fold().log as SavedGame['log'],
    };
    await shelf().put(game);
    const set = told(before);
    expect(set).toHaveLength(1);

    // The app updated, Ana shares the game; Ben's phone, not yet updated, joins with a fresh table.
    const ana = new PhonesSession();
    expect(await ana.host((await shelf().get(id))!)).toBe(true);
    expect(ana.followsOnly).toBe(false);
    expect(followedGame()).not.toBe(id);
    const ben = phone('ben', 2);
    const wire = linked(ana, ben);
    await until(() => ben.table.ready && ben.table.list().length === ana.shared.list().length);
    ben.table.checkWith(older);

    // The same game and the same entries: the answer set aside is still told, on both phones.
    expect(ana.shared.fold().log.events).toEqual(before.table.fold().log.events);
    expect(ana.shared.list().map((e) => e.id)).toEqual(before.table.list().map((e) => e.id));
    expect(told({ doc: ana.doc, table: ana.shared })).toEqual(set);
    expect(told(ben)).toEqual(set);
    // Ben's phone only follows (its table screen says to update); Ana's answers reach it.
    expect(ben.table.followsOnly(older)).toBe(true);
    expect(() => plays(ben, older, 500)).toThrow(/rules/);
    const events = ana.shared.fold().log.events.length;
    for (let pick = 600; ana.shared.fold().log.events.length < events + 1; pick++)
      plays({ doc: ana.doc, table: ana.shared }, walker, pick);
    await until(() => ben.table.fold().log.events.length === events + 1);
    wire.close();
    await ana.close();
  });

  it('a phone not yet updated joins the updated table without mixing in the table it kept', async () => {
    const id = 'older-joins';
    const device = await phoneStore(shelf()).deviceId();
    // Ben's phone (this shelf, today's rules here) kept the table and the game as they were.
    const { ana: kept } = playedTable(id, 'ana', walker);
    await phoneStore(shelf()).keepTable(id, Y.encodeStateAsUpdate(kept.doc), true);
    await shelf().put({
      ...summaryOf(id),
      updatedAt: 0,
      over: false,
      log: kept.table.fold().log as SavedGame['log'],
    });

    // Ana's phone was updated: it shares the game under newer rules, with the table's entries.
    const newer = version(1);
    const ana = phone('ana', 3);
    ana.table.checkWith(newer);
    ana.table.share('unstable-unicorns', kept.table.fold().log, newer, kept.table.list());
    ana.doc.getMap('meta').set('saved', summaryOf(id));
    const entries = ana.table.list().length;

    const ben = new PhonesSession();
    const wire = linked(ben, ana);
    await until(() => ben.shared.ready && ben.summary !== undefined);
    expect(await ben.keep()).toBe(id);
    expect(device).not.toBe('ana');
    // Ben's phone follows the updated table, told to update; nothing of its kept table went in.
    expect(ben.followsOnly).toBe(true);
    expect(followedGame()).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ana.table.list()).toHaveLength(entries);
    expect(ana.table.followsOnly(newer)).toBe(false);
    expect(ben.shared.list()).toEqual(ana.table.list());
    expect(ben.shared.fold().log.events).toEqual(kept.table.fold().log.events);
    expect(told({ doc: ben.doc, table: ben.shared })).toEqual(told(kept));
    expect(ben.shared.fold().setAside.filter((s) => s.why === 'unknown')).toEqual([]);
    // Its game held nothing the table lacks: no copy of it was made.
    expect((await shelf().list()).filter((g) => g.title.endsWith(COPY))).toEqual([]);
    wire.close();
    await ben.close();
  });

  it('a phone not yet updated that played on alone keeps its game as a copy when it joins the updated table', async () => {
    const id = 'older-played-alone';
    const { ana: kept } = playedTable(id, 'ana', walker);
    const atTable = kept.table.fold().log;
    await phoneStore(shelf()).keepTable(id, Y.encodeStateAsUpdate(kept.doc), true);

    // Ana's phone, updated, shares the game as the table left it.
    const newer = version(1);
    const ana = phone('ana', 4);
    ana.table.checkWith(newer);
    ana.table.share('unstable-unicorns', atTable, newer, kept.table.list());
    ana.doc.getMap('meta').set('saved', summaryOf(id));

    // Ben's phone, apart, played one move more on its own game before joining.
    expect(plays(kept, walker, 900)).toBeDefined();
    const alone = kept.table.fold().log;
    expect(alone.events).toHaveLength(atTable.events.length + 1);
    await shelf().put({ ...summaryOf(id), updatedAt: 0, over: false, log: alone as SavedGame['log'] });

    const ben = new PhonesSession();
    const wire = linked(ben, ana);
    await until(() => ben.shared.ready && ben.summary !== undefined);
    expect(await ben.keep()).toBe(id);
    // The game of that id is the table's now; the move played alone is in a copy, titled so.
    expect((await shelf().get(id))!.log.events).toEqual(atTable.events);
    const copies = (await shelf().list()).filter((g) => g.title.endsWith(COPY));
    expect(copies.map((g) => g.title)).toEqual([`${summaryOf(id).title} ${COPY}`]);
    expect(copies[0]!.id).not.toBe(id);
    expect(copies[0]!.log.events).toEqual(alone.events);
    // And it opens as its own game, apart from the shared one.
    expect(copies[0]!.players).toEqual(summaryOf(id).players);
    wire.close();
    await ben.close();
  });
});
