// The table as everyone can see it: each Stable (Unicorns, Upgrades, Downgrades and what it counts
// toward winning), hand sizes, the deck, the discard pile and the Nursery, whose turn and which phase.
import { For, Show, type JSX } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { Table } from '../../games/unstable-unicorns/table.ts';
import { cardName, face } from './card-names.ts';
import { colourValue, SEAT_COLOURS } from './colours.ts';
import { openCardLookup } from './CardLookup.tsx';
import { MOST_AROUND, SIDES, type Side } from './seats.ts';

/** Which group a Stable card is shown in. */
function group(id: string): 'unicorn' | 'upgrade' | 'downgrade' {
  const type = face(id)?.type ?? 'basic-unicorn';
  if (type === 'upgrade') return 'upgrade';
  if (type === 'downgrade') return 'downgrade';
  return 'unicorn';
}

/** Unicorns first, then Upgrades and Downgrades: what counts toward winning reads first. */
const order = { unicorn: 0, upgrade: 1, downgrade: 2 } as const;

/** A small unicorn horn, drawn here so no emoji font is needed. */
export function Horn() {
  return (
    <svg class="u-mr-4 u-va-n3" width="18" height="22" viewBox="0 0 18 22" aria-hidden="true">
      <path d="M13 1 L3 20 L10 21 Z" fill="currentColor" />
      <path
        d="M5 15 L10.6 16.2 M7.2 10.6 L11.2 11.6 M9.4 6.2 L11.8 6.8"
        stroke="var(--surface)"
        stroke-width="1.6"
      />
    </svg>
  );
}

/** How the table is laid out: around a phone lying in the middle, or one column for a phone in hand. */
export type TableLayout = 'around' | 'list';

interface TableProps {
  table: Table;
  colours: readonly string[];
  /** What each Stable counts toward winning, from the game's scoring. */
  unicorns: readonly number[];
  goal: number;
}

/** The deck, discard pile and Nursery counts. */
function StatusStrip(props: { table: Table }) {
  const lang = () => props.table.language;
  return (
    <>
      <div class="status-strip">
        <div class="stat">
          <div class="n">{props.table.deck}</div>
          <div class="l">{t('table.deck')}</div>
        </div>
        <div class="stat">
          <div class="n">{props.table.discard.length}</div>
          <div class="l">{t('table.discard')}</div>
        </div>
        <div class="stat">
          <div class="n">{props.table.nursery.length}</div>
          <div class="l">{t('table.nursery')}</div>
        </div>
      </div>
      <Show when={props.table.discard.length > 0}>
        <p class="small muted discard-top">
          {t('table.discardTop')}{' '}
          <button
            type="button"
            class="chip-button"
            aria-haspopup="dialog"
            aria-label={t('lookup.open', {
              card: cardName(props.table.discard[props.table.discard.length - 1]!, lang()),
            })}
            onClick={() => openCardLookup(props.table.discard[props.table.discard.length - 1]!, lang())}
          >
            {cardName(props.table.discard[props.table.discard.length - 1]!, lang())}
          </button>
        </p>
      </Show>
    </>
  );
}

/** One player's Stable, hand size and what it counts toward winning. */
function SeatPanel(props: TableProps & { seat: number; side?: Side }) {
  const lang = () => props.table.language;
  const seat = () => props.table.players[props.seat]!;
  const colour = () => colourValue(props.colours[props.seat] ?? SEAT_COLOURS[props.seat]?.id);
  // The card type named for a card of this Stable as it entered (Nightmare Pact), shown beside it.
  const namedFor = (id: string) =>
    props.table.named?.findLast((entry) => entry.player === props.seat && entry.card === id)?.kind;
  return (
    <article
      class={`panel seat${props.side ? ` side-${props.side}` : ''}`}
      classList={{ active: props.table.turn.player === props.seat }}
      style={{ '--seat': colour() }}
      aria-label={seat().name}
      data-side={props.side}
    >
      <header>
        <span class="dot" style={{ background: colour() }} />
        <span class="name">{seat().name}</span>
        <span
          class="count"
          aria-label={`${t('table.unicorns')}: ${props.unicorns[props.seat] ?? 0} / ${props.goal}`}
        >
          <Horn />
          {t('table.counts', { n: props.unicorns[props.seat] ?? 0, goal: props.goal })}
        </span>
        <span class="hand-count">{t('table.handCount', { n: seat().hand.count })}</span>
      </header>
      <Show when={seat().stable.length > 0} fallback={<p class="muted small">{t('table.stableEmpty')}</p>}>
        <ul class="chips">
          <For each={[...seat().stable].sort((a, b) => order[group(a)] - order[group(b)])}>
            {(id) => (
              <li class={`chip ${group(id)}`}>
                <Show when={group(id) !== 'unicorn'}>
                  <span aria-hidden="true" class="chip-mark">
                    {group(id) === 'upgrade' ? '▲' : '▼'}
                  </span>
                </Show>
                <button
                  type="button"
                  class="chip-button"
                  aria-haspopup="dialog"
                  aria-label={t('lookup.open', { card: cardName(id, lang()) })}
                  onClick={() => openCardLookup(id, lang())}
                >
                  {cardName(id, lang())}
                </button>
                <Show when={namedFor(id)}>
                  {(kind) => <span class="small muted"> · {t(`named.${kind()}`)}</span>}
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={seat().hand.known.length > 0}>
        <p class="small muted known-hand">
          {t('table.known', {
            cards: seat()
              .hand.known.map((id) => cardName(id, lang()))
              .join(', '),
          })}
        </p>
      </Show>
    </article>
  );
}

/**
 * The table. In the list layout, the counts then every Stable in turn order; around the phone (2 to 4
 * players), each Stable sits on its player's side and faces them, and `center` (what happens now)
 * takes the middle.
 */
export function TableView(
  props: TableProps & { layout?: TableLayout; sides?: readonly Side[]; center?: JSX.Element },
) {
  const around = () =>
    props.layout === 'around' && props.table.players.length <= MOST_AROUND && props.sides !== undefined;
  const seatsOn = (side: Side) =>
    props.table.players.map((_seat, i) => i).filter((i) => props.sides?.[i] === side);
  return (
    <Show
      when={around()}
      fallback={
        <div classList={{ 'list-table': props.center !== undefined }}>
          <Show when={props.center}>
            <div class="list-center">{props.center}</div>
          </Show>
          <section aria-label={t('table.title')}>
            <StatusStrip table={props.table} />
            <For each={props.table.players}>{(_seat, i) => <SeatPanel {...props} seat={i()} />}</For>
          </section>
        </div>
      }
    >
      <section class={`around around-${props.table.players.length}`} aria-label={t('table.title')}>
        <For each={SIDES}>
          {(side) => (
            <Show when={seatsOn(side).length > 0}>
              <div class={`around-side around-${side}`}>
                <For each={seatsOn(side)}>{(i) => <SeatPanel {...props} seat={i} side={side} />}</For>
              </div>
            </Show>
          )}
        </For>
        <div class="around-center">
          {props.center}
          <StatusStrip table={props.table} />
        </div>
      </section>
    </Show>
  );
}
