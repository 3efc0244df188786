// A phone whose Stablehand is another version than the table's (issue 30): it follows the game, the
// table screen is told to say "update Stablehand on every phone", and nothing it saves reaches the table.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { undo } from '../../src/engine/game-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { dataChannelWire, link } from '../../src/sync/channel.ts';
import { Awareness } from 'y-protocols/awareness';
import { PhonesSession } from '../../src/ui/phones/session.ts';
import { followedGame, sharedGame } from '../../src/ui/phones/seat.ts';
import { say } from '../../src/ui/phones/words.ts';
import { shelf } from '../../src/ui/app-state.ts';
import { setLanguage } from '../../src/i18n/index.ts';
import { GAMES_CHANNEL } from '../../src/store/games.ts';
import { channelOver, NAMES, newGame, phone, randomTap, until, type Phone } from './phones.ts';

const DEAL = 7;
const PLAYERS = 3;

beforeAll(() => {
  // The session hears the page close (pagehide) to tell the others it left; Node has no window.
  globalThis.addEventListener ??= () => undefined;
});
afterEach(() => setLanguage('en'));

/** Rules of another Stablehand: the same walker under another rules number. */
const otherVersion = { ...walker, keeping: { ...walker.keeping!, rules: walker.keeping!.rules + 1 } };

/** Ana's phone holds the table (shared under `rules`), with a few taps on it. */
function tableOf(id: string, rules: typeof walker): Phone {
  const ana = phone('ana');
  ana.table.share('unstable-unicorns', newGame(PLAYERS), rules);
  ana.doc.getMap('meta').set('saved', {
    id,
    game: 'unstable-unicorns',
    title: NAMES.slice(0, PLAYERS).join(', '),
    players: NAMES.slice(0, PLAYERS),
    createdAt: 0,
  });
  for (let pick = 1; ana.table.fold().log.events.length < 6; pick++) anaTaps(ana, rules, pick);
  return ana;
}

function anaTaps(ana: Phone, rules: typeof walker, pick: number): void {
  const chosen = randomTap(ana.table, PLAYERS, DEAL, pick);
  if (chosen) ana.table.play(rules, chosen.state, chosen.event);
}

/** Ben's phone joins Ana's table: the session links to it, and keeps the game once it arrived. */
async function benJoins(ana: Phone): Promise<{ ben: PhonesSession; id: string; close(): void }> {
  const { port1, port2 } = new MessageChannel();
  const anaAwareness = new Awareness(ana.doc);
  const atAna = link(ana.doc, anaAwareness, dataChannelWire(channelOver(port1)));
  const ben = new PhonesSession();
  ben.connect(channelOver(port2));
  await until(() => ben.shared.ready && ben.summary !== undefined);
  const id = (await ben.keep())!;
  return {
    ben,
    id,
    close() {
      atAna.close();
      port1.close();
      port2.close();
      anaAwareness.destroy();
      ben.roster.stop();
      ben.awareness.destroy();
    },
  };
}

/** Ben's saved game on his phone gets a change (as History's Undo would write it), announced as the app does. */
async function benUndoesOnHisPhone(id: string): Promise<void> {
  const stored = (await shelf().get(id))!;
  await shelf().update({ ...stored, log: undo(stored.log) });
  const channel = new BroadcastChannel(GAMES_CHANNEL);
  channel.postMessage({ id });
  channel.close();
}

const eventsOf = async (id: string) => (await shelf().get(id))!.log.events;

describe('a phone of another version at the table', () => {
  it('follows the game, is shown as following only, and writes nothing of what it saves', async () => {
    const ana = tableOf('other-version', otherVersion);
    const { ben, id, close } = await benJoins(ana);
    expect(sharedGame()).toBe(id);
    // The table screen reads this to say "update Stablehand" and offer no answer.
    expect(ben.followsOnly).toBe(true);
    expect(followedGame()).toBe(id);
    expect(await eventsOf(id)).toEqual(ana.table.fold().log.events);

    // Ben's phone takes back the last move on its own: the table is not touched, nothing throws,
    // and his saved game comes back to the table's.
    const entries = ana.table.list().length;
    await benUndoesOnHisPhone(id);
    await until(async () => (await eventsOf(id)).length === ana.table.fold().log.events.length);
    expect(ana.table.list()).toHaveLength(entries);
    expect(ben.shared.list()).toHaveLength(entries);

    // Ana plays on: Ben's phone still follows every move.
    const before = ana.table.fold().log.events.length;
    for (let pick = 50; ana.table.fold().log.events.length < before + 3; pick++)
      anaTaps(ana, otherVersion, pick);
    await until(async () => (await eventsOf(id)).length === before + 3);
    expect(await eventsOf(id)).toEqual(ana.table.fold().log.events);
    close();
  });

  it('a phone of the same version answers as ever: its change reaches the table', async () => {
    const ana = tableOf('same-version', walker);
    const { ben, id, close } = await benJoins(ana);
    expect(ben.followsOnly).toBe(false);
    expect(followedGame()).not.toBe(id);
    const before = ana.table.fold().log.events.length;
    await benUndoesOnHisPhone(id);
    await until(() => ana.table.fold().log.events.length === before - 1);
    expect(ana.table.fold().log.undone).toHaveLength(1);
    close();
  });

  it('says to update Stablehand on every phone, in English and in French', () => {
    expect(say('otherRules')).toMatch(/another version.*Update Stablehand on every phone\.$/);
    setLanguage('fr');
    expect(say('otherRules')).toMatch(
      /pas de la même version.*Mettez Stablehand à jour sur chaque téléphone\.$/,
    );
  });
});
