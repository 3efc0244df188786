// History: every event of the game in words with what it did, newest first, ending with the winner
// line; "Undo to here" with one confirm; filter by player and search. Undone events stay, struck through.
import { createMemo, createSignal, For, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { HoldButton } from '../parts/HoldButton.tsx';
import { createLiveGame } from './live.ts';
import { timeline, type Step, type UnicornLog } from './walker.ts';
import { anyEventSentence, repeatsAnswer, resultSentence, resultSentences, say, turnWords } from './words.ts';
import { cardsIn, splitCardNames, type Piece } from './card-links.ts';
import { LinkedSentence } from './CardLookup.tsx';
import { followedGame } from '../phones/seat.ts';
import { say as sayPhones } from '../phones/words.ts';
import './fix.css';

/** Events shown at once: a 300-event game opens as fast as a short one. */
const PAGE = 40;

interface Line {
  n: number;
  text: string;
  results: string[];
  /** The event's sentence and each result's, with the cards they name tappable (card lookup). */
  textPieces: Piece[];
  resultPieces: Piece[][];
  undone: boolean;
  turn: number;
  /** The turn's heading: whose turn, and which of their own turns it is. */
  turnWords: string;
  /** Seats the event is about: who decided, whom a correction or a result names. */
  players: Set<number>;
  /** The winner line, on the event that ended the game. */
  won: string | undefined;
  /** Lower-case words of the event and its results, for the search box. */
  haystack: string;
}

/** The seats a step is about. */
function playersOf(step: Step): Set<number> {
  const seats = new Set<number>();
  if (step.event.type === 'correct') {
    const c = step.event.correction;
    if ('player' in c) seats.add(c.player);
    if (c.kind === 'move')
      for (const zone of [c.from, c.to]) {
        if ('stable' in zone) seats.add(zone.stable);
        if ('hand' in zone) seats.add(zone.hand);
      }
  } else if (step.decision?.player !== null && step.decision?.player !== undefined) {
    seats.add(step.decision.player);
  } else if ('player' in step.event.option) {
    seats.add(step.event.option.player);
  }
  for (const r of step.results) {
    if ('player' in r && typeof r.player === 'number') seats.add(r.player);
    if (r.kind === 'won') r.winners.forEach((w) => seats.add(w));
  }
  return seats;
}

function describe(log: UnicornLog): Line[] {
  const language = uiLanguage();
  return timeline(log).map((step, i) => {
    const text = anyEventSentence(step.decision, step.event, step.before, language);
    // A result that says just what the event's own sentence says is not repeated under it.
    const own = step.results.filter((r) => !repeatsAnswer(r, step.decision, step.event));
    const results = resultSentences(own, step.after, language).filter((r) => r !== text);
    const cards = cardsIn([step.event, step.decision?.source, step.decision?.about, step.results]);
    return {
      n: i + 1,
      text,
      results,
      textPieces: splitCardNames(text, cards, language),
      resultPieces: results.map((r) => splitCardNames(r, cards, language)),
      undone: i >= log.events.length,
      turn: step.before.turn.number,
      turnWords: turnWords(step.before, step.before.players[step.before.turn.player]?.name ?? ''),
      players: playersOf(step),
      won: step.results.flatMap((r) =>
        r.kind === 'won' ? [resultSentence(r, step.after, language)] : [],
      )[0],
      haystack: [text, ...results].join(' ').toLowerCase(),
    };
  });
}

export function HistoryScreen(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  const live = createLiveGame(props);
  const lines = createMemo(() => describe(live.log()));
  const [who, setWho] = createSignal<number | null>(null);
  const [query, setQuery] = createSignal('');
  const [shown, setShown] = createSignal(PAGE);
  /** The event "Undo to here" asks about. */
  const [undoing, setUndoing] = createSignal<Line | null>(null);
  let dialog: HTMLDialogElement | undefined;

  const last = () => lines()[live.log().events.length - 1]?.text ?? '';
  const next = () => lines()[live.log().events.length]?.text ?? '';
  const players = () => live.state().table.players;
  /** Newest first: undone events (the most recently undone on top), then the kept ones. */
  const matching = createMemo(() => {
    const q = query().trim().toLowerCase();
    const seat = who();
    return [...lines()]
      .reverse()
      .filter((line) => (seat === null || line.players.has(seat)) && (!q || line.haystack.includes(q)));
  });
  const visible = () => matching().slice(0, shown());
  const winner = () => lines().find((line) => line.won && !line.undone);
  /**
   * A phone of another version than the shared table's writes nothing: its undo would be put back by
   * the table at once, so the buttons stay, disabled, beside the reason.
   */
  const followsOnly = () => followedGame() === props.game.id;

  const askUndo = (line: Line): void => {
    setUndoing(line);
    queueMicrotask(() => dialog?.showModal());
  };
  const closeUndo = (confirmed: boolean): void => {
    const line = undoing();
    dialog?.close();
    setUndoing(null);
    if (confirmed && line && !followsOnly()) live.undoTo(line.n - 1);
  };

  return (
    <>
      <TopBar title={t('history.title')} back={{ screen: 'table', gameId: props.game.id }} />
      <Show when={followsOnly()}>
        <p class="banner warn" role="status" data-testid="history-follows-only">
          {sayPhones('historyFollowsOnly')}
        </p>
      </Show>
      <div class="grid2 u-mb-14">
        <HoldButton
          label={t('table.undo')}
          disabled={live.log().events.length === 0 || followsOnly()}
          question={t('history.undoConfirm', { event: last() })}
          onConfirm={live.undo}
        />
        <HoldButton
          label={t('table.redo')}
          disabled={live.log().undone.length === 0 || followsOnly()}
          question={t('history.redoConfirm', { event: next() })}
          onConfirm={live.redo}
        />
      </div>
      <p class="muted small">{t('table.holdToUndo')}</p>
      <Show when={winner()}>
        {(line) => (
          <p class="panel won-line" role="status">
            {line().won}
          </p>
        )}
      </Show>
      <Show when={lines().length > 0} fallback={<p class="muted">{t('history.empty')}</p>}>
        <div class="history-tools" role="group" aria-label={say('filterBy')}>
          <button type="button" aria-pressed={who() === null} onClick={() => setWho(null)}>
            {say('everyone')}
          </button>
          <For each={players()}>
            {(seat, i) => (
              <button type="button" aria-pressed={who() === i()} onClick={() => setWho(i())}>
                {seat.name}
              </button>
            )}
          </For>
        </div>
        <label for="history-search">{say('searchHistory')}</label>
        <input
          id="history-search"
          type="search"
          autocomplete="off"
          value={query()}
          onInput={(e) => setQuery(e.currentTarget.value)}
          class="u-w-100 u-mb-8"
        />
        <p class="muted small">{say('latestFirst')}</p>
        <Show when={matching().length > 0} fallback={<p class="muted">{say('noMatch')}</p>}>
          <ol class="history" aria-label={t('history.title')}>
            <For each={visible()}>
              {(line, i) => (
                <>
                  <Show when={i() === 0 || visible()[i() - 1]!.turn !== line.turn}>
                    <li class="turn-heading">{line.turnWords}</li>
                  </Show>
                  <li classList={{ undone: line.undone, won: !!line.won }} data-n={line.n}>
                    <span class="n">{line.n}</span>
                    <div class="body">
                      <span class="text event-text">
                        <LinkedSentence pieces={line.textPieces} language={uiLanguage()} />
                      </span>
                      <Show when={line.undone}>
                        <span class="visually-hidden"> ({t('history.undone')})</span>
                      </Show>
                      <Show when={line.results.length > 0}>
                        <ul class="results-list">
                          <For each={line.resultPieces}>
                            {(pieces) => (
                              <li class="text">
                                <LinkedSentence pieces={pieces} language={uiLanguage()} />
                              </li>
                            )}
                          </For>
                        </ul>
                      </Show>
                      <Show when={!line.undone}>
                        <button
                          type="button"
                          class="undo-here"
                          disabled={followsOnly()}
                          onClick={() => askUndo(line)}
                        >
                          {say('undoToHere')}
                        </button>
                      </Show>
                    </div>
                  </li>
                </>
              )}
            </For>
            <Show when={matching().length === 0 || shown() >= matching().length}>
              <li>
                <span class="n">0</span>
                <span class="text">{t('history.setup')}</span>
              </li>
            </Show>
          </ol>
          <Show when={shown() < matching().length}>
            <button type="button" class="wide" onClick={() => setShown(shown() + PAGE)}>
              {say('showMore', { n: Math.min(PAGE, matching().length - shown()) })}
            </button>
          </Show>
        </Show>
      </Show>
      <Show when={undoing()}>
        {(line) => (
          <dialog ref={dialog} aria-labelledby="undo-to-question" onCancel={() => setUndoing(null)}>
            <p id="undo-to-question" class="u-fs-1_1rem u-fw-600">
              {live.log().events.length - line().n === 0
                ? say('undoToConfirm0', { event: line().text })
                : say('undoToConfirm', { event: line().text, n: live.log().events.length - line().n })}
            </p>
            <div class="grid2">
              <button type="button" onClick={() => closeUndo(false)}>
                {t('table.cancel')}
              </button>
              <button type="button" class="primary" onClick={() => closeUndo(true)}>
                {t('table.confirm')}
              </button>
            </div>
          </dialog>
        )}
      </Show>
    </>
  );
}
