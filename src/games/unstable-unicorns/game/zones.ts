// Moving cards between the zones as the table sees them: hands are counts plus known cards, the deck
// is a count, and every card entering or leaving a Stable goes through replacements and triggers here.
import {
  effectiveAbilities,
  mayEnterStable,
  goesToNursery,
  handVisible,
  immuneTo,
  isUnicornNow,
  matchesFilter,
} from '../continuous.ts';
import { stableUnicorns } from '../scoring.ts';
import { allFaces, cardAt, cardFace, type CardId, type StableSpot } from '../table.ts';
import type { Ability, Action, CardFilter } from '../vocabulary.ts';
import { isPossible } from './questions.ts';
import { perform, type Taking } from './interpreter.ts';
import { unaccounted } from './unaccounted.ts';
import { ask, remember, SKIPPED, type Flow, type Walk } from './machine.ts';
import type { Decision, Option, Result, TableState } from './types.ts';

export { unaccounted } from './unaccounted.ts';
export type { Taking } from './interpreter.ts';

/** How a card leaves a Stable. */
export type LeaveHow = 'sacrifice' | 'destroy' | 'return' | 'steal' | 'move' | 'deck' | 'nursery';

/** The result saying a card left its Stable, by how it left (stolen and moved also say where to). */
const LEFT = {
  sacrifice: 'sacrificed',
  destroy: 'destroyed',
  return: 'returned',
  deck: 'shuffled',
  nursery: 'to-nursery',
} as const;

/** Where a card is now in the Stable it was seen in (a correction may have moved it), if still there. */
export function relocate(t: TableState, spot: StableSpot, card: CardId): StableSpot | undefined {
  const stable = t.players[spot.player]!.stable;
  if (stable[spot.index] === card) return spot;
  const index = stable.indexOf(card);
  return index < 0 ? undefined : { player: spot.player, index };
}

/**
 * The faces that may be in a player's hand: the known ones (each once, in the order known), then
 * any other unseen face when some cards are unknown (`unseen`: the table's unaccounted faces, when
 * the caller has them already).
 */
export function handFaces(
  t: TableState,
  player: number,
  filter?: CardFilter,
  unseen?: readonly CardId[],
): CardId[] {
  const hand = t.players[player]!.hand;
  const fitting: CardId[] = [];
  // Arrays rather than a Set: a hand knows a few cards, and this runs for every decision.
  for (const card of hand.known) {
    if (!fitting.includes(card) && matchesFilter(t, card, filter)) fitting.push(card);
  }
  if (hand.count > hand.known.length) {
    for (const card of unseen ?? unaccounted(t)) {
      if (!hand.known.includes(card) && matchesFilter(t, card, filter)) fitting.push(card);
    }
  }
  return fitting;
}

/** True when every card of the hand is known. */
export function handKnown(t: TableState, player: number): boolean {
  const hand = t.players[player]!.hand;
  return hand.known.length >= hand.count;
}

/** What made a player draw: a card's effect, the Draw phase, the Action phase's draw. */
export type DrawSource = Extract<Result, { kind: 'drew' }>['source'];

/** The player draws up to `count` cards; returns how many were drawn (the deck may run out). */
export function drawCards(w: Walk, player: number, count: number, source: DrawSource): number {
  let drawn = 0;
  while (drawn < count && w.t.deck > 0) {
    w.t.deck -= 1;
    w.t.players[player]!.hand.count += 1;
    w.move({ draw: player });
    drawn += 1;
  }
  if (drawn > 0) {
    w.say({ kind: 'drew', player, count: drawn, source });
    ownerActed(w, player, 'you-draw');
  }
  return drawn;
}

/** A card leaves a hand (the option naming it was checked against the hand's possible faces). */
export function takeFromHand(w: Walk, player: number, card: CardId): void {
  const hand = w.t.players[player]!.hand;
  hand.count -= 1;
  const known = hand.known.indexOf(card);
  if (known >= 0) hand.known.splice(known, 1);
  w.move({ fromHand: player, card });
}

