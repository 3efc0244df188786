// Placeholder for the LoadPosition screen while its parts land.
import { t } from '../../i18n/index.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function LoadPosition() {
  return <TopBar title={t('rules.title')} />;
}
