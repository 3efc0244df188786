// Home: the saved games to resume, a new game, the import of a game file, and the tools that need
// no tracked game. The only screen that shows the update prompt, so no game is ever interrupted.
import { createResource, createSignal, For, Show } from 'solid-js';
import { t, language } from '../../i18n/index.ts';
import { shelf, shelfReady } from '../app-state.ts';
import { go } from '../router.ts';
import { gameUis } from '../games.ts';
import type { SavedGame } from '../../store/games.ts';
import {
  dismissOfflineReady,
  installApp,
  installOffer,
  installUpdate,
  offlineReady,
  postponeUpdate,
  updateReady,
} from '../pwa.ts';

/** Offers a game file to the device's downloads. */
export async function downloadGame(game: SavedGame): Promise<void> {
  // The file module carries zod; it is loaded on the first export or import, not at start-up.
  const { exportGame, gameFileName } = await import('../../store/game-file.ts');
  const learned = await shelf().learnedNames();
  const blob = new Blob([JSON.stringify(exportGame(game, new Date(), learned), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = gameFileName(game);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function when(time: number): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

export default function Home() {
  const [games, { refetch }] = createResource(
    () => (shelfReady() ? shelf() : undefined),
    (s) => s.list(),
  );
  const [importMessage, setImportMessage] = createSignal<{ ok: boolean; text: string } | null>(null);

  const onImport = async (event: Event): Promise<void> => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const { importGame } = await import('../../store/game-file.ts');
    const result = await importGame(await file.text(), shelf(), async (kind, log) => {
      const entry = gameUis[kind];
      if (!entry.ready) return `${t(`game.${kind}`)}: ${t('new.soon')}`;
      return (await entry.load()).checkLog(log);
    });
    setImportMessage(
      result.ok
        ? { ok: true, text: t('home.imported', { title: result.game.title }) }
        : { ok: false, text: t('home.importRefused', { reason: result.reason }) },
    );
    void refetch();
  };

  const remove = async (game: SavedGame): Promise<void> => {
    if (!confirm(t('home.deleteConfirm', { title: game.title }))) return;
    await shelf().remove(game.id);
    void refetch();
  };

  return (
    <>
      <div class="hero">
        <img src="/icons/icon-192.png" alt="" width="84" height="84" />
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <Show when={updateReady()}>
        <div class="banner" role="status">
          <p>{t('update.ready')}</p>
          <button class="primary" onClick={installUpdate}>
            {t('update.apply')}
          </button>
          <button onClick={postponeUpdate}>{t('update.later')}</button>
        </div>
      </Show>
      <Show when={offlineReady() && !updateReady()}>
        <div class="banner" role="status">
          <p>{t('offline.ready')}</p>
          <button onClick={dismissOfflineReady}>{t('offline.ok')}</button>
        </div>
      </Show>
      <Show when={installOffer()}>
        <button class="wide" onClick={installApp}>
          {t('app.install')}
        </button>
      </Show>
      <button class="primary wide" onClick={() => go({ screen: 'new' })} style={{ 'min-height': '64px' }}>
        {t('home.newGame')}
      </button>

      <h2>{t('home.saved')}</h2>
      <Show when={(games() ?? []).length > 0} fallback={<p class="muted">{t('home.noSaved')}</p>}>
        <ul
          class="stack"
          style={{ 'list-style': 'none', padding: 0, margin: 0 }}
          aria-label={t('home.saved')}
        >
          <For each={games()}>
            {(game) => (
              <li class="panel game-item">
                <div class="grow">
                  <div class="title">{game.title}</div>
                  <div class="muted small">
                    {t(`game.${game.game}`)} ·{' '}
                    {game.over
                      ? t('home.over')
                      : `${game.turnOf ? `${t('home.turnOf', { name: game.turnOf })} · ` : ''}${t('home.updated', { when: when(game.updatedAt) })}`}
                  </div>
                </div>
                <button class="primary" onClick={() => go({ screen: 'table', gameId: game.id })}>
                  {t('home.resume')}
                </button>
                <button
                  onClick={() => void downloadGame(game)}
                  aria-label={`${t('home.export')}: ${game.title}`}
                >
                  {t('home.export')}
                </button>
                <button
                  class="danger"
                  onClick={() => void remove(game)}
                  aria-label={`${t('home.delete')}: ${game.title}`}
                >
                  {t('home.delete')}
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <label class="button wide" style={{ 'margin-top': '10px' }}>
        {t('home.import')}
        <input
          type="file"
          accept="application/json,.json"
          class="visually-hidden"
          data-testid="import-file"
          onChange={(e) => void onImport(e)}
        />
      </label>
      <Show when={importMessage()}>
        {(message) => (
          <p role="alert" class={message().ok ? 'success' : 'error'} style={{ 'margin-top': '10px' }}>
            {message().text}
          </p>
        )}
      </Show>

      <h2>{t('home.tools')}</h2>
      <nav class="tools" aria-label={t('home.tools')}>
        <a class="button" href="#/rules">
          {t('home.rules')}
        </a>
        <a class="button" href="#/tiebreak">
          {t('home.tiebreak')}
        </a>
        <a class="button" href="#/settings">
          {t('home.settings')}
        </a>
        <a class="button" href="#/load">
          {t('home.loadPosition')}
        </a>
      </nav>
    </>
  );
}
