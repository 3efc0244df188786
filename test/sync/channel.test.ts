// The channel between phones, over a MessageChannel pair in place of the WebRTC data channel: a
// newcomer receives the game, diverged phones meet again, a dropped link reopens, a star relays.
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import { link, portWire, type Link } from '../../src/sync/channel.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { newGame, phone, tap, type Phone } from './phones.ts';

const DEAL = 11;
const PLAYERS = 3;
const opened: Array<{ close(): void }> = [];

afterEach(() => {
  for (const thing of opened.splice(0)) thing.close();
});

/** A phone with who-is-at-the-table: its name and seat, as the peers strip reads them. */
function withAwareness(p: Phone, name: string): Phone & { awareness: Awareness } {
  const awareness = new Awareness(p.doc);
  awareness.setLocalState({ name });
  opened.push({ close: () => awareness.destroy() });
  return { ...p, awareness };
}

/** Links two phones over a fresh MessageChannel; closing closes both ends. */
function connect(a: Phone & { awareness: Awareness }, b: Phone & { awareness: Awareness }): Link {
  const { port1, port2 } = new MessageChannel();
  const ab = link(a.doc, a.awareness, portWire(port1));
  const ba = link(b.doc, b.awareness, portWire(port2));
  const both = {
    close() {
      ab.close();
      ba.close();
      port1.close();
    },
    get refused() {
      return ab.refused + ba.refused;
    },
  };
  opened.push(both);
  return both;
}