/** A card everyone has seen goes into a hand. Baby Unicorns never do: they go to the Nursery. */
export function putInHand(w: Walk, player: number, card: CardId): void {
  if (goesToNursery(card, 'return-to-hand')) {
    w.t.nursery.push(card);
    return;
  }
  const hand = w.t.players[player]!.hand;
  hand.count += 1;
  hand.known.push(card);
  w.move({ toHand: player, card });
}

/** What chooseDiscard gives back when the player drew a card in place of the discard (Parallel Universicorn). */
export const DREW_INSTEAD = '(drew instead)';

/**
 * Lets a player pick a card of their hand to discard; returns it, or null if they have none that
 * fits, or DREW_INSTEAD when `mayDraw` let them draw 1 instead and they did.
 */
export function* chooseDiscard(
  w: Walk,
  player: number,
  options: {
    filter?: CardFilter;
    source?: CardId;
    /** How many discards are left in this step: a number, or worked out from the table (the hand limit). */
    remaining?: number | (() => number);
    /** How many discards the step asks in all, when known and more than one (the question says "1 of 2"). */
    of?: number;
    mayDecline?: boolean;
    /** True when the player may draw 1 instead of this discard (Parallel Universicorn). */
    mayDraw?: () => boolean;
    /** The discard pays an Ultimate Unicorn's price (the question says so). */
    price?: boolean;
  } = {},
): Flow<CardId | null> {
  const remaining = () => (typeof options.remaining === 'function' ? options.remaining() : options.remaining);
  const answer = yield* ask(w, (): Decision => {
    const hand = w.t.players[player]!.hand;
    const left = remaining();
    const none: Decision = { kind: 'discard', player, options: [], source: options.source };
    if (hand.count === 0 || (left !== undefined && left <= 0)) return none;
    const faces = remember('discard', () => handFaces(w.t, player, options.filter));
    if (faces.length === 0) return none;
    const choices: Option[] = faces.map((card) => ({ card }));
    // With a filter and unknown cards, the table cannot know the player has a fitting card.
    if (options.mayDecline || (options.filter && !handKnown(w.t, player))) choices.push({ none: true });
    if (options.mayDraw?.()) choices.push({ draw: true });
    return {
      kind: 'discard',
      player,
      options: choices,
      fromHand: player,
      source: options.source,
      remaining: left,
      ...(options.of !== undefined && options.of > 1 ? { of: options.of } : {}),
      ...(options.price ? { price: true as const } : {}),
    };
  });
  if ('draw' in answer) {
    drawCards(w, player, 1, options.source ?? 'action');
    return DREW_INSTEAD;
  }
  if (!('card' in answer)) return null;
  takeFromHand(w, player, answer.card);
  w.t.discard.push(answer.card);
  w.say({
    kind: 'discarded',
    player,
    card: answer.card,
    ...(options.source === undefined ? {} : { by: options.source }),
  });
  return answer.card;
}

/** Asks which cards of a visible hand (Nanny Cam) the table has not seen yet. */
export function* revealVisibleHands(w: Walk): Flow {
  for (let player = 0; player < w.t.players.length; player++) {
    const hand = w.t.players[player]!.hand;
    if (hand.known.length >= hand.count || !handVisible(w.t, player)) continue;
    while (hand.known.length < hand.count) {
      const answer = yield* ask(w, () => ({
        kind: 'identify',
        player,
        options:
          hand.known.length < hand.count && handVisible(w.t, player)
            ? unaccounted(w.t).map((card) => ({ card }))
            : [],
        zone: { hand: player },
        source: 'nanny-cam',
      }));
      if (answer === SKIPPED || !('card' in answer)) break;
      hand.known.push(answer.card);
    }
  }
}

/** The place of a face in a player's Stable, if it is there. */
export function findSpot(t: TableState, player: number, card: CardId): StableSpot | undefined {
  const index = t.players[player]!.stable.indexOf(card);
  return index < 0 ? undefined : { player, index };
}

