// Moving cards between the zones as the table sees them: hands are counts plus known cards, the deck
// is a count, and every card entering or leaving a Stable goes through replacements and triggers here.
import {
  effectiveAbilities,
  goesToNursery,
  handVisible,
  isUnicornNow,
  matchesFilter,
} from '../continuous.ts';
import { stableUnicorns } from '../scoring.ts';
import type { Catalog } from '../catalog.ts';
import { allFaces, cardFace, catalogOf, facePlace, type CardId, type StableSpot } from '../table.ts';
import type { Ability, CardFilter } from '../vocabulary.ts';
import { ask, remember, SKIPPED, type Flow, type Walk } from './machine.ts';
import type { Decision, Option, Result, TableState } from './types.ts';

/** How a card leaves a Stable. */
export type LeaveHow = 'sacrifice' | 'destroy' | 'return' | 'steal' | 'move' | 'deck';

/** The result saying a card left its Stable, by how it left (stolen and moved also say where to). */
const LEFT = {
  sacrifice: 'sacrificed',
  destroy: 'destroyed',
  return: 'returned',
  deck: 'shuffled',
} as const;

/** Where a card is now in the Stable it was seen in (a correction may have moved it), if still there. */
export function relocate(t: TableState, spot: StableSpot, card: CardId): StableSpot | undefined {
  const stable = t.players[spot.player]!.stable;
  if (stable[spot.index] === card) return spot;
  const index = stable.indexOf(card);
  return index < 0 ? undefined : { player: spot.player, index };
}

// The black-backed faces in play at a table (its composition and the 2-player variant), in the
// catalog's order, with their copies: worked out once per deck, since this runs for most decisions.
interface Box {
  faces: CardId[];
  copies: Int16Array;
}
const boxes = new WeakMap<Catalog, [Box | undefined, Box | undefined]>();
function boxFor(t: TableState): Box {
  const catalog = catalogOf(t);
  let known = boxes.get(catalog);
  if (!known) boxes.set(catalog, (known = [undefined, undefined]));
  const variant = t.twoPlayerVariant ? 1 : 0;
  let box = known[variant];
  if (!box) {
    const copies = new Int16Array(allFaces().length);
    const faces: CardId[] = [];
    for (const face of catalog.faces) {
      const n = catalog.inPlay(face.id, t.twoPlayerVariant);
      if (face.type === 'baby-unicorn' || n === 0) continue;
      copies[facePlace(face.id)!] = n;
      faces.push(face.id);
    }
    box = { faces, copies };
    known[variant] = box;
  }
  return box;
}

/**
 * The black-backed faces of which some copy is not seen anywhere, in the catalog's order: they
 * are in the deck or among the unknown cards of the hands. A card nobody has seen can only be one.
 */
export function unaccounted(t: TableState): CardId[] {
  const box = boxFor(t);
  const left = box.copies.slice();
  for (const seat of t.players) {
    takeSeen(left, seat.stable);
    takeSeen(left, seat.hand.known);
  }
  takeSeen(left, t.discard);
  for (const entry of t.pile) {
    const place = facePlace(entry.card);
    if (place !== undefined) left[place]! -= 1;
  }
  return box.faces.filter((card) => left[facePlace(card)!]! > 0);
}

