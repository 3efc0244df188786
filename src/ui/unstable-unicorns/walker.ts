// The app's one door to the Unstable Unicorns turn walker (src/games/unstable-unicorns/game): the
// setup a new-game form makes, the state, the pending decision and the events. Rules live there.
import type { Table } from '../../games/unstable-unicorns/table.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';

export type Targeting = 'after' | 'before';

/** What the new-game form collects, in turn order. */
export interface SetupForm {
  players: { name: string; colour: string; baby: string }[];
  language: Language;
  targeting: Targeting;
  seed: number;
}

/** The setup stored in a saved game's log. */
export type Setup = SetupForm;

export function makeSetup(form: SetupForm): Setup {
  return form;
}

export function unicornsToWin(players: number): number {
  return players >= 6 ? 6 : 7;
}

export type { Table };
