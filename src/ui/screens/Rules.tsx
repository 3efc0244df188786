// Placeholder for the Rules screen while its parts land.
import { t } from '../../i18n/index.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function Rules() {
  return <TopBar title={t('rules.title')} />;
}