/** A card enters a Stable: its enter effects and the Stable's "whenever" effects join the chain. */
export function enterStable(w: Walk, player: number, card: CardId): void {
  const stable = w.t.players[player]!.stable;
  stable.push(card);
  const spot = { player, index: stable.length - 1 };
  for (const ability of effectiveAbilities(w.t, spot)) {
    if (ability.on === 'enter') {
      w.t.chain.push({
        card,
        controller: player,
        effect: ability.effect,
        optional: ability.optional,
        trigger: 'enter',
        ...(ability.cost ? { cost: true } : {}),
      });
    }
  }
  if (isUnicornNow(w.t, spot)) unicornMoved(w, player);
  if (cardFace(card).type === 'downgrade') downgradeArrived(w, player, spot.index);
}

type WheneverEvent = Extract<Ability, { on: 'whenever' }>['event'];

/**
 * Speed: the faces printing a 'whenever' ability for an event, so a Stable without any is passed
 * over at once (most events are Control & Chaos only). Only for events a card must print itself.
 */
const printedFor = new Map<WheneverEvent, ReadonlySet<CardId>>();
function facesPrinting(event: WheneverEvent): ReadonlySet<CardId> {
  let faces = printedFor.get(event);
  if (!faces) {
    faces = new Set(
      allFaces()
        .filter((face) => face.abilities.some((a) => a.on === 'whenever' && a.event === event))
        .map((face) => face.id),
    );
    printedFor.set(event, faces);
  }
  return faces;
}

/** Who or what "that" is for the effect: the player who acted, the card concerned. */
interface About {
  about?: number;
  aboutCard?: CardId;
}

/**
 * The cards of this player's Stable answering `event` put their effects on the chain, in Stable
 * order, with who or what "that" is (`except`: the place of the card that caused the event).
 */
function whenever(
  w: Walk,
  player: number,
  event: WheneverEvent,
  about: About = {},
  options: { except?: number; printedOnly?: boolean } = {},
): void {
  const printed = options.printedOnly === false ? undefined : facesPrinting(event);
  if (printed?.size === 0) return;
  w.t.players[player]!.stable.forEach((card, index) => {
    if (index === options.except || (printed && !printed.has(card))) return;
    for (const ability of effectiveAbilities(w.t, { player, index })) {
      if (ability.on === 'whenever' && ability.event === event) {
        w.t.chain.push({
          card,
          controller: player,
          effect: ability.effect,
          optional: ability.optional,
          trigger: 'whenever',
          ...about,
        });
      }
    }
  });
}

/** Unicorn Tax, Toll Booth: the owner of the Stable drew, or played a Unicorn card; their effects join the chain. */
export function ownerActed(w: Walk, player: number, event: 'you-draw' | 'you-play-a-unicorn'): void {
  whenever(w, player, event);
}

/** Retribution: another player destroyed a Unicorn card of this player's Stable; "that player" is them. */
export function unicornDestroyedBy(w: Walk, player: number, destroyer: number): void {
  whenever(w, player, 'another-destroys-your-unicorn', { about: destroyer });
}

/** Extra Life: a Unicorn card of this player's Stable was sacrificed or destroyed; "that card" is it. */
function unicornLeft(w: Walk, player: number, left: CardId): void {
  whenever(w, player, 'your-unicorn-sacrificed-or-destroyed', { aboutCard: left });
}

/**
 * Trojan Unicorn: `player` plays the Unicorn card `played` from their hand; the other players'
 * effects join the chain, which resolves once the played card has (so it is in its Stable by then).
 */
export function unicornPlayed(w: Walk, player: number, played: CardId): void {
  w.t.players.forEach((_seat, other) => {
    if (other !== player) whenever(w, other, 'another-plays-a-unicorn', { about: player, aboutCard: played });
  });
}

/** Anti-Magic Bubble, Glass Half Full: another Downgrade card entered this player's Stable. */
function downgradeArrived(w: Walk, player: number, arrived: number): void {
  whenever(w, player, 'downgrade-enters-your-stable', {}, { except: arrived, printedOnly: false });
}

/** Barbed Wire and the like: a Unicorn card entered or left this player's Stable. */
function unicornMoved(w: Walk, player: number): void {
  whenever(w, player, 'unicorn-enters-or-leaves-your-stable', {}, { printedOnly: false });
}

