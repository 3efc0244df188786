// The walker's effect steps shared by the verbs (verbs/): picking a target or a player, saying
// why a step is skipped, and the windows where Instants answer an event about to happen.
import {
  instantAbility,
  playRestriction,
  isUnicornNow,
  matchesFilter,
  immuneTo,
  mayEnterStable,
  pandaMaker,
  effectiveAbilities,
  type EffectSource,
} from '../continuous.ts';
import { isPossible } from './questions.ts';
import {
  allFaces,
  cardAt,
  cardFace,
  copiesInPlay,
  isCardId,
  isStableType,
  isUnicornType,
  type CardId,
  type StableSpot,
} from '../table.ts';
import { type Action, type CardFilter } from '../vocabulary.ts';
import { ask, SKIPPED, type Flow, type Walk } from './machine.ts';
import type { DecisionKind, Option, TableState } from './types.ts';
import { enterStable, findSpot, handFaces, leaveStable, takeFromHand, unaccounted } from './zones.ts';

import {
  perform,
  type AboutTo,
  type AboutToEvent,
  type EffectContext,
  type EventAnswer,
  type PendingEvent,
} from './interpreter.ts';

// The faces whose Instant ability answers an event, from the catalog (none in the base game).
const EVENT_INSTANTS: readonly CardId[] = allFaces()
  .filter((face) => face.abilities.some((ability) => ability.on === 'instant' && ability.event))
  .map((face) => face.id);

/** The players who may answer this event now, and with which Instant (Brain Freeze forbids them). */
export function eventAnswers(t: TableState, event: PendingEvent): Option[] {
  const inPlay = EVENT_INSTANTS.filter((card) => copiesInPlay(t, card) > 0);
  if (inPlay.length === 0) return [];
  // The card concerned, where it is now (a correction may have moved it or taken it away).
  const target = event.spot ? t.players[event.spot.player]?.stable[event.spot.index] : undefined;
  if (event.spot && (target === undefined || (event.card !== undefined && target !== event.card))) return [];
  const options: Option[] = [];
  for (let q = 0; q < t.players.length; q++) {
    if (q === event.actor || t.players[q]!.hand.count === 0) continue;
    for (const card of handFaces(t, q)) {
      if (!inPlay.includes(card)) continue;
      const when = instantAbility(card)?.event;
      if (!when || when.on !== event.on) continue;
      if (when.yours && event.owner !== q) continue;
      if (when.filter && (!event.spot || !matchesFilter(t, target!, when.filter, { spot: event.spot })))
        continue;
      if (playRestriction(t, q, card) !== null) continue;
      options.push({ player: q, card });
    }
  }
  return options;
}

/**
 * Before a draw, a sacrifice or a destruction another player causes: the players who may answer
 * it with an Instant are asked (one answer; the answering Instant itself is not answered).
 * Returns what the answer did to the event, or null when nobody answered.
 */
export function* eventWindow(w: Walk, event: PendingEvent): Flow<EventAnswer | null> {
  const t = w.t;
  if (eventAnswers(t, event).length === 0) return null;
  const answer = yield* ask(w, () => {
    const options = eventAnswers(t, event);
    // The Draw phase's and the Action phase's draws have no card to name.
    const named = isCardId(event.cause)
      ? { source: event.cause, about: { player: event.actor, card: event.cause } }
      : {};
    return {
      kind: 'respond',
      player: null,
      options: options.length === 0 ? [] : [{ pass: true }, ...options],
      ...named,
      event: { on: event.on, player: event.owner, ...(event.card ? { card: event.card } : {}) },
    };
  });
  if (!('card' in answer) || !('player' in answer) || 'index' in answer) return null;
  return yield* answerEvent(w, event, answer);
}

/** A player answers the event with an Instant from their hand (one of `eventAnswers`): it resolves. */
export function* answerEvent(
  w: Walk,
  event: PendingEvent,
  { player, card }: { player: number; card: CardId },
): Flow<EventAnswer> {
  takeFromHand(w, player, card);
  w.t.discard.push(card);
  if (isCardId(event.cause)) w.say({ kind: 'answered', player, card, against: event.cause });
  else w.say({ kind: 'resolved', player, card });
  const effect = instantAbility(card)?.effect;
  const answering: EventAnswer = { event, prevented: false };
  if (effect) {
    yield* perform(w, effect, { card, controller: player, owner: event.owner, targeted: [], answering });
  }
  return answering;
}

