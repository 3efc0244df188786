// On a shared table: each answer not applied because another phone's came at the same moment,
// said in a sentence, with one tap to play it now where the rules still take it.
import { For, Show } from 'solid-js';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import { raceSentence } from '../shared-words.ts';
import { cardName } from '../unstable-unicorns/card-names.ts';
import { racesOf, type RaceRow } from './races.ts';
import { say } from './words.ts';
import './races.css';

type Entry = RaceRow['notice']['entry'];

/** `players`: the names in seat order; `language`: the deck's, for card names. */
export function Races(props: { gameId: string; players: readonly string[]; language: Language }) {
  const rows = () => racesOf(props.gameId)?.rows ?? [];
  /** Whose answer it was: the player the answer names (a Neigh is Ben's), else the phone's seat. */
  const who = (entry: Entry): string => {
    const option = entry.event?.type === 'choose' ? entry.event.option : undefined;
    const player = option && 'player' in option && 'card' in option ? option.player : entry.seat;
    return (player === undefined ? undefined : props.players[player]) ?? say('race.someone');
  };
  const move = (entry: Entry): string => {
    const option = entry.event?.type === 'choose' ? entry.event.option : undefined;
    const card =
      option && 'card' in option ? option.card : option && 'play' in option ? option.play : undefined;
    return card === undefined ? say('race.answer') : cardName(card, props.language);
  };
  return (
    <Show when={rows().length > 0}>
      <div class="banner" role="status" data-testid="races">
        <ul class="races">
          <For each={rows()}>
            {(row) => (
              <li>
                <span>{raceSentence(row.notice, who, move)}</span>{' '}
                <Show when={row.canPlay}>
                  <button onClick={() => racesOf(props.gameId)?.playNow(row.notice.entry.id)}>
                    {say('race.playItNow')}
                  </button>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </div>
    </Show>
  );
}
