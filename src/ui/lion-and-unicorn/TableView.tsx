// The table as everyone at it may see it: each player's row of cards in the order they lie (face-down
// ones without their animal), the crown, rounds won, the deck, the discard pile and the set under the crown.
import { For, Show } from 'solid-js';
import type { LionCardView, LionTableView } from '../../games/lion-and-unicorn/index.ts';
import { seatColour } from './seats.ts';
import { animal, listOf, say } from './words.ts';

/** The crown token, drawn here so no emoji font is needed. */
export function Crown(props: { size?: number; label?: string }) {
  return (
    <svg
      class="lion-crown"
      width={props.size ?? 26}
      height={((props.size ?? 26) * 20) / 26}
      viewBox="0 0 26 20"
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    >
      <path d="M2 6 L7 12 L13 3 L19 12 L24 6 L22 18 L4 18 Z" fill="currentColor" />
      <circle cx="2" cy="5" r="2" fill="currentColor" />
      <circle cx="13" cy="2.2" r="2" fill="currentColor" />
      <circle cx="24" cy="5" r="2" fill="currentColor" />
    </svg>
  );
}

/** How a card is named for a screen reader and on buttons: its place in the row, and what may be known. */
export function cardWords(card: LionCardView, place: number): string {
  const parts = [say('card', { n: place })];
  if (card.starting) parts.push(say('starting'));
  if (card.faceUp && card.animal) parts.push(animal(card.animal));
  else parts.push(say('faceDown'));
  return parts.join(' · ');
}

/** One card lying on the table. */
export function CardTile(props: { card: LionCardView; place: number; highlight?: boolean }) {
  return (
    <li
      class="lion-card"
      classList={{ down: !props.card.faceUp, starting: props.card.starting, highlight: props.highlight }}
      data-animal={props.card.faceUp ? (props.card.animal ?? undefined) : undefined}
      aria-label={cardWords(props.card, props.place)}
    >
      <span class="place" aria-hidden="true">
        {props.place}
      </span>
      <span class="face" aria-hidden="true">
        {props.card.faceUp && props.card.animal ? animal(props.card.animal) : '?'}
      </span>
      <Show when={props.card.starting}>
        <span class="tag" aria-hidden="true">
          {say('starting')}
        </span>
      </Show>
    </li>
  );
}

/** Every player's row, the crown, rounds won, deck, discard pile and the set under the crown. */
export function TableView(props: {
  view: LionTableView;
  colours: readonly string[];
  /** The seat to outline: whoever must act now. */
  acting: number | null;
  /** Card ids of the winning set, shown lifted. */
  winning: readonly string[];
  /** Opens the secret look at a player's own starting card. */
  onPeek: (seat: number) => void;
}) {
  const v = () => props.view;
  return (
    <section aria-label={say('round', { n: v().round })}>
      <div class="status-strip">
        <div class="stat">
          <div class="n">{v().round}</div>
          <div class="l">{say('roundLabel')}</div>
        </div>
        <div class="stat">
          <div class="n">{v().deck}</div>
          <div class="l">{say('deck')}</div>
        </div>
        <div class="stat">
          <div class="n">{v().discard.length}</div>
          <div class="l">{say('discard')}</div>
        </div>
      </div>
      <Show when={v().discard.length > 0}>
        <p class="small muted u-mt-n4">
          {say('discard')} · {say('discardTop', { animal: animal(v().discard[v().discard.length - 1]!) })}
        </p>
      </Show>
      <Show when={v().setAside.length > 0}>
        <p class="small muted">{say('setAside', { animals: listOf(v().setAside.map(animal)) })}</p>
      </Show>
      <For each={v().seats}>
        {(seat, i) => (
          <article
            class="panel seat lion-seat"
            classList={{ active: props.acting === i() }}
            style={{ '--seat': seatColour(i(), props.colours[i()]) }}
            aria-label={seat.name}
          >
            <header>
              <span class="dot" style={{ background: seatColour(i(), props.colours[i()]) }} />
              <span class="name">{seat.name}</span>
              <Show when={seat.crown}>
                <span class="lion-crown-holder">
                  <Crown label={say('crown')} />
                </span>
              </Show>
              <span class="lion-rounds" role="img" aria-label={`${say('roundsWonLabel')}: ${seat.roundsWon}`}>
                <span class="pip" classList={{ won: seat.roundsWon >= 1 }} aria-hidden="true" />
                <span class="pip" classList={{ won: seat.roundsWon >= 2 }} aria-hidden="true" />
              </span>
            </header>
            <Show when={seat.cards.length > 0} fallback={<p class="muted small">{say('noCards')}</p>}>
              <ul class="lion-row">
                <For each={seat.cards}>
                  {(card, k) => (
                    <CardTile card={card} place={k() + 1} highlight={props.winning.includes(card.id)} />
                  )}
                </For>
              </ul>
            </Show>
            <Show when={seat.cards.some((c) => c.starting && !c.faceUp)}>
              <button type="button" class="ghost small lion-peek" onClick={() => props.onPeek(i())}>
                {say('peek', { name: seat.name })}
              </button>
            </Show>
          </article>
        )}
      </For>
      <p class="small muted">{say('keepRows')}</p>
    </section>
  );
}