// The events that are states of a Stable rather than things happening.
const STATE_EVENTS: readonly WheneverEvent[] = ['more-than-five-unicorns', 'no-unicorns-in-your-stable'];

// The faces with a state trigger (Tiny Stable, Unicorn Abduction): this runs between every two chain links.
const STATE_TRIGGER_FACES = new Set(
  allFaces()
    .filter((face) =>
      face.abilities.some((ability) => ability.on === 'whenever' && STATE_EVENTS.includes(ability.event)),
    )
    .map((face) => face.id),
);

/** True while the Stable is in the state the event names. */
function stateHolds(t: TableState, player: number, event: WheneverEvent): boolean {
  if (event === 'more-than-five-unicorns') return stableUnicorns(t, player) > 5;
  // "No Unicorn" is judged card by card, as other effects see them (a Panda is none).
  return !t.players[player]!.stable.some((_card, index) => isUnicornNow(t, { player, index }));
}

/**
 * State triggers checked between chain links: Tiny Stable makes its owner sacrifice while the
 * Stable counts more than 5 Unicorns (Ginormous Unicorn counts 2); Unicorn Abduction goes once
 * its Stable holds no Unicorn.
 */
export function stateTriggers(w: Walk): void {
  const t = w.t;
  for (let player = 0; player < t.players.length; player++) {
    const stable = t.players[player]!.stable;
    for (let index = 0; index < stable.length; index++) {
      const card = stable[index]!;
      if (!STATE_TRIGGER_FACES.has(card)) continue;
      for (const ability of effectiveAbilities(t, { player, index })) {
        if (ability.on !== 'whenever' || !STATE_EVENTS.includes(ability.event)) continue;
        if (!stateHolds(t, player, ability.event)) continue;
        const queued = t.chain.some(
          (link) => link.card === card && link.controller === player && link.trigger === 'whenever',
        );
        if (!queued) {
          t.chain.push({
            card,
            controller: player,
            effect: ability.effect,
            optional: ability.optional,
            trigger: 'whenever',
          });
        }
      }
    }
  }
}

/** One way to keep a card in its Stable: the card offering it, and what its owner gives instead. */
interface StandIn {
  card: CardId;
  spot: StableSpot;
  /** Discard this many cards instead (Unicorn Phoenix, Archangel Unicorn). */
  discard?: number;
  /** Sacrifice another card of the Stable fitting this filter instead (Unicorn Bribe). */
  other?: CardFilter;
}

/**
 * The optional replacements that could stand in for this card leaving its Stable, from every card
 * of that Stable offering one (Unicorn Phoenix, Black Knight Unicorn, Archangel Unicorn, Unicorn
 * Bribe...): when several do, the owner picks which applies. Each is offered only when it can be
 * done (enough cards in hand, another card to sacrifice).
 */
function replacements(t: TableState, spot: StableSpot, how: LeaveHow, paying?: CardId): StandIn[] {
  if (how !== 'sacrifice' && how !== 'destroy' && how !== 'return') return [];
  const entering = t.houseRules?.keptPricePays === true ? undefined : paying;
  const found: StandIn[] = [];
  const event = how === 'return' ? 'return-to-hand' : how;
  const owner = spot.player;
  const stable = t.players[owner]!.stable;
  const unicorn = isUnicornNow(t, spot);
  const handCount = t.players[owner]!.hand.count;
  // The card's own replacements first, then the other cards' in Stable order.
  const order = [spot.index, ...stable.keys()].filter((index, k) => k === 0 || index !== spot.index);
  for (const index of order) {
    const card = stable[index]!;
    const itself = index === spot.index;
    // A card paying its price to enter has no effect yet (seed 002: the price brings it in).
    if (card === entering) continue;
    for (const ability of effectiveAbilities(t, { player: owner, index })) {
      if (ability.on !== 'replace' || !ability.events.includes(event)) continue;
      const covers =
        ability.protects === 'self'
          ? itself
          : ability.protects === 'your-cards' ||
            (unicorn && (!itself || ability.instead.do !== 'sacrifice-self'));
      if (
        !covers ||
        ability.protects === 'others-unicorns' ||
        ability.instead.do === 'to-nursery' ||
        ability.instead.do === 'stolen-by-destroyer' ||
        ability.instead.do === 'perform'
      )
        continue;
      const at = { player: owner, index };
      if (ability.instead.do === 'discard') {
        if (handCount >= ability.instead.count)
          found.push({ card, spot: at, discard: ability.instead.count });
      } else if (ability.instead.do === 'sacrifice-self') {
        if (!itself) found.push({ card, spot: at });
      } else if (ability.instead.do === 'sacrifice-other') {
        const filter = ability.instead.filter;
        const others = stable.some((_other, i) => i !== spot.index && mayGiveUp(t, i, filter, at));
        if (others) found.push({ card, spot: at, other: filter });
      }
    }
  }
  return found;
}

