// The Lion & The Unicorn part of the new-game screen: 2 to 6 players in seating order, who holds the
// crown, then the secret deal of the starting cards. The setup itself is checked by the game's rules.
import { LOG_FORMAT } from '../../engine/game-log.ts';
import { LION_RULES } from '../../games/lion-and-unicorn/saved-log.ts';
import { createSignal, Index, Show } from 'solid-js';
import { lionRules, type Animal, type LionSetup } from '../../games/lion-and-unicorn/index.ts';
import type { SavedGame } from '../../store/games.ts';
import { StartingDeal } from './Secret.tsx';
import { seatColour, seatColourId } from './seats.ts';
import { say } from './words.ts';
import { SeatNameRow } from '../parts/SeatNameRow.tsx';

/** The Lion & The Unicorn's new-game form; `onStart` gets the saved game, starting cards included. */
export function NewGameForm(props: {
  onStart: (game: Omit<SavedGame, 'id' | 'createdAt' | 'updatedAt'>) => void;
}) {
  const [names, setNames] = createSignal<string[]>(['', '']);
  const [crown, setCrown] = createSignal(0);
  const [error, setError] = createSignal('');
  const [dealing, setDealing] = createSignal<string[] | null>(null);

  const rename = (i: number, name: string): void => {
    setNames((list) => list.map((n, j) => (j === i ? name : n)));
  };
  const remove = (i: number): void => {
    setNames((list) => list.filter((_, j) => j !== i));
    if (crown() >= names().length) setCrown(0);
  };

  const deal = (event: Event): void => {
    event.preventDefault();
    const list = names().map((n) => n.trim());
    const folded = list.map((n) => n.toLowerCase());
    if (folded.some((n) => !n) || new Set(folded).size !== folded.length)
      return void setError(say('errorName'));
    setError('');
    setDealing(list);
  };

  const start = (players: string[], starting: Animal[]): void => {
    const setup: LionSetup = { players, crown: crown(), starting };
    try {
      lionRules.init(setup);
    } catch (problem) {
      setDealing(null);
      return void setError((problem as Error).message);
    }
    props.onStart({
      game: 'lion-and-unicorn',
      title: players.join(', '),
      players,
      colours: players.map((_, i) => seatColourId(i)),
      over: false,
      // Stamped from the start: a game exported before its first move is never read as an older log.
      log: {
        format: LOG_FORMAT,
        rules: LION_RULES,
        setup: setup as unknown as Record<string, unknown>,
        events: [],
        undone: [],
      },
    });
  };

  return (
    <Show
      when={dealing()}
      fallback={
        <form onSubmit={deal} novalidate>
          <fieldset>
            <legend>{say('players')}</legend>
            <p class="muted small">{say('playersHint')}</p>
            <Index each={names()}>
              {(name, i) => (
                <div class="player-row">
                  <SeatNameRow
                    id={`lion-player-${i}`}
                    seat={i}
                    colour={seatColour(i)}
                    name={name()}
                    placeholder={say('player', { n: i + 1 })}
                    label={say('playerName', { n: i + 1 })}
                    removeLabel={say('remove', { n: i + 1 })}
                    canRemove={names().length > 2}
                    onRename={(value) => rename(i, value)}
                    onRemove={() => remove(i)}
                  />
                  <label class="first-toggle u-mt-8">
                    <input
                      type="radio"
                      name="lion-crown"
                      checked={crown() === i}
                      onChange={() => setCrown(i)}
                    />
                    {say('crownHolder')}
                  </label>
                </div>
              )}
            </Index>
            <Show when={names().length < 6}>
              <button type="button" class="wide" onClick={() => setNames((l) => [...l, ''])}>
                {say('addPlayer')}
              </button>
            </Show>
          </fieldset>
          <p class="muted small">{say('crownHint')}</p>
          <p class="muted small">{say('dealHint')}</p>
          <Show when={error()}>
            <p class="error" role="alert">
              {error()}
            </p>
          </Show>
          <button type="submit" class="primary wide u-minh-64">
            {say('deal')}
          </button>
        </form>
      }
    >
      {(players) => (
        <StartingDeal
          players={players()}
          onBack={() => setDealing(null)}
          onDone={(starting) => start(players(), starting)}
        />
      )}
    </Show>
  );
}
