// The phones at a shared table as this phone hears of them through awareness: whose each is, and
// whether it is connected, asleep (not heard from: a locked screen, a lost link) or gone (it said so).
import type { Awareness } from 'y-protocols/awareness';
import type { PhoneRow, Seat } from './seat.ts';

/** What each phone says of itself in the awareness state. */
export interface PhoneSays {
  seat?: Seat;
  /** Set as the app closes: the phone left rather than fell asleep. */
  gone?: boolean;
  /** The phone's device id, the same each time its app is opened (a reopened app is a new awareness client). */
  device?: string;
}

/**
 * Follows an awareness and lists the phones in it, this one first. A phone whose state lapses
 * (y-protocols drops a state not renewed for 30 s) or is removed stays listed, asleep since it was
 * last heard from; one that said it leaves is gone.
 */
export class Roster {
  private readonly known = new Map<number, PhoneRow>();

  constructor(
    private readonly awareness: Awareness,
    private readonly changed: (rows: PhoneRow[]) => void,
    private readonly now: () => number = Date.now,
  ) {
    awareness.on('update', this.onUpdate);
    this.onUpdate({ added: [...awareness.getStates().keys()], updated: [], removed: [] });
  }

  private readonly onUpdate = (changes: { added: number[]; updated: number[]; removed: number[] }): void => {
    const now = this.now();
    const states = this.awareness.getStates();
    for (const id of [...changes.added, ...changes.updated]) {
      const says = (states.get(id) ?? {}) as PhoneSays;
      this.known.set(id, {
        id,
        self: id === this.awareness.clientID,
        seat: says.seat,
        state: says.gone ? 'gone' : 'connected',
        since: now,
        ...(typeof says.device === 'string' ? { device: says.device } : {}),
      });
    }
    for (const id of changes.removed) {
      const row = this.known.get(id);
      if (row && row.state === 'connected') this.known.set(id, { ...row, state: 'asleep' });
    }
    this.changed(this.rows());
  };

  /**
   * The phones behind a link that stopped answering (WebRTC reports it about 6 s after a screen
   * locks): asleep now, rather than when their awareness lapses 30 s on. Their next renewal, once
   * the link is back, shows them connected again.
   */
  lapsed(ids: Iterable<number>): void {
    let changed = false;
    for (const id of ids) {
      const row = this.known.get(id);
      if (row?.state !== 'connected' || row.self) continue;
      this.known.set(id, { ...row, state: 'asleep' });
      changed = true;
    }
    if (changed) this.changed(this.rows());
  }

  /**
   * The phones, this one first, then the others in the order they were first heard of. A phone
   * whose app was closed and opened again is listed once: as this phone, else as it is connected,
   * else as it was last heard of.
   */
  rows(): PhoneRow[] {
    const all = [...this.known.values()];
    const rank = (row: PhoneRow): number => (row.self ? 2 : row.state === 'connected' ? 1 : 0);
    const best = new Map<string, PhoneRow>();
    for (const row of all) {
      if (row.device === undefined) continue;
      const kept = best.get(row.device);
      if (!kept || rank(row) > rank(kept) || (rank(row) === rank(kept) && row.since >= kept.since))
        best.set(row.device, row);
    }
    const shown = all.filter((row) => row.device === undefined || best.get(row.device) === row);
    return [...shown.filter((row) => row.self), ...shown.filter((row) => !row.self)];
  }

  stop(): void {
    this.awareness.off('update', this.onUpdate);
  }
}
