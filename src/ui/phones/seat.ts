// Whose phone this is at a shared table, and what it knows of the other phones: small signals the
// table screen reads without loading the sync chunk (the pairing session writes them).
import { createSignal } from 'solid-js';

/** A phone's seat: a player's index, or null for the phone lying in the middle of the table. */
export type Seat = number | null;

/** How a phone at the table is doing, as this phone last heard. */
export type PhoneState = 'connected' | 'asleep' | 'gone';

/** One phone of the strip: its seat (undefined while its player has not said), how it is, since when. */
export interface PhoneRow {
  readonly id: number;
  readonly self: boolean;
  readonly seat: Seat | undefined;
  readonly state: PhoneState;
  /** When this phone was last heard from (asleep) or left (gone), in ms since the epoch. */
  readonly since: number;
  /** Its device id, where it told it: one phone across the times its app was opened. */
  readonly device?: string;
}

const [sharedGame, setSharedGame] = createSignal<string | undefined>(undefined);
const [followedGame, setFollowedGame] = createSignal<string | undefined>(undefined);
const [rows, setRows] = createSignal<readonly PhoneRow[]>([]);
const [seats, setSeats] = createSignal<Readonly<Record<string, Seat>>>({});
const listeners = new Set<(gameId: string, seat: Seat) => void>();

/** The game this phone shares with others now, if any. */
export { sharedGame, setSharedGame };
/**
 * The shared game this phone follows without answering, if any: the table's rules are another
 * version than this phone's (the shared table decides it), so nothing this phone taps is written.
 */
export { followedGame, setFollowedGame };
/** The phones at the shared table, this one first. */
export { rows as phoneRows, setRows as setPhoneRows };

const key = (gameId: string): string => `stablehand.seat.${gameId}`;

/** The seat this phone took at `gameId`'s table; undefined when none was chosen. */
export function seatOf(gameId: string): Seat | undefined {
  const known = seats()[gameId];
  if (known !== undefined || gameId in seats()) return known;
  try {
    const stored = localStorage.getItem(key(gameId));
    if (stored === null) return undefined;
    const seat: unknown = JSON.parse(stored);
    // Anything else in storage (an old or edited value) counts as no seat chosen.
    return seat === null || (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0)
      ? seat
      : undefined;
  } catch {
    return undefined;
  }
}

/** This phone is `seat`'s at `gameId`'s table (kept on the phone, and told to the other phones). */
export function takeSeat(gameId: string, seat: Seat): void {
  setSeats({ ...seats(), [gameId]: seat });
  try {
    localStorage.setItem(key(gameId), JSON.stringify(seat));
  } catch {
    // Storage refused: the seat holds while the app stays open.
  }
  for (const listener of listeners) listener(gameId, seat);
}

/** Calls `listener` each time this phone takes a seat; the function returned stops it. */
export function onSeat(listener: (gameId: string, seat: Seat) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How long a phone stays "asleep" before the strip calls it gone: a locked screen or a walk to the
 * bar comes back within minutes; a phone whose app was killed (no goodbye said) never does.
 */
export const GONE_AFTER_MS = 5 * 60_000;

/** How a phone reads on the strip at `now`: asleep for longer than GONE_AFTER_MS reads gone. */
export function stateAt(row: PhoneRow, now: number): PhoneState {
  return row.state === 'asleep' && now - row.since >= GONE_AFTER_MS ? 'gone' : row.state;
}

/** m:ss of a duration in ms (a phone asleep for 40 s reads 0:40). */
export function minutesSeconds(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
