// The new-game screen: choose the game, then that game's own form; starting saves the game and
// opens its table. Games not in this build are shown, marked as coming.
import { createResource, createSignal, For, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { shelf } from '../app-state.ts';
import { go } from '../router.ts';
import { gameUis } from '../games.ts';
import { newGameId, withCleanNames, type GameKind, type SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function NewGame() {
  const [kind, setKind] = createSignal<GameKind>('unstable-unicorns');
  const [ui] = createResource(kind, (k) => gameUis[k].load());

  const [failed, setFailed] = createSignal<string | null>(null);
  const start = async (game: Omit<SavedGame, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> => {
    const now = Date.now();
    const saved: SavedGame = withCleanNames({
      ...game,
      id: newGameId(now),
      createdAt: now,
      updatedAt: now,
      revision: 0,
    });
    setFailed(null);
    try {
      await shelf().put(saved);
    } catch (error) {
      // Said here, where the player pressed Start: a game that is not stored is not started.
      setFailed(t('store.newFailed', { reason: (error as Error).message }));
      return;
    }
    go({ screen: 'table', gameId: saved.id }, true);
  };

  return (
    <>
      <TopBar title={t('new.title')} />
      <fieldset>
        <legend>{t('new.game')}</legend>
        <div class="radio-cards">
          <For each={Object.keys(gameUis) as GameKind[]}>
            {(k) => (
              <label>
                <input
                  type="radio"
                  name="game"
                  value={k}
                  checked={kind() === k}
                  disabled={!gameUis[k].ready}
                  onChange={() => setKind(k)}
                />
                <span>
                  {t(`game.${k}`)}
                  <Show when={!gameUis[k].ready}>
                    <span class="muted"> ({t('new.soon')})</span>
                  </Show>
                </span>
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <Show when={failed()}>
        {(message) => (
          <p role="alert" class="error">
            {message()}
          </p>
        )}
      </Show>
      {/* Keyed: choosing another game swaps in that game's form. */}
      <Show when={ui()} keyed>
        {(loaded) => loaded.NewGame({ onStart: (g) => void start(g) })}
      </Show>
    </>
  );
}
