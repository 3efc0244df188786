// Settings: the interface language and the theme, kept on the device; what storage promises; and
// the players' own boxes (My box), the copies every new game counts with.
import { For, lazy, Suspense } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { persisted, preferences, setPreferences, shelf } from '../app-state.ts';
import type { LanguageChoice, TableLayoutChoice, ThemeChoice } from '../../store/settings.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { scannerFiles } from '../ocr-offline.ts';
import { language } from '../../i18n/index.ts';

// My box reads the catalog (and its schemas): its own chunk, so the shell stays small and loads no zod.
const MyBox = lazy(async () => ({ default: (await import('../unstable-unicorns/MyBox.tsx')).MyBox }));

export default function Settings() {
  const languages: { value: LanguageChoice; label: () => string }[] = [
    { value: 'auto', label: () => t('settings.languageAuto') },
    { value: 'en', label: () => 'English' },
    { value: 'fr', label: () => 'Français' },
  ];
  const themes: { value: ThemeChoice; label: () => string }[] = [
    { value: 'system', label: () => t('settings.themeSystem') },
    { value: 'dark', label: () => t('settings.themeDark') },
    { value: 'light', label: () => t('settings.themeLight') },
  ];
  const layouts: { value: TableLayoutChoice; label: () => string }[] = [
    { value: 'around', label: () => t('settings.layoutAround') },
    { value: 'list', label: () => t('settings.layoutList') },
  ];
  return (
    <>
      <TopBar title={t('settings.title')} />
      <fieldset>
        <legend>{t('settings.language')}</legend>
        <div class="radio-cards">
          <For each={languages}>
            {(option) => (
              <label>
                <input
                  type="radio"
                  name="language"
                  value={option.value}
                  checked={preferences().language === option.value}
                  onChange={() => setPreferences({ ...preferences(), language: option.value })}
                />
                <span lang={option.value === 'auto' ? undefined : option.value}>{option.label()}</span>
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('settings.theme')}</legend>
        <div class="radio-cards">
          <For each={themes}>
            {(option) => (
              <label>
                <input
                  type="radio"
                  name="theme"
                  value={option.value}
                  checked={preferences().theme === option.value}
                  onChange={() => setPreferences({ ...preferences(), theme: option.value })}
                />
                {option.label()}
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('settings.layout')}</legend>
        <div class="radio-cards">
          <For each={layouts}>
            {(option) => (
              <label>
                <input
                  type="radio"
                  name="table-layout"
                  value={option.value}
                  checked={preferences().tableLayout === option.value}
                  onChange={() => setPreferences({ ...preferences(), tableLayout: option.value })}
                />
                {option.label()}
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <h2>{t('settings.storage')}</h2>
      <p>
        {!shelf().persistent
          ? t('storage.none')
          : persisted()
            ? t('settings.persisted')
            : t('settings.notPersisted')}
      </p>
      <h2>{t('settings.scanner')}</h2>
      <p role="status">
        {(() => {
          const files = scannerFiles();
          if (files.state === 'ready') return t('settings.scannerReady');
          if (files.state === 'saving')
            return t('settings.scannerSaving', { saved: files.saved, total: files.total });
          if (files.state === 'failed') return t('settings.scannerFailed');
          if (files.state === 'unsupported') return t('settings.scannerUnsupported');
          return t('settings.scannerWaiting');
        })()}
      </p>
      <Suspense>
        <MyBox language={language()} />
      </Suspense>
      <p class="muted">{t('settings.about')}</p>
    </>
  );
}