/** Waits for messages in flight to be delivered, until `done` holds (fails after `ms`, two seconds unless told). */
async function until(done: () => boolean, ms = 2000): Promise<void> {
  const give = Date.now() + ms;
  while (!done()) {
    if (Date.now() > give) throw new Error('the phones did not come to agree');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function taps(p: Phone, count: number, from = 1): void {
  for (let pick = from, made = 0; made < count; pick++) if (tap(p.table, PLAYERS, DEAL, pick)) made += 1;
}

const same = (a: Phone, b: Phone): boolean =>
  a.table.ready && b.table.ready && JSON.stringify(a.table.fold()) === JSON.stringify(b.table.fold());

const names = (p: Phone & { awareness: Awareness }): string[] =>
  [...p.awareness.getStates().values()].map((s) => (s as { name: string }).name).sort();

describe('the channel between phones', () => {
  it('gives a phone joining with nothing the whole game, and each phone learns who is at the table', async () => {
    const table = withAwareness(phone('table'), 'Table');
    table.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    taps(table, 60);
    const ben = withAwareness(phone('ben'), 'Ben');
    expect(ben.table.ready).toBe(false);
    connect(table, ben);
    await until(() => same(table, ben));
    expect(ben.table.fold().log.events).toHaveLength(table.table.fold().log.events.length);
    expect(ben.table.fold().log.events.length).toBeGreaterThanOrEqual(60);
    await until(() => names(ben).length === 2 && names(table).length === 2);
    expect(names(ben)).toEqual(['Ben', 'Table']);
    // And taps go both ways.
    taps(ben, 1, 1000);
    await until(() => same(table, ben));
    taps(table, 1, 2000);
    await until(() => same(table, ben));
  });

  it('brings two phones that answered apart to one table, the answer not applied set aside on both', async () => {
    const ana = withAwareness(phone('ana', 1), 'Ana');
    const ben = withAwareness(phone('ben', 2), 'Ben');
    ana.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    taps(ana, 5);
    const first = connect(ana, ben);
    await until(() => same(ana, ben));
    first.close();
    taps(ana, 3, 100);
    taps(ben, 2, 200);
    const benOwn = ben.table.fold().eventIds.at(-2)!;
    expect(same(ana, ben)).toBe(false);
    connect(ana, ben);
    await until(() => same(ana, ben));
    const folded = ben.table.fold();
    expect(folded.head).toBe(ana.table.fold().head);
    expect(ben.table.list().find((e) => e.id === folded.head)?.by).toBe('ana');
    expect(folded.setAside.map((s) => [s.entry.id, s.why])).toEqual([
      [benOwn, 'same-moment'],
      [folded.setAside[1]!.entry.id, 'follows-set-aside'],
    ]);
  });

  it('carries on after the link drops mid-game: the taps made while it was down arrive once it reopens', async () => {
    const ana = withAwareness(phone('ana', 5), 'Ana');
    const ben = withAwareness(phone('ben', 3), 'Ben');
    ana.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    const first = connect(ana, ben);
    taps(ana, 10);
    await until(() => same(ana, ben) && names(ana).length === 2);
    first.close();
    // The other phone is let go: the strip shows it gone.
    expect(names(ana)).toEqual(['Ana']);
    taps(ana, 4, 300);
    expect(ben.table.fold().log.events).toHaveLength(10);
    connect(ana, ben);
    await until(() => same(ana, ben) && names(ana).length === 2);
    expect(ben.table.fold().log.events).toHaveLength(14);
    ben.table.undo();
    await until(() => same(ana, ben));
    expect(ana.table.fold().log.undone).toHaveLength(1);
  });

  it('relays through the phone in the middle of a star: a tap on one phone reaches the third', async () => {
    const hub = withAwareness(phone('table'), 'Table');
    const ana = withAwareness(phone('ana'), 'Ana');
    const ben = withAwareness(phone('ben'), 'Ben');
    hub.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    taps(hub, 8);
    connect(hub, ana);
    connect(hub, ben);
    await until(() => same(hub, ana) && same(hub, ben));
    taps(ana, 3, 400);
    await until(() => same(ben, ana));
    taps(ben, 2, 500);
    await until(() => same(ana, ben) && same(hub, ana));
    expect(ana.table.fold().log.events).toHaveLength(13);
    // Everyone sees everyone, though Ana and Ben are not linked to each other.
    await until(() => names(ana).length === 3 && names(ben).length === 3);
    expect(names(ben)).toEqual(['Ana', 'Ben', 'Table']);
    // No entry arrives twice.
    expect(new Set(ben.table.list().map((e) => e.id)).size).toBe(ben.table.list().length);
  });

  it('gives the joining phone the game even when its first message is lost (it arrived before the table listened)', async () => {
    const table = withAwareness(phone('table'), 'Table');
    table.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    taps(table, 20);
    const ben = withAwareness(phone('ben'), 'Ben');
    const { port1, port2 } = new MessageChannel();
    opened.push(port1);
    // Ben's phone listens and speaks first; the table's phone starts listening only afterwards, so Ben's
    // first message (what Ben has, asking for the rest) is lost.
    const benWire = portWire(port2);
    let lost = 0;
    const dropsFirst = {
      send: (bytes: Uint8Array) => (lost++ === 0 ? undefined : benWire.send(bytes)),
      listen: benWire.listen,
    };
    opened.push(link(ben.doc, ben.awareness, dropsFirst));
    opened.push(link(table.doc, table.awareness, portWire(port1)));
    await until(() => same(table, ben), 5000);
    expect(ben.table.fold().log.events).toHaveLength(table.table.fold().log.events.length);
  });

  it('refuses a message it cannot read, changing nothing', async () => {
    const ana = withAwareness(phone('ana'), 'Ana');
    ana.table.share('unstable-unicorns', newGame(PLAYERS), walker);
    taps(ana, 3);
    const before = JSON.stringify(ana.table.fold());
    const { port1, port2 } = new MessageChannel();
    opened.push(port1);
    const linked = link(ana.doc, ana.awareness, portWire(port1));
    opened.push(linked);
    port2.postMessage(new Uint8Array([0, 2, 250, 1, 2, 3]));
    port2.postMessage(new Uint8Array([9, 9]));
    await until(() => linked.refused === 2);
    expect(JSON.stringify(ana.table.fold())).toBe(before);
  });
});
