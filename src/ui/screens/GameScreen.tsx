// A saved game's screens (table, history, disputes): loads the game and its game's UI package, opens
// its log under today's rules, and writes every change back with one writer per game and no silent loss.
import { createResource, createSignal, ErrorBoundary, Match, onCleanup, Show, Switch } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { shelf, shelfReady } from '../app-state.ts';
import { gameUis, type GameUi } from '../games.ts';
import { GAMES_CHANNEL, PHONE_SAVES, StaleGameError, type SavedGame } from '../../store/games.ts';
import { NewerRulesError } from '../../engine/game-log.ts';
import { go, guardLeaving } from '../router.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { downloadGame } from './Home.tsx';

/** A stored game opened for the screens: the game, its UI, and where its log stops replaying. */
interface Opened {
  game: SavedGame;
  ui: GameUi;
  broken: { at: number; reason: string } | null;
}

function open(game: SavedGame, ui: GameUi): Opened {
  try {
    const opened = ui.openLog(game.log);
    // The log as today's rules read it (migrated, format 2) is what the next save writes.
    return { game: opened.broken ? game : { ...game, log: opened.log }, ui, broken: opened.broken };
  } catch (error) {
    // A newer app's log is opened read-only (its Export stays): saving it would relabel it as today's rules.
    const reason = error instanceof NewerRulesError ? t('store.newerRules') : (error as Error).message;
    return { game, ui, broken: { at: -1, reason } };
  }
}