// The faces printing a `whenever` ability for each "about to" event, from the catalog (none in the base game).
const aboutToFaces = new Map<AboutToEvent, readonly CardId[]>();
export function facesAnswering(event: AboutToEvent): readonly CardId[] {
  let faces = aboutToFaces.get(event);
  if (!faces) {
    faces = allFaces()
      .filter((face) => face.abilities.some((a) => a.on === 'whenever' && a.event === event))
      .map((face) => face.id);
    aboutToFaces.set(event, faces);
  }
  return faces;
}

/** True when some face answering this event is among the game's cards (never in the base game). */
export function answerableAtTable(t: TableState, event: AboutToEvent): boolean {
  return facesAnswering(event).some((face) => copiesInPlay(t, face) > 0);
}

/** The `whenever` abilities of the card at this place answering this event, as the card is now. */
export function answeringAbilities(t: TableState, spot: StableSpot, event: AboutToEvent) {
  return effectiveAbilities(t, spot).filter(
    (ability): ability is Extract<typeof ability, { on: 'whenever' }> =>
      ability.on === 'whenever' && ability.event === event,
  );
}

/**
 * Another player is about to do something: the cards of the other Stables answering it (the
 * players after the actor in turn order, each Stable in order) are offered one by one, an optional
 * one asked first ("use it?"), until one stops it or sends the card elsewhere. Their effects
 * resolve at once, before what they answer; "that player" is the actor, "that card" the card.
 */
export function* aboutTo(w: Walk, event: AboutToEvent, actor: number, card: CardId): Flow<AboutTo> {
  const t = w.t;
  const happening: AboutTo = { event, actor, card };
  if (!answerableAtTable(t, event)) return happening;
  const faces = facesAnswering(event);
  const n = t.players.length;
  // Who may answer, found before any answer changes the Stables.
  const answerers: Array<{ player: number; card: CardId }> = [];
  for (let k = 1; k < n; k++) {
    const player = (actor + k) % n;
    t.players[player]!.stable.forEach((held, index) => {
      if (faces.includes(held) && answeringAbilities(t, { player, index }, event).length > 0)
        answerers.push({ player, card: held });
    });
  }
  for (const answerer of answerers) {
    if (happening.prevented || happening.into !== undefined) break;
    const spot = findSpot(t, answerer.player, answerer.card);
    if (!spot) continue;
    for (const ability of answeringAbilities(t, spot, event)) {
      if (happening.prevented || happening.into !== undefined) break;
      const x: EffectContext = {
        card: answerer.card,
        controller: answerer.player,
        owner: actor,
        that: card,
        targeted: [],
        aboutTo: happening,
      };
      const possibleNow = () => isPossible(t, sourceOf(w, x), ability.effect, actor, true);
      if (!possibleNow()) continue;
      if (ability.optional) {
        const answer = yield* ask(w, () => ({
          kind: 'use',
          player: answerer.player,
          options: possibleNow() ? [{ use: true }, { use: false }] : [],
          source: answerer.card,
          about: { player: actor, card },
        }));
        if (!('use' in answer) || !answer.use) continue;
      }
      yield* performTriggered(w, ability.effect, x);
      if (happening.prevented || happening.into !== undefined)
        happening.by = { player: answerer.player, card: answerer.card };
    }
  }
  return happening;
}

/** True when the card whose effect this is is a Unicorn card: where it lies now, else by its printed type. */
export function unicornEffect(t: TableState, x: EffectContext): boolean {
  const spot = findSpot(t, x.controller, x.card);
  return spot ? isUnicornNow(t, spot) : isUnicornType(cardFace(x.card).type);
}

/**
 * Carries out a triggered effect of a card (beginning of turn, a chain link, an answer at once):
 * first the other players may stop a Unicorn card's effect (Hypnocorn). An Ultimate Unicorn's
 * price (`x.price`) is a price, not an effect, and is never stopped. Returns true when it was done.
 */
