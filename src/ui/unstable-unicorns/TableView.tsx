// The table as everyone can see it: each Stable (Unicorns, Upgrades, Downgrades and what it counts
// toward winning), hand sizes, the deck, the discard pile and the Nursery, whose turn and which phase.
import { createEffect, createSignal, For, on, onCleanup, onMount, Show, type JSX } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { Table } from '../../games/unstable-unicorns/table.ts';
import { cardName, face, nameLanguage } from './card-names.ts';
import { colourValue, SEAT_COLOURS } from './colours.ts';
import { openCardLookup } from './CardLookup.tsx';
import { MOST_AROUND, SIDES, type Side } from './seats.ts';
import { say } from './words.ts';
import './stable-dialog.css';

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

/**
 * The deck, discard pile and Nursery counts: in the top bar, so that they stay on the screen whatever
 * the decision below asks and however many players sit around.
 */
export function StatusStrip(props: { table: Table }) {
  return (
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
  );
}

/** The card on top of the discard pile, one tap from its lookup. */
function DiscardTop(props: { table: Table }) {
  const lang = () => props.table.language;
  const top = () => props.table.discard[props.table.discard.length - 1];
  return (
    <Show when={top()}>
      {(card) => (
        <p class="small muted discard-top">
          {t('table.discardTop')}{' '}
          <button
            type="button"
            class="chip-button"
            aria-haspopup="dialog"
            aria-label={t('lookup.open', { card: cardName(card(), lang()) })}
            onClick={() => openCardLookup(card(), lang())}
          >
            {cardName(card(), lang())}
          </button>
        </p>
      )}
    </Show>
  );
}

/** A Stable's cards, Unicorns first, each opening its lookup when tapped. */
function StableChips(props: { table: Table; seat: number; ref?: (el: HTMLUListElement) => void }) {
  const lang = () => props.table.language;
  // The card type named for a card of this Stable as it entered (Nightmare Pact), shown beside it.
  const namedFor = (id: string) =>
    props.table.named?.findLast((entry) => entry.player === props.seat && entry.card === id)?.kind;
  return (
    <ul class="chips" ref={props.ref}>
      <For
        each={[...props.table.players[props.seat]!.stable].sort((a, b) => order[group(a)] - order[group(b)])}
      >
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
              lang={nameLanguage(id, lang())}
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
  );
}

/**
 * How many of a Stable's cards lie outside their seat's box, where no one can read them: a narrow
 * side of the phone holds a few names only, and a real Stable reaches seven cards or more.
 */
