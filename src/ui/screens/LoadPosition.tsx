// "Load a position": a table in the judge's format becomes a new game starting from it - the
// debugging tool DESIGN.md names, and how the e2e tests reach a position quickly.
import { LOG_FORMAT } from '../../engine/game-log.ts';
import { UNICORN_RULES } from '../../games/unstable-unicorns/saved-log.ts';
import { createSignal, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { shelf } from '../app-state.ts';
import { go } from '../router.ts';
import { newGameId } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';

export default function LoadPosition() {
  const [text, setText] = createSignal('');
  const [error, setError] = createSignal('');
  const start = async (): Promise<void> => {
    setError('');
    let raw: unknown;
    try {
      raw = JSON.parse(text());
    } catch {
      return void setError(t('load.refused', { reason: t('load.notJson') }));
    }
    const { positionSetup, checkLog } = await import('../unstable-unicorns/walker.ts');
    try {
      const targeting = (raw as { targeting?: unknown }).targeting === 'before' ? 'before' : 'after';
      const setup = positionSetup(raw, targeting);
      // Stamped from the start: a game exported before its first move is never read as an older log.
      const log = {
        format: LOG_FORMAT,
        rules: UNICORN_RULES,
        setup: setup as unknown as Record<string, unknown>,
        events: [],
        undone: [],
      };
      const problem = checkLog(log);
      if (problem) return void setError(t('load.refused', { reason: problem }));
      const now = Date.now();
      const id = newGameId(now);
      await shelf().put({
        id,
        game: 'unstable-unicorns',
        title: setup.players.join(', '),
        players: setup.players,
        createdAt: now,
        updatedAt: now,
        over: false,
        log,
      });
      go({ screen: 'table', gameId: id }, true);
    } catch (e) {
      setError(t('load.refused', { reason: (e as Error).message }));
    }
  };
  return (
    <>
      <TopBar title={t('load.title')} />
      <p class="muted">{t('load.intro')}</p>
      <label for="position">{t('load.label')}</label>
      <textarea
        id="position"
        spellcheck={false}
        placeholder={
          '{"players": [{"name": "Ana", "stable": ["Rhinocorn"]}, {"name": "Ben"}, {"name": "Cy"}], "deck": 40}'
        }
        value={text()}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <button type="button" class="primary wide u-mt-12" onClick={() => void start()}>
        {t('load.start')}
      </button>
    </>
  );
}
