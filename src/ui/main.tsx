// The app's entry point: the shell (Home, routing, storage, service worker) is loaded at once; every
// other screen (Settings too) is a lazy chunk, precached for offline, to keep start-up small.
import './no-eval.ts';
import { render } from 'solid-js/web';
import { lazy, Match, Show, Suspense, Switch } from 'solid-js';
import './styles.css';
import './utilities.css';
import { t } from '../i18n/index.ts';
import { route } from './router.ts';
import { shelf, shelfReady, startApp } from './app-state.ts';
import { startServiceWorker } from './pwa.ts';
import { saveScannerFilesWhenIdle } from './ocr-offline.ts';
import Home from './screens/Home.tsx';

const NewGame = lazy(() => import('./screens/NewGame.tsx'));
const GameScreen = lazy(() => import('./screens/GameScreen.tsx'));
const Rules = lazy(() => import('./screens/Rules.tsx'));
const Tiebreak = lazy(() => import('./screens/Tiebreak.tsx'));
const LoadPosition = lazy(() => import('./screens/LoadPosition.tsx'));
const Phones = lazy(() => import('./screens/Phones.tsx'));
const Settings = lazy(() => import('./screens/Settings.tsx'));

function App() {
  return (
    <main class="app">
      <Show when={shelfReady() && !shelf().persistent}>
        <div class="banner warn" role="alert">
          <p>{t('storage.none')}</p>
        </div>
      </Show>
      <Suspense fallback={<p class="muted" aria-busy="true" />}>
        <Switch fallback={<Home />}>
          <Match when={route().screen === 'new'}>
            <NewGame />
          </Match>
          <Match
            when={(() => {
              const r = route();
              return r.screen === 'table' || r.screen === 'history' || r.screen === 'disputes'
                ? r
                : undefined;
            })()}
          >
            {(r) => <GameScreen gameId={r().gameId} view={r().screen} />}
          </Match>
          <Match when={route().screen === 'rules'}>
            <Rules />
          </Match>
          <Match when={route().screen === 'tiebreak'}>
            <Tiebreak />
          </Match>
          <Match when={route().screen === 'settings'}>
            <Settings />
          </Match>
          <Match when={route().screen === 'load'}>
            <LoadPosition />
          </Match>
          <Match
            when={(() => {
              const r = route();
              return r.screen === 'phones' ? r : undefined;
            })()}
          >
            {(r) => <Phones gameId={r().gameId} />}
          </Match>
        </Switch>
      </Suspense>
    </main>
  );
}

void startApp();
startServiceWorker();
render(() => <App />, document.getElementById('root')!);
saveScannerFilesWhenIdle();
