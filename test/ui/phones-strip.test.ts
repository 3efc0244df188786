// A seated phone at a shared table (issue 30): the table turned so its player sits at the bottom,
// and the strip of phones as awareness tells of them: connected, asleep since m:ss, gone.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import { sidesFrom } from '../../src/ui/unstable-unicorns/seats.ts';
import { Roster } from '../../src/ui/phones/roster.ts';
import { link, portWire } from '../../src/sync/channel.ts';
import { GONE_AFTER_MS, minutesSeconds, stateAt, type PhoneRow } from '../../src/ui/phones/seat.ts';

describe('the table from a player’s side', () => {
  it('three players around the phone: on Ben’s phone Ben sits at the bottom, Cy and Ana keep their places around him', () => {
    const around = ['bottom', 'left', 'right'] as const; // Ana, Ben, Cy
    expect(sidesFrom(around, 1)).toEqual(['right', 'bottom', 'top']);
    // Ana's own phone, and the phone in the middle, show the table as it lies.
    expect(sidesFrom(around, 0)).toEqual(around);
    expect(sidesFrom(around, null)).toEqual(around);
  });

  it('two players face to face: on Ben’s phone Ana is across the table', () => {
    expect(sidesFrom(['bottom', 'top'], 1)).toEqual(['top', 'bottom']);
  });
});

/** A phone's awareness, as a link announces it (its state sent anew, so its clock moves on). */
function phone(): Awareness {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({});
  return awareness;
}

/** What `from` says reaches `to` (as a sync link carries it). */
function hear(to: Awareness, from: Awareness): void {
  applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [from.clientID]), 'link');
}

