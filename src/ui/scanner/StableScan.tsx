// "Photograph this Stable": one photo, every card outlined and named over it, each name corrected with one
// tap on another candidate before the cards are used. The reading code loads on first use, not with the shell.
import { createSignal, For, onCleanup, Show } from 'solid-js';
import type { Quad } from '../../scan/geometry.ts';
import type { TitleMatch } from '../../scan/match.ts';
import { cardName } from '../unstable-unicorns/card-names.ts';
import { CardSearch } from '../unstable-unicorns/CardSearch.tsx';
import { scannerWord, type ScannerWord } from './words.ts';
import './scanner.css';
import { catalogFor, type BoxId, type Composition } from '../../games/unstable-unicorns/catalog.ts';
import { PhotoSizeError } from '../../scan/image-limits.ts';

export interface StableScanProps {
  /** The language the cards are printed in (and the names shown). */
  language: 'en' | 'fr';
  /** The language of the words around them. */
  uiLanguage: 'en' | 'fr';
  /** Faces that count here (the tiebreak: Unicorns); others are shown but left out. Every face when absent. */
  among?: readonly string[];
  /** The boxes of the deck, whose printed titles are read (default: the base game). */
  boxes?: readonly BoxId[];
  /**
   * The deck the Stable's cards come from (the game's boxes and corrections), where it is known: a
   * card named more often than it holds is refused, the photo blamed. No check when absent.
   */
  deck?: Composition;
  /** Accessible name of the photo button, e.g. which player's Stable. */
  label: string;
  /** The accept button's words; "Use these cards" when absent. */
  useLabel?: string;
  /**
   * The faces the player accepted, in the photo's reading order, and how many cards were seen but
   * neither read nor named (left out).
   */
  onAccept(faceIds: string[], unnamed: number): void;
}

interface Seen {
  corners: Quad;
  /** The face chosen now (the scan's best, or the player's correction); null: left out or unread. */
  choice: string | null;
  options: TitleMatch[];
  /** The scan could not name it: the player names it by search, or it is left out. */
  unread: boolean;
}

export function StableScan(props: StableScanProps) {
  const say = (key: ScannerWord, values?: Record<string, string>) =>
    scannerWord(props.uiLanguage, key, values);
  const [status, setStatus] = createSignal('');
  const [photo, setPhoto] = createSignal<{ url: string; width: number; height: number } | null>(null);
  const [cards, setCards] = createSignal<Seen[]>([]);
  let input!: HTMLInputElement;
  onCleanup(() => {
    const shown = photo();
    if (shown) URL.revokeObjectURL(shown.url);
  });

  async function read(file: File): Promise<void> {
    const old = photo();
    if (old) URL.revokeObjectURL(old.url);
    setPhoto(null);
    setCards([]);
    setStatus(say('stableReading'));
    try {
      const { scanStablePhoto } = await import('./stable-session.ts');
      const scan = await scanStablePhoto(file, props.language, props.boxes);
      if (scan.cards.length === 0) {
        setStatus(say('stableNone'));
        return;
      }
      setPhoto({ url: URL.createObjectURL(file), width: scan.width, height: scan.height });
      setCards(
        scan.cards.map((card) => ({
          corners: card.corners,
          choice: card.named ? card.matches[0]!.faceId : null,
          options: card.matches,
          unread: !card.named,
        })),
      );
      setStatus(say('stableCheck'));
    } catch (error) {
      // A photo of a shape no Stable fits is said so, as the single-card scanner does.
      setStatus(say(error instanceof PhotoSizeError ? 'stableBadShape' : 'badFile'));
    }
  }

  const choose = (k: number, faceId: string | null) =>
    setCards((list) => list.map((card, j) => (j === k ? { ...card, choice: faceId } : card)));
  const nameOf = (card: Seen) => (card.choice ? cardName(card.choice, props.language) : say('stableUnread'));
  const counts = (card: Seen) =>
    card.choice !== null && (props.among === undefined || props.among.includes(card.choice));
  /** The first face named more often than the deck holds it, said as the photo's fault. */
  const tooMany = (): string | null => {
    if (!props.deck) return null;
    const catalog = catalogFor(props.deck);
    const named = new Map<string, number>();
    for (const card of cards()) if (card.choice) named.set(card.choice, (named.get(card.choice) ?? 0) + 1);
    for (const [faceId, n] of named) {
      const copies = catalog.copies(faceId);
      if (n > copies)
        return say('stableTooMany', {
          n: String(n),
          card: cardName(faceId, props.language),
          copies: String(copies),
        });
    }
    return null;
  };

  return (
    <div class="stable-scan">
      <label class="button">
        {props.label}
        <input
          ref={input}
          class="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void read(file);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <Show when={status()}>
        <p role="status" class="muted">
          {status()}
        </p>
      </Show>
      <Show when={photo()}>
        {(shown) => (
          <>
            <figure class="stable-photo">
              <img src={shown().url} alt="" />
              <svg viewBox={`0 0 ${shown().width} ${shown().height}`} aria-hidden="true">
                <For each={cards()}>
                  {(card, k) => {
                    const [a, b] = card.corners;
                    const size = Math.hypot(b.x - a.x, b.y - a.y);
                    return (
                      <g classList={{ unread: card.choice === null }}>
                        <polygon points={card.corners.map((p) => `${p.x},${p.y}`).join(' ')} />
                        <text
                          x={(a.x + b.x) / 2}
                          y={(a.y + b.y) / 2 + size * 0.02}
                          font-size={String(size * 0.09)}
                          text-anchor="middle"
                        >
                          {`${k() + 1}. ${nameOf(card)}`}
                        </text>
                      </g>
                    );
                  }}
                </For>
              </svg>
            </figure>
            <ol class="stable-cards">
              <For each={cards()}>
                {(card, k) => (
                  <li aria-label={say('stableCard', { n: String(k() + 1) })}>
                    <strong class="stable-name">{nameOf(card)}</strong>
                    <Show when={card.choice !== null && !counts(card)}>
                      <span class="muted"> · {say('stableNotCounted')}</span>
                    </Show>
                    <div class="chips">
                      <For each={card.options.filter((option) => option.faceId !== card.choice)}>
                        {(option) => (
                          <button type="button" class="chip" onClick={() => choose(k(), option.faceId)}>
                            {cardName(option.faceId, props.language)}
                          </button>
                        )}
                      </For>
                      <Show when={card.choice !== null}>
                        <button type="button" class="chip" onClick={() => choose(k(), null)}>
                          {say('stableLeaveOut')}
                        </button>
                      </Show>
                    </div>
                    <Show when={card.unread && card.choice === null}>
                      <CardSearch
                        language={props.language}
                        uiLanguage={props.uiLanguage}
                        among={props.among}
                        boxes={props.boxes}
                        label={say('stableNameIt', { n: String(k() + 1) })}
                        onPick={(faceId) => choose(k(), faceId)}
                      />
                    </Show>
                  </li>
                )}
              </For>
            </ol>
            <button
              type="button"
              class="primary"
              onClick={() => {
                const problem = tooMany();
                if (problem) return void setStatus(problem);
                props.onAccept(
                  cards()
                    .filter(counts)
                    .map((card) => card.choice!),
                  cards().filter((card) => card.unread && card.choice === null).length,
                );
                const shown = photo();
                if (shown) URL.revokeObjectURL(shown.url);
                setPhoto(null);
                setCards([]);
                setStatus('');
                input.value = '';
              }}
            >
              {props.useLabel ?? say('stableUse')}
            </button>
          </>
        )}
      </Show>
    </div>
  );
}
