// History of a Lion & The Unicorn game: every event in words, in order, with what followed on its own;
// undone events stay, struck through, until a new event replaces them. Undo and redo are deliberate.
import { createMemo, For, Show } from 'solid-js';
import { language } from '../../i18n/index.ts';
import { animalOf, describeEvent, type LionState } from '../../games/lion-and-unicorn/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { HoldButton } from '../parts/HoldButton.tsx';
import { createLiveLion, tablesAlong, type LionLog } from './live.ts';
import { newsLine, say } from './words.ts';
import './lion.css';

interface Line {
  text: string;
  /** What happened on its own right after (reshuffles, Crows discarded, a win...). */
  news: string[];
  undone: boolean;
  /** A correction by the table, not a player's move. */
  correction: boolean;
}

/** Each event with its words, undone ones after (most recently undone first, as redo takes them). */
function describe(log: LionLog): Line[] {
  const all = { ...log, events: [...log.events, ...[...log.undone].reverse()] };
  let tables: LionState[];
  try {
    tables = tablesAlong(all);
  } catch {
    // Undone events may no longer fit the table (they are kept to be shown); the live ones always do.
    tables = tablesAlong(log);
  }
  return all.events.map((event, i) => {
    const before = tables[i];
    const after = tables[i + 1];
    return {
      text: before ? describeEvent(before, event, language()) : '…',
      news: after
        ? after.news
            .filter((n) => n.kind !== 'turn' && !(n.kind === 'crows-discarded' && n.cards.length === 0))
            .map((n) => newsLine(n, after, (id) => animalOf[id]!))
        : [],
      undone: i >= log.events.length,
      correction: event.type === 'correct',
    };
  });
}

/** The history screen, with deliberate undo and redo. */
export function HistoryScreen(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  const live = createLiveLion(props);
  const lines = createMemo(() => describe(live.log()));
  const last = () => lines()[live.log().events.length - 1]?.text ?? '';
  const next = () => lines()[live.log().events.length]?.text ?? '';
  return (
    <>
      <TopBar title={say('history')} back={{ screen: 'table', gameId: props.game.id }} />
      <div class="grid2 u-mb-14">
        <HoldButton
          label={say('undo')}
          disabled={live.log().events.length === 0}
          question={say('undoConfirm', { event: last() })}
          onConfirm={live.undo}
        />
        <HoldButton
          label={say('redo')}
          disabled={live.log().undone.length === 0}
          question={say('redoConfirm', { event: next() })}
          onConfirm={live.redo}
        />
      </div>
      <p class="muted small">{say('holdHint')}</p>
      <Show when={lines().length > 0} fallback={<p class="muted">{say('historyEmpty')}</p>}>
        <ol class="history" aria-label={say('history')}>
          <li>
            <span class="n">0</span>
            <span class="text">{say('setupLine')}</span>
          </li>
          <For each={lines()}>
            {(line, i) => (
              <li classList={{ undone: line.undone, correction: line.correction }}>
                <span class="n">{i() + 1}</span>
                <span class="text">
                  {line.text}
                  <Show when={line.undone}>
                    <span class="visually-hidden"> ({say('undone')})</span>
                  </Show>
                  <For each={line.news}>{(n) => <span class="lion-news-line">{n}</span>}</For>
                </span>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </>
  );
}