/**
 * May the card at `index` of the Stable holding the replacement at `giver` be sacrificed in another
 * card's place (Unicorn Bribe)? It fits the replacement's filter and is not immune to a sacrifice
 * its owner is made to do (seed 002: an indirect effect of the replacing card).
 */
function mayGiveUp(t: TableState, index: number, filter: CardFilter, giver: StableSpot): boolean {
  const spot = { player: giver.player, index };
  const source = { card: cardAt(t, giver), controller: giver.player, spot: giver };
  return (
    matchesFilter(t, cardAt(t, spot), filter, { spot }) &&
    immuneTo(t, spot, source, 'sacrifice', false) === null
  );
}

/**
 * A card leaves a Stable. Sacrificed or destroyed it goes to the discard pile, returned to its
 * owner's hand, stolen or moved into the Stable `to`; a Baby Unicorn goes to the Nursery instead
 * of a discard pile or a hand (its printed replacement, read from the card data; seed 000 makes it
 * a rule for every Baby, so it holds under Blinding Light). Optional
 * replacements are offered to the card's owner first. Returns true when the card left.
 */
export function* leaveStable(
  w: Walk,
  spot: StableSpot,
  how: LeaveHow,
  to?: number,
  by?: CardId,
  more: LeaveMore = {},
): Flow<boolean> {
  const t = w.t;
  const owner = spot.player;
  const card = t.players[owner]!.stable[spot.index]!;
  // Unicorn of Betrayal: the destroying player may take the card instead (their choice, first).
  const actor = more.actor;
  if (
    how === 'destroy' &&
    actor !== undefined &&
    by !== undefined &&
    actor !== owner &&
    stolenByDestroyer(t, spot, actor, by)
  ) {
    const answer = yield* ask(w, () => {
      const at = relocate(t, spot, card);
      return {
        kind: 'use',
        player: actor,
        source: card,
        options: at && stolenByDestroyer(t, at, actor, by) ? [{ use: true }, { use: false }] : [],
      };
    });
    const at = relocate(t, spot, card);
    if (!at) return false;
    spot = at;
    if ('use' in answer && answer.use) {
      more.stolen = true;
      return yield* leaveStable(w, spot, 'steal', actor, by);
    }
  }
  if (replacements(t, spot, how, more.paying).length > 0) {
    const answer = yield* ask(w, () => {
      const at = relocate(t, spot, card);
      const standIns = at ? replacements(t, at, how, more.paying) : [];
      return {
        kind: 'replace',
        player: owner,
        source: card,
        options: standIns.length === 0 ? [] : [{ use: false }, ...standIns.map((r) => ({ card: r.card }))],
      };
    });
    // A correction may have moved the card (or taken it away) while the owner was asked.
    const at = relocate(t, spot, card);
    if (!at) return false;
    spot = at;
    const standIns = replacements(t, spot, how, more.paying);
    const chosen = 'card' in answer ? standIns.find((r) => r.card === answer.card) : undefined;
    if (chosen && chosen.discard !== undefined) {
      for (let i = 0; i < chosen.discard; i++) yield* chooseDiscard(w, owner, { source: chosen.card });
      return false;
    }
    if (chosen && chosen.other) {
      // Another card of the Stable goes in its place (Unicorn Bribe: an Upgrade or a Downgrade).
      const filter = chosen.other;
      const kept = card;
      const answer2 = yield* ask(w, () => {
        const giver = relocate(t, chosen.spot, chosen.card);
        return {
          kind: 'sacrifice',
          player: owner,
          source: chosen.card,
          options: giver
            ? t.players[owner]!.stable.flatMap((other, index) =>
                (other !== kept || index !== relocate(t, spot, kept)?.index) &&
                mayGiveUp(t, index, filter, giver)
                  ? [{ player: owner, index, card: other }]
                  : [],
              )
            : [],
        };
      });
      if (!('index' in answer2)) return false;
      yield* leaveStable(w, { player: owner, index: answer2.index }, 'sacrifice', undefined, chosen.card);
      return false;
    }
    if (chosen) {
      yield* leaveStable(w, chosen.spot, 'sacrifice', undefined, chosen.card);
      return false;
    }
  }
  // Shadow Unicorn: another player may take a Unicorn about to be sacrificed or returned.
  if ((how === 'sacrifice' || how === 'return') && isUnicornNow(t, spot) && takers(t, spot, how).length > 0) {
    const taken = yield* takenByAnother(w, spot, how, card);
    if (taken !== undefined) return taken;
    const at = relocate(t, spot, card);
    if (!at) return false;
    spot = at;
  }
  const wasUnicorn = isUnicornNow(t, spot);
  // Controlled Destruction: the card's own triggered abilities do not happen.
  const leaving = more.skipTriggers
    ? []
    : effectiveAbilities(t, spot).filter(
        (ability): ability is Extract<Ability, { on: 'leave' }> =>
          ability.on === 'leave' && (ability.ways ?? DEFAULT_WAYS).includes(how),
      );
  t.players[owner]!.stable.splice(spot.index, 1);
  // A card type named for it in this Stable (Nightmare Pact) goes with it.
  if (t.named && !t.players[owner]!.stable.includes(card)) {
    const kept = t.named.filter((entry) => entry.player !== owner || entry.card !== card);
    if (kept.length === 0) delete t.named;
    else t.named = kept;
  }
  // A Baby Unicorn's printed replacement (continuous.ts goesToNursery).
  // A Baby is never shuffled into the deck either (seed 002): it goes to the Nursery.
  const baby =
    how === 'deck' || how === 'nursery'
      ? cardFace(card).type === 'baby-unicorn'
      : how !== 'steal' && how !== 'move' && goesToNursery(card, how === 'return' ? 'return-to-hand' : how);
  const said = { player: owner, card, ...(by === undefined ? {} : { by }) };
  if (how === 'steal' || how === 'move') {
    if (wasUnicorn) unicornMoved(w, owner);
    enterStable(w, to!, card);
    w.say({ kind: how === 'steal' ? 'stolen' : 'moved', ...said, to: to! });
    leaveTriggers(w, owner, card, leaving);
    return true;
  }
  w.say({ kind: LEFT[how], ...said });
  if (baby) t.nursery.push(card);
  else if (how === 'return') putInHand(w, owner, card);
  else if (how === 'deck') {
    t.deck += 1;
    w.move({ toDeck: [card] });
  } else t.discard.push(card);
  // Shuffled into the deck is neither sacrificed nor destroyed: no leave way lists it by default.
  leaveTriggers(w, owner, card, leaving);
  if (wasUnicorn && !baby && how !== 'return' && how !== 'deck') unicornLeft(w, owner, card);
  if (wasUnicorn) unicornMoved(w, owner);
  return true;
}

