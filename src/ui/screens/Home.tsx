// Home: the saved games to resume, a new game, the import of a game file, and the tools that need
// no tracked game. The only screen that shows the update prompt, so no game is ever interrupted.
import { createResource, createSignal, For, Show } from 'solid-js';
import { t, language } from '../../i18n/index.ts';
import { shelf, shelfReady } from '../app-state.ts';
import { go } from '../router.ts';
import { gameUis } from '../games.ts';
import type { LearnedName, SavedGame } from '../../store/games.ts';
import type { ImportProblem } from '../../store/game-file.ts';
import {
  dismissOfflineReady,
  installApp,
  installOffer,
  installUpdate,
  offlineReady,
  postponeUpdate,
  updateReady,
} from '../pwa.ts';

/**
 * Offers a game file to the device's downloads: the game as given (the one in memory when storage
 * failed), so an export never depends on storage working.
 */
export async function downloadGame(game: SavedGame): Promise<void> {
  // The file module carries zod; it is loaded on the first export or import, not at start-up.
  const { gameFileText, gameFileName, withKeptTable } = await import('../../store/game-file.ts');
  let learned: LearnedName[] = [];
  try {
    learned = await shelf().learnedNames();
  } catch {
    // The scanner names are a bonus: the game itself is written all the same.
  }
  // A game shared by several phones carries its table's entries, as this phone kept them.
  game = await withKeptTable(shelf(), game);
  const blob = new Blob([gameFileText(game, new Date(), learned)], {
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

/** Why a file was refused, as a sentence for the player (the field-naming reason goes under Details). */
function importSentence(problem: ImportProblem, reason: string): string {
  switch (problem.kind) {
    case 'too-large':
      return t('import.tooLarge', { mb: problem.mb });
    case 'too-deep':
      return t('import.tooDeep', { levels: problem.levels });
    case 'not-json':
      return t('import.notJson');
    case 'version':
      return t('import.version', { version: problem.version });
    case 'not-a-game-file':
      return t('import.notGameFile');
    case 'damaged':
      return t('import.damaged');
    case 'names':
      return t('import.names', { most: problem.most });
    case 'newer-rules':
      return t('import.newerRules');
    case 'setup':
      return t('import.setup');
    case 'move':
      return t('import.move', { n: problem.at });
    case 'undone':
      return t('import.undone', { n: problem.at });
    case 'shared':
      return t('import.shared');
    case 'storage':
      return t('store.importStorage', { reason });
    case 'other':
      // The game's own check wrote it for the player (a game not ready in this build).
      return reason;
  }
}

function when(time: number): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

export default function Home() {
  const [games, { refetch }] = createResource(
    () => (shelfReady() ? shelf() : undefined),
    (s) => s.list(),
  );
  /** What the last import did: a game imported, or why the file was refused (shown at the top). */
  const [importMessage, setImportMessage] = createSignal<
    { ok: true; text: string } | { ok: false; text: string; detail: string } | null
  >(null);
  /** Scanner names the last imported file would teach, each waiting for the player's yes. */
  const [teaches, setTeaches] = createSignal<(LearnedName & { state: 'asked' | 'learned' | string })[]>([]);
  const [deleteMessage, setDeleteMessage] = createSignal<string | null>(null);

  const onImport = async (event: Event): Promise<void> => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setTeaches([]);
    const { importGame } = await import('../../store/game-file.ts');
    const result = await importGame(await file.text(), shelf(), async (kind, log) => {
      const entry = gameUis[kind];
      if (!entry.ready) return `${t(`game.${kind}`)}: ${t('new.soon')}`;
      return (await entry.load()).checkLog(log);
    });
    if (result.ok) {
      setTeaches(result.teaches.map((entry) => ({ ...entry, state: 'asked' })));
      setImportMessage({ ok: true, text: t('home.imported', { title: result.game.title }) });
    } else {
      const storage = result.problem.kind === 'storage';
      const sentence = importSentence(result.problem, result.reason);
      setImportMessage({
        ok: false,
        // The storage sentence says by itself that nothing changed, with the device's own words.
        text: storage ? sentence : `${t('home.importRefused')} ${sentence}`,
        detail: storage ? '' : result.reason,
      });
    }
    // The answer is at the top of the screen, where it is read first; the file button is far below.
    window.scrollTo({ top: 0 });
    void refetch();
  };

  const teach = async (entry: LearnedName): Promise<void> => {
    let state: string;
    try {
      await shelf().learnName({ text: entry.text, faceId: entry.faceId });
      state = 'learned';
    } catch (error) {
      state = t('store.teachFailed', { reason: (error as Error).message });
    }
    setTeaches((list) =>
      list.map((e) => (e.text === entry.text && e.faceId === entry.faceId ? { ...e, state } : e)),
    );
  };

  const remove = async (game: SavedGame): Promise<void> => {
    if (!confirm(t('home.deleteConfirm', { title: game.title }))) return;
    setDeleteMessage(null);
    try {
      await shelf().remove(game.id);
    } catch (error) {
      setDeleteMessage(t('store.deleteFailed', { title: game.title, reason: (error as Error).message }));
    }
    void refetch();
  };

  return (
    <>
      <Show when={importMessage()}>
        {(message) => (
          <div role="alert" class={`panel import-message ${message().ok ? 'success' : 'error'}`}>
            <p class="u-m-0">{message().text}</p>
            <Show when={!message().ok && (message() as { detail: string }).detail}>
              {(detail) => (
                <details class="small muted u-mt-8">
                  <summary>{t('import.details')}</summary>
                  <p class="u-m-0">{detail()}</p>
                </details>
              )}
            </Show>
          </div>
        )}
      </Show>
      <Show when={teaches().length > 0}>
        <div class="panel" data-testid="teaches">
          <p>{t('store.teaches')}</p>
          <ul>
            <For each={teaches()}>
              {(entry) => (
                <li>
                  {t('store.teachOne', { text: entry.text, card: entry.faceId.replace(/-/g, ' ') })}{' '}
                  <Show
                    when={entry.state === 'asked'}
                    fallback={<span>{entry.state === 'learned' ? t('store.accepted') : entry.state}</span>}
                  >
                    <button onClick={() => void teach(entry)}>{t('store.accept')}</button>
                  </Show>
                </li>
              )}
            </For>
          </ul>
        </div>
      </Show>

      <div class="hero">
        <img src="/icons/icon-192.png" alt="" width="84" height="84" />
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      {/* Notices that arrive after the first paint float over the screen's foot, so nothing moves under a finger. */}
      <div class="float-notices">
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
      </div>
      <Show when={installOffer()}>
        <button class="wide" onClick={installApp}>
          {t('app.install')}
        </button>
      </Show>
      <button class="primary wide u-minh-64" onClick={() => go({ screen: 'new' })}>
        {t('home.newGame')}
      </button>

      <h2>{t('home.saved')}</h2>
      <Show when={deleteMessage()}>
        {(message) => (
          <p role="alert" class="error">
            {message()}
          </p>
        )}
      </Show>
      <Show when={(games() ?? []).length > 0} fallback={<p class="muted">{t('home.noSaved')}</p>}>
        <ul class="stack u-ls-none u-p-0 u-m-0" aria-label={t('home.saved')}>
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
      <label class="button wide u-mt-10">
        {t('home.import')}
        <input
          type="file"
          accept="application/json,.json"
          class="visually-hidden"
          data-testid="import-file"
          onChange={(e) => void onImport(e)}
        />
      </label>
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
        <a class="button" href="#/phones">
          {t('phones.join')}
        </a>
      </nav>
      <Show when={updateReady() || offlineReady()}>
        <div class="float-spacer" aria-hidden="true" />
      </Show>
    </>
  );
}
