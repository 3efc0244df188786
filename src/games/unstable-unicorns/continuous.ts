// Continuous effects as questions, never mutations: what a card in a Stable is now, what it counts
// for, who may play or Neigh what, what may be destroyed, and which targets an action of the vocabulary has.
//
// Rulings encoded here (each from the card texts in ../shared/cards/base-2e.md and the seeds):
// - Blinding Light takes every effect away from the Unicorn cards of its Stable (continuous,
//   triggered, replacement) and makes them Basic Unicorns; it comes from a Downgrade, so only
//   Upgrade and Downgrade cards can switch it on (no Unicorn card can hide it).
// - Pandamonium makes its Stable's Unicorns Pandas: not Unicorn cards for any effect (they cannot
//   be picked as "a Unicorn card", Rainbow Aura does not cover them, they count 0). A Panda keeps
//   its own printed effects: nothing on Pandamonium takes them away (Blinding Light does that).
// - A card on its way into a Stable (from a hand, the discard pile or another Stable) is judged by
//   its printed type, since no Stable's continuous effect covers it while it travels.
// - The Baby Unicorns' way back to the Nursery is read from their printed data (goesToNursery); it
//   is also a rule of the game for every Baby (seed 000), so it holds under Blinding Light.

import type { Ability, Action, CardFilter, CardType, Modifier } from './vocabulary.ts';
import {
  cardAt,
  cardFace,
  isUnicornType,
  isStableType,
  allFaces,
  copiesInPlay,
  facesInPlay,
  sameCards,
  type CardId,
  type StableSpot,
  type Table,
} from './table.ts';

/** What a card in a Stable is now: its printed type, Basic Unicorn under Blinding Light, or a Panda. */
export type EffectiveType = CardType | 'panda';

/** The rule words a refusal may name instead of a card. */
export type RuleWord = 'turn' | 'target' | 'response' | 'over';

/** Which rule refused, so legality.ts can say it in words. */
export type RefusalCode =
  | 'not-your-turn'
  | 'not-action-phase'
  | 'only-instants-answer'
  | 'nothing-to-answer'
  | 'own-card'
  | 'no-target'
  | 'cannot-play-kind'
  | 'basic-enters-only-there'
  | 'cannot-be-neighed'
  | 'unanswerable'
  | 'cannot-answer-that'
  | 'cost'
  | 'game-over';

/** A "no" from the rules: the card on the table that forbids (with its seat), or a rule word. */
export interface Refusal {
  because: { card: CardId; player: number } | { rule: RuleWord };
  code: RefusalCode;
}

/** The card whose effect is being carried out, and by whom ("you" on the card). */
export interface EffectSource {
  card: CardId;
  controller: number;
  /** Where the card lies when the effect comes from a Stable (a trigger); absent while it is being played. */
  spot?: StableSpot;
}

// ---------------------------------------------------------------------------------------------
// What a card in a Stable is now

function modifiersOf(abilities: readonly Ability[]): Modifier[] {
  return abilities.flatMap((ability) => (ability.on === 'continuous' ? [ability.modifier] : []));
}

/**
 * What a Stable's own cards make of it: which card switches Blinding Light on, and every
 * continuous modifier in force with the place of its card. It depends on the Stable's cards alone,
 * so it is worked out once per Stable content and shared by every question asked of the table.
 */
interface StableView {
  remover: number | undefined;
  modifiers: ReadonlyArray<{ modifier: Modifier; index: number }>;
  /** The place of the first card carrying each kind of modifier. */
  firstOfKind: ReadonlyMap<Modifier['kind'], number>;
}

// Printed continuous modifiers per face, read once from the catalog.
const printedModifiers = new Map<CardId, readonly Modifier[]>();
function facePrintedModifiers(card: CardId): readonly Modifier[] {
  let found = printedModifiers.get(card);
  if (!found) {
    found = modifiersOf(cardFace(card).abilities);
    printedModifiers.set(card, found);
  }
  return found;
}

function buildStableView(stable: readonly CardId[]): StableView {
  const remover = stable.findIndex(
    (card) =>
      !isUnicornType(cardFace(card).type) &&
      facePrintedModifiers(card).some((modifier) => modifier.kind === 'unicorns-lose-effects'),
  );
  const modifiers: Array<{ modifier: Modifier; index: number }> = [];
  const firstOfKind = new Map<Modifier['kind'], number>();
  stable.forEach((card, index) => {
    if (remover >= 0 && isUnicornType(cardFace(card).type)) return;
    for (const modifier of facePrintedModifiers(card)) {
      modifiers.push({ modifier, index });
      if (!firstOfKind.has(modifier.kind)) firstOfKind.set(modifier.kind, index);
    }
  });
  return { remover: remover < 0 ? undefined : remover, modifiers, firstOfKind };
}

// Views by Stable content. The walker changes its tables in place and copies them often, so a
// view is found by a number worked out from the cards (no string, no allocation) and confirmed
// against a copy of the cards it was made from.
const viewsByHash = new Map<number, Array<{ cards: CardId[]; view: StableView }>>();
let viewCount = 0;
const VIEWS_AT_MOST = 5000;
const NO_CARDS: readonly CardId[] = [];
const EMPTY_VIEW: StableView = { remover: undefined, modifiers: [], firstOfKind: new Map() };

// Each face's place in the catalog, and whether it carries a continuous modifier at all.
const faceFacts = new Map<CardId, { place: number; modifies: boolean }>(
  allFaces().map((face, place) => [face.id, { place, modifies: modifiersOf(face.abilities).length > 0 }]),
);

// While a question that changes no table is being answered (withStableViews), each Stable array
// stands for the same cards throughout: its view is found by the array itself.
let viewsOfArrays: Map<readonly CardId[], StableView> | undefined;
const reusedViewMap = new Map<readonly CardId[], StableView>();

/**
 * Answers a question that changes no table, finding each Stable's view once by its array: the
 * walker asks many of them of one table (which cards may be played, who may answer).
 */