/** What else a card leaving its Stable needs to know, and what became of it. */
export interface LeaveMore {
  /** The player whose effect makes it leave (for a destruction: the destroyer). */
  actor?: number;
  /** The card's own triggered abilities do not happen (Controlled Destruction). */
  skipTriggers?: boolean;
  /** Set when the destroyer took the card instead (Unicorn of Betrayal). */
  stolen?: boolean;
  /**
   * The Ultimate Unicorn whose price this sacrifice pays: its own replacements (Archangel Unicorn)
   * do not apply yet, unless the house rule keptPricePays says they do.
   */
  paying?: CardId;
}

/** The ways of leaving a leave trigger answers when its card does not list them: sacrificed or destroyed. */
const DEFAULT_WAYS: readonly LeaveHow[] = ['sacrifice', 'destroy'];

/** A card's leave effects join the chain; their controller is the player whose Stable it left. */
function leaveTriggers(
  w: Walk,
  owner: number,
  card: CardId,
  leaving: ReadonlyArray<Extract<Ability, { on: 'leave' }>>,
): void {
  for (const ability of leaving) {
    w.t.chain.push({
      card,
      controller: owner,
      effect: ability.effect,
      optional: ability.optional,
      trigger: 'leave',
    });
  }
}

/**
 * May the player destroying the card at this spot with the card `by` take it instead (Unicorn of
 * Betrayal)? The steal is that player's effect picking this very card, so an immunity to being
 * stolen by it keeps the card where it is (seed 002: a direct effect).
 */
