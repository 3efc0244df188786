// Placeholder for the Tiebreak screen while its parts land.
import { t } from '../../i18n/index.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function Tiebreak() {
  return <TopBar title={t('rules.title')} />;
}
