// History: every event of the game in words, in order; undone events stay, struck through, until
// a new event replaces them. Undo and redo need a hold or a confirmation, never one tap.
import { createMemo, For, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { HoldButton } from '../parts/HoldButton.tsx';
import { createLiveGame } from './live.ts';
import { statesAlong, type UnicornLog } from './walker.ts';
import { eventSentence } from './words.ts';

/** Each event with the words for it, undone ones after (most recently undone first, as redo takes them). */
function describe(log: UnicornLog): { text: string; undone: boolean; turn: number; player: string }[] {
  const all = { ...log, events: [...log.events, ...[...log.undone].reverse()] };
  let states;
  try {
    states = statesAlong(all);
  } catch {
    states = statesAlong(log);
  }
  return all.events.map((event, i) => {
    const before = states[i];
    return {
      text: before ? eventSentence(before.pending, event.option, before.table, uiLanguage()) : '…',
      undone: i >= log.events.length,
      turn: before?.table.turn.number ?? 0,
      player: before?.table.players[before.table.turn.player]?.name ?? '',
    };
  });
}

export function HistoryScreen(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  const live = createLiveGame(props);
  const lines = createMemo(() => describe(live.log()));
  const last = () => lines()[live.log().events.length - 1]?.text ?? '';
  const next = () => lines()[live.log().events.length]?.text ?? '';
  return (
    <>
      <TopBar title={t('history.title')} back={{ screen: 'table', gameId: props.game.id }} />
      <div class="grid2 u-mb-14">
        <HoldButton
          label={t('table.undo')}
          disabled={live.log().events.length === 0}
          question={t('history.undoConfirm', { event: last() })}
          onConfirm={live.undo}
        />
        <HoldButton
          label={t('table.redo')}
          disabled={live.log().undone.length === 0}
          question={t('history.redoConfirm', { event: next() })}
          onConfirm={live.redo}
        />
      </div>
      <p class="muted small">{t('table.holdToUndo')}</p>
      <Show when={lines().length > 0} fallback={<p class="muted">{t('history.empty')}</p>}>
        <ol class="history" aria-label={t('history.title')}>
          <li>
            <span class="n">0</span>
            <span class="text">{t('history.setup')}</span>
          </li>
          <For each={lines()}>
            {(line, i) => (
              <>
                <Show when={i() === 0 || lines()[i() - 1]!.turn !== line.turn}>
                  <li class="turn-heading">
                    {t('table.turnNumber', { n: line.turn })} · {line.player}
                  </li>
                </Show>
                <li classList={{ undone: line.undone }}>
                  <span class="n">{i() + 1}</span>
                  <span class="text">{line.text}</span>
                  <Show when={line.undone}>
                    <span class="visually-hidden"> ({t('history.undone')})</span>
                  </Show>
                </li>
              </>
            )}
          </For>
        </ol>
      </Show>
    </>
  );
}