export function* performTriggered(w: Walk, action: Action, x: EffectContext, cost = false): Flow<boolean> {
  if (!x.price && answerableAtTable(w.t, 'another-uses-a-unicorn-effect') && unicornEffect(w.t, x)) {
    const stop = yield* aboutTo(w, 'another-uses-a-unicorn-effect', x.controller, x.card);
    if (stop.prevented) {
      if (stop.by) w.say({ kind: 'stopped', player: x.controller, card: x.card, by: stop.by });
      return false;
    }
  }
  return yield* perform(w, action, x, cost);
}

/** The source as the judge's questions want it: with its Stable place when it lies in one. */
export function sourceOf(w: Walk, x: EffectContext): EffectSource {
  const spot = findSpot(w.t, x.controller, x.card);
  const that = x.that === undefined ? {} : { that: x.that };
  return spot
    ? { card: x.card, controller: x.controller, spot, ...that }
    : { card: x.card, controller: x.controller, ...that };
}

export const key = (spot: StableSpot, card: CardId) => `${spot.player}:${card}`;

/**
 * The options naming Stable spots, skipping cards already targeted in the link: as many copies of
 * a face in a Stable as were targeted there and stayed.
 */
export function spotOptions(w: Walk, x: EffectContext, spots: readonly StableSpot[]): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  const skipped = new Map<string, number>();
  for (const spot of spots) {
    const card = w.t.players[spot.player]!.stable[spot.index]!;
    const k = key(spot, card);
    const marked = x.targeted.filter((entry) => entry === k).length;
    if (marked > 0) {
      // The first `marked` copies stand for the cards targeted (copies of a face are alike).
      const passed = skipped.get(k) ?? 0;
      if (passed < marked) {
        skipped.set(k, passed + 1);
        continue;
      }
    }
    const id = `${spot.player}:${spot.index}`;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({ player: spot.player, index: spot.index, card });
  }
  return options;
}

/**
 * Asks for one card among Stable spots (skipping those already targeted in the link); null if
 * there is none. `spots` is worked out from the table, again after a correction.
 */
export function* pickSpot(
  w: Walk,
  x: EffectContext,
  kind: DecisionKind,
  spots: () => StableSpot[],
  chooser = x.controller,
  /** Why the other cards are no targets (the card refusing them), when only one is left. */
  because?: () => string,
  /** Which of how many picks this is, when the step asks for more than one (the question says "1 of 2"). */
  count?: { remaining: number; of: number },
): Flow<StableSpot | null> {
  const options = spotOptions(w, x, spots());
  if (options.length === 0) return null;
  let answer: Option;
  const declared = x.declared;
  x.declared = undefined;
  // A target named on announcement is used if it is still legal; if it is gone, the player picks again.
  const named =
    declared && 'index' in declared
      ? options.find((o) => 'index' in o && o.card === declared.card && o.player === declared.player)
      : undefined;
  if (named) answer = named;
  else
    answer = yield* ask(
      w,
      () => ({
        kind,
        player: chooser,
        options: spotOptions(w, x, spots()),
        source: x.card,
        ...(x.price ? { price: true as const } : {}),
        ...(count && count.of > 1 ? count : {}),
      }),
      because ? { because } : undefined,
    );
  if (!('index' in answer)) return null;
  x.targeted.push(key(answer, answer.card));
  return { player: answer.player, index: answer.index };
}

/**
 * The table as the rest of a link sees it: the cards already targeted in it that stayed in their
 * Stable left out, since no card is targeted twice in one link (the table itself, when none did).
 */
export function withoutTargeted(t: TableState, targeted: readonly string[]): TableState {
  if (targeted.length === 0) return t;
  const players = t.players.map((seat, player) => {
    const stable = seat.stable.slice();
    for (const entry of targeted) {
      const [who, card] = [Number(entry.slice(0, entry.indexOf(':'))), entry.slice(entry.indexOf(':') + 1)];
      if (who !== player) continue;
      const at = stable.indexOf(card);
      if (at >= 0) stable.splice(at, 1);
    }
    return stable === seat.stable ? seat : { ...seat, stable };
  });
  return { ...t, players };
}

/** A targeted card left its Stable: it no longer stands in the way of another copy of its face. */
export function left(x: EffectContext, spot: StableSpot, card: CardId): void {
  const at = x.targeted.lastIndexOf(key(spot, card));
  if (at >= 0) x.targeted.splice(at, 1);
}