describe('the strip of phones', () => {
  it('Ben’s phone connects, falls asleep, comes back; the table’s phone leaves', () => {
    let clock = 1_000_000;
    const table = phone();
    const ben = phone();
    const middle = phone();
    let rows: PhoneRow[] = [];
    const roster = new Roster(
      ben,
      (r) => (rows = r),
      () => clock,
    );
    ben.setLocalStateField('seat', 1);
    middle.setLocalStateField('seat', null);
    hear(ben, middle);
    hear(ben, table);

    const other = (a: Awareness) => rows.find((row) => row.id === a.clientID)!;
    expect(rows[0]).toMatchObject({ self: true, seat: 1, state: 'connected' });
    expect(other(middle)).toMatchObject({ seat: null, state: 'connected' });
    // A phone that has not said whose it is yet.
    expect(other(table).seat).toBeUndefined();

    // The middle phone's screen locks: not renewed for 30 s, y-protocols lets its state lapse.
    const lastHeard = clock;
    clock += 40_000;
    removeAwarenessStates(ben, [middle.clientID], 'timeout');
    expect(other(middle)).toMatchObject({ state: 'asleep', since: lastHeard });
    expect(minutesSeconds(clock - other(middle).since)).toBe('0:40');

    // It wakes and renews its state: connected again.
    middle.setLocalStateField('seat', null);
    hear(ben, middle);
    expect(other(middle).state).toBe('connected');

    // The table's phone closes the app: it says so, and reads gone rather than asleep.
    table.setLocalStateField('gone', true);
    hear(ben, table);
    removeAwarenessStates(ben, [table.clientID], 'link');
    expect(other(table).state).toBe('gone');
    roster.stop();
    for (const a of [table, ben, middle]) a.destroy();
  });

  it('a phone whose app was closed and opened again is listed once, connected; this phone’s own earlier app is not listed', () => {
    let clock = 1_000;
    const table = phone();
    table.setLocalStateField('device', 'table-1');
    let rows: PhoneRow[] = [];
    const roster = new Roster(
      table,
      (r) => (rows = r),
      () => clock,
    );
    // Ben's phone before its app closed: it said it left.
    const benBefore = phone();
    benBefore.setLocalStateField('device', 'ben-1');
    benBefore.setLocalStateField('seat', 1);
    hear(table, benBefore);
    benBefore.setLocalStateField('gone', true);
    hear(table, benBefore);
    // The table's own earlier app, relayed back by another phone that still knew it.
    const tableBefore = phone();
    tableBefore.setLocalStateField('device', 'table-1');
    tableBefore.setLocalStateField('gone', true);
    hear(table, tableBefore);
    clock += 60_000;
    // Ben's app, opened again: a new awareness client, the same device.
    const benAgain = phone();
    benAgain.setLocalStateField('device', 'ben-1');
    benAgain.setLocalStateField('seat', 1);
    hear(table, benAgain);
    expect(rows.map((row) => [row.self, row.seat, row.state])).toEqual([
      [true, undefined, 'connected'],
      [false, 1, 'connected'],
    ]);
    expect(rows[1]!.id).toBe(benAgain.clientID);
    // Its new app is closed too: Ben's phone reads gone, still once.
    benAgain.setLocalStateField('gone', true);
    hear(table, benAgain);
    expect(rows.filter((row) => !row.self).map((row) => [row.id, row.state])).toEqual([
      [benAgain.clientID, 'gone'],
    ]);
    roster.stop();
    for (const a of [table, benBefore, tableBefore, benAgain]) a.destroy();
  });

  it('a link that stops answering shows the phones behind it asleep at once, not 30 s later', async () => {
    let clock = 5_000;
    const table = phone();
    const ben = phone();
    ben.setLocalStateField('seat', 1);
    let rows: PhoneRow[] = [];
    const roster = new Roster(
      table,
      (r) => (rows = r),
      () => clock,
    );
    const { port1, port2 } = new MessageChannel();
    const atTable = link(table.doc, table, portWire(port1));
    const atBen = link(ben.doc, ben, portWire(port2));
    for (let i = 0; i < 100 && !atTable.peers.has(ben.clientID); i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...atTable.peers]).toEqual([ben.clientID]);
    const benRow = () => rows.find((row) => row.id === ben.clientID)!;
    expect(benRow()).toMatchObject({ seat: 1, state: 'connected', since: 5_000 });

    clock += 6_000;
    roster.lapsed(atTable.peers);
    expect(benRow()).toMatchObject({ state: 'asleep', since: 5_000 });
    // This phone itself is never shown asleep.
    roster.lapsed([table.clientID]);
    expect(rows[0]).toMatchObject({ self: true, state: 'connected' });

    atTable.close();
    atBen.close();
    port1.close();
    roster.stop();
    table.destroy();
    ben.destroy();
  });

  it('a phone killed without a goodbye: asleep since it was last heard, then gone once it stays silent', () => {
    let clock = 2_000_000;
    const table = phone();
    const ben = phone();
    ben.setLocalStateField('seat', 1);
    let rows: PhoneRow[] = [];
    const roster = new Roster(
      table,
      (r) => (rows = r),
      () => clock,
    );
    hear(table, ben);
    const lastHeard = clock;
    const benRow = () => rows.find((row) => row.id === ben.clientID)!;
    expect(stateAt(benRow(), clock)).toBe('connected');

    // Ben's app is killed: it says nothing, its state is not renewed, and after 30 s y-protocols
    // lets it lapse. The table's strip reads "asleep since 0:40" ten seconds later.
    clock += 30_000;
    removeAwarenessStates(table, [ben.clientID], 'timeout');
    expect(stateAt(benRow(), clock)).toBe('asleep');
    expect(minutesSeconds(clock + 10_000 - benRow().since)).toBe('0:40');
    // Still asleep just before the limit (a locked screen may come back), gone from it on.
    expect(stateAt(benRow(), lastHeard + GONE_AFTER_MS - 1)).toBe('asleep');
    expect(stateAt(benRow(), lastHeard + GONE_AFTER_MS)).toBe('gone');
    expect(GONE_AFTER_MS).toBe(5 * 60_000);

    // Ben's phone comes back after all (the app opened again, paired anew): connected.
    clock = lastHeard + GONE_AFTER_MS + 60_000;
    ben.setLocalStateField('seat', 1);
    hear(table, ben);
    expect(stateAt(benRow(), clock)).toBe('connected');
    roster.stop();
    table.destroy();
    ben.destroy();
  });

  it('m:ss counts minutes past the hour mark too', () => {
    expect(minutesSeconds(0)).toBe('0:00');
    expect(minutesSeconds(61_500)).toBe('1:01');
    expect(minutesSeconds(3_725_000)).toBe('62:05');
  });
});
