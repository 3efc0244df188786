// Naming a card from a hand the table has not seen, by tapping: the likely cards one tap away, then
// the kind of card and its faces, most likely first. Typing a name (CardSearch) stays below it.
import { createSignal, For, Show } from 'solid-js';
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

/** How many of the likeliest faces sit in the one-tap row besides the recent ones and Basic Unicorns. */
const LIKELY_IN_ROW = 2;
/** Recent cards in the one-tap row. */
const RECENT_IN_ROW = 4;

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
  const allowed = () => new Set(props.faces);

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
    props.faces.filter(basic).forEach(add);
    return row;
  };
  /** The kinds with a face not already one tap away (every Basic Unicorn is): a kind to open. */
  const kinds = () => {
    const row = new Set(oneTap());
    return KINDS.map((kind) => ({ kind, faces: props.faces.filter((id) => kindOf(id) === kind) })).filter(
      (k) => k.faces.some((id) => !row.has(id)),
    );
  };
  const shownKind = () => kinds().find((k) => k.kind === openKind());
  const listId = `picker-${Math.random().toString(36).slice(2, 7)}`;

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
    <div class="card-picker">
      <Show when={oneTap().length > 0}>
        <p class="muted small u-m-0-0-4" id={`${listId}-likely`}>
          {t('pick.likely')}
        </p>
        <div class="pick-faces" role="group" aria-labelledby={`${listId}-likely`}>
          <For each={oneTap()}>{(id) => <FaceButton id={id} />}</For>
        </div>
      </Show>
      <Show when={kinds().length > 0}>
        <p class="muted small u-m-0-0-4" id={`${listId}-kinds`}>
          {t('pick.byKind')}
        </p>
        <div class="pick-kinds" role="group" aria-labelledby={`${listId}-kinds`}>
          <For each={kinds()}>
            {(k) => (
              <button
                type="button"
                class={`pick-kind kind-${k.kind}`}
                aria-expanded={openKind() === k.kind}
                aria-controls={listId}
                onClick={(e) => {
                  setOpenKind(openKind() === k.kind ? null : k.kind);
                  // The faces open under the kinds: where the first face is out of sight, the kinds go to
                  // the top of what is seen, so the player need not scroll to them. Where it is already in
                  // sight nothing moves (the question above stays in view).
                  if (openKind() && !inSight(document.getElementById(listId)?.firstElementChild))
                    e.currentTarget.parentElement?.scrollIntoView({ block: 'start' });
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
        <Show when={shownKind()}>{(k) => <For each={k().faces}>{(id) => <FaceButton id={id} />}</For>}</Show>
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