/** Asks the controller to pick a player among these (worked out from the table); null when there is none. */
export function* pickPlayer(w: Walk, x: EffectContext, players: () => number[]): Flow<number | null> {
  const now = players();
  if (now.length === 0) return null;
  const declared = x.declared;
  x.declared = undefined;
  if (declared && 'player' in declared && !('card' in declared) && now.includes(declared.player)) {
    return declared.player;
  }
  const answer = yield* ask(w, () => ({
    kind: 'player',
    player: x.controller,
    options: players().map((player) => ({ player })),
    source: x.card,
  }));
  return 'player' in answer ? answer.player : null;
}

/**
 * Why a step reaching Stables found nothing: the card that keeps the cards there out of reach
 * (Pandamonium makes Unicorns Pandas, Rainbow Aura shields them from destruction, Queen Bee
 * Unicorn keeps Basic Unicorns in their Stable), else the rule word 'nothing-to-target'.
 */
export function whyNoTarget(
  t: TableState,
  source: EffectSource,
  how: 'destroy' | 'steal' | 'move' | 'sacrifice' | 'return',
  filter: CardFilter | undefined,
  players: readonly number[],
): string {
  const wantsUnicorns = filter === undefined || filter.kind === 'card' || filter.kind.includes('unicorn');
  for (const player of players) {
    const stable = t.players[player]?.stable ?? [];
    for (let index = 0; index < stable.length; index++) {
      const spot = { player, index };
      const printed = cardFace(stable[index]!).type;
      if (wantsUnicorns && isUnicornType(printed) && printed !== 'baby-unicorn' && !isUnicornNow(t, spot)) {
        const maker = pandaMaker(t, player);
        if (maker) return cardAt(t, maker);
      }
      if (!matchesFilter(t, stable[index]!, filter, { spot, source })) continue;
      // An immune card names itself, or the card making it immune (Rainbow Aura).
      const refusal = immuneTo(t, spot, source, how, how !== 'sacrifice');
      if (refusal && 'card' in refusal.because) return refusal.because.card;
      if (how === 'steal') {
        const refusal = mayEnterStable(t, stable[index]!, source.controller);
        if (refusal && 'card' in refusal.because) return refusal.because.card;
      }
    }
  }
  return 'nothing-to-target';
}

/**
 * Why a target was the only one: the card that refused the others (Rainbow Aura, Queen Bee...), or
 * 'only-one' when no other card fitted at all.
 */
export function onlyBecause(why: string): string {
  return why === 'nothing-to-target' ? 'only-one' : why;
}

/** Reports an effect step skipped as impossible. */
export function skip(w: Walk, x: EffectContext, because: string | (() => string)): void {
  if (!w.recording) return;
  w.say({
    kind: 'skipped',
    card: x.card,
    player: x.controller,
    because: typeof because === 'string' ? because : because(),
  });
}

export function others(w: Walk, player: number): number[] {
  return w.t.players.map((_s, i) => i).filter((i) => i !== player);
}

/**
 * Puppetmaster Unicorn: the controller names up to `upTo` other players with cards in hand, one at a
 * time and each once (they may stop naming), and each named player discards `count`.
 */
export function* discardByOthers(
  w: Walk,
  x: EffectContext,
  count: number | 'all',
  upTo: number,
  filter: CardFilter | undefined,
): Flow<boolean> {
  const t = w.t;
  const named: number[] = [];
  let any = false;
  while (named.length < upTo) {
    const candidates = () =>
      others(w, x.controller).filter((p) => !named.includes(p) && t.players[p]!.hand.count > 0);
    if (candidates().length === 0) break;
    const answer = yield* ask(w, () => {
      const now = candidates();
      return {
        kind: 'player',
        player: x.controller,
        options: now.length === 0 ? [] : [...now.map((player) => ({ player })), { none: true }],
        source: x.card,
      };
    });
    if (!('player' in answer)) break;
    named.push(answer.player);
    const step: Action = { do: 'discard', count, who: 'owner', ...(filter ? { filter } : {}) };
    any = (yield* perform(w, step, { ...x, owner: answer.player })) || any;
  }
  if (named.length === 0) skip(w, x, 'nothing-to-target');
  return any;
}

/**
 * Destabilize: the player of this Instant names the Stable the Upgrade or Downgrade card below it
 * on the pile will enter, among those it may enter.
 */