function createHiddenCount(seat: () => HTMLElement | undefined, list: () => HTMLElement | undefined) {
  const [hidden, setHidden] = createSignal(0);
  const measure = (): void => {
    const el = seat();
    const chips = list()?.children;
    if (!el || !chips) {
      setHidden(0);
      return;
    }
    // The seat shows what lies inside its borders; a seat turned half a turn has them swapped.
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const turned = /^matrix\(-1,/.test(style.transform.replace(/\s/g, ''));
    const border = (a: string, b: string): [number, number] => {
      const pair: [number, number] = [parseFloat(a) || 0, parseFloat(b) || 0];
      return turned ? [pair[1], pair[0]] : pair;
    };
    const [left, right] = border(style.borderLeftWidth, style.borderRightWidth);
    const [top, bottom] = border(style.borderTopWidth, style.borderBottomWidth);
    // ...and what lies on the screen: a seat may reach past its edge (a phone in landscape).
    const shown = {
      left: Math.max(box.left + left, 0) - 1,
      right: Math.min(box.right - right, window.innerWidth) + 1,
      top: Math.max(box.top + top, 0) - 1,
      bottom: Math.min(box.bottom - bottom, window.innerHeight) + 1,
    };
    let count = 0;
    for (const chip of chips) {
      const r = chip.getBoundingClientRect();
      if (r.left < shown.left || r.right > shown.right || r.top < shown.top || r.bottom > shown.bottom)
        count += 1;
    }
    // The count's own button, appearing or going, moves the names: they are counted again once
    // laid out (it settles: the button is there whatever the count above zero).
    if (count !== hidden()) {
      setHidden(count);
      later();
    }
  };
  let frame = 0;
  const later = (): void => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  };
  onMount(() => {
    const observer = new ResizeObserver(later);
    const el = seat();
    if (el) observer.observe(el);
    const ul = list();
    if (ul) observer.observe(ul);
    el?.addEventListener('scroll', later, { passive: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    onCleanup(() => {
      observer.disconnect();
      el?.removeEventListener('scroll', later);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    });
  });
  return { hidden, measure: later };
}

/**
 * What a seat counts toward winning and its hand size, read from across the table: the numbers large,
 * "in hand" beside its number in smaller type, so that a seat's header leaves its Stable room.
 */
function SeatCounts(props: TableProps & { seat: number }) {
  const unicorns = () => props.unicorns[props.seat] ?? 0;
  const hand = () => props.table.players[props.seat]!.hand.count;
  // The words around the number, in the order the language puts them ("5 in hand", "5 en main").
  const handWords = () => t('table.handCount', { n: '\u0001' }).split('\u0001');
  return (
    <>
      <span class="count" aria-label={`${t('table.unicorns')}: ${unicorns()} / ${props.goal}`}>
        <Horn />
        {t('table.counts', { n: unicorns(), goal: props.goal })}
      </span>
      <span class="hand-count">
        <Show when={handWords()[0]}>{(before) => <span class="hand-words">{before()}</span>}</Show>
        {hand()}
        <span class="hand-words">{handWords()[1]}</span>
      </span>
    </>
  );
}

/** One player's Stable, hand size and what it counts toward winning. */
function SeatPanel(props: TableProps & { seat: number; side?: Side; onShowAll: (seat: number) => void }) {
  const lang = () => props.table.language;
  const seat = () => props.table.players[props.seat]!;
  const colour = () => colourValue(props.colours[props.seat] ?? SEAT_COLOURS[props.seat]?.id);
  let box: HTMLElement | undefined;
  let list: HTMLUListElement | undefined;
  const { hidden, measure } = createHiddenCount(
    () => box,
    () => list,
  );
  // A card in or out moves the others: counted again once laid out.
  createEffect(on(() => seat().stable.join(), measure, { defer: true }));
  const moreWords = () => say('stableMore', { n: hidden() });
  return (
    <article
      ref={box}
      class={`panel seat${props.side ? ` side-${props.side}` : ''}`}
      classList={{ active: props.table.turn.player === props.seat }}
      // How many names the Stable holds: a side of the phone widens by a column of names for every few.
      style={{ '--seat': colour(), '--names': String(Math.max(1, seat().stable.length)) }}
      aria-label={seat().name}
      data-side={props.side}
    >
      <header>
        <span class="dot" style={{ background: colour() }} />
        <span class="name">{seat().name}</span>
        <Show when={hidden() > 0}>
          <button
            type="button"
            class="stable-more"
            aria-haspopup="dialog"
            // What it says, then what a tap shows: a screen reader and a voice command find the same words.
            aria-label={`${moreWords()} ${say('stableAll', { n: seat().stable.length, name: seat().name })}`}
            onClick={() => props.onShowAll(props.seat)}
          >
            {moreWords()}
          </button>
        </Show>
        <SeatCounts {...props} />
      </header>
      <Show when={seat().stable.length > 0} fallback={<p class="muted small">{t('table.stableEmpty')}</p>}>
        <StableChips table={props.table} seat={props.seat} ref={(el) => (list = el)} />
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
 * One player at a table of 5 to 8, where no side of the phone is left for a whole Stable: their name,
 * what their Stable counts toward winning and their hand size; a tap opens the whole Stable.
 */
function SeatTile(props: TableProps & { seat: number; onOpen: (seat: number) => void }) {
  const seat = () => props.table.players[props.seat]!;
  const colour = () => colourValue(props.colours[props.seat] ?? SEAT_COLOURS[props.seat]?.id);
  return (
    <button
      type="button"
      class="seat-tile"
      classList={{ active: props.table.turn.player === props.seat }}
      style={{ '--seat': colour() }}
      aria-haspopup="dialog"
      data-seat={props.seat}
      onClick={() => props.onOpen(props.seat)}
    >
      <span class="name">
        <span class="dot" style={{ background: colour() }} />
        {seat().name}
      </span>
      <SeatCounts {...props} />
    </button>
  );
}

/**
 * The whole Stable, unclipped, when its side of the phone cannot show it all; outside the seats, which
 * are turned and written sideways. Opened from a tile at 5 to 8 players, it is turned toward the edge
 * where that player sits (`side`), since the phone lies among them and they are the one who asked.
 */
function StableDialog(props: { table: Table; seat: number | null; side?: Side; onClose: () => void }) {
  let dialog: HTMLDialogElement | undefined;
  return (
    // Seat 0 is a seat: the Show is given an object, never the number, which it would take as false.
    <Show when={props.seat !== null && props.table.players[props.seat] ? { seat: props.seat } : null}>
      {(shown) => (
        <dialog
          ref={(el) => {
            dialog = el;
            queueMicrotask(() => {
              if (!el.open) el.showModal();
            });
          }}
          class="stable-all"
          data-side={props.side}
          aria-labelledby="stable-all-title"
          onClose={props.onClose}
        >
          <h2 id="stable-all-title">{say('stableOf', { name: props.table.players[shown().seat]!.name })}</h2>
          <StableChips table={props.table} seat={shown().seat} />
          <button type="button" class="primary wide u-mt-12" onClick={() => dialog?.close()}>
            {t('lookup.close')}
          </button>
        </dialog>
      )}
    </Show>
  );
}

/**
 * Around the phone, the decision takes the whole width (a sheet, the Stables as strips along the
 * edges) whenever the middle between the Stables is too small for all of it (a Neigh round of
 * Control & Chaos, a card picker), or a Stable too long for its place beside the middle. Measured, not guessed: the middle is tried first at every change,
 * in the same task, so the screen never shows the overflowing one.
 */
function createSheet(table: HTMLElement): void {
  const settle = (): void => {
    const centre = table.querySelector<HTMLElement>(':scope > .around-center');
    if (!centre) return;
    table.removeAttribute('data-sheet');
    centre.style.maxHeight = '';
    if (table.classList.contains('around')) sheetOrNot(centre);
    wholeRows(centre);
  };
  const sheetOrNot = (centre: HTMLElement): void => {
    // Two players face each other across a middle as wide as the phone: nothing to gain.
    if (!table.querySelector(':scope > .around-left, :scope > .around-right')) return;
    // The decision and what just happened must show, and the decision offered under a Neigh round
    // nobody answers; the links under them may scroll. (Measured from the middle, which is positioned.)
    const shown = centre.querySelectorAll<HTMLElement>(
      ':scope > .now, :scope > .now-ahead, :scope > .just-now-panel',
    );
    const bottom = Math.max(...[...shown].map((el) => el.offsetTop + el.offsetHeight));
    // A Stable too long for its side of the middle (a phone on its side, its top and bottom seats
    // beside the decision) is shown whole along an edge too.
    const end = table.getBoundingClientRect().bottom + 1;
    const cut = [...table.querySelectorAll<HTMLElement>('.seat')].some(
      (seat) => seat.scrollHeight > seat.clientHeight + 1 || seat.getBoundingClientRect().bottom > end,
    );
    if (bottom > centre.clientHeight + 1 || cut) table.setAttribute('data-sheet', '');
  };
  /**
   * The middle scrolls where what follows the decision does not fit: it ends above the first button
   * its edge would cut in two (Ask the judge half under a Stable), so every button shown is whole and
   * a tap on it lands. Never inside the decision asked, which must show whole (or become a sheet).
   */
  const wholeRows = (centre: HTMLElement): void => {
    const box = centre.getBoundingClientRect();
    const edge = Math.min(box.top + centre.clientHeight, innerHeight);
    const now = centre.querySelector(':scope > .now')?.getBoundingClientRect();
    let cutAt = Infinity;
    for (const el of centre.querySelectorAll<HTMLElement>('button, a.button, select, input')) {
      const b = el.getBoundingClientRect();
      if (b.height > 0 && b.top < edge - 0.5 && b.bottom > edge + 0.5) cutAt = Math.min(cutAt, b.top);
    }
    if (cutAt < Infinity && cutAt > (now?.bottom ?? box.top))
      centre.style.maxHeight = `${Math.floor(cutAt - box.top - 2)}px`;
  };
  let frame = 0;
  const later = (): void => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(settle);
  };
  onMount(() => {
    settle();
    const mutations = new MutationObserver(later);
    mutations.observe(table, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', later);
    // Fonts arriving change every line's length.
    void document.fonts?.ready.then(later);
    onCleanup(() => {
      mutations.disconnect();
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    });
  });
}

/** What happens now, in the middle of the seats or beside the tiles, with the top of the discard pile. */
function Centre(props: { table: Table; center?: JSX.Element }) {
  return (
    <div class="around-center">
      {props.center}
      <DiscardTop table={props.table} />
    </div>
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
  const [allOf, setAllOf] = createSignal<number | null>(null);
  /** Around the phone at 5 to 8: a tile per player, the decision taking the rest. */
  const many = () =>
    props.layout === 'around' && props.table.players.length > MOST_AROUND && props.center !== undefined;
  // Only a tile's Stable turns to its player: at 2 to 4 the seat itself already faces them.
  const facing = (): Side | undefined => {
    const seat = allOf();
    return many() && seat !== null ? props.sides?.[seat] : undefined;
  };
  return (
    <>
      <StableDialog table={props.table} seat={allOf()} side={facing()} onClose={() => setAllOf(null)} />
      <Show when={many()}>
        <section ref={(el) => createSheet(el)} class="around-many" aria-label={t('table.title')}>
          <div class="many-seats">
            <For each={props.table.players}>
              {(_seat, i) => <SeatTile {...props} seat={i()} onOpen={setAllOf} />}
            </For>
          </div>
          <Centre {...props} />
        </section>
      </Show>
      <Show
        when={!many() && around()}
        fallback={
          <Show when={!many()}>
            <div classList={{ 'list-table': props.center !== undefined }}>
              <Show when={props.center}>
                <div class="list-center">{props.center}</div>
              </Show>
              <section aria-label={t('table.title')}>
                <DiscardTop table={props.table} />
                <For each={props.table.players}>
                  {(_seat, i) => <SeatPanel {...props} seat={i()} onShowAll={setAllOf} />}
                </For>
              </section>
            </div>
          </Show>
        }
      >
        <section
          ref={(el) => createSheet(el)}
          class={`around around-${props.table.players.length}`}
          aria-label={t('table.title')}
        >
          <For each={SIDES}>
            {(side) => (
              <Show when={seatsOn(side).length > 0}>
                <div class={`around-side around-${side}`}>
                  <For each={seatsOn(side)}>
                    {(i) => <SeatPanel {...props} seat={i} side={side} onShowAll={setAllOf} />}
                  </For>
                </div>
              </Show>
            )}
          </For>
          <Centre {...props} />
        </section>
      </Show>
    </>
  );
}