function stolenByDestroyer(t: TableState, spot: StableSpot, actor: number, by: CardId): boolean {
  const offers = effectiveAbilities(t, spot).some(
    (ability) =>
      ability.on === 'replace' &&
      ability.events.includes('destroy') &&
      ability.instead.do === 'stolen-by-destroyer',
  );
  return (
    offers &&
    immuneTo(t, spot, { card: by, controller: actor }, 'steal') === null &&
    mayEnterStable(t, cardAt(t, spot), actor) === null
  );
}

/**
 * Epic Level Unicorn, Puppetmaster Unicorn: an effect this player controls destroyed a card, or made
 * them discard; the cards of their Stable answering it join the chain, except the card whose effect
 * it was (its own extra destruction does not call for another one).
 */
export function ownerDid(w: Walk, player: number, event: 'you-destroy' | 'you-discard', cause: CardId): void {
  const index = w.t.players[player]!.stable.indexOf(cause);
  whenever(w, player, event, {}, index < 0 ? {} : { except: index });
}

/**
 * Unicorn of Foreboding Doom: `player` played an Upgrade card from their hand and it entered their
 * own Stable; every Stable's cards answering it join the chain, with "that player" = them.
 */
export function upgradePlayedIntoOwnStable(w: Walk, player: number): void {
  w.t.players.forEach((_seat, holder) =>
    whenever(w, holder, 'upgrade-played-into-own-stable', { about: player }),
  );
}

/**
 * Unicorn of Glory: `player` played a Downgrade card from their hand and it entered another
 * player's Stable, `into`; the cards of that Stable answering it join the chain, with "that player"
 * = `player`. A Downgrade moved in (Re-Target) or played into one's own Stable is not this.
 */
export function downgradePlayedInto(w: Walk, into: number, player: number): void {
  if (into !== player) whenever(w, into, 'another-plays-a-downgrade-into-your-stable', { about: player });
}

/** A card of another Stable offering to take a Unicorn about to go (Shadow Unicorn), with its effect. */
interface Taker {
  player: number;
  card: CardId;
  effect: Action;
}

// Speed: the faces that can take another player's Unicorn, so a Stable without any is passed over.
const TAKER_FACES = new Set(
  allFaces()
    .filter((face) => face.abilities.some((a) => a.on === 'replace' && a.protects === 'others-unicorns'))
    .map((face) => face.id),
);

/** The cards of the other Stables that may take the Unicorn at this spot instead of it going, in seat order. */
function takers(t: TableState, spot: StableSpot, how: 'sacrifice' | 'return'): Taker[] {
  if (TAKER_FACES.size === 0) return [];
  const event = how === 'return' ? 'return-to-hand' : how;
  const that = cardAt(t, spot);
  const found: Taker[] = [];
  const n = t.players.length;
  for (let k = 1; k < n; k++) {
    const player = (spot.player + k) % n;
    const stable = t.players[player]!.stable;
    for (let index = 0; index < stable.length; index++) {
      const card = stable[index]!;
      if (!TAKER_FACES.has(card)) continue;
      for (const ability of effectiveAbilities(t, { player, index })) {
        if (
          ability.on !== 'replace' ||
          ability.protects !== 'others-unicorns' ||
          !ability.events.includes(event) ||
          ability.instead.do !== 'perform'
        )
          continue;
        const source = { card, controller: player, spot: { player, index }, that, thatSpot: spot };
        if (isPossible(t, source, ability.instead.effect))
          found.push({ player, card, effect: ability.instead.effect });
      }
    }
  }
  return found;
}