export function* chooseStableBelow(w: Walk, x: EffectContext): Flow<boolean> {
  const t = w.t;
  const below = t.pile[t.pile.length - 1];
  if (!below || !isStableType(cardFace(below.card).type)) return false;
  const options = () =>
    t.players
      .map((_seat, player) => player)
      .filter((player) => mayEnterStable(t, below.card, player) === null)
      .map((player) => ({ player }));
  const answer = yield* ask(w, () => ({
    kind: 'into',
    player: x.controller,
    options: options(),
    source: x.card,
  }));
  if (!('player' in answer)) return false;
  below.into = answer.player;
  return true;
}

/** A card brought by an effect into a Stable (the controller's unless `into` says whose), said as such. */
export function bringIn(w: Walk, x: EffectContext, card: CardId, into: number): void {
  enterStable(w, into, card);
  w.say({
    kind: 'brought',
    player: x.controller,
    card,
    by: x.card,
    ...(into === x.controller ? {} : { to: into }),
  });
}

/** A card searched out of the deck and put straight into the controller's Stable; the deck is shuffled. */
export function* bringFromDeck(
  w: Walk,
  x: EffectContext,
  filter: CardFilter | undefined,
  into = x.controller,
): Flow<boolean> {
  const t = w.t;
  return yield* searchDeck(
    w,
    x,
    (card) =>
      isStableType(cardFace(card).type) &&
      matchesFilter(t, card, filter) &&
      mayEnterStable(t, card, into) === null,
    (card) => {
      // For the real cards: out of the deck through the hand, never counted in it.
      w.move({ fromHand: x.controller, card });
      bringIn(w, x, card, into);
    },
  );
}

/**
 * The controller searches the deck for a card `fits` allows (or says none is there); the card found
 * leaves the deck through their hand for the real cards and `found` puts it where it goes; the deck
 * is shuffled either way.
 */
export function* searchDeck(
  w: Walk,
  x: EffectContext,
  fits: (card: CardId) => boolean,
  found: (card: CardId) => void,
): Flow<boolean> {
  const t = w.t;
  if (t.deck === 0) {
    skip(w, x, 'empty-deck');
    return false;
  }
  const answer = yield* ask(w, () => ({
    kind: 'search',
    player: x.controller,
    options:
      t.deck === 0
        ? []
        : [
            ...unaccounted(t)
              .filter(fits)
              .map((card) => ({ card })),
            { none: true },
          ],
    zone: { deck: true },
    source: x.card,
  }));
  if (answer === SKIPPED) return false;
  let taken = false;
  if ('card' in answer) {
    t.deck -= 1;
    w.move({ deckToHand: x.controller, card: answer.card });
    found(answer.card);
    taken = true;
  }
  w.move({ shuffleDeck: true });
  return taken;
}

/**
 * Prospecting: the top card of the deck is turned over, one at a time, and the table says which it
 * is; the first one fitting the filter that may enter comes into the Stable, the others go to the
 * discard pile. Done when a card came in (the deck may run out first).
 */
export function* turnOverUntil(
  w: Walk,
  x: EffectContext,
  filter: CardFilter | undefined,
  into: number,
): Flow<boolean> {
  const t = w.t;
  if (t.deck === 0) {
    skip(w, x, 'empty-deck');
    return false;
  }
  while (t.deck > 0) {
    const answer = yield* ask(w, () => ({
      kind: 'reveal',
      player: x.controller,
      options: t.deck === 0 ? [] : unaccounted(t).map((card) => ({ card })),
      zone: { top: 1 },
      source: x.card,
    }));
    if (answer === SKIPPED || !('card' in answer)) return false;
    const card = answer.card;
    t.deck -= 1;
    w.move({ fromDeck: card });
    if (
      isStableType(cardFace(card).type) &&
      matchesFilter(t, card, filter) &&
      mayEnterStable(t, card, into) === null
    ) {
      bringIn(w, x, card, into);
      return true;
    }
    t.discard.push(card);
    w.say({ kind: 'revealed', player: x.controller, card, by: x.card });
  }
  return false;
}

/**
 * Fortune Teller Unicorn: of the top `count` cards the controller looked at, any go to the discard
 * pile, one by one, until they say none; the table is told which (the rest stay on top, unseen).
 */
