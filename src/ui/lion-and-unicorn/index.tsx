// The Lion & The Unicorn package of the app: its new-game form, table, history and disputes screens,
// and the replay check used when a game file is imported. Loaded only when such a game is opened.
import type { GameUi } from '../games.ts';
import { NewGameForm } from './NewGameForm.tsx';
import { TableScreen } from './TableScreen.tsx';
import { HistoryScreen } from './HistoryScreen.tsx';
import { DisputesScreen } from './DisputesScreen.tsx';
import { checkLionLog, openLionLog, type LionLog } from './live.ts';

/** What games.ts loads, lazily, for a Lion & The Unicorn game. */
export const lionAndUnicornUi: GameUi = {
  NewGame: NewGameForm,
  Table: TableScreen,
  History: HistoryScreen,
  Disputes: DisputesScreen,
  checkLog: checkLionLog,
  openLog: (log) => {
    const opened = openLionLog(log as unknown as LionLog);
    return { log: opened.log as unknown as typeof log, broken: opened.broken };
  },
};