export function withStableViews<T>(question: () => T): T {
  if (viewsOfArrays) return question();
  viewsOfArrays = reusedViewMap;
  try {
    return question();
  } finally {
    reusedViewMap.clear();
    viewsOfArrays = undefined;
  }
}

function stableView(table: Table, player: number): StableView {
  const stable = table.players[player]?.stable ?? NO_CARDS;
  if (viewsOfArrays) {
    let view = viewsOfArrays.get(stable);
    if (!view) {
      view = viewOfCards(stable);
      viewsOfArrays.set(stable, view);
    }
    return view;
  }
  return viewOfCards(stable);
}

function viewOfCards(stable: readonly CardId[]): StableView {
  let hash = stable.length;
  let modifies = false;
  for (const card of stable) {
    const facts = faceFacts.get(card);
    if (!facts) continue;
    hash = (Math.imul(hash, 31) + facts.place) | 0;
    if (facts.modifies) modifies = true;
  }
  // Most Stables hold no card with a continuous effect: nothing to work out.
  if (!modifies) return EMPTY_VIEW;
  let bucket = viewsByHash.get(hash);
  if (bucket) {
    for (const entry of bucket) if (sameCards(entry.cards, stable)) return entry.view;
  } else {
    if (viewCount >= VIEWS_AT_MOST) {
      viewsByHash.clear();
      viewCount = 0;
    }
    bucket = [];
    viewsByHash.set(hash, bucket);
  }
  const view = buildStableView(stable);
  bucket.push({ cards: [...stable], view });
  viewCount += 1;
  return view;
}

/** True when an Upgrade or Downgrade in this Stable takes the Unicorn cards' effects away (Blinding Light). */
export function unicornsLoseEffects(table: Table, player: number): boolean {
  if (!holdsKind(table, player, 'unicorns-lose-effects')) return false;
  return stableView(table, player).remover !== undefined;
}

// The faces printed with each kind of continuous modifier (one or two per kind in the base game).
const facesOfKind = new Map<Modifier['kind'], CardId[]>();
for (const face of allFaces()) {
  for (const modifier of modifiersOf(face.abilities)) {
    const faces = facesOfKind.get(modifier.kind) ?? [];
    if (!faces.includes(face.id)) faces.push(face.id);
    facesOfKind.set(modifier.kind, faces);
  }
}

/**
 * False when no card printed with this kind of modifier is in the Stable, so the Stable cannot
 * have it: a quick look (comparing card ids) before working out the Stable's view.
 */
function holdsKind(table: Table, player: number, kind: Modifier['kind']): boolean {
  const stable = table.players[player]?.stable;
  const faces = facesOfKind.get(kind);
  if (!stable || !faces) return false;
  for (const face of faces) if (stable.includes(face)) return true;
  return false;
}

/** The card that switches Blinding Light on in this Stable, if any. */
function effectRemover(table: Table, player: number): number | undefined {
  return stableView(table, player).remover;
}

const NO_ABILITIES: readonly Ability[] = [];

/** The abilities a card in a Stable has now: none for a Unicorn card under Blinding Light. */
export function effectiveAbilities(table: Table, spot: StableSpot): readonly Ability[] {
  const face = cardFace(cardAt(table, spot));
  if (isUnicornType(face.type) && unicornsLoseEffects(table, spot.player)) return NO_ABILITIES;
  return face.abilities;
}

/** The continuous modifiers a card in a Stable has now (none for a Unicorn card under Blinding Light). */
function effectiveModifiers(table: Table, spot: StableSpot): readonly Modifier[] {
  const card = cardAt(table, spot);
  if (isUnicornType(cardFace(card).type) && unicornsLoseEffects(table, spot.player)) return [];
  return facePrintedModifiers(card);
}

/** Every continuous modifier active in a player's Stable, with the spot of the card carrying it. */
export function stableModifiers(
  table: Table,
  player: number,
): Array<{ modifier: Modifier; spot: StableSpot }> {
  return stableView(table, player).modifiers.map(({ modifier, index }) => ({
    modifier,
    spot: { player, index },
  }));
}

function stableModifier(table: Table, player: number, kind: Modifier['kind']): StableSpot | undefined {
  if (!holdsKind(table, player, kind)) return undefined;
  const index = stableView(table, player).firstOfKind.get(kind);
  return index === undefined ? undefined : { player, index };
}

/** True when this Stable's Unicorns are Pandas (Pandamonium): they are not Unicorn cards and the owner cannot win. */
export function unicornsArePandas(table: Table, player: number): boolean {
  return stableModifier(table, player, 'unicorns-are-pandas') !== undefined;
}

/** The card making this Stable's Unicorns Pandas, if any. */
export function pandaMaker(table: Table, player: number): StableSpot | undefined {
  return stableModifier(table, player, 'unicorns-are-pandas');
}

/** What the card at this spot is now (Pandamonium wins over Blinding Light: a Panda is no Unicorn at all). */
export function effectiveType(table: Table, spot: StableSpot): EffectiveType {
  const printed = cardFace(cardAt(table, spot)).type;
  if (!isUnicornType(printed)) return printed;
  if (unicornsArePandas(table, spot.player)) return 'panda';
  if (unicornsLoseEffects(table, spot.player)) return 'basic-unicorn';
  return printed;
}

const nurseryBound = new Map<string, boolean>();

/**
 * Does the card go back to the Nursery instead of undergoing this (a Baby Unicorn's replacement)?
 * Read from the card's printed data, even under Blinding Light: seed 000 makes a Baby's way back
 * to the Nursery a rule for every Baby Unicorn, so no effect switches it off.
 */
export function goesToNursery(card: CardId, event: 'sacrifice' | 'destroy' | 'return-to-hand'): boolean {
  const key = `${card}|${event}`;
  let known = nurseryBound.get(key);
  if (known === undefined) {
    known = cardFace(card).abilities.some(
      (ability) =>
        ability.on === 'replace' &&
        ability.protects === 'self' &&
        ability.events.includes(event) &&
        ability.instead.do === 'to-nursery',
    );
    nurseryBound.set(key, known);
  }
  return known;
}