export function* discardFromTop(w: Walk, x: EffectContext, count: number): Flow<number> {
  const t = w.t;
  let thrown = 0;
  while (thrown < count && t.deck > 0) {
    const left = Math.min(count - thrown, t.deck);
    const answer = yield* ask(w, () => ({
      kind: 'reveal',
      player: x.controller,
      options: t.deck === 0 ? [] : [...unaccounted(t).map((card) => ({ card })), { none: true as const }],
      zone: { top: left },
      source: x.card,
    }));
    if (answer === SKIPPED || !('card' in answer)) break;
    t.deck -= 1;
    w.move({ fromDeck: answer.card });
    t.discard.push(answer.card);
    w.say({ kind: 'revealed', player: x.controller, card: answer.card, by: x.card });
    thrown += 1;
  }
  return thrown;
}

/**
 * Time Rift: every card of the picked player's Stable goes back to that player's hand (a Baby
 * Unicorn to the Nursery, as always); they are "that player", the cards "the cards returned".
 */
export function* returnWholeStable(w: Walk, x: EffectContext, filter: CardFilter | undefined): Flow<boolean> {
  const t = w.t;
  const whose = yield* pickPlayer(w, x, () => t.players.map((_seat, player) => player));
  if (whose === null) return false;
  x.owner = whose;
  const returned: CardId[] = [];
  // Each card once, in Stable order; one a replacement keeps in place is not asked again.
  const cards = t.players[whose]!.stable.slice();
  const kept: CardId[] = [];
  for (const card of cards) {
    const stable = t.players[whose]!.stable;
    let index = -1;
    for (let i = 0; i < stable.length; i++) {
      if (stable[i] !== card) continue;
      const skipped = kept.filter((k) => k === card).length;
      if (stable.slice(0, i).filter((c) => c === card).length >= skipped) {
        index = i;
        break;
      }
    }
    if (index < 0) continue;
    const spot = { player: whose, index };
    if (!matchesFilter(t, card, filter, { spot, source: sourceOf(w, x) })) {
      kept.push(card);
      continue;
    }
    if (yield* leaveStable(w, spot, 'return', undefined, x.card)) {
      if (t.players[whose]!.hand.known.includes(card)) returned.push(card);
    } else kept.push(card);
  }
  x.returned = returned;
  return returned.length > 0;
}

/** Time Rift: the cards the previous step sent back to "that player"'s hand come straight back into their Stable. */
export function bringReturned(w: Walk, x: EffectContext): boolean {
  const t = w.t;
  const owner = x.owner;
  if (owner === undefined || !x.returned) return false;
  let any = false;
  for (const card of x.returned) {
    // Still in that hand (a correction may have moved it).
    if (!t.players[owner]!.hand.known.includes(card)) continue;
    if (mayEnterStable(t, card, owner) !== null) continue;
    takeFromHand(w, owner, card);
    enterStable(w, owner, card);
    w.say({ kind: 'brought', player: owner, card, by: x.card });
    any = true;
  }
  return any;
}

/**
 * The card the previous step drew comes straight into the controller's Stable if a Stable may take
 * it (Rainbow Bridge). The table never saw it: its player shows it and the table is told which
 * card it is, or that it is another kind of card, which stays hidden in the hand.
 */
export function* bringDrawn(w: Walk, x: EffectContext, filter: CardFilter | undefined): Flow<boolean> {
  const t = w.t;
  const player = x.drew;
  if (player === undefined) return false;
  const options = (): Option[] => {
    const hand = t.players[player]!.hand;
    if (hand.count === 0) return [];
    // An unseen card, unless a visible hand (Nanny Cam) already showed it: then it is the last one seen.
    const faces = hand.count > hand.known.length ? unaccounted(t) : hand.known.slice(-1);
    return [
      ...faces
        .filter(
          (card) =>
            isStableType(cardFace(card).type) &&
            matchesFilter(t, card, filter) &&
            mayEnterStable(t, card, x.controller) === null,
        )
        .map((card) => ({ card })),
      { none: true },
    ];
  };
  const answer = yield* ask(w, () => ({
    kind: 'bring',
    player: x.controller,
    options: options(),
    zone: { drawn: player },
    source: x.card,
  }));
  if (!('card' in answer)) return false;
  takeFromHand(w, player, answer.card);
  enterStable(w, x.controller, answer.card);
  w.say({ kind: 'brought', player: x.controller, card: answer.card, by: x.card });
  return true;
}
