// The table of an Unstable Unicorns game: what happens now and who decides, the Neigh pile as it
// builds, every Stable, and the end screen. Keeps the phone awake while it is open.
import { createSignal, For, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { stableUnicorns } from '../../games/unstable-unicorns/scoring.ts';
import { PHASES } from '../../games/unstable-unicorns/table.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { HoldButton } from '../parts/HoldButton.tsx';
import { useWakeLock } from '../pwa.ts';
import { go } from '../router.ts';
import { createLiveGame } from './live.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { StatusStrip, TableView } from './TableView.tsx';
import { sidesFrom, sidesOf } from './seats.ts';
import { preferences } from '../app-state.ts';
import { EndPanel } from './EndPanel.tsx';
import { CardNameButton } from './CardLookup.tsx';
import { replayLog, resultsOf, unicornsToWin } from './walker.ts';
import {
  anyEventSentence,
  decisionSentence,
  lostTriggers,
  resultSentences,
  say,
  turnWords,
} from './words.ts';
import { FixTable } from './FixTable.tsx';
import { answerSettling } from '../parts/one-answer.ts';
import { language as uiLanguage } from '../../i18n/index.ts';
import { answersOnPhoneOf, whoDecides } from '../../games/unstable-unicorns/deciders.ts';
import { followedGame, seatOf, sharedGame } from '../phones/seat.ts';
import { FollowingOnly, OtherRules, PhonesStrip, WaitingFor } from '../phones/Strip.tsx';
import { Races } from '../phones/Races.tsx';

export function TableScreen(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  useWakeLock();
  const live = createLiveGame(props);
  const table = () => live.state().table;
  const lang = () => table().language;
  const turnName = () => table().players[table().turn.player]?.name ?? '?';
  /** Optional beginning-of-turn effects the player just gave up by going to the draw. */
  const lost = () => {
    const last = live.lastAnswer();
    if (!last || !('pass' in last.option) || table().turn.phase === 'beginning') return [];
    return lostTriggers(last.decision, lang());
  };
  const [fixing, setFixing] = createSignal(false);
  /** What the last event did, in words: every step said out loud. */
  const justNow = () => resultSentences(resultsOf(live.state()), table(), uiLanguage());
  /** This phone's seat when the game is shared with other phones (undefined: answers everything, as ever). */
  const seat = () => (sharedGame() === props.game.id ? seatOf(props.game.id) : undefined);
  /** True on a phone whose rules are another version than the shared table's: it answers nothing. */
  const followsOnly = () => followedGame() === props.game.id;
  /** The step at which this phone chose to answer for the player who decides. */
  const [answeringFor, setAnsweringFor] = createSignal(-1);
  /** The player another phone waits for now, when this seated phone does not decide. */
  const waitingFor = () => {
    const decision = live.state().pending;
    const mine = seat();
    if (!decision || mine === undefined || answersOnPhoneOf(decision, mine)) return undefined;
    if (answeringFor() === live.log().events.length) return undefined;
    const decider = whoDecides(decision);
    return decider === 'table' ? undefined : decider.player;
  };
  const lastEvent = () => {
    const events = live.log().events;
    return events.length ? events[events.length - 1]! : undefined;
  };

  return (
    <>
      <TopBar title={live.state().pending ? t('table.turn', { name: turnName() }) : t('table.over')}>
        <Show when={live.state().pending}>
          <span class="muted small u-pr-6 u-ta-right turn-words">{turnWords(live.state().table)}</span>
        </Show>
        <StatusStrip table={table()} />
      </TopBar>
      <Show when={sharedGame() === props.game.id}>
        <PhonesStrip gameId={props.game.id} players={table().players.map((p) => p.name)} />
      </Show>
      <Show when={followsOnly()}>
        <OtherRules />
      </Show>
      <Races gameId={props.game.id} players={table().players.map((p) => p.name)} language={lang()} />
      <Show when={live.state().pending}>
        <ol class="phases" aria-label={t('table.phases')}>
          <For each={PHASES}>
            {(phase) => (
              <li
                classList={{ current: table().turn.phase === phase }}
                aria-current={table().turn.phase === phase ? 'step' : undefined}
              >
                {t(`table.phase.${phase}`)}
              </li>
            )}
          </For>
        </ol>
      </Show>

      {/* Full width above the table, whatever its layout: in the middle of the seats around the
          phone it would be too narrow for its steppers. */}
      <Show when={fixing() && live.state().pending}>
        <FixTable
          state={live.state()}
          recent={live.recent()}
          onCorrect={live.correct}
          onCorrectAll={live.correctAll}
          onClose={() => setFixing(false)}
        />
      </Show>
      <TableView
        table={table()}
        colours={props.game.colours ?? []}
        unicorns={table().players.map((_s, i) => stableUnicorns(table(), i))}
        goal={unicornsToWin(table().players.length)}
        layout={preferences().tableLayout}
        sides={sidesFrom(sidesOf(props.game.seats, table().players.length), seat() ?? null)}
        center={
          <>
            {/* Above the decision: what the last answer did is read first, and never falls below
                the fold of the middle column however long the decision. */}
            <Show when={!fixing() && justNow().length > 0}>
              <section class="just-now-panel" aria-labelledby="just-now-title">
                <h2 id="just-now-title">{say('justNow')}</h2>
                <ul class="just-now">
                  <For each={justNow()}>{(line) => <li>{line}</li>}</For>
                </ul>
              </section>
            </Show>
            <Show
              when={!fixing() && live.state().pending}
              fallback={
                <Show when={!fixing() && table().outcome}>
                  {(outcome) => <EndPanel table={table()} outcome={outcome()} />}
                </Show>
              }
            >
              {(decision) => (
                <Show
                  when={waitingFor() === undefined && !followsOnly()}
                  fallback={
                    <Show
                      when={!followsOnly()}
                      fallback={
                        <FollowingOnly question={decisionSentence(decision(), table(), uiLanguage())} />
                      }
                    >
                      <WaitingFor
                        name={table().players[waitingFor()!]?.name ?? '?'}
                        question={decisionSentence(decision(), table(), uiLanguage())}
                        onAnswer={() => setAnsweringFor(live.log().events.length)}
                      />
                    </Show>
                  }
                >
                  <DecisionPanel
                    state={live.state()}
                    decision={decision()}
                    recent={live.recent()}
                    step={live.log().events.length}
                    onAnswer={live.answer}
                  />
                </Show>
              )}
            </Show>

            <Show when={lost().length > 0}>
              <p class="banner" role="status">
                {t('opt.lostNow', { cards: lost().join(', ') })}
              </p>
            </Show>

            <Show when={table().pile.length > 0}>
              <section class="panel" aria-labelledby="pile-title">
                <h2 class="u-mt-0" id="pile-title">
                  {t('table.pile')}
                </h2>
                <ol class="pile">
                  <For each={table().pile}>
                    {(entry) => (
                      <li>
                        <strong>
                          {t('table.pileWho', { name: table().players[entry.player]?.name ?? '?' })}
                        </strong>{' '}
                        <CardNameButton id={entry.card} language={lang()} />
                      </li>
                    )}
                  </For>
                </ol>
              </section>
            </Show>
            <Show when={table().chain.length > 0}>
              <section class="panel" aria-labelledby="chain-title">
                <h2 class="u-mt-0" id="chain-title">
                  {t('table.chain')}
                </h2>
                <ol class="small u-m-0 u-pl-20">
                  <For each={table().chain}>
                    {(link) => (
                      <li>
                        <CardNameButton id={link.card} language={lang()} /> (
                        {table().players[link.controller]?.name})
                      </li>
                    )}
                  </For>
                </ol>
              </section>
            </Show>

            {/* A double tap's second tap may land here once the answer above has shrunk the panel:
                Fix the table waits for the table to settle (the links only open another screen). */}
            <div class="actions-bar">
              <Show when={live.state().pending && !fixing() && !followsOnly()}>
                <button
                  type="button"
                  class="fix-open"
                  disabled={answerSettling()}
                  onClick={() => {
                    setFixing(true);
                    // The panel opens at the top of the page: show it from its first line, whatever was scrolled.
                    window.scrollTo({ top: 0 });
                  }}
                >
                  {say('fixOpen')}
                </button>
              </Show>
              <HoldButton
                label={t('table.undo')}
                disabled={live.log().events.length === 0 || followsOnly()}
                question={t('history.undoConfirm', {
                  event: lastEvent() ? lastSentence(live) : '',
                })}
                onConfirm={live.undo}
              />
              <a class="button" href={`#/game/${encodeURIComponent(props.game.id)}/history`}>
                {t('table.history')}
              </a>
              <a class="button" href={`#/game/${encodeURIComponent(props.game.id)}/disputes`}>
                {t('table.disputes')}
              </a>
              <a class="button" href={`#/game/${encodeURIComponent(props.game.id)}/phones`}>
                {t('phones.open')}
              </a>
            </div>
          </>
        }
      />
      <Show when={!live.state().pending}>
        <button class="primary wide" onClick={() => go({ screen: 'new' })}>
          {t('end.newGame')}
        </button>
      </Show>
    </>
  );
}

/** The last event in words, for the undo question. */
function lastSentence(live: ReturnType<typeof createLiveGame>): string {
  const log = live.log();
  if (log.events.length === 0) return '';
  const before = replayBefore(log);
  const event = log.events[log.events.length - 1]!;
  return anyEventSentence(before.pending, event, before.table, uiLanguage());
}

function replayBefore(log: ReturnType<ReturnType<typeof createLiveGame>['log']>) {
  return replayLog({ setup: log.setup, events: log.events.slice(0, -1), undone: [] });
}
