// The answers a shared table set aside because another phone's came first, as the table screen
// shows them: filled by this phone's shared table (a lazy chunk), read by the table screen.
import { createSignal } from 'solid-js';
import type { RaceNotice } from '../../engine/table-log.ts';
import type { GameEvent } from '../../games/unstable-unicorns/game/types.ts';

/** One answer not applied, and whether the rules would take it on the table as it stands. */
export interface RaceRow {
  notice: RaceNotice<GameEvent>;
  canPlay: boolean;
}

interface Races {
  gameId: string;
  rows: RaceRow[];
  /** Plays the set-aside entry `id` now, after the table's last entry. */
  playNow: (id: string) => void;
}

const [races, setRaces] = createSignal<Races | undefined>(undefined);

/** The races of the game `gameId` when it is the table this phone shares. */
export function racesOf(gameId: string): Races | undefined {
  const shown = races();
  return shown?.gameId === gameId ? shown : undefined;
}

export function showRaces(shown: Races): void {
  setRaces(shown);
}