// A module-level helper rather than a closure: this runs for most decisions, and the TypeScript
// runner names every local closure as it is made.
function takeSeen(left: Int16Array, cards: readonly CardId[]): void {
  for (const card of cards) {
    const place = facePlace(card);
    if (place !== undefined) left[place]! -= 1;
  }
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
    mayDecline?: boolean;
    /** True when the player may draw 1 instead of this discard (Parallel Universicorn). */
    mayDraw?: () => boolean;
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
function replacements(t: TableState, spot: StableSpot, how: LeaveHow): StandIn[] {
  if (how !== 'sacrifice' && how !== 'destroy' && how !== 'return') return [];
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
    for (const ability of effectiveAbilities(t, { player: owner, index })) {
      if (ability.on !== 'replace' || !ability.events.includes(event)) continue;
      const covers =
        ability.protects === 'self'
          ? itself
          : ability.protects === 'your-cards' ||
            (unicorn && (!itself || ability.instead.do !== 'sacrifice-self'));
      if (!covers || ability.instead.do === 'to-nursery') continue;
      const at = { player: owner, index };
      if (ability.instead.do === 'discard') {
        if (handCount >= ability.instead.count)
          found.push({ card, spot: at, discard: ability.instead.count });
      } else if (ability.instead.do === 'sacrifice-self') {
        if (!itself) found.push({ card, spot: at });
      } else {
        const filter = ability.instead.filter;
        const others = stable.some(
          (other, i) =>
            i !== spot.index && matchesFilter(t, other, filter, { spot: { player: owner, index: i } }),
        );
        if (others) found.push({ card, spot: at, other: filter });
      }
    }
  }
  return found;
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
): Flow<boolean> {
  const t = w.t;
  const owner = spot.player;
  const card = t.players[owner]!.stable[spot.index]!;
  if (replacements(t, spot, how).length > 0) {
    const answer = yield* ask(w, () => {
      const at = relocate(t, spot, card);
      const standIns = at ? replacements(t, at, how) : [];
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
    const standIns = replacements(t, spot, how);
    const chosen = 'card' in answer ? standIns.find((r) => r.card === answer.card) : undefined;
    if (chosen && chosen.discard !== undefined) {
      for (let i = 0; i < chosen.discard; i++) yield* chooseDiscard(w, owner, { source: chosen.card });
      return false;
    }
    if (chosen && chosen.other) {
      // Another card of the Stable goes in its place (Unicorn Bribe: an Upgrade or a Downgrade).
      const filter = chosen.other;
      const kept = card;
      const answer2 = yield* ask(w, () => ({
        kind: 'sacrifice',
        player: owner,
        source: chosen.card,
        options: t.players[owner]!.stable.flatMap((other, index) =>
          other !== kept || index !== relocate(t, spot, kept)?.index
            ? matchesFilter(t, other, filter, { spot: { player: owner, index } })
              ? [{ player: owner, index, card: other }]
              : []
            : [],
        ),
      }));
      if (!('index' in answer2)) return false;
      yield* leaveStable(w, { player: owner, index: answer2.index }, 'sacrifice', undefined, chosen.card);
      return false;
    }
    if (chosen) {
      yield* leaveStable(w, chosen.spot, 'sacrifice', undefined, chosen.card);
      return false;
    }
  }
  const wasUnicorn = isUnicornNow(t, spot);
  const leaving = effectiveAbilities(t, spot).filter((ability) => ability.on === 'leave');
  t.players[owner]!.stable.splice(spot.index, 1);
  // A Baby Unicorn's printed replacement (continuous.ts goesToNursery).
  // A Baby is never shuffled into the deck either (seed 002): it goes to the Nursery.
  const baby =
    how === 'deck'
      ? cardFace(card).type === 'baby-unicorn'
      : how !== 'steal' && how !== 'move' && goesToNursery(card, how === 'return' ? 'return-to-hand' : how);
  const said = { player: owner, card, ...(by === undefined ? {} : { by }) };
  if (how === 'steal' || how === 'move') {
    if (wasUnicorn) unicornMoved(w, owner);
    enterStable(w, to!, card);
    w.say({ kind: how === 'steal' ? 'stolen' : 'moved', ...said, to: to! });
    return true;
  }
  w.say({ kind: LEFT[how], ...said });
  if (baby) t.nursery.push(card);
  else if (how === 'return') putInHand(w, owner, card);
  else if (how === 'deck') {
    t.deck += 1;
    w.move({ toDeck: [card] });
  } else t.discard.push(card);
  // Shuffled into the deck is neither sacrificed nor destroyed: no leave trigger.
  if (how !== 'return' && how !== 'deck') {
    for (const ability of leaving) {
      if (ability.on === 'leave') {
        t.chain.push({
          card,
          controller: owner,
          effect: ability.effect,
          optional: ability.optional,
          trigger: 'leave',
        });
      }
    }
  }
  if (wasUnicorn && !baby && how !== 'return' && how !== 'deck') unicornLeft(w, owner, card);
  if (wasUnicorn) unicornMoved(w, owner);
  return true;
}
