// Disputes for The Lion & The Unicorn: asks the judge who wins the round with the cards as they lie,
// from the table as everyone may see it (face-up animals, face-down counts, rounds won). The answer is the judge's.
import { createSignal, For, Show } from 'solid-js';
import { askJudge } from '../../games/judge.ts';
import { viewFor } from '../../games/lion-and-unicorn/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { replayLion, type LionLog } from './live.ts';
import { listOf, say } from './words.ts';
import './lion.css';

/** The judge's round question for a table seen by everyone: no face-down animal is ever sent. */
export function roundQuestion(game: SavedGame): Record<string, unknown> {
  const state = replayLion(game.log as unknown as LionLog);
  const view = viewFor(state, null);
  // Once a round is won the table already counts it; the judge wants the rounds won before this one.
  const finished = state.matchWinner ?? state.roundWinner;
  return {
    game: 'lion-and-unicorn',
    players: view.seats.map((seat, i) => ({
      name: seat.name,
      faceUp: seat.cards.filter((c) => c.faceUp && c.animal).map((c) => c.animal),
      faceDown: seat.cards.filter((c) => !c.faceUp).length,
      roundsWon: seat.roundsWon - (i === finished ? 1 : 0),
    })),
    ask: { what: 'round' },
  };
}

/** The disputes screen: one question to the judge about the table as it stands. */
export function DisputesScreen(props: { game: SavedGame }) {
  const question = roundQuestion(props.game);
  const [answer, setAnswer] = createSignal<Record<string, unknown> | null>(null);
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return (
    <>
      <TopBar title={say('judge')} back={{ screen: 'table', gameId: props.game.id }} />
      <p class="muted">{say('judgeIntro')}</p>
      <section class="panel" aria-labelledby="q-round">
        <h2 class="u-mt-0" id="q-round">
          {say('judgeRound')}
        </h2>
        <button type="button" class="primary wide" onClick={() => setAnswer(askJudge(question))}>
          {say('ask')}
        </button>
        <Show when={answer()}>
          {(a) => (
            <div role="status" class="panel lion-ruling">
              <Show
                when={typeof a().error !== 'string'}
                fallback={<p class="error">{say('judgeError', { reason: String(a().error) })}</p>}
              >
                <Show
                  when={list(a().winners).length > 0}
                  fallback={
                    <p class="big-line">
                      {list(a().returnCard).length > 0
                        ? say('judgeReturn', { names: listOf(list(a().returnCard)) })
                        : say('judgeNobody')}
                    </p>
                  }
                >
                  <For each={list(a().winners)}>
                    {(w) => <p class="big-line">{say('judgeWinner', { name: w })}</p>}
                  </For>
                  <Show when={typeof a().matchWinner === 'string'}>
                    <p>{say('judgeMatch', { name: String(a().matchWinner) })}</p>
                  </Show>
                </Show>
              </Show>
            </div>
          )}
        </Show>
        <details class="u-mt-12">
          <summary>{say('judgeSent')}</summary>
          <pre class="lion-question-json">{JSON.stringify(question, null, 2)}</pre>
        </details>
      </section>
    </>
  );
}