/**
 * Each card that could take the Unicorn is offered to its owner in turn ("use"); the first who
 * does carries out its effect (a price, then where the Unicorn goes). Returns whether the Unicorn
 * left its Stable once taken, or undefined when nobody took it.
 */
function* takenByAnother(
  w: Walk,
  spot: StableSpot,
  how: 'sacrifice' | 'return',
  card: CardId,
): Flow<boolean | undefined> {
  const t = w.t;
  for (const offer of takers(t, spot, how)) {
    const answer = yield* ask(w, () => {
      const at = relocate(t, spot, card);
      const still = at
        ? takers(t, at, how).some((o) => o.card === offer.card && o.player === offer.player)
        : false;
      return {
        kind: 'use',
        player: offer.player,
        source: offer.card,
        options: still ? [{ use: true }, { use: false }] : [],
      };
    });
    if (!('use' in answer) || !answer.use) continue;
    const taking: Taking = { card };
    const done = yield* perform(w, offer.effect, {
      card: offer.card,
      controller: offer.player,
      that: card,
      targeted: [],
      taking,
    });
    const at = relocate(t, spot, card);
    if (!done || !taking.to || !at) return undefined;
    if (taking.to === 'stable') return yield* leaveStable(w, at, 'steal', offer.player, offer.card);
    t.players[at.player]!.stable.splice(at.index, 1);
    w.say({ kind: 'stolen', player: at.player, card, by: offer.card });
    putInHand(w, offer.player, card);
    unicornMoved(w, at.player);
    return true;
  }
  return undefined;
}

/**
 * Frankencorn: `player` announced `card` from their hand. The other players' cards answering it
 * are offered at once, in seat order after them, before anyone answers the card; the first one
 * used carries out its effect now ("that player" the one playing, "that card" the card).
 */
export function* anotherPlays(w: Walk, player: number, card: CardId): Flow {
  const t = w.t;
  const n = t.players.length;
  for (let k = 1; k < n; k++) {
    const other = (player + k) % n;
    for (const offer of playWatchers(t, other, player, card)) {
      if (t.pile[0]?.card !== card || t.pile[0].player !== player) return;
      const answer = yield* ask(w, () => ({
        kind: 'use',
        player: other,
        source: offer.card,
        options:
          t.pile[0]?.card === card &&
          t.pile[0].player === player &&
          playWatchers(t, other, player, card).some((o) => o.card === offer.card)
            ? [{ use: true }, { use: false }]
            : [],
      }));
      if (!('use' in answer) || !answer.use) continue;
      yield* perform(w, offer.effect, {
        card: offer.card,
        controller: other,
        owner: player,
        that: card,
        targeted: [],
      });
    }
  }
}

/** The cards of this Stable answering another player's play that can be used now. */
function playWatchers(t: TableState, holder: number, player: number, card: CardId): Taker[] {
  const printed = facesPrinting('another-plays-a-card');
  if (printed.size === 0) return [];
  const found: Taker[] = [];
  const stable = t.players[holder]!.stable;
  for (let index = 0; index < stable.length; index++) {
    if (!printed.has(stable[index]!)) continue;
    for (const ability of effectiveAbilities(t, { player: holder, index })) {
      if (ability.on !== 'whenever' || ability.event !== 'another-plays-a-card') continue;
      const source = {
        card: stable[index]!,
        controller: holder,
        spot: { player: holder, index },
        that: card,
      };
      if (isPossible(t, source, ability.effect, player))
        found.push({ player: holder, card: stable[index]!, effect: ability.effect });
    }
  }
  return found;
}
