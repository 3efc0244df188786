// The Unstable Unicorns part of the new-game screen: the boxes of the deck, players (name, colour,
// Baby Unicorn), who goes first, the language printed on the deck and the targeting style. The setup
// itself is the walker's; the players' own boxes (Settings, My box) give the copies.
import { LOG_FORMAT } from '../../engine/game-log.ts';
import { UNICORN_RULES } from '../../games/unstable-unicorns/saved-log.ts';
import { createMemo, createResource, createSignal, For, Index, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import {
  catalogFor,
  compositionFor,
  type BoxCopies,
  type BoxId,
  type Language,
} from '../../games/unstable-unicorns/catalog.ts';
import { babiesFit } from '../../games/unstable-unicorns/setup.ts';
import { twoPlayerVariantFor } from '../../games/unstable-unicorns/table.ts';
import type { SavedGame } from '../../store/games.ts';
import { shelf } from '../app-state.ts';
import { colourValue, SEAT_COLOURS, type SeatColour } from './colours.ts';
import { babyLabel } from './card-names.ts';
import { makeSetup, unicornsToWin, type Targeting } from './walker.ts';
import { SeatNameRow } from '../parts/SeatNameRow.tsx';
import { BoxPicker } from './BoxPicker.tsx';
import { defaultSides, SIDES, type Side } from './seats.ts';

interface PlayerDraft {
  name: string;
  colour: SeatColour;
  baby: string;
  /** Where the player sits around the phone; absent: the default for the number of players. */
  side?: Side;
}

/** The players' own boxes as stored on this device (none where storage is refused). */
async function ownBoxes(): Promise<BoxCopies> {
  try {
    const stored = await shelf().boxCorrections();
    return Object.fromEntries(stored.map((entry) => [entry.box, entry.copies])) as BoxCopies;
  } catch {
    return {};
  }
}

export function NewGameForm(props: {
  onStart: (game: Omit<SavedGame, 'id' | 'createdAt' | 'updatedAt'>) => void;
}) {
  const [boxes, setBoxes] = createSignal<BoxId[]>(['base-2e']);
  const [own] = createResource(ownBoxes, { initialValue: {} });
  const composition = createMemo(() => compositionFor(boxes(), own()));
  const catalog = createMemo(() => catalogFor(composition()));
  /** The Baby Unicorn faces of the chosen boxes, one entry per face. */
  const babyFaces = createMemo(() => [...new Set(catalog().babies)]);
  const babyAt = (i: number): string => {
    const list = babyFaces();
    return list[i % Math.max(1, list.length)] ?? '';
  };
  const draft = (i: number): PlayerDraft => ({
    name: '',
    colour: SEAT_COLOURS[i % SEAT_COLOURS.length]!.id,
    baby: babyAt(i),
  });
  const [players, setPlayers] = createSignal<PlayerDraft[]>([draft(0), draft(1), draft(2)]);
  const [first, setFirst] = createSignal(0);
  const [deckLanguage, setDeckLanguage] = createSignal<Language>(uiLanguage());
  const [targeting, setTargeting] = createSignal<Targeting>('after');
  const [costAlone, setCostAlone] = createSignal(false);
  // The Control & Chaos readings (rules reference): offered once one of those decks is in.
  const [ultimatePaysItself, setUltimatePaysItself] = createSignal(false);
  const [instantsAreNeighs, setInstantsAreNeighs] = createSignal(false);
  const [priceDisregarded, setPriceDisregarded] = createSignal(false);
  const [keptPricePays, setKeptPricePays] = createSignal(false);
  const [babiesStay, setBabiesStay] = createSignal(false);
  const withControlChaos = () => boxes().some((box) => box !== 'base-2e');
  const [error, setError] = createSignal('');

  const update = (i: number, change: Partial<PlayerDraft>): void => {
    setPlayers((list) => list.map((p, j) => (j === i ? { ...p, ...change } : p)));
  };
  const add = (): void => {
    setPlayers((list) => {
      const used = new Set(list.map((p) => p.colour));
      const usedBabies = new Set(list.map((p) => p.baby));
      const next = draft(list.length);
      next.colour = SEAT_COLOURS.find((c) => !used.has(c.id))?.id ?? next.colour;
      next.baby = babyFaces().find((b) => !usedBabies.has(b)) ?? next.baby;
      return [...list, next];
    });
  };
  /** A box ticked or unticked: Babies that left the deck are replaced by ones still in it. */
  const chooseBoxes = (next: BoxId[]): void => {
    setBoxes(next);
    const inDeck = new Set(babyFaces());
    setPlayers((list) => {
      const kept = new Set(list.map((p) => p.baby).filter((b) => inDeck.has(b)));
      return list.map((p) => {
        if (inDeck.has(p.baby)) return p;
        const free = babyFaces().find((b) => !kept.has(b)) ?? babyFaces()[0] ?? '';
        kept.add(free);
        return { ...p, baby: free };
      });
    });
  };
  const remove = (i: number): void => {
    setPlayers((list) => list.filter((_, j) => j !== i));
    if (first() >= players().length) setFirst(0);
  };

  /** Each player's side, chosen or by default (players are entered around the table). */
  const sides = (): Side[] => {
    const byDefault = defaultSides(players().length);
    return players().map((p, i) => p.side ?? byDefault[i]!);
  };

  const start = (event: Event): void => {
    event.preventDefault();
    const list = players().map((p) => ({ ...p, name: p.name.trim() }));
    const names = list.map((p) => p.name.toLowerCase());
    if (names.some((n) => !n) || new Set(names).size !== names.length)
      return void setError(t('new.errorName'));
    if (boxes().length === 0) return void setError(t('new.errorBoxes'));
    if (catalog().babies.length < list.length)
      return void setError(t('new.errorBabies', { n: catalog().babies.length }));
    if (
      !babiesFit(
        list.map((p) => p.baby),
        composition(),
      )
    )
      return void setError(t('new.errorBaby'));
    // Turn order starts with the player who goes first, then around the table as entered.
    const order = [...list.slice(first()), ...list.slice(0, first())];
    const seated = sides();
    const seats = [...seated.slice(first()), ...seated.slice(0, first())];
    const setup = makeSetup({
      players: order.map((p) => ({ name: p.name, baby: p.baby })),
      language: deckLanguage(),
      targeting: targeting(),
      houseRules: {
        costAlone: costAlone(),
        ...(withControlChaos()
          ? {
              ultimatePaysItself: ultimatePaysItself(),
              instantsAreNeighs: instantsAreNeighs(),
              priceDisregarded: priceDisregarded(),
              keptPricePays: keptPricePays(),
              babiesStay: babiesStay(),
            }
          : {}),
      },
      composition: composition(),
    });
    props.onStart({
      game: 'unstable-unicorns',
      title: order.map((p) => p.name).join(', '),
      players: order.map((p) => p.name),
      colours: order.map((p) => p.colour),
      seats,
      over: false,
      // Stamped from the start: a game exported before its first move is never read as an older log.
      log: {
        format: LOG_FORMAT,
        rules: UNICORN_RULES,
        setup: setup as unknown as Record<string, unknown>,
        events: [],
        undone: [],
      },
    });
  };

  return (
    <form onSubmit={start} novalidate>
      <fieldset>
        <legend>{t('new.boxes')}</legend>
        <BoxPicker name="box" boxes={boxes()} onChange={(next) => chooseBoxes(next)} />
        <Show when={boxes().length > 0}>
          <p class="muted" data-testid="deck-count">
            {t('new.deckCount', { cards: catalog().blackBacked(false), babies: catalog().babies.length })}
          </p>
          <Show when={Object.keys(composition().copies ?? {}).length > 0}>
            <p class="muted">
              {t('new.myBoxUsed', { faces: Object.keys(composition().copies ?? {}).length })}
            </p>
          </Show>
        </Show>
      </fieldset>
      <fieldset>
        <legend>{t('new.players')}</legend>
        <Index each={players()}>
          {(player, i) => (
            <div class="player-row">
              <SeatNameRow
                id={`player-${i}`}
                seat={i}
                colour={colourValue(player().colour)}
                name={player().name}
                placeholder={t('new.player', { n: i + 1 })}
                label={t('new.playerName', { n: i + 1 })}
                removeLabel={t('new.remove', { n: i + 1 })}
                canRemove={players().length > 2}
                onRename={(value) => update(i, { name: value })}
                onRemove={() => remove(i)}
              />
              <div class="swatches" role="group" aria-label={t('new.colour', { n: i + 1 })}>
                <For each={SEAT_COLOURS}>
                  {(c) => (
                    <button
                      type="button"
                      class="swatch"
                      style={{ background: c.value }}
                      aria-pressed={player().colour === c.id}
                      aria-label={t(`colour.${c.id}`)}
                      onClick={() => update(i, { colour: c.id })}
                    />
                  )}
                </For>
              </div>
              <div class="row u-mt-8">
                <select
                  id={`baby-${i}`}
                  class="grow"
                  aria-label={t('new.baby', { n: i + 1 })}
                  value={player().baby}
                  onChange={(e) => update(i, { baby: e.currentTarget.value })}
                >
                  <For each={babyFaces()}>
                    {(b) => <option value={b}>{babyLabel(b, uiLanguage())}</option>}
                  </For>
                </select>
                {/* At 5 to 8 too: a tile's Stable opens facing the edge its player sits at. */}
                <select
                  aria-label={t('new.side', { n: i + 1 })}
                  value={sides()[i]}
                  onChange={(e) => update(i, { side: e.currentTarget.value as Side })}
                >
                  <For each={SIDES}>{(side) => <option value={side}>{t(`side.${side}`)}</option>}</For>
                </select>
                <label class="first-toggle">
                  <input type="radio" name="first" checked={first() === i} onChange={() => setFirst(i)} />
                  {t('new.first')}
                </label>
              </div>
            </div>
          )}
        </Index>
        <Show when={players().length < 8}>
          <button type="button" class="wide" onClick={add}>
            {t('new.addPlayer')}
          </button>
        </Show>
      </fieldset>
      <Show when={twoPlayerVariantFor(players().length, composition())}>
        <p class="banner">{t('new.twoPlayer')}</p>
      </Show>
      <p class="muted">{t('new.toWin', { n: unicornsToWin(players().length) })}</p>
      <fieldset>
        <legend>{t('new.deckLanguage')}</legend>
        <div class="radio-cards grid2">
          <For each={['en', 'fr'] as const}>
            {(l) => (
              <label>
                <input
                  type="radio"
                  name="deck-language"
                  checked={deckLanguage() === l}
                  onChange={() => setDeckLanguage(l)}
                />
                <span lang={l}>{t(`lang.${l}`)}</span>
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('new.targeting')}</legend>
        <div class="radio-cards">
          <label>
            <input
              type="radio"
              name="targeting"
              checked={targeting() === 'after'}
              onChange={() => setTargeting('after')}
            />
            {t('new.targetingAfter')}
          </label>
          <label>
            <input
              type="radio"
              name="targeting"
              checked={targeting() === 'before'}
              onChange={() => setTargeting('before')}
            />
            {t('new.targetingBefore')}
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('new.houseRules')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={costAlone()}
            onChange={(e) => setCostAlone(e.currentTarget.checked)}
          />
          <span>{t('house.costAlone')}</span>
        </label>
        <Show when={withControlChaos()}>
          <label class="check">
            <input
              type="checkbox"
              checked={ultimatePaysItself()}
              onChange={(e) => setUltimatePaysItself(e.currentTarget.checked)}
            />
            <span>{t('house.ultimatePaysItself')}</span>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={instantsAreNeighs()}
              onChange={(e) => setInstantsAreNeighs(e.currentTarget.checked)}
            />
            <span>{t('house.instantsAreNeighs')}</span>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={priceDisregarded()}
              onChange={(e) => setPriceDisregarded(e.currentTarget.checked)}
            />
            <span>{t('house.priceDisregarded')}</span>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={keptPricePays()}
              onChange={(e) => setKeptPricePays(e.currentTarget.checked)}
            />
            <span>{t('house.keptPricePays')}</span>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={babiesStay()}
              onChange={(e) => setBabiesStay(e.currentTarget.checked)}
            />
            <span>{t('house.babiesStay')}</span>
          </label>
        </Show>
      </fieldset>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <button type="submit" class="primary wide u-minh-64">
        {t('new.start')}
      </button>
    </form>
  );
}
