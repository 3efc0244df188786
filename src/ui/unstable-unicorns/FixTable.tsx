// "Fix the table": the physical table outranks the phone. Hand and deck counts, "drew one more",
// "discarded one more", any card from any zone to any zone, whose turn and the phase; each is a correction event.
import { BASE_COMPOSITION } from '../../games/unstable-unicorns/catalog.ts';
import { catalogOf } from '../../games/unstable-unicorns/table.ts';
import { createSignal, For, on, createEffect, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import { PHASES } from '../../games/unstable-unicorns/table.ts';
import {
  moveDestinations,
  moveOrigins,
  stableChanges,
  stableCorrection,
  type Correction,
  type GameState,
  type StableChange,
  type Zone,
} from './walker.ts';
import { CardSearch } from './CardSearch.tsx';
import { CardPicker } from './CardPicker.tsx';
import { likelyFirst, mayBeInHand } from '../../games/unstable-unicorns/explain.ts';
import { cardName } from './card-names.ts';
import { correctionSentence, say, zoneWords } from './words.ts';
import { StableScan } from '../scanner/StableScan.tsx';
import { scannerWord } from '../scanner/words.ts';
import './fix.css';

/** Where a correction may start a card from, or send it to. */
interface Place {
  zone: Zone;
  label: string;
}

/** A zone's words as a button label: "The discard pile". */
const label = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** Where the card may go from `from`, as the rules of corrections allow (no Basic Unicorn to the Nursery). */
function toZones(state: GameState, card: string, from: Zone): Place[] {
  return moveDestinations(state.table, card, from).map((zone) => ({
    zone,
    label: label(zoneWords(zone, state.table)),
  }));
}

/** The zones the card may be taken from: where it is seen first, then the hands and the deck that may hide it. */
function fromZones(state: GameState, card: string): Place[] {
  return moveOrigins(state.table, card).map((zone) => ({ zone, label: label(zoneWords(zone, state.table)) }));
}

export function FixTable(props: {
  state: GameState;
  recent: readonly string[];
  /** Records the correction; the walker's refusal sentence, or null when it was recorded. */
  onCorrect: (correction: Correction) => string | null;
  /** Records corrections in a row, all or none; the walker's refusal sentence, or null. */
  onCorrectAll: (corrections: readonly Correction[]) => string | null;
  onClose: () => void;
}) {
  const table = () => props.state.table;
  const lang = () => table().language;
  const [refusal, setRefusal] = createSignal('');
  const [done, setDone] = createSignal('');
  /** The player whose extra discard is being named. */
  const [discarding, setDiscarding] = createSignal<number | null>(null);
  /** A card being moved: picked, then where from, then where to. */
  const [moving, setMoving] = createSignal<{ card?: string; from?: Zone } | null>(null);

  /** The table the last correction made: `done` speaks of it only while it is the table shown. */
  let doneOn: GameState | null = null;
  const send = (correction: Correction): boolean => {
    setPhotoFix(null);
    const before = table();
    const why = props.onCorrect(correction);
    setRefusal(why ?? '');
    doneOn = why ? null : props.state;
    setDone(why ? '' : correctionSentence(correction, before, uiLanguage()));
    return !why;
  };
  // Another tab's newer game replaced the table (this correction's save was refused): not done.
  createEffect(
    on(
      () => props.state,
      (state) => {
        if (state !== doneOn) setDone('');
      },
      { defer: true },
    ),
  );
  const name = (p: number) => table().players[p]?.name ?? '?';
  /**
   * A Stable photo compared with the phone: the cards to move, and the zone chosen for each (the
   * likeliest at first); `done` holds what was recorded once the moves are made.
   */
  const [photoFix, setPhotoFix] = createSignal<{
    player: number;
    changes: StableChange[];
    chosen: number[];
    /** Cards seen in the photo but not named: left out of the Stable, and said so. */
    unnamed: number;
    done?: string[];
  } | null>(null);
  const comparePhoto = (player: number, faces: string[], unnamed: number): void => {
    setRefusal('');
    setDone('');
    const changes = stableChanges(table(), player, faces);
    setPhotoFix({ player, changes, chosen: changes.map(() => 0), unnamed });
  };
  const applyPhoto = (): void => {
    const fix = photoFix();
    if (!fix) return;
    const before = table();
    const corrections = fix.changes.map((change, k) =>
      stableCorrection(fix.player, change, change.zones[fix.chosen[k]!]!),
    );
    const why = props.onCorrectAll(corrections);
    setRefusal(why ?? '');
    if (!why)
      setPhotoFix({
        ...fix,
        changes: [],
        done: corrections.map((c) => correctionSentence(c, before, uiLanguage())),
      });
  };

  return (
    <section class="fix" aria-labelledby="fix-title">
      <div class="fix-head">
        <h2 id="fix-title">{say('fixTitle')}</h2>
        <button type="button" class="primary" onClick={() => props.onClose()}>
          {say('fixDone')}
        </button>
      </div>
      <p class="muted small">{say('fixIntro')}</p>
      <Show when={done()}>
        <p class="banner" role="status" ref={inView}>
          {done()}
        </p>
      </Show>
      {/* A Stable photo's refusal is said in its own panel, where the player is looking. */}
      <Show when={refusal() && !photoFix()}>
        <p class="error" role="alert">
          {t('table.refusedWhy', { reason: refusal() })}
        </p>
      </Show>

      <Show when={discarding() !== null}>
        <div class="panel fix-pick">
          <h3>{say('whichDiscarded', { name: name(discarding()!) })}</h3>
          <Show when={(table().players[discarding()!]?.hand.known.length ?? 0) > 0}>
            <div class="chips">
              <For each={[...new Set(table().players[discarding()!]?.hand.known ?? [])]}>
                {(card) => (
                  <button
                    type="button"
                    class="chip big-chip"
                    onClick={() => {
                      if (send({ kind: 'discarded', player: discarding()!, card })) setDiscarding(null);
                    }}
                  >
                    {cardName(card, lang())}
                  </button>
                )}
              </For>
            </div>
          </Show>
          {/* Tapped from the cards that can be in that hand, most likely first; typing stays below. */}
          <CardPicker
            language={lang()}
            uiLanguage={uiLanguage()}
            faces={likelyFirst(table(), mayBeInHand(table(), discarding()!))}
            recent={props.recent}
            onPick={(card) => {
              if (send({ kind: 'discarded', player: discarding()!, card })) setDiscarding(null);
            }}
          />
          <CardSearch
            language={lang()}
            uiLanguage={uiLanguage()}
            boxes={catalogOf(table()).boxes}
            label={say('searchCard')}
            recent={props.recent}
            onPick={(card) => {
              if (send({ kind: 'discarded', player: discarding()!, card })) setDiscarding(null);
            }}
          />
          <button type="button" class="wide" onClick={() => setDiscarding(null)}>
            {t('table.cancel')}
          </button>
        </div>
      </Show>

      <Show when={moving()}>
        {(move) => (
          <div class="panel fix-pick" ref={inView}>
            <Show when={move().card} fallback={<h3>{say('moveWhich')}</h3>}>
              <h3>
                {move().from
                  ? say('moveTo', { card: cardName(move().card!, lang()) })
                  : say('moveFrom', { card: cardName(move().card!, lang()) })}
              </h3>
            </Show>
            <Show when={!move().card}>
              <CardSearch
                language={lang()}
                uiLanguage={uiLanguage()}
                boxes={catalogOf(table()).boxes}
                label={say('searchCard')}
                recent={props.recent}
                onPick={(card) => setMoving({ card })}
              />
            </Show>
            <Show when={move().card && !move().from}>
              <div class="fix-zones">
                <For each={fromZones(props.state, move().card!)}>
                  {(place) => (
                    <button type="button" onClick={() => setMoving({ card: move().card!, from: place.zone })}>
                      {place.label}
                    </button>
                  )}
                </For>
              </div>
            </Show>
            <Show when={move().card && move().from}>
              <div class="fix-zones">
                <For each={toZones(props.state, move().card!, move().from!)}>
                  {(place) => (
                    <button
                      type="button"
                      onClick={() => {
                        const ok = send({
                          kind: 'move',
                          card: move().card!,
                          from: move().from!,
                          to: place.zone,
                        });
                        if (ok) setMoving(null);
                      }}
                    >
                      {place.label}
                    </button>
                  )}
                </For>
              </div>
            </Show>
            <button type="button" class="wide" onClick={() => setMoving(null)}>
              {t('table.cancel')}
            </button>
          </div>
        )}
      </Show>

      <For each={table().players}>
        {(seat, i) => (
          <article class="panel fix-seat" aria-label={seat.name}>
            <header>
              <span class="name">{seat.name}</span>
              <span class="fix-count" aria-label={t('table.handCount', { n: seat.hand.count })}>
                <span class="big-n">{seat.hand.count}</span> <span class="muted">{t('table.hand')}</span>
              </span>
            </header>
            <div class="grid2">
              <button type="button" class="fix-main" onClick={() => send({ kind: 'drew', player: i() })}>
                {say('drewMore', { name: seat.name })}
              </button>
              <button
                type="button"
                class="fix-main"
                onClick={() => {
                  setMoving(null);
                  setRefusal('');
                  setDiscarding(i());
                }}
              >
                {say('discardedMore', { name: seat.name })}
              </button>
            </div>
            <StableScan
              language={lang()}
              uiLanguage={uiLanguage()}
              boxes={table().composition?.boxes}
              deck={table().composition ?? BASE_COMPOSITION}
              label={`${scannerWord(uiLanguage(), 'stablePhoto')} (${seat.name})`}
              useLabel={say('photoCompare')}
              onAccept={(faces, unnamed) => comparePhoto(i(), faces, unnamed)}
            />
            <Show when={photoFix()?.player === i() ? photoFix() : null}>
              {(fix) => (
                <PhotoFix
                  fix={fix()}
                  table={table()}
                  refusal={refusal()}
                  onChoose={(k, zone) =>
                    setPhotoFix({ ...fix(), chosen: fix().chosen.map((c, j) => (j === k ? zone : c)) })
                  }
                  onApply={applyPhoto}
                  onCancel={() => setPhotoFix(null)}
                />
              )}
            </Show>
            <div class="stepper">
              <button
                type="button"
                aria-label={say('handLess', { name: seat.name })}
                onClick={() => send({ kind: 'hand', player: i(), delta: -1 })}
              >
                −1
              </button>
              <span class="muted small">{say('handCards')}</span>
              <button
                type="button"
                aria-label={say('handMore', { name: seat.name })}
                onClick={() => send({ kind: 'hand', player: i(), delta: 1 })}
              >
                +1
              </button>
            </div>
          </article>
        )}
      </For>

      <article class="panel fix-seat" aria-label={t('table.deck')}>
        <header>
          <span class="name">{t('table.deck')}</span>
          <span class="fix-count">
            <span class="big-n">{table().deck}</span>
          </span>
        </header>
        <div class="stepper">
          <button
            type="button"
            aria-label={say('deckLess')}
            onClick={() => send({ kind: 'deck', delta: -1 })}
          >
            −1
          </button>
          <span class="muted small">{say('deckCards')}</span>
          <button type="button" aria-label={say('deckMore')} onClick={() => send({ kind: 'deck', delta: 1 })}>
            +1
          </button>
        </div>
      </article>

      <button
        type="button"
        class="wide fix-main"
        onClick={() => {
          setDiscarding(null);
          setRefusal('');
          setMoving({});
        }}
      >
        {say('move')}
      </button>

      <fieldset class="panel">
        <legend>{say('whoseTurn')}</legend>
        <div class="fix-zones">
          <For each={table().players}>
            {(seat, i) => (
              <button
                type="button"
                aria-pressed={table().turn.player === i()}
                onClick={() => send({ kind: 'turn', player: i(), phase: table().turn.phase })}
              >
                {seat.name}
              </button>
            )}
          </For>
        </div>
      </fieldset>
      <fieldset class="panel">
        <legend>{say('phase')}</legend>
        <div class="fix-zones">
          <For each={PHASES}>
            {(phase) => (
              <button
                type="button"
                aria-pressed={table().turn.phase === phase}
                onClick={() => send({ kind: 'turn', player: table().turn.player, phase })}
              >
                {t(`table.phase.${phase}`)}
              </button>
            )}
          </For>
        </div>
      </fieldset>
      <button type="button" class="primary wide" onClick={() => props.onClose()}>
        {say('fixDone')}
      </button>
    </section>
  );
}

/**
 * "This Stable is now what the photo shows": each card the photo and the phone disagree on, with where
 * it came from or went to asked when the table allows more than one zone (the likeliest chosen first).
 */
function PhotoFix(props: {
  fix: { player: number; changes: StableChange[]; chosen: number[]; unnamed: number; done?: string[] };
  table: GameState['table'];
  refusal: string;
  onChoose: (change: number, zone: number) => void;
  onApply: () => void;
  onCancel: () => void;
}) {
  const lang = () => props.table.language;
  const blocked = () => props.fix.changes.some((change) => change.zones.length === 0);
  const question = (change: StableChange) =>
    say(change.way === 'enters' ? 'photoEnters' : 'photoLeaves', { card: cardName(change.card, lang()) });
  const n = () => props.fix.changes.length;
  return (
    <div
      ref={inView}
      class="panel fix-pick"
      role="group"
      aria-label={say('photoIs', { name: props.table.players[props.fix.player]?.name ?? '?' })}
    >
      <h3>{say('photoIs', { name: props.table.players[props.fix.player]?.name ?? '?' })}</h3>
      <Show when={props.fix.done}>
        {(done) => (
          <ul role="status" class="photo-done">
            <For each={done()}>{(line) => <li>{line}</li>}</For>
          </ul>
        )}
      </Show>
      <Show when={!props.fix.done && props.fix.unnamed > 0}>
        <p class="banner">
          {props.fix.unnamed === 1 ? say('photoUnnamed1') : say('photoUnnamedN', { n: props.fix.unnamed })}
        </p>
      </Show>
      <Show when={!props.fix.done && n() === 0}>
        <p role="status">{say('photoSame')}</p>
      </Show>
      <Show when={props.refusal}>
        <p class="error" role="alert">
          {t('table.refusedWhy', { reason: props.refusal })}
        </p>
      </Show>
      <For each={props.fix.changes}>
        {(change, k) => {
          const id = `photo-fix-${props.fix.player}-${k()}`;
          return (
            <Show
              when={change.zones.length > 0}
              fallback={
                <p class="error">
                  {say('photoNowhere', {
                    card: cardName(change.card, lang()),
                    why: change.why?.[uiLanguage()] ?? change.why?.en ?? '',
                  })}
                </p>
              }
            >
              {/* Asked only where the table allows more than one zone. */}
              <Show
                when={change.zones.length > 1}
                fallback={
                  <p class="photo-change">
                    {say(change.way === 'enters' ? 'photoFrom' : 'photoTo', {
                      card: cardName(change.card, lang()),
                      zone: zoneWords(change.zones[0]!, props.table),
                    })}
                  </p>
                }
              >
                <div class="photo-change">
                  <label for={id}>{question(change)}</label>
                  <select id={id} onChange={(e) => props.onChoose(k(), Number(e.currentTarget.value))}>
                    <For each={change.zones}>
                      {(zone, z) => (
                        <option value={z()} selected={props.fix.chosen[k()] === z()}>
                          {label(zoneWords(zone, props.table))}
                        </option>
                      )}
                    </For>
                  </select>
                </div>
              </Show>
            </Show>
          );
        }}
      </For>
      <div class="grid2 u-mt-12">
        <button type="button" onClick={() => props.onCancel()}>
          {props.fix.done || n() === 0 ? say('photoClose') : t('table.cancel')}
        </button>
        <Show when={n() > 0}>
          <button type="button" class="primary" disabled={blocked()} onClick={() => props.onApply()}>
            {n() === 1 ? say('photoApply1') : say('photoApplyN', { n: n() })}
          </button>
        </Show>
      </div>
    </div>
  );
}

/**
 * Brings a step of Fix the table into view as it opens: the panel is taller than the screen, and
 * a step opened far from where the finger was (the picker of "Move a card", a photo's corrections
 * and what they did) would open where nobody looks.
 */
function inView(el: HTMLElement): void {
  requestAnimationFrame(() => el.scrollIntoView({ block: 'start' }));
}