/** True when the card at this spot is a Unicorn card now (not a Panda). */
export function isUnicornNow(table: Table, spot: StableSpot): boolean {
  const type = effectiveType(table, spot);
  return type !== 'panda' && isUnicornType(type);
}

/** How many Unicorns the card at this spot counts for: 0 for non-Unicorns and Pandas, 2 for Ginormous Unicorn. */
export function unicornValue(table: Table, spot: StableSpot): number {
  if (!isUnicornNow(table, spot)) return 0;
  for (const modifier of effectiveModifiers(table, spot)) {
    if (modifier.kind === 'counts-as') return modifier.unicorns;
  }
  return 1;
}

/** True when the player's hand must be kept visible to everyone (Nanny Cam). */
export function handVisible(table: Table, player: number): boolean {
  return stableModifier(table, player, 'hand-visible') !== undefined;
}

const neighCards = new Map<CardId, boolean>();

/**
 * True when the face is a Neigh card: an Instant titled Neigh (Neigh, Super Neigh), the wiki's
 * definition. Unwind and Rewind also cancels a card but is not a Neigh card, unless the table plays
 * the house rule instantsAreNeighs (then every Instant is one; pass the table to apply it).
 */
export function isNeighCard(card: CardId, table?: Table): boolean {
  let known = neighCards.get(card);
  if (known === undefined) {
    const face = cardFace(card);
    known = face.type === 'instant' && (/neigh/i.test(face.name.en) || /neigh/i.test(face.title.en));
    neighCards.set(card, known);
  }
  if (!known && table?.houseRules?.instantsAreNeighs) return cardFace(card).type === 'instant';
  return known;
}

/** A card's Instant ability, when it has one (Instants, and Chronocorn which may be played as one). */
export function instantAbility(card: CardId): Extract<Ability, { on: 'instant' }> | undefined {
  for (const ability of cardFace(card).abilities) if (ability.on === 'instant') return ability;
  return undefined;
}

/**
 * Every player, from any Stable: how many discards or sacrifices one asked of a player becomes
 * (Dread Pirate Unicorn, Patient Zero Unicorn). Two such cards do not stack.
 */
export function eachBecomes(table: Table, event: 'discard' | 'sacrifice'): number {
  let most = 1;
  for (let player = 0; player < table.players.length; player++) {
    if (!holdsKind(table, player, 'each-becomes')) continue;
    for (const { modifier } of stableView(table, player).modifiers) {
      if (modifier.kind === 'each-becomes' && modifier.event === event) most = Math.max(most, modifier.count);
    }
  }
  return most;
}

/** True when some Stable lets a player below their hand limit draw instead of discarding (Parallel Universicorn). */
export function mayDrawInsteadOfDiscard(table: Table): boolean {
  for (let player = 0; player < table.players.length; player++) {
    if (holdsKind(table, player, 'may-draw-instead-of-discard')) return true;
  }
  return false;
}

/** The hand limit every player has unless a card says otherwise (seeds 000, 002). */
export const HAND_LIMIT = 7;

/** This player's hand limit: 7, changed by the cards of their own Stable (Game Master Unicorn: +3). */
export function handLimit(table: Table, player: number): number {
  if (!holdsKind(table, player, 'hand-limit')) return HAND_LIMIT;
  let limit = HAND_LIMIT;
  for (const { modifier } of stableView(table, player).modifiers) {
    if (modifier.kind === 'hand-limit') limit += modifier.add;
  }
  return Math.max(0, limit);
}

// ---------------------------------------------------------------------------------------------
// Filters

/** Where a card is being judged: in a Stable (effective type) or anywhere else (printed type). */
export interface FilterContext {
  spot?: StableSpot;
  source?: EffectSource;
}

function kindMatches(
  table: Table,
  kind: CardFilter['kind'] | CardFilter['orKind'],
  card: CardId,
  type: EffectiveType,
): boolean {
  switch (kind) {
    case undefined:
      return false;
    case 'card':
      return true;
    case 'unicorn':
      return type !== 'panda' && isUnicornType(type);
    case 'neigh':
      return isNeighCard(card, table);
    default:
      return type === kind;
  }
}

const NO_CONTEXT: FilterContext = {};

