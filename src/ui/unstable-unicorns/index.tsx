// The Unstable Unicorns package of the app: its new-game form, table, history and disputes screens,
// and the replay check used when a game file is imported.
import type { GameUi } from '../games.ts';
import { NewGameForm } from './NewGameForm.tsx';
import { TableScreen } from './TableScreen.tsx';
import { HistoryScreen } from './HistoryScreen.tsx';
import { DisputesScreen } from './DisputesScreen.tsx';
import { checkLog } from './walker.ts';
import { withCardLookup } from './CardLookup.tsx';

export const unstableUnicornsUi: GameUi = {
  NewGame: NewGameForm,
  // Every screen that shows cards carries the one card-lookup dialog.
  Table: withCardLookup(TableScreen),
  History: withCardLookup(HistoryScreen),
  Disputes: withCardLookup(DisputesScreen),
  checkLog,
};
