// Card lookup everywhere: a tap on an ⓘ beside a card's name (or a long press on the name) opens one
// dialog with what the card does, its type, its printed title and the rulings about it.
import { createSignal, For, onCleanup, Show, type Component, type JSX } from 'solid-js';
import { t, language as uiLanguage } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import { lookUpCard, type CardLookup } from '../../games/unstable-unicorns/lookup.ts';
import { typeName } from './card-names.ts';
import type { Piece } from './card-links.ts';

const [shown, setShown] = createSignal<CardLookup | null>(null);

/** Opens the lookup of a card, in the deck's language. */
export function openCardLookup(id: string, language: Language): void {
  try {
    setShown(lookUpCard(id, language));
  } catch {
    // An id that is no card of the catalog has nothing to show.
  }
}

/** What the lookup says about a card, for a dialog or a place that shows it in full (refusals, options). */
export function CardInfo(props: { card: CardLookup; headingLevel?: 2 | 3 }) {
  return (
    <div class="card-info">
      <p class="card-info-type">
        {typeName(props.card.type, uiLanguage())} · {props.card.title}
      </p>
      <p>{props.card.summary}</p>
      <Show when={props.card.rulings.length > 0}>
        <p class="card-info-rulings-title">{t('lookup.rulings')}</p>
        <ul class="card-info-rulings">
          <For each={props.card.rulings}>
            {(topic) => (
              <li>
                <details>
                  <summary>{topic.title}</summary>
                  <p>{topic.body}</p>
                </details>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </div>
  );
}

/** "Annoying Flying Unicorn: ..." - what a card does, in our own words, where the question is asked. */
export function CardSummary(props: { card: string; language: Language }) {
  const summary = (): string => {
    try {
      return lookUpCard(props.card, props.language).summary;
    } catch {
      return '';
    }
  };
  return (
    <Show when={summary()}>
      <p class="card-summary">
        <strong>{lookUpName(props.card, props.language)}</strong>
        {uiLanguage() === 'fr' ? ' : ' : ': '}
        {summary()}
      </p>
    </Show>
  );
}

/** The one lookup dialog; mounted once by the screens that show cards. */
export function CardLookupDialog() {
  let dialog: HTMLDialogElement | undefined;
  const close = (): void => {
    dialog?.close();
    setShown(null);
  };
  return (
    <Show when={shown()}>
      {(card) => (
        <dialog
          ref={(el) => {
            dialog = el;
            queueMicrotask(() => {
              if (!el.open) el.showModal();
            });
          }}
          class="card-lookup"
          aria-labelledby="card-lookup-name"
          onCancel={() => setShown(null)}
          onClose={() => setShown(null)}
        >
          <h2 id="card-lookup-name">{card().name}</h2>
          <CardInfo card={card()} />
          <button type="button" class="primary wide" onClick={close}>
            {t('lookup.close')}
          </button>
        </dialog>
      )}
    </Show>
  );
}

/** A circled "i", drawn here so no font needs the ⓘ character (many phones' and Linux fonts lack it). */
function InfoMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" />
      <path d="M12 10.5v7" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />
      <circle cx="12" cy="7" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** A small ⓘ button that opens a card's lookup; its label names the card for screen readers. */
export function CardInfoButton(props: { id: string; language: Language }) {
  return (
    <button
      type="button"
      class="card-info-button"
      aria-label={t('lookup.open', { card: lookUpName(props.id, props.language) })}
      onClick={(event) => {
        event.stopPropagation();
        openCardLookup(props.id, props.language);
      }}
    >
      <InfoMark />
    </button>
  );
}

/**
 * A card's name that opens its lookup when tapped (the Neigh pile, the chain, History lines): reads
 * as the name, and says to screen readers what the tap does.
 */
export function CardNameButton(props: { id: string; language: Language; name?: string }) {
  return (
    <button
      type="button"
      class="chip-button card-name"
      aria-haspopup="dialog"
      aria-label={t('lookup.open', { card: props.name ?? lookUpName(props.id, props.language) })}
      onClick={(event) => {
        event.stopPropagation();
        openCardLookup(props.id, props.language);
      }}
    >
      {props.name ?? lookUpName(props.id, props.language)}
    </button>
  );
}

/** A sentence with each card it names as a button that opens the card's lookup. */
export function LinkedSentence(props: { pieces: readonly Piece[]; language: Language }): JSX.Element {
  return (
    <For each={props.pieces}>
      {(piece) =>
        'card' in piece ? (
          <CardNameButton id={piece.card} language={props.language} name={piece.name} />
        ) : (
          piece.text
        )
      }
    </For>
  );
}

function lookUpName(id: string, language: Language): string {
  try {
    return lookUpCard(id, language).name;
  } catch {
    return id;
  }
}

/**
 * Long press on an element (a card's name on a button that does something else when tapped) opens the
 * card's lookup instead, and the tap that ends the press is swallowed.
 */
export function longPressLookup(
  el: HTMLElement,
  card: () => { id: string; language: Language } | null,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  const start = (): void => {
    fired = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const target = card();
      if (!target) return;
      fired = true;
      openCardLookup(target.id, target.language);
    }, 550);
  };
  const stop = (): void => clearTimeout(timer);
  const swallow = (event: Event): void => {
    if (!fired) return;
    fired = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  el.addEventListener('pointerdown', start);
  el.addEventListener('pointerup', stop);
  el.addEventListener('pointerleave', stop);
  el.addEventListener('pointercancel', stop);
  el.addEventListener('click', swallow, true);
  el.addEventListener('contextmenu', (event) => {
    if (card()) event.preventDefault();
  });
  onCleanup(() => clearTimeout(timer));
}

/** A screen with the card-lookup dialog mounted beside it. */
export function withCardLookup<P extends object>(Screen: Component<P>): Component<P> {
  return (props: P) => (
    <>
      <Screen {...props} />
      <CardLookupDialog />
    </>
  );
}