/** True when the card fits the filter of an action, judged where it lies (see FilterContext). */
export function matchesFilter(
  table: Table,
  card: CardId,
  filter: CardFilter | undefined,
  context: FilterContext = NO_CONTEXT,
): boolean {
  if (!filter) return true;
  const type: EffectiveType = context.spot ? effectiveType(table, context.spot) : cardFace(card).type;
  if (!kindMatches(table, filter.kind, card, type) && !kindMatches(table, filter.orKind, card, type))
    return false;
  if (filter.nameIncludes) {
    const face = cardFace(card);
    const word = filter.nameIncludes.toLowerCase();
    if (!face.name.en.toLowerCase().includes(word) && !face.title.en.toLowerCase().includes(word))
      return false;
  }
  if (filter.notSelf && context.spot && context.source?.spot) {
    const { spot } = context;
    if (spot.player === context.source.spot.player && spot.index === context.source.spot.index) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Who may play, enter, Neigh, destroy

/**
 * May this card enter this player's Stable? Queen Bee Unicorn keeps Basic Unicorn cards out of
 * every Stable but its own controller's (unless Blinding Light switches it off).
 */
export function mayEnterStable(table: Table, card: CardId, player: number): Refusal | null {
  if (cardFace(card).type !== 'basic-unicorn') return null;
  for (let other = 0; other < table.players.length; other++) {
    if (other === player) continue;
    const queen = stableModifier(table, other, 'basic-unicorns-enter-only-here');
    if (queen) {
      return { because: { card: cardAt(table, queen), player: other }, code: 'basic-enters-only-there' };
    }
  }
  return null;
}

/**
 * What the player's own Stable forbids them to play (Slowdown and Ginormous Unicorn: Neigh
 * cards; Broken Stable: Upgrade cards), then whether the card may enter the Stable `into`.
 */
export function playRestriction(table: Table, player: number, card: CardId, into?: number): Refusal | null {
  for (let holder = 0; holder < table.players.length; holder++) {
    // The player's own Stable forbids with its cards' "owner" restrictions, the other Stables
    // with their "others" ones (Elusive Oceloticorn).
    if (holder !== player && !holdsKind(table, holder, 'cannot-play')) continue;
    for (const { modifier, index } of stableView(table, holder).modifiers) {
      if (modifier.kind !== 'cannot-play') continue;
      if ((modifier.who === 'others') !== (holder !== player)) continue;
      if (matchesFilter(table, card, modifier.filter)) {
        return {
          because: { card: cardAt(table, { player: holder, index }), player: holder },
          code: 'cannot-play-kind',
        };
      }
    }
  }
  if (into !== undefined && isStableType(cardFace(card).type)) return mayEnterStable(table, card, into);
  return null;
}

/**
 * May this card, played by this player, be answered (with `answer`, when given)? Nothing answers a
 * card that cannot be answered (Super Neigh). A Neigh card does not answer a card whose player has
 * Yay, nor a card that keeps Neigh cards off itself while it is played (Wrecking Ball Unicorn).
 * Without `answer`, the question is whether a Neigh card may answer it. An Instant answers only
 * the cards its data says (Destabilize: an Upgrade or a Downgrade), by their printed type.
 */
export function mayBeNeighed(
  table: Table,
  played: { player: number; card: CardId },
  answer?: CardId,
): Refusal | null {
  const face = cardFace(played.card);
  const unanswerable = face.abilities.some((ability) => ability.on === 'instant' && ability.unanswerable);
  if (unanswerable) return { because: { card: played.card, player: played.player }, code: 'unanswerable' };
  const neigh = answer === undefined || isNeighCard(answer, table);
  if (neigh) {
    const yay = stableModifier(table, played.player, 'cannot-be-neighed');
    if (yay)
      return { because: { card: cardAt(table, yay), player: played.player }, code: 'cannot-be-neighed' };
    for (const ability of face.abilities) {
      if (
        ability.on === 'played' &&
        (answer === undefined || matchesFilter(table, answer, ability.unanswerableBy))
      ) {
        return { because: { card: played.card, player: played.player }, code: 'unanswerable' };
      }
    }
  }
  if (answer !== undefined) {
    const ability = instantAbility(answer);
    const answers = ability?.answers;
    // An Instant answering an event (Trapped Chest...) answers no card being played.
    if (ability?.event || (answers && !matchesFilter(table, played.card, answers))) {
      return { because: { card: answer, player: played.player }, code: 'cannot-answer-that' };
    }
  }
  return null;
}

/** True when nothing at all may answer this card (Super Neigh): the walker opens no window on it. */
export function unanswerable(played: { card: CardId }): boolean {
  return cardFace(played.card).abilities.some((ability) => ability.on === 'instant' && ability.unanswerable);
}

/**
 * May the card at this spot be destroyed by this source? Rainbow Aura shields its Stable's Unicorn
 * cards (not Pandas); Magical Kittencorn cannot be destroyed by Magic cards. Replacement effects
 * (Black Knight, Unicorn Phoenix, Baby Unicorns) do not stop a card being picked.
 */
export function mayBeDestroyed(table: Table, spot: StableSpot, source: EffectSource): Refusal | null {
  if (isUnicornNow(table, spot)) {
    for (const { modifier, index } of stableView(table, spot.player).modifiers) {
      if (modifier.kind === 'unicorns-immune' && modifier.action === 'destroy') {
        const aura = { player: spot.player, index };
        return { because: { card: cardAt(table, aura), player: spot.player }, code: 'no-target' };
      }
    }
  }
  const sourceType = cardFace(source.card).type;
  for (const modifier of effectiveModifiers(table, spot)) {
    if (
      modifier.kind === 'self-immune' &&
      modifier.action === 'destroy' &&
      modifier.byType.includes(sourceType)
    ) {
      return { because: { card: cardAt(table, spot), player: spot.player }, code: 'no-target' };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Targets of the vocabulary's actions

/**
 * The spots of these players' Stables that pass the test, in seat and Stable order; with a limit,
 * only the first ones (the questions "is there at least one target?" stop early).
 */
function spotsWhere(
  table: Table,
  players: readonly number[],
  test: (spot: StableSpot) => boolean,
  limit = Infinity,
): StableSpot[] {
  const found: StableSpot[] = [];
  for (const player of players) {
    const stable = table.players[player]?.stable;
    if (!stable) continue;
    for (let index = 0; index < stable.length; index++) {
      const spot = { player, index };
      if (!test(spot)) continue;
      found.push(spot);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

function otherPlayers(table: Table, player: number): number[] {
  const others: number[] = [];
  for (let index = 0; index < table.players.length; index++) if (index !== player) others.push(index);
  return others;
}

function everyPlayer(table: Table): number[] {
  return table.players.map((_seat, index) => index);
}

function fits(table: Table, spot: StableSpot, filter: CardFilter | undefined, source: EffectSource): boolean {
  return matchesFilter(table, cardAt(table, spot), filter, { spot, source });
}

/** The Stables an action reaching "another player's Stable" looks in: one owner, or every other player. */
function othersOrOwner(table: Table, controller: number, owner: number | undefined): number[] {
  if (owner === undefined) return otherPlayers(table, controller);
  return owner === controller ? [] : [owner];
}

/** Cards in other players' Stables that this source may destroy (DESTROY reaches only other Stables). */
export function destroyTargets(
  table: Table,
  source: EffectSource,
  filter?: CardFilter,
  owner?: number,
  limit?: number,
): StableSpot[] {
  return spotsWhere(
    table,
    othersOrOwner(table, source.controller, owner),
    (spot) => fits(table, spot, filter, source) && mayBeDestroyed(table, spot, source) === null,
    limit,
  );
}

/** Cards the controller may sacrifice from their own Stable. */
export function sacrificeTargets(
  table: Table,
  source: EffectSource,
  filter?: CardFilter,
  limit?: number,
): StableSpot[] {
  return spotsWhere(table, [source.controller], (spot) => fits(table, spot, filter, source), limit);
}

/** Cards the controller may steal: in another player's Stable, fitting, and free to enter the controller's Stable. */
export function stealTargets(
  table: Table,
  source: EffectSource,
  filter?: CardFilter,
  owner?: number,
  limit?: number,
): StableSpot[] {
  return spotsWhere(
    table,
    othersOrOwner(table, source.controller, owner),
    (spot) =>
      fits(table, spot, filter, source) &&
      mayEnterStable(table, cardAt(table, spot), source.controller) === null,
    limit,
  );
}

/** Cards that may be returned to their owner's hand from the Stables `from` names. */
export function returnTargets(
  table: Table,
  source: EffectSource,
  filter: CardFilter | undefined,
  from: 'you' | 'another' | 'any' | 'each' | 'owner',
  owner?: number,
  limit?: number,
): StableSpot[] {
  let owners: number[];
  if (from === 'you') owners = [source.controller];
  else if (from === 'another') owners = otherPlayers(table, source.controller);
  else if (from === 'owner' && owner !== undefined) owners = [owner];
  else owners = everyPlayer(table);
  if (owner !== undefined && from !== 'you') owners = owners.filter((player) => player === owner);
  return spotsWhere(table, owners, (spot) => fits(table, spot, filter, source), limit);
}

/** The players whose Stable the card at this spot may be moved into. */
function moveDestinations(
  table: Table,
  source: EffectSource,
  spot: StableSpot,
  to: 'another' | 'other-than-source',
): number[] {
  const card = cardAt(table, spot);
  const excluded = to === 'another' ? source.controller : spot.player;
  const destinations: number[] = [];
  for (let player = 0; player < table.players.length; player++) {
    if (player === excluded || player === spot.player) continue;
    if (mayEnterStable(table, card, player) === null) destinations.push(player);
  }
  return destinations;
}

/** For each card that may be moved, the players whose Stable it may move into (the first `limit` cards only). */
export function moveOptions(
  table: Table,
  source: EffectSource,
  filter: CardFilter | undefined,
  from: 'you' | 'any',
  to: 'another' | 'other-than-source',
  limit = Infinity,
): Array<{ spot: StableSpot; to: number[] }> {
  const owners = from === 'you' ? [source.controller] : everyPlayer(table);
  const options: Array<{ spot: StableSpot; to: number[] }> = [];
  for (const spot of spotsWhere(table, owners, (spot) => fits(table, spot, filter, source))) {
    const destinations = moveDestinations(table, source, spot, to);
    if (destinations.length > 0) options.push({ spot, to: destinations });
    if (options.length >= limit) break;
  }
  return options;
}

/** Cards that may be brought straight into the controller's Stable from a zone (never "played": no Neigh). */
export function bringCandidates(
  table: Table,
  source: EffectSource,
  from: 'hand' | 'discard' | 'nursery',
  filter?: CardFilter,
): CardId[] {
  let zone: CardId[];
  if (from === 'discard') zone = table.discard;
  else if (from === 'nursery') zone = table.nursery;
  else zone = table.players[source.controller]?.hand.known ?? [];
  return zone.filter(
    (card) =>
      isStableType(cardFace(card).type) &&
      matchesFilter(table, card, filter, { source }) &&
      mayEnterStable(table, card, source.controller) === null,
  );
}

/**
 * Could a card fitting the filter still be in the deck? The deck is every black-backed card in play
 * that is not in a Stable, a known hand, the discard pile; unknown hand cards may hold some too.
 */
export function deckMayHold(table: Table, filter?: CardFilter): boolean {
  if (table.deck <= 0) return false;
  const seen = new Map<CardId, number>();
  const note = (card: CardId) => seen.set(card, (seen.get(card) ?? 0) + 1);
  table.players.forEach((seat) => {
    seat.stable.forEach(note);
    seat.hand.known.forEach(note);
  });
  table.discard.forEach(note);
  return facesInPlay(table).some(
    (face) =>
      face.type !== 'baby-unicorn' &&
      copiesInPlay(table, face.id) > (seen.get(face.id) ?? 0) &&
      matchesFilter(table, face.id, filter),
  );
}

function handCount(table: Table, player: number): number {
  return table.players[player]?.hand.count ?? 0;
}

/**
 * Could this player discard `count` cards fitting the filter? Unknown hand cards might fit. A
 * discard is carried out up to the number asked, so one card is enough, except for a cost paid
 * before "then" (Claw Machine, Stable Artillery...), which must be paid in full.
 */
function mayDiscard(
  table: Table,
  player: number,
  count: number | 'all',
  filter: CardFilter | undefined,
  ctx: PossibleContext,
): boolean {
  if (count === 'all') return true;
  // A cost is paid in full (the count printed: what Dread Pirate Unicorn adds is done as far as it can be).
  const needed = ctx.cost ? count : Math.min(count, 1);
  const hand = table.players[player]?.hand;
  if (!hand) return false;
  const total = handCount(table, player);
  if (!filter) return total >= needed;
  const knownFits = hand.known.filter((card) => matchesFilter(table, card, filter)).length;
  return knownFits + (total - hand.known.length) >= needed;
}

interface PossibleContext {
  /** The player the previous step reached ("that player"), when an action names `owner`. */
  owner?: number;
  /** True while judging the step before a "then": a cost, to be paid in full. */
  cost?: boolean;
}

/**
 * Can this action be carried out now? A card played from a hand that must do something impossible
 * cannot be played (seed 002, "Impossible Actions"): every step it must do needs a legal target or
 * a payable cost (a discard needs one card, a cost before "then" the full count). The steps of
 * "then" and "and" are judged in order, each on the table as the earlier steps leave it (seed 002,
 * "Card Effects with Multiple Actions"): the card just discarded or sacrificed is in the discard
 * pile, the Unicorn just moved is in that Stable. "Choose one" needs one branch; "each player,
 * including you" needs the controller to be able to do it (the others disregard what they cannot
 * do); `owner` is "that player" when the previous step reached one.
 */
export function isPossible(
  table: Table,
  source: EffectSource,
  action: Action,
  owner?: number,
  /** A triggered effect of a card in a Stable (not a card played from a hand). */
  triggered = false,
): boolean {
  // House rule costAlone: a triggered "pay, then do" may be used for what it pays alone.
  if (triggered && table.houseRules?.costAlone && 'then' in action) {
    return possible(table, source, action.then[0], { owner, cost: true });
  }
  return possible(table, source, action, { owner });
}

/** The prices a card pays as it enters a Stable (Ultimate Unicorns), in the order printed. */
export function enterCosts(card: CardId): Action[] {
  const costs: Action[] = [];
  for (const ability of cardFace(card).abilities) {
    if (ability.on === 'enter' && ability.cost) costs.push(ability.effect);
  }
  return costs;
}

/**
 * Could the owner of Stable `into` pay the price of this card as it enters (the card already out
 * of its player's hand)? Each price is judged in full, as a cost. The entering card pays with
 * itself only under the house rule ultimatePaysItself; otherwise it is judged as not yet there.
 */
export function costPayable(table: Table, card: CardId, into: number): boolean {
  const costs = enterCosts(card);
  if (costs.length === 0) return true;
  let judged = table;
  let source: EffectSource = { card, controller: into };
  if (table.houseRules?.ultimatePaysItself) {
    judged = copyTable(table);
    const stable = judged.players[into]!.stable;
    stable.push(card);
    source = { card, controller: into, spot: { player: into, index: stable.length - 1 } };
  }
  return costs.every((effect) => possible(judged, source, effect, { cost: true }));
}

// Per sequence of steps (catalog data, never changed), whether a step after each one reads the
// discard pile (Necromancer and Dark Angel Unicorn bring a card back from it): only then does a
// discard's outcome need to say which card went there.
const laterDiscardUse = new WeakMap<readonly Action[], boolean[]>();
function readsDiscard(action: Action): boolean {
  if ('then' in action) return action.then.some(readsDiscard);
  if ('and' in action) return action.and.some(readsDiscard);
  if ('chooseOne' in action) return action.chooseOne.some(readsDiscard);
  if ('eachPlayer' in action) return readsDiscard(action.eachPlayer);
  if ('may' in action) return readsDiscard(action.may);
  if (action.do === 'bring') return action.from === 'discard';
  return action.do === 'search' && action.zone === 'discard';
}
function laterStepReadsDiscard(steps: readonly Action[], from: number): boolean {
  let flags = laterDiscardUse.get(steps);
  if (!flags) {
    flags = steps.map((_step, i) => steps.slice(i + 1).some(readsDiscard));
    laterDiscardUse.set(steps, flags);
  }
  return flags[from]!;
}

/** One way a step may leave the table: the table after it, "that player" it reached, the source's place. */
interface Outcome {
  table: Table;
  owner?: number;
  source: EffectSource;
}

/** A copy of the table whose zones may be changed (the tables handed to questions are never changed). */
function copyTable(table: Table): Table {
  return {
    language: table.language,
    players: table.players.map((seat) => ({
      name: seat.name,
      stable: seat.stable.slice(),
      hand: { count: seat.hand.count, known: seat.hand.known.slice() },
    })),
    nursery: table.nursery.slice(),
    deck: table.deck,
    discard: table.discard.slice(),
    turn: table.turn,
    twoPlayerVariant: table.twoPlayerVariant,
    ...(table.houseRules ? { houseRules: table.houseRules } : {}),
    ...(table.composition ? { composition: table.composition } : {}),
  };
}

/** Where the source card lies on a changed table (gone from its Stable: no place). */
function sourceOn(table: Table, source: EffectSource): EffectSource {
  if (!source.spot) return source;
  const stable = table.players[source.spot.player]?.stable ?? [];
  if (stable[source.spot.index] === source.card) return source;
  const index = stable.indexOf(source.card);
  return index < 0
    ? { card: source.card, controller: source.controller }
    : { ...source, spot: { player: source.spot.player, index } };
}

/**
 * Takes the cards at these spots out of their Stables and puts each where it goes: the discard
 * pile, its owner's hand (returned), or the Stable `to` (stolen, moved). A Baby Unicorn goes to the
 * Nursery instead of a pile or a hand.
 */
function takeOut(
  table: Table,
  source: EffectSource,
  spots: readonly StableSpot[],
  to: 'discard' | 'hand' | number,
  owner?: number,
  event: 'sacrifice' | 'destroy' = 'destroy',
): Outcome {
  const after = copyTable(table);
  const cards = spots.map((spot) => ({ spot, card: cardAt(table, spot) }));
  // From the last place to the first, so the earlier places stay right.
  for (const { spot } of [...cards].sort((a, b) => b.spot.index - a.spot.index)) {
    after.players[spot.player]!.stable.splice(spot.index, 1);
  }
  for (const { spot, card } of cards) {
    if (typeof to === 'number') after.players[to]!.stable.push(card);
    else if (goesToNursery(card, to === 'hand' ? 'return-to-hand' : event)) after.nursery.push(card);
    else if (to === 'hand') {
      const hand = after.players[spot.player]!.hand;
      hand.count += 1;
      hand.known.push(card);
    } else after.discard.push(card);
  }
  return { table: after, owner, source: sourceOn(after, source) };
}

/** Each pick of `count` spots among these, told apart by the first one (the others are the first free ones). */
function picks(spots: readonly StableSpot[], count: number): StableSpot[][] {
  if (spots.length < count) return [];
  return spots.map((first) => [first, ...spots.filter((spot) => spot !== first).slice(0, count - 1)]);
}

/** The black-backed faces of which a copy is unseen (in the deck or an unknown hand card), fitting the filter. */
function unseenFaces(table: Table, filter: CardFilter | undefined): CardId[] {
  const seen = new Map<CardId, number>();
  const note = (card: CardId) => seen.set(card, (seen.get(card) ?? 0) + 1);
  table.players.forEach((seat) => {
    seat.stable.forEach(note);
    seat.hand.known.forEach(note);
  });
  table.discard.forEach(note);
  return facesInPlay(table)
    .filter(
      (face) =>
        face.type !== 'baby-unicorn' &&
        copiesInPlay(table, face.id) > (seen.get(face.id) ?? 0) &&
        matchesFilter(table, face.id, filter),
    )
    .map((face) => face.id);
}

/**
 * The ways a player's discard may leave the table. When a later step reads the discard pile, one
 * outcome per face that could be discarded (known cards, and any unseen face for unknown cards);
 * otherwise one outcome, the hand the smaller.
 */
function discardOutcomes(
  table: Table,
  source: EffectSource,
  player: number,
  count: number | 'all',
  filter: CardFilter | undefined,
  byFace: boolean,
): Outcome[] {
  const hand = table.players[player]!.hand;
  const n = count === 'all' ? hand.count : Math.min(count, hand.count);
  const fitting = hand.known.filter((card) => matchesFilter(table, card, filter));
  const faces = byFace
    ? [...new Set([...fitting, ...(hand.count > hand.known.length ? unseenFaces(table, filter) : [])])]
    : [undefined];
  return faces.map((face) => {
    const after = copyTable(table);
    const left = after.players[player]!.hand;
    left.count -= n;
    // The known cards discarded: the face named, then other fitting known ones, as far as needed.
    const gone = [...(face !== undefined && left.known.includes(face) ? [face] : []), ...fitting];
    for (let i = 0; i < n && left.known.length > left.count; i++) {
      const at = left.known.indexOf(gone[i] ?? left.known[0]!);
      left.known.splice(at < 0 ? 0 : at, 1);
    }
    if (face !== undefined) after.discard.push(face);
    return { table: after, owner: player, source: sourceOn(after, source) };
  });
}

/**
 * The ways this step may be carried out, each with the table it leaves; null when the step does
 * not change what a later step could do (it is then judged in place). Empty when it cannot be done.
 */
function outcomes(
  table: Table,
  source: EffectSource,
  action: Action,
  ctx: PossibleContext,
  byFace: boolean,
): Outcome[] | null {
  if (!('do' in action)) return null;
  const controller = source.controller;
  switch (action.do) {
    case 'draw': {
      const who = action.who === 'owner' && ctx.owner !== undefined ? ctx.owner : controller;
      const after = copyTable(table);
      // Drawn cards are unknown; a later discard may use them (an empty deck ends the game anyway).
      after.players[who]!.hand.count += action.count;
      after.deck = Math.max(0, after.deck - action.count);
      return [{ table: after, owner: ctx.owner, source }];
    }
    case 'discard': {
      let players: number[];
      if (action.who === 'owner') {
        if (ctx.owner === undefined) return [{ table, owner: ctx.owner, source }];
        // "That player" discards if they can; an empty hand disregards it.
        if (!mayDiscard(table, ctx.owner, action.count, action.filter, ctx))
          return [{ table, owner: ctx.owner, source }];
        players = [ctx.owner];
      } else if (action.who === 'another' || action.who === 'any') {
        players = table.players
          .map((_seat, player) => player)
          .filter((player) => action.who === 'any' || player !== controller);
      } else players = [controller];
      return players
        .filter((player) => mayDiscard(table, player, action.count, action.filter, ctx))
        .flatMap((player) => discardOutcomes(table, source, player, action.count, action.filter, byFace));
    }
    case 'sacrifice': {
      if (action.self) {
        if (!source.spot || source.spot.player !== controller) return [];
        return [takeOut(table, source, [source.spot], 'discard', ctx.owner, 'sacrifice')];
      }
      if (action.count === 'all') return null;
      return picks(sacrificeTargets(table, source, action.filter), action.count).map((spots) =>
        takeOut(table, source, spots, 'discard', ctx.owner, 'sacrifice'),
      );
    }
    case 'destroy':
      return picks(destroyTargets(table, source, action.filter, ctx.owner), action.count).map((spots) =>
        takeOut(table, source, spots, 'discard', spots[0]!.player),
      );
    case 'steal': {
      const owner = action.from === 'owner' ? ctx.owner : undefined;
      if (action.from === 'owner' && owner === undefined) return [];
      return picks(stealTargets(table, source, action.filter, owner), action.count).map((spots) =>
        takeOut(table, source, spots, controller, spots[0]!.player),
      );
    }
    case 'return': {
      if (action.self || action.from === 'each') return null;
      const owner = action.from === 'owner' ? ctx.owner : undefined;
      return returnTargets(table, source, action.filter, action.from, owner).map((spot) =>
        takeOut(table, source, [spot], 'hand', spot.player),
      );
    }
    case 'move':
      return moveOptions(table, source, action.filter, action.from, action.to).flatMap(({ spot, to }) =>
        to.map((player) => takeOut(table, source, [spot], player, player)),
      );
    case 'take-from-hand':
    case 'swap-hands':
      return table.players
        .map((_seat, player) => player)
        .filter(
          (player) => player !== controller && (action.do === 'swap-hands' || handCount(table, player) > 0),
        )
        .map((player) => ({ table, owner: player, source }));
    default:
      return null;
  }
}

function possibleSequence(
  table: Table,
  source: EffectSource,
  steps: readonly Action[],
  ctx: PossibleContext,
  firstIsCost: boolean,
  from = 0,
): boolean {
  const step = steps[from]!;
  const stepCtx: PossibleContext = { owner: ctx.owner, cost: from === 0 && firstIsCost };
  if (from === steps.length - 1) return possible(table, source, step, stepCtx);
  const after = outcomes(table, source, step, stepCtx, laterStepReadsDiscard(steps, from));
  if (after === null) {
    return (
      possible(table, source, step, stepCtx) &&
      possibleSequence(table, source, steps, { owner: ctx.owner }, false, from + 1)
    );
  }
  // "That player" is handed on only to a later step that acts on them (Back Kick, Unicorn Swap).
  const handOn = laterStepUsesOwner(steps, from);
  return after.some((outcome) =>
    possibleSequence(
      outcome.table,
      outcome.source,
      steps,
      { owner: handOn ? outcome.owner : ctx.owner },
      false,
      from + 1,
    ),
  );
}

/** True when the action acts on "that player", the one the previous step reached. */
export function usesOwner(action: Action): boolean {
  if ('then' in action) return action.then.some(usesOwner);
  if ('and' in action) return action.and.some(usesOwner);
  if ('chooseOne' in action) return action.chooseOne.some(usesOwner);
  if ('eachPlayer' in action) return usesOwner(action.eachPlayer);
  if ('may' in action) return usesOwner(action.may);
  if (action.do === 'discard' || action.do === 'draw') return action.who === 'owner';
  if (action.do === 'steal') return action.from === 'owner';
  if (action.do === 'return') return action.from === 'owner';
  return false;
}

// Per sequence of steps, whether a step after each one acts on "that player": worked out once.
const laterOwnerUse = new WeakMap<readonly Action[], boolean[]>();
function laterStepUsesOwner(steps: readonly Action[], from: number): boolean {
  let flags = laterOwnerUse.get(steps);
  if (!flags) {
    flags = steps.map((_step, i) => steps.slice(i + 1).some(usesOwner));
    laterOwnerUse.set(steps, flags);
  }
  return flags[from]!;
}

function possible(table: Table, source: EffectSource, action: Action, ctx: PossibleContext): boolean {
  if ('then' in action) return possibleSequence(table, source, action.then, ctx, true);
  if ('and' in action) return possibleSequence(table, source, action.and, ctx, false);
  if ('chooseOne' in action) return action.chooseOne.some((choice) => possible(table, source, choice, ctx));
  // What a player may decline is never impossible.
  if ('may' in action) return true;
  if ('eachPlayer' in action) {
    // "Each player, including you": what the controller cannot do makes the card impossible for
    // them (seed 002: a card in your hand that requires you to do the impossible is not played);
    // the other players disregard what they cannot do.
    if (action.includingYou) return possible(table, source, action.eachPlayer, ctx);
    return table.players.some(
      (_seat, player) =>
        player !== source.controller &&
        possible(table, { ...source, controller: player }, action.eachPlayer, ctx),
    );
  }
  const controller = source.controller;
  switch (action.do) {
    case 'draw':
      return true;
    case 'discard': {
      // "That player discards" follows a step that just handed them a card back (Back Kick); if
      // their hand is still empty the discard is an impossible action and is disregarded.
      if (action.who === 'owner') return true;
      if (action.who === 'another' || action.who === 'any') {
        return table.players.some(
          (_seat, player) =>
            (action.who === 'any' || player !== controller) &&
            mayDiscard(table, player, action.count, action.filter, ctx),
        );
      }
      return mayDiscard(table, controller, action.count, action.filter, ctx);
    }
    case 'sacrifice': {
      if (action.self) {
        return source.spot !== undefined && source.spot.player === controller;
      }
      if (action.count === 'all') return true;
      // The printed count must be possible; what Patient Zero Unicorn adds is done as far as it can be.
      return sacrificeTargets(table, source, action.filter, action.count).length >= action.count;
    }
    case 'destroy':
      return destroyTargets(table, source, action.filter, ctx.owner, action.count).length >= action.count;
    case 'steal': {
      const owner = action.from === 'owner' ? ctx.owner : undefined;
      if (action.from === 'owner' && owner === undefined) return false;
      return stealTargets(table, source, action.filter, owner, action.count).length >= action.count;
    }
    case 'return': {
      if (action.self) return source.spot !== undefined;
      // "A card of each Stable, yours included": the controller's own Stable must have one (the
      // other Stables disregard it when empty), as for "each player, including you".
      const from = action.from === 'each' ? 'you' : action.from;
      return (
        returnTargets(table, source, action.filter, from, action.from === 'owner' ? ctx.owner : undefined, 1)
          .length > 0
      );
    }
    case 'bring': {
      if (action.from === 'hand') {
        const hand = table.players[controller]?.hand;
        if (!hand) return false;
        if (bringCandidates(table, source, 'hand', action.filter).length > 0) return true;
        // An unknown hand card could be the one to bring, if a copy is unaccounted for.
        return hand.count > hand.known.length && couldBeUnknown(table, action.filter, controller);
      }
      // The deck might hold a fitting card (a search may still come back empty-handed).
      if (action.from === 'deck') return deckMayHold(table, action.filter);
      return bringCandidates(table, source, action.from, action.filter).length > 0;
    }
    case 'search':
      return action.zone === 'deck'
        ? deckMayHold(table, action.filter)
        : table.discard.some((card) => matchesFilter(table, card, action.filter));
    case 'take-from-hand':
      return table.players.some((_seat, player) => player !== controller && handCount(table, player) > 0);
    case 'move':
      return moveOptions(table, source, action.filter, action.from, action.to, 1).length > 0;
    case 'swap-hands':
      return table.players.length > 1;
    case 'look-at-top':
      return table.deck > 0;
    case 'look-at-hand':
      return table.players.some((_seat, player) => player !== controller && handCount(table, player) > 0);
    case 'shuffle-into-deck':
    case 'extra-turn':
    case 'end-turn':
    case 'two-plays':
    case 'return-self':
    case 'neigh':
    case 'choose-stable':
    case 'prevent':
    case 'redirect':
    case 'take-over':
    case 'enter-self':
    case 'skip-phase':
    case 'pass-hands':
      return true;
  }
}

/** Could an unknown card in a hand fit the filter and enter the player's Stable? */
function couldBeUnknown(table: Table, filter: CardFilter | undefined, player: number): boolean {
  return facesInPlay(table).some(
    (face) =>
      face.type !== 'baby-unicorn' &&
      matchesFilter(table, face.id, filter) &&
      mayEnterStable(table, face.id, player) === null,
  );
}

/** The card switching Blinding Light on in a Stable, for explanations. */
export function blindingLightSpot(table: Table, player: number): StableSpot | undefined {
  const index = effectRemover(table, player);
  return index === undefined ? undefined : { player, index };
}
