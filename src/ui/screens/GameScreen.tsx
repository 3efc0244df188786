// A saved game's screens (table, history, disputes): loads the game from the shelf and its game's
// UI package, and writes the log back to the shelf after every event before showing it.
import { createResource, createSignal, Match, Show, Switch } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { shelf, shelfReady } from '../app-state.ts';
import { gameUis } from '../games.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function GameScreen(props: { gameId: string; view: 'table' | 'history' | 'disputes' }) {
  const [loaded] = createResource(
    () => (shelfReady() ? props.gameId : undefined),
    async (id) => {
      const game = await shelf().get(id);
      if (!game) return null;
      const entry = gameUis[game.game];
      if (!entry.ready) return null;
      return { game, ui: await entry.load() };
    },
  );
  const [current, setCurrent] = createSignal<SavedGame | null>(null);
  // The screen stays mounted when the route moves to another game: a change kept for one game
  // must never stand in for another.
  const game = () => {
    const changed = current();
    return changed && changed.id === props.gameId ? changed : (loaded()?.game ?? null);
  };

  /** The log is saved first, so what the table shows is always what a reload would show. */
  const [saveFailed, setSaveFailed] = createSignal(false);
  const onChange = async (next: SavedGame): Promise<void> => {
    const stamped = { ...next, updatedAt: Date.now() };
    try {
      await shelf().put(stamped);
      setSaveFailed(false);
    } catch {
      // Storage full or revoked: the game goes on in memory and the table is told.
      setSaveFailed(true);
    }
    setCurrent(stamped);
  };

  return (
    <Show when={!loaded.loading && shelfReady()} fallback={<TopBar title={t('table.title')} />}>
      <Show
        when={loaded() && game()}
        fallback={
          <>
            <TopBar title={t('table.title')} />
            <p role="alert">{t('table.notFound')}</p>
          </>
        }
      >
        {(g) => {
          const ui = loaded()!.ui;
          return (
            <>
              <Show when={saveFailed()}>
                <p class="banner warn" role="alert">
                  {t('storage.saveFailed')}
                </p>
              </Show>
              <Switch>
                <Match when={props.view === 'table'}>
                  <ui.Table game={g()} onChange={(n) => void onChange(n)} />
                </Match>
                <Match when={props.view === 'history'}>
                  <ui.History game={g()} onChange={(n) => void onChange(n)} />
                </Match>
                <Match when={props.view === 'disputes'}>
                  <ui.Disputes game={g()} />
                </Match>
              </Switch>
            </>
          );
        }}
      </Show>
    </Show>
  );
}
