// The table of a Lion & The Unicorn game: what happens now and who decides, what just happened on its
// own, every row of cards as the table may see it, and the round and match ends. Keeps the phone awake.
import { createMemo, createSignal, For, Show } from 'solid-js';
import { language } from '../../i18n/index.ts';
import {
  animalOf,
  describeEvent,
  lionRules,
  startingAnimals,
  viewFor,
  type Animal,
  type LionState,
} from '../../games/lion-and-unicorn/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { HoldButton } from '../parts/HoldButton.tsx';
import { useWakeLock } from '../pwa.ts';
import { go } from '../router.ts';
import { createLiveLion, replayLion } from './live.ts';
import { FixPanel } from './FixPanel.tsx';
import { NowPanel } from './NowPanel.tsx';
import { Curtain } from './Secret.tsx';
import { Crown, TableView } from './TableView.tsx';
import { animal, listOf, newsLine, say } from './words.ts';
import './lion.css';

/** The end of a round or of the match: who won, with which set, the crown, and the rounds won. */
export function RoundEnd(props: { state: LionState }) {
  const winner = () => props.state.roundWinner ?? props.state.matchWinner ?? 0;
  const name = () => props.state.seats[winner()]?.name ?? '?';
  const match = () => props.state.matchWinner !== null;
  const set = () => props.state.winningSet.map((id) => animal(animalOf[id]!));
  return (
    <section class="lion-end" aria-labelledby="end-title">
      <div class="winner">
        <Crown size={64} />
        <h2 id="end-title" class="big u-m-4-0-6">
          {match()
            ? say('matchWinner', { name: name() })
            : say('roundWinner', { name: name(), n: props.state.round })}
        </h2>
        <p class="u-m-0-0-4">{say('winningSet', { animals: listOf(set()) })}</p>
        <p class="u-m-0">
          {match() ? say('wearsCrown', { name: name() }) : say('takesCrown', { name: name() })}
        </p>
      </div>
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{say('player_')}</th>
            <th class="u-ta-right" scope="col">
              {say('roundsWonLabel')}
            </th>
          </tr>
        </thead>
        <tbody>
          <For each={props.state.seats}>
            {(seat, i) => (
              <tr>
                <td>
                  <strong>{seat.name}</strong>
                  <Show when={props.state.crown === i()}>
                    {' '}
                    <Crown size={20} label={say('crown')} />
                  </Show>
                </td>
                <td class="num">{seat.roundsWon}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </section>
  );
}

/** The table screen of a saved game: walker, news, undo, the rows of cards and the ends. */
export function TableScreen(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  useWakeLock();
  const live = createLiveLion(props);
  const state = () => live.state();
  const view = createMemo(() => viewFor(state(), null));
  const decision = () => lionRules.pending(state());
  const [peek, setPeek] = createSignal<number | null>(null);
  /** The "Fix the table" mode: corrections instead of the walker, until the table matches. */
  const [fixing, setFixing] = createSignal(false);
  const name = (seat: number) => state().seats[seat]?.name ?? '?';

  const title = () => {
    const s = state();
    if (s.matchWinner !== null) return say('matchOver');
    if (s.roundWinner !== null) return say('roundOver');
    return say('turnOf', { name: name(s.turn) });
  };
  /** What happened on its own during the last event (the turn passing is plain from the panel). */
  const news = () =>
    state()
      .news.filter(
        (n) =>
          // The turn passing reads from the panel, a win from the end box just above.
          !['turn', 'round-won', 'match-won'].includes(n.kind) &&
          !(n.kind === 'crows-discarded' && n.cards.length === 0),
      )
      .map((n) => newsLine(n, state(), (id) => animalOf[id]!));
  /** The last event in words, for the undo question. */
  const lastSentence = (): string => {
    const log = live.log();
    if (log.events.length === 0) return '';
    const before = replayLion({ setup: log.setup, events: log.events.slice(0, -1), undone: [] });
    return describeEvent(before, log.events[log.events.length - 1]!, language());
  };
  // The owner's own starting card put right on their secret screen: nobody else sees which.
  const [wrongStart, setWrongStart] = createSignal(false);
  const [startRefusal, setStartRefusal] = createSignal('');
  const closePeek = (seat: number | null): void => {
    setWrongStart(false);
    setStartRefusal('');
    setPeek(seat);
  };
  const fixStarting = (a: Animal): void => {
    const refused = live.answer({
      type: 'correct',
      correction: { kind: 'starting', player: peek()!, animal: a },
    });
    setStartRefusal(refused ?? '');
    if (refused === null) setWrongStart(false);
  };
  const peekCard = () => {
    const seat = peek();
    if (seat === null) return null;
    return viewFor(state(), seat).seats[seat]?.cards.find((c) => c.starting) ?? null;
  };

  return (
    <>
      <TopBar title={title()}>
        <span class="muted small u-pr-6">{say('round', { n: state().round })}</span>
      </TopBar>

      <Show
        when={peek() === null}
        fallback={
          <Curtain
            title={say('passTo', { name: name(peek()!) })}
            hint={say('othersLookAway')}
            open={say('iAm', { name: name(peek()!) })}
            onBack={() => closePeek(null)}
          >
            <section class="now" aria-labelledby="peek-title">
              <h2 class="what" id="peek-title">
                {say('peekFor', { name: name(peek()!) })}
              </h2>
              <ul class="lion-row lion-row-big">
                <li class="lion-card" data-animal={peekCard()?.animal ?? undefined}>
                  <span class="face">{peekCard()?.animal ? animal(peekCard()!.animal!) : '?'}</span>
                </li>
              </ul>
              <p>
                {say('yourStartingIs', { animal: peekCard()?.animal ? animal(peekCard()!.animal!) : '?' })}
              </p>
              <button type="button" class="primary wide" onClick={() => closePeek(null)}>
                {say('doneHide')}
              </button>
              <Show
                when={wrongStart()}
                fallback={
                  <button type="button" class="ghost wide" onClick={() => setWrongStart(true)}>
                    {say('startingWrong')}
                  </button>
                }
              >
                <p class="lion-question">{say('startingRight', { name: name(peek()!) })}</p>
                <div class="lion-animals">
                  <For each={startingAnimals}>
                    {(a) => (
                      <button
                        type="button"
                        class="lion-animal-button"
                        data-animal={a}
                        onClick={() => fixStarting(a)}
                      >
                        {animal(a)}
                      </button>
                    )}
                  </For>
                </div>
              </Show>
              <Show when={startRefusal()}>
                <p class="error" role="alert">
                  {say('refused', { reason: startRefusal() })}
                </p>
              </Show>
            </section>
          </Curtain>
        }
      >
        <Show when={state().roundWinner !== null || state().matchWinner !== null}>
          <RoundEnd state={state()} />
        </Show>
        <Show
          when={fixing()}
          fallback={
            <Show when={decision()}>
              <NowPanel state={state()} step={live.log().events.length} onAnswer={live.answer} />
            </Show>
          }
        >
          <FixPanel
            state={state()}
            onCorrect={(correction) => live.answer({ type: 'correct', correction })}
            onClose={() => setFixing(false)}
          />
        </Show>
        <Show when={news().length > 0}>
          <div role="status">
            <ul class="lion-news">
              <For each={news()}>{(line) => <li>{line}</li>}</For>
            </ul>
          </div>
        </Show>

        <div class="actions-bar lion-actions">
          <HoldButton
            label={say('undo')}
            disabled={live.log().events.length === 0}
            question={say('undoConfirm', { event: lastSentence() })}
            onConfirm={live.undo}
          />
          <Show when={decision() && !fixing()}>
            <button type="button" onClick={() => setFixing(true)}>
              {say('fixOpen')}
            </button>
          </Show>
          <a class="button" href={`#/game/${encodeURIComponent(props.game.id)}/history`}>
            {say('history')}
          </a>
          <a class="button" href={`#/game/${encodeURIComponent(props.game.id)}/disputes`}>
            {say('judge')}
          </a>
        </div>

        <TableView
          view={view()}
          colours={props.game.colours ?? []}
          acting={decision()?.player ?? null}
          winning={state().winningSet}
          onPeek={closePeek}
        />
        <Show when={state().matchWinner !== null}>
          <button type="button" class="primary wide" onClick={() => go({ screen: 'new' })}>
            {say('newGame')}
          </button>
        </Show>
      </Show>
    </>
  );
}