export default function GameScreen(props: { gameId: string; view: 'table' | 'history' | 'disputes' }) {
  const [loaded, { mutate }] = createResource(
    () => (shelfReady() ? props.gameId : undefined),
    async (id) => {
      const game = await shelf().get(id);
      if (!game) return null;
      const entry = gameUis[game.game];
      if (!entry.ready) return null;
      return open(game, await entry.load());
    },
  );
  const [current, setCurrent] = createSignal<SavedGame | null>(null);
  // The screen stays mounted when the route moves to another game: a change kept for one game
  // must never stand in for another.
  const game = () => {
    const changed = current();
    return changed && changed.id === props.gameId ? changed : (loaded()?.game ?? null);
  };

  const [saveFailed, setSaveFailed] = createSignal(false);
  /**
   * Storage had lost this game though no tab deleted it (the browser dropped its database): written
   * back. The open game is the only one the app holds in memory (Home's list is read afresh from
   * storage each time, and the store keeps no other game), so it is the only one written back or
   * offered for Export; the sentence says the others are gone unless they were exported.
   */
  const [lost, setLost] = createSignal(false);
  /** Another tab moved the game on ('refused': and this tab's last change was refused for it) or deleted it. */
  const [moved, setMoved] = createSignal<'moved' | 'refused' | 'deleted' | null>(null);
  /** Moves shown but not yet stored (a save failed or is under way): leaving asks first. */
  const [unsaved, setUnsaved] = createSignal(false);

  // The revision this tab last read or wrote: every save names it, so a newer log is never overwritten.
  let revision: number | null = null;
  const storedRevision = () => revision ?? loaded()?.game.revision ?? 0;
  // Bumped when another tab's game replaces ours: saves queued before that are dropped.
  let generation = 0;
  let queue: Promise<void> = Promise.resolve();

  const showNewer = (newer: SavedGame | undefined, refusedHere = false): void => {
    generation++;
    if (!newer) {
      setMoved('deleted');
      setUnsaved(true);
      return;
    }
    const entry = loaded();
    const reopened = entry ? open(newer, entry.ui) : null;
    revision = newer.revision ?? 0;
    setCurrent(reopened?.game ?? newer);
    setUnsaved(false);
    setSaveFailed(false);
    // Another phone's tap at a shared table is how the game goes on, not a surprise.
    const fromPhone = !refusedHere && PHONE_SAVES.has(`${newer.id}@${newer.revision ?? 0}`);
    setMoved(refusedHere ? 'refused' : fromPhone ? null : 'moved');
  };

  /** Saves one change; runs after the previous save finished, so saves never race each other. */
  const persist = async (next: SavedGame, made: number): Promise<void> => {
    if (made !== generation) return;
    try {
      const saved = await shelf().update({ ...next, revision: storedRevision() });
      revision = saved.revision ?? 0;
      if (saved.restored) setLost(true);
      if (made === generation && current() === next) setUnsaved(false);
      setSaveFailed(false);
    } catch (error) {
      if (error instanceof StaleGameError) showNewer(error.current, true);
      // Storage full or revoked: the game goes on in memory, the table says so and offers an export.
      else setSaveFailed(true);
    }
  };

  /** Shows a change at once (so a second tap sees it) and queues its save. */
  const onChange = (next: SavedGame): void => {
    if (moved() === 'deleted') return;
    const stamped = { ...next, updatedAt: Date.now() };
    setMoved(null);
    setCurrent(stamped);
    setUnsaved(true);
    const made = generation;
    queue = queue.then(() => persist(stamped, made));
  };

  // Another tab saved this game: show its newer moves before anyone taps here.
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(GAMES_CHANNEL);
    channel.onmessage = (message: MessageEvent<{ id?: unknown; revision?: unknown; deleted?: unknown }>) => {
      const { id, revision: theirs, deleted } = message.data ?? {};
      if (id !== props.gameId) return;
      if (deleted === true) {
        queue = queue.then(async () => {
          try {
            if (!(await shelf().get(props.gameId))) showNewer(undefined);
          } catch {
            // Reading failed: the next save still finds out.
          }
        });
        return;
      }
      if (typeof theirs !== 'number') return;
      queue = queue.then(async () => {
        if (theirs <= storedRevision()) return;
        try {
          const newer = await shelf().get(props.gameId);
          if (newer && (newer.revision ?? 0) > storedRevision()) showNewer(newer);
        } catch {
          // Reading failed: the next save's revision check still keeps the newer log safe.
        }
      });
    };
    onCleanup(() => channel.close());
  }

  // Moving between this game's own screens keeps the game in memory: only leaving it asks.
  guardLeaving((next) => {
    if (('gameId' in next && next.gameId === props.gameId) || !unsaved()) return true;
    // Moves storage refused, or a game gone from storage, would be lost by leaving: ask.
    if (saveFailed() || moved() === 'deleted') return confirm(t('store.leaveUnsaved'));
    // A save is under way: leave once it is done, asking only if storage refused it.
    void queue.then(() => {
      if (!unsaved() || confirm(t('store.leaveUnsaved'))) go(next);
    });
    return false;
  });
  const beforeUnload = (event: BeforeUnloadEvent): void => {
    if (unsaved()) event.preventDefault();
  };
  window.addEventListener('beforeunload', beforeUnload);
  onCleanup(() => {
    guardLeaving(null);
    window.removeEventListener('beforeunload', beforeUnload);
  });

  const exportNow = (): void => {
    const g = game();
    if (g) void downloadGame(g);
  };

  /** Keeps the answers that replay and drops the rest, once the player confirmed. */
  const openAt = (entry: Opened): void => {
    const at = Math.max(0, entry.broken!.at);
    const dropped = entry.game.log.events.length - at;
    if (!confirm(t('store.openAtConfirm', { n: at, m: dropped }))) return;
    const log = { ...entry.game.log, events: entry.game.log.events.slice(0, at), undone: [] };
    const reopened = open({ ...entry.game, log }, entry.ui);
    mutate(reopened);
    onChange(reopened.game);
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
          // Reactive: opening a broken game at its last good answer replaces the loaded entry.
          const entry = () => loaded()!;
          return (
            <Show
              when={!entry().broken}
              fallback={
                <>
                  <TopBar title={g().title} />
                  <div class="banner warn" role="alert" data-testid="unreplayable">
                    <p>
                      {entry().broken!.at < 0
                        ? t('store.brokenSetup', { reason: entry().broken!.reason })
                        : t('store.broken', { n: entry().broken!.at + 1, reason: entry().broken!.reason })}
                    </p>
                    <Show when={entry().broken!.at >= 0}>
                      <button class="primary" onClick={() => openAt(entry())}>
                        {t('store.openAt', { n: entry().broken!.at })}
                      </button>
                    </Show>
                    <button onClick={() => void downloadGame(entry().game)}>
                      {t('store.exportUntouched')}
                    </button>
                  </div>
                </>
              }
            >
              <Show when={lost()}>
                <div class="banner warn" role="alert" data-testid="storage-lost">
                  <p>{t('store.lost')}</p>
                  <button onClick={exportNow}>{t('store.exportNow')}</button>
                </div>
              </Show>
              <Show when={saveFailed()}>
                <div class="banner warn" role="alert">
                  <p>{t('storage.saveFailed')}</p>
                  <button onClick={exportNow}>{t('store.exportNow')}</button>
                </div>
              </Show>
              <Show when={moved()}>
                {(why) => (
                  <div class="banner warn" role="alert" data-testid="moved-on">
                    <p>
                      {why() === 'moved'
                        ? t('store.moved')
                        : why() === 'refused'
                          ? t('store.movedRefused')
                          : t('store.deleted')}
                    </p>
                    <Show when={why() === 'deleted'}>
                      <button onClick={exportNow}>{t('store.exportNow')}</button>
                    </Show>
                  </div>
                )}
              </Show>
              <ErrorBoundary
                fallback={(error: unknown) => (
                  <>
                    <TopBar title={g().title} />
                    <div class="banner warn" role="alert">
                      <p>{t('store.crashed', { reason: (error as Error)?.message ?? String(error) })}</p>
                      <button onClick={exportNow}>{t('store.exportNow')}</button>
                    </div>
                  </>
                )}
              >
                <Switch>
                  <Match when={props.view === 'table'}>
                    <ui.Table game={g()} onChange={onChange} />
                  </Match>
                  <Match when={props.view === 'history'}>
                    <ui.History game={g()} onChange={onChange} />
                  </Match>
                  <Match when={props.view === 'disputes'}>
                    <ui.Disputes game={g()} />
                  </Match>
                </Switch>
              </ErrorBoundary>
            </Show>
          );
        }}
      </Show>
    </Show>
  );
}
