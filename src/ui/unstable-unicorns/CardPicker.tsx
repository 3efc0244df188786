// Naming a card from a hand the table has not seen, by tapping: the likely cards one tap away, then
// the kind of card and its faces, most likely first. Typing a name (CardSearch) stays below it.
import { createEffect, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import type { CardType } from '../../games/unstable-unicorns/vocabulary.ts';
import { cardName, face, nameLanguage, typeName } from './card-names.ts';
import { answerSettling } from '../parts/one-answer.ts';
import './picker.css';

/** The kinds in the order a player thinks of them: Unicorns first, answers last. */
const KINDS: readonly CardType[] = [
  'basic-unicorn',
  'magical-unicorn',
  'ultimate-unicorn',
  'magic',
  'upgrade',
  'downgrade',
  'instant',
  'baby-unicorn',
];

/** A small mark per kind, beside its colour, for a player who reads the shape before the word. */
const KIND_MARK: Record<CardType, string> = {
  'baby-unicorn': '◦',
  'basic-unicorn': '●',
  'magical-unicorn': '✦',
  'ultimate-unicorn': '♛',
  magic: '✧',
  upgrade: '▲',
  downgrade: '▼',
  instant: '✖',
};

/**
 * How many of the likeliest faces sit in the one-tap row besides the recent ones and Basic Unicorns
 * (where the screen has room: the row shrinks to fit). Chosen by whole games told to the phone
 * (WHOLE_GAME_SEED=n npx vitest run test/e2e/whole-game.test.ts): tried on seeds 5 and 1, judged on
 * seeds 4, 14 and 18, 99 turns, taps 378 with 2, 371 with 4, 363 with 6 (no seed worse with 6).
 */
const LIKELY_IN_ROW = 6;
/** Recent cards in the one-tap row. */
const RECENT_IN_ROW = 4;
/**
 * Basic Unicorns in the one-tap row: the seven colours and one more (a base game's Narwhal); where a
 * game holds more (Control & Chaos names a dozen), the rest are under their kind.
 */
const BASICS_IN_ROW = 8;
/** The fewest faces a screen too short for all of them still shows at once (then "N more…"). */
const FEWEST_SHOWN = 4;

const kindOf = (id: string): CardType | undefined => face(id)?.type;

/** The colour in a Basic Unicorn's community label ("Basic Unicorn (Red)"): painted as a dot. */
function unicornColour(id: string): string | undefined {
  return /^basic-unicorn-(red|orange|yellow|green|blue|indigo|purple)$/.exec(id)?.[1];
}

export function CardPicker(props: {
  /** The deck's language, for the names shown. */
  language: Language;
  /** The interface language, for the kinds' names. */
  uiLanguage: Language;
  /** The faces that may be named now, most likely first (asked of src/games by the caller). */
  faces: readonly string[];
  /** Cards named recently in this game, newest first. */
  recent?: readonly string[];
  onPick: (faceId: string) => void;
}) {
  const [openKind, setOpenKind] = createSignal<CardType | null>(null);
  /** A kind open: the one-tap row and the other kinds fold, its faces take the room. */
  const focused = () => openKind() !== null;
  const allowed = () => new Set(props.faces);
  /**
   * Where the screen is too short for the whole picker (a phone on its side among four Stables), the
   * most of the one-tap row that fits (the rest stays under its kind), and the most faces of a kind
   * shown at once, a page at a time, with "N more…": every button on the screen, none scrolled to.
   */
  const [rowLimit, setRowLimit] = createSignal(Infinity);
  const [perPage, setPerPage] = createSignal(Infinity);
  const [page, setPage] = createSignal(0);
  /** While the picker is being fitted to the screen (a few frames): marked, for a tester to wait on. */
  const [fitting, setFitting] = createSignal(false);

  /**
   * One tap each: recent cards that fit, the likeliest others (a Neigh, whose 14 copies make it the
   * likeliest card of a base game hand), then every Basic Unicorn that fits.
   */
  const oneTap = (): string[] => {
    const row: string[] = [];
    const add = (id: string) => {
      if (allowed().has(id) && !row.includes(id)) row.push(id);
    };
    const basic = (id: string) => kindOf(id) === 'basic-unicorn';
    (props.recent ?? []).slice(0, RECENT_IN_ROW).forEach(add);
    props.faces
      .filter((id) => !row.includes(id) && !basic(id))
      .slice(0, LIKELY_IN_ROW)
      .forEach(add);
    // The colours first (a player names a Basic Unicorn by its colour), then the others.
    const basics = props.faces.filter(basic);
    [...basics.filter((id) => unicornColour(id)), ...basics.filter((id) => !unicornColour(id))]
      .filter((id) => !row.includes(id))
      .slice(0, BASICS_IN_ROW)
      .forEach(add);
    return row.slice(0, rowLimit());
  };
  /** The kinds with a face not already one tap away: a kind to open. */
  const kinds = () => {
    const row = new Set(oneTap());
    return KINDS.map((kind) => ({ kind, faces: props.faces.filter((id) => kindOf(id) === kind) })).filter(
      (k) => k.faces.some((id) => !row.has(id)),
    );
  };
  const shownKind = () => kinds().find((k) => k.kind === openKind());
  /** The open kind's faces on the page shown, and how many lie on other pages. */
  const pageFaces = () => {
    const faces = shownKind()?.faces ?? [];
    const per = perPage();
    if (faces.length <= per) return { faces, rest: 0, last: true };
    const pages = Math.ceil(faces.length / per);
    const at = page() % pages;
    const shown = faces.slice(at * per, (at + 1) * per);
    return { faces: shown, rest: faces.length - (at + 1) * per, last: at === pages - 1 };
  };
  const listId = `picker-${Math.random().toString(36).slice(2, 7)}`;

  let root: HTMLDivElement | undefined;
  /**
   * How far the picker (with "drew twice" after it at the Draw phase) reaches below what can be seen
   * of the decision (px). Typing a name, under it, is the fallback and may lie below. The decision
   * asked only: one offered ahead of it, under a Neigh round, is not fitted.
   */
  const overflow = (): number => {
    if (!root?.closest('.now')) return 0;
    const centre = root.closest('.around-center');
    const limit = Math.min(innerHeight, centre ? centre.getBoundingClientRect().bottom : innerHeight);
    return (root.closest('.draw-then') ?? root).getBoundingClientRect().bottom - limit;
  };
  /** How many of `buttons` end above the line `over` px higher than the last one's bottom. */
  const keptAbove = (buttons: Element[], over: number): number => {
    const last = buttons[buttons.length - 1];
    if (!last) return 0;
    const line = last.getBoundingClientRect().bottom - over;
    return buttons.filter((b) => b.getBoundingClientRect().bottom <= line + 0.5).length;
  };
  /** Shrinks what the picker shows, a frame at a time, until the decision fits (or shows its fewest). */
  const fit = (): void => {
    const over = overflow();
    if (!root || over <= 0.5) return reveal();
    setFitting(true);
    if (openKind()) {
      const faces = [...(document.getElementById(listId)?.querySelectorAll('.pick-face') ?? [])];
      // Room for "N more…" too, where it is not there yet.
      const paged = (shownKind()?.faces.length ?? 0) > pageFaces().faces.length;
      const kept = keptAbove(faces, over) - (paged ? 0 : 1);
      const per = Math.max(FEWEST_SHOWN, Math.min(kept, faces.length - 1));
      if (per >= Math.min(perPage(), faces.length)) return reveal();
      setPerPage(per);
    } else {
      // The row may go altogether: each of its cards is under its kind too.
      const row = [...root.querySelectorAll('.pick-likely .pick-face')];
      const kept = Math.max(0, Math.min(keptAbove(row, over), row.length - 1));
      if (row.length === 0 || kept >= row.length) return reveal();
      setRowLimit(kept);
    }
    later();
  };
  /**
   * The faces just opened, brought into sight where they are not (in a long column, not measured to
   * fit; under a Neigh round, where the decision offered ahead is not fitted either): the kinds go to
   * the top of what is seen when the first face, or the last one, lies out of sight.
   */
  let revealing = false;
  const reveal = (): void => {
    setFitting(false);
    if (!revealing) return;
    revealing = false;
    const list = document.getElementById(listId);
    if (!inSight(list?.firstElementChild) || !inSight(list?.lastElementChild))
      root?.querySelector('.pick-kinds')?.scrollIntoView({ block: 'start' });
  };
  let frame = 0;
  // Two frames: the table settles its layout (the decision as a sheet or not) in the first.
  const later = (): void => {
    setFitting(true);
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(fit)));
  };
  const refit = (): void => {
    setRowLimit(Infinity);
    setPerPage(Infinity);
    later();
  };
  onMount(() => {
    later();
    window.addEventListener('resize', refit);
    onCleanup(() => {
      window.removeEventListener('resize', refit);
      cancelAnimationFrame(frame);
    });
  });
  // Other faces (the next decision: a second card to name), fitted afresh, from the one-tap row.
  createEffect(
    on(
      () => props.faces.join(),
      () => {
        setOpenKind(null);
        refit();
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      openKind,
      () => {
        setPerPage(Infinity);
        setPage(0);
        later();
      },
      { defer: true },
    ),
  );

  /**
   * A Basic Unicorn shows only its colour, "(Red)", beside the coloured dot, so that two of them
   * sit side by side in the narrow middle column; its whole name stays its name for a screen reader.
   */
  const FaceName = (p: { id: string; colour: string | undefined }) => {
    const name = cardName(p.id, props.language);
    // The hidden part is set apart as a block for a screen reader: the space before "(Red)" stays in
    // it, so that the name is still said (and found) as "Basic Unicorn (Red)".
    const parts = p.colour ? /^(.*?\s)(\([^()]+\))$/.exec(name) : null;
    return parts ? (
      <>
        <span class="visually-hidden">{parts[1]}</span>
        {parts[2]}
      </>
    ) : (
      name
    );
  };

  const FaceButton = (p: { id: string }) => {
    const kind = kindOf(p.id);
    const colour = unicornColour(p.id);
    return (
      <button
        type="button"
        class={`pick-face kind-${kind ?? 'unknown'}`}
        classList={{ 'pick-colour': !!colour }}
        lang={nameLanguage(p.id, props.language)}
        disabled={answerSettling()}
        onClick={() => props.onPick(p.id)}
      >
        <span class="pick-mark" aria-hidden="true" classList={{ [`dot-${colour}`]: !!colour }}>
          {colour ? '' : kind ? KIND_MARK[kind] : ''}
        </span>
        <FaceName id={p.id} colour={colour} />
      </button>
    );
  };

  return (
    <div class="card-picker" ref={root} data-fitting={fitting() ? '' : undefined}>
      {/* Folded while a kind is open: its faces take the room. */}
      <Show when={oneTap().length > 0 && !focused()}>
        <p class="muted small u-m-0-0-4" id={`${listId}-likely`}>
          {t('pick.likely')}
        </p>
        <div class="pick-faces pick-likely" role="group" aria-labelledby={`${listId}-likely`}>
          <For each={oneTap()}>{(id) => <FaceButton id={id} />}</For>
        </div>
      </Show>
      <Show when={kinds().length > 0}>
        {/* Its heading left to a screen reader while a kind is open: the open kind says it. */}
        <p
          class="muted small u-m-0-0-4 pick-kinds-heading"
          classList={{ 'visually-hidden': focused() }}
          id={`${listId}-kinds`}
        >
          {t('pick.byKind')}
        </p>
        <div class="pick-kinds" role="group" aria-labelledby={`${listId}-kinds`}>
          {/* While a kind is open, it alone (a tap closes it and brings the others back). */}
          <For each={kinds().filter((k) => !focused() || k.kind === openKind())}>
            {(k) => (
              <button
                type="button"
                class={`pick-kind kind-${k.kind}`}
                aria-expanded={openKind() === k.kind}
                aria-controls={listId}
                onClick={() => {
                  setOpenKind(openKind() === k.kind ? null : k.kind);
                  // The faces open under the kinds: once fitted, where the first face is out of sight,
                  // the kinds go to the top of what is seen, so the player need not scroll to them.
                  // Where it is already in sight nothing moves (the question above stays in view).
                  revealing = openKind() !== null;
                }}
              >
                <span class="pick-mark" aria-hidden="true">
                  {KIND_MARK[k.kind]}
                </span>
                {typeName(k.kind, props.uiLanguage)}
                <span class="pick-count"> · {k.faces.length}</span>
              </button>
            )}
          </For>
        </div>
      </Show>
      <div id={listId} class="pick-faces pick-list">
        <Show when={shownKind()}>
          <For each={pageFaces().faces}>{(id) => <FaceButton id={id} />}</For>
          <Show when={(shownKind()?.faces.length ?? 0) > pageFaces().faces.length}>
            <button
              type="button"
              class="pick-more"
              onClick={() => {
                // Once a player turns the page, what they see stays as it is (no fitting under the finger).
                cancelAnimationFrame(frame);
                setFitting(false);
                setPage(page() + 1);
              }}
            >
              {pageFaces().last ? t('pick.first', { n: perPage() }) : t('pick.more', { n: pageFaces().rest })}
            </button>
          </Show>
        </Show>
      </div>
    </div>
  );
}

/** Whether `el` can be seen where it lies: its middle is on the screen and not under anything else. */
function inSight(el: Element | null | undefined): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  return !!hit && (hit === el || el.contains(hit));
}
