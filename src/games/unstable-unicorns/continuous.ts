// Continuous effects as questions, never mutations: what a card in a Stable is now, what it counts
// for, who may play or Neigh what, what may be destroyed (the targets of the actions are in
// targets.ts, "can it be done" in possible.ts, the speed layer in stable-view.ts; all re-exported here).
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

import type { Ability, CardFilter, CardType, ImmuneAction, Modifier, NamedKind } from './vocabulary.ts';
import { facePrintedModifiers, holdsKind, stableView } from './stable-view.ts';

// The targets of the actions (targets.ts) and whether an action can be done (possible.ts) are
// asked through this module too, as before they had files of their own.
export * from './targets.ts';
export * from './possible.ts';
export { withStableViews } from './stable-view.ts';
import {
  cardAt,
  cardFace,
  isUnicornType,
  isStableType,
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
  /** The card the trigger names ("that Unicorn": Extra Life), if any. */
  that?: CardId;
  /** Where that card lies, when a replacement names one about to leave its Stable (Shadow Unicorn). */
  thatSpot?: StableSpot;
}

// ---------------------------------------------------------------------------------------------
// What a card in a Stable is now

/** True when an Upgrade or Downgrade in this Stable takes the Unicorn cards' effects away (Blinding Light). */
export function unicornsLoseEffects(table: Table, player: number): boolean {
  if (!holdsKind(table, player, 'unicorns-lose-effects')) return false;
  return stableView(table, player).remover !== undefined;
}

/** The card that switches Blinding Light on in this Stable, if any. */
function effectRemover(table: Table, player: number): number | undefined {
  return stableView(table, player).remover;
}

const NO_ABILITIES: readonly Ability[] = [];

/** The abilities a card in a Stable has now: none for a Unicorn card under Blinding Light. */
export function effectiveAbilities(table: Table, spot: StableSpot): readonly Ability[] {
  const card = cardAt(table, spot);
  const face = cardFace(card);
  if (isUnicornType(face.type) && unicornsLoseEffects(table, spot.player)) return NO_ABILITIES;
  // Slothicorn: the cards of its Stable fitting its filter keep no triggered effect.
  if (holdsKind(table, spot.player, 'triggers-off')) {
    for (const { modifier } of stableView(table, spot.player).modifiers) {
      if (modifier.kind === 'triggers-off' && matchesFilter(table, card, modifier.filter, { spot })) {
        return untriggered(face.abilities);
      }
    }
  }
  return face.abilities;
}

const TRIGGERED: ReadonlySet<Ability['on']> = new Set(['enter', 'leave', 'beginning-of-turn', 'whenever']);
const untriggeredOf = new WeakMap<readonly Ability[], readonly Ability[]>();
/** A face's abilities without its triggered ones (worked out once per face). */
function untriggered(abilities: readonly Ability[]): readonly Ability[] {
  let kept = untriggeredOf.get(abilities);
  if (!kept) {
    kept = abilities.filter((ability) => !TRIGGERED.has(ability.on));
    untriggeredOf.set(abilities, kept);
  }
  return kept;
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

/**
 * Unicorns this player needs to win: the table's goal (7; 6 with 6-8 players), moved by the cards
 * of their own Stable whose condition holds (Imaginary Friendicorn: one fewer while a Baby is there).
 */
export function unicornsToWinFor(table: Table, player: number, goal: number): number {
  if (!holdsKind(table, player, 'win-target')) return goal;
  const stable = table.players[player]!.stable;
  let target = goal;
  for (const { modifier } of stableView(table, player).modifiers) {
    if (modifier.kind !== 'win-target') continue;
    const { whileHolds } = modifier;
    const holds =
      whileHolds === undefined ||
      stable.some((card, index) => matchesFilter(table, card, whileHolds, { spot: { player, index } }));
    if (holds) target += modifier.add;
  }
  return Math.max(1, target);
}

// ---------------------------------------------------------------------------------------------
// Filters

/** Where a card is being judged: in a Stable (effective type) or anywhere else (printed type). */
export interface FilterContext {
  spot?: StableSpot;
  source?: EffectSource;
  /** The card is being played as this type (Chronocorn played like an Instant is an Instant card). */
  playedAs?: CardType;
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
  const type: EffectiveType =
    context.playedAs ?? (context.spot ? effectiveType(table, context.spot) : cardFace(card).type);
  if (!kindMatches(table, filter.kind, card, type) && !kindMatches(table, filter.orKind, card, type))
    return false;
  if (filter.nameIncludes) {
    const face = cardFace(card);
    const word = filter.nameIncludes.toLowerCase();
    if (!face.name.en.toLowerCase().includes(word) && !face.title.en.toLowerCase().includes(word))
      return false;
  }
  if (filter.named) {
    const source = context.source;
    const kind = source ? namedKind(table, source.controller, source.card) : undefined;
    if (!kind || !kindMatches(table, kind, card, type)) return false;
  }
  if (filter.notSelf && context.spot && context.source?.spot) {
    const { spot } = context;
    if (spot.player === context.source.spot.player && spot.index === context.source.spot.index) return false;
  }
  return true;
}

/**
 * The card type named for this card in this player's Stable as it entered (Nightmare Pact), while
 * it is still there; undefined when none was named.
 */
export function namedKind(table: Table, player: number, card: CardId): NamedKind | undefined {
  if (!table.named || !table.players[player]?.stable.includes(card)) return undefined;
  for (let i = table.named.length - 1; i >= 0; i--) {
    const entry = table.named[i]!;
    if (entry.player === player && entry.card === card) return entry.kind;
  }
  return undefined;
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
 * `asInstant`: the card is played like an Instant (Chronocorn), so what forbids Instant cards
 * (Brain Freeze) forbids it too, as well as what forbids its own type.
 */
export function playRestriction(
  table: Table,
  player: number,
  card: CardId,
  into?: number,
  asInstant = false,
): Refusal | null {
  const forbids = (filter: CardFilter) =>
    matchesFilter(table, card, filter) ||
    (asInstant && matchesFilter(table, card, filter, { playedAs: 'instant' }));
  // An effect barred this player from such cards for the rest of the turn (Objection).
  for (const bar of table.turn.barred ?? []) {
    if (bar.player !== player || !forbids(bar.filter)) continue;
    const holder = table.players.findIndex((seat) => seat.stable.includes(bar.by));
    return { because: { card: bar.by, player: holder < 0 ? player : holder }, code: 'cannot-play-kind' };
  }
  for (let holder = 0; holder < table.players.length; holder++) {
    // The player's own Stable forbids with its cards' "owner" restrictions, the other Stables
    // with their "others" ones (Elusive Oceloticorn).
    if (holder !== player && !holdsKind(table, holder, 'cannot-play')) continue;
    for (const { modifier, index } of stableView(table, holder).modifiers) {
      if (modifier.kind !== 'cannot-play') continue;
      if ((modifier.who === 'others') !== (holder !== player)) continue;
      if (forbids(modifier.filter)) {
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
      // Nothing on the table forbids it: the Instant has nothing here it may answer (judge: response).
      return { because: { rule: 'response' }, code: 'cannot-answer-that' };
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
  return immuneTo(table, spot, source, 'destroy');
}

/** An immunity as one set of parameters, whichever form the card data writes it in. */
export interface Immunity {
  protects: 'self' | 'your-unicorns' | 'your-cards';
  actions: readonly ImmuneAction[];
  byType?: readonly CardType[];
  indirect: boolean;
}

const DESTROY: readonly ImmuneAction[] = ['destroy'];

/** The immunity a modifier gives, reading the older words as the shorthands they are. */
export function immunityOf(modifier: Modifier): Immunity | undefined {
  switch (modifier.kind) {
    case 'immune':
      return {
        protects: modifier.protects,
        actions: modifier.actions,
        ...(modifier.byType ? { byType: modifier.byType } : {}),
        indirect: modifier.indirect !== false,
      };
    case 'self-immune':
      return { protects: 'self', actions: DESTROY, byType: modifier.byType, indirect: true };
    case 'unicorns-immune':
      return { protects: 'your-unicorns', actions: DESTROY, indirect: true };
    default:
      return undefined;
  }
}

/**
 * Is the card at this spot immune to this action of this source (seed 002, Immunity)? `direct`:
 * the effect picks the card itself (destroy, steal, return, move); false when the effect makes a
 * player act on it (a sacrifice, an Ultimate's price). A card is never immune to its own effect.
 * Immunities covering a Stable's cards are named before a card's own (Rainbow Aura before
 * Magical Kittencorn), so the refusal names the card it always named.
 */
export function immuneTo(
  table: Table,
  spot: StableSpot,
  source: EffectSource,
  action: ImmuneAction,
  direct = true,
): Refusal | null {
  const player = spot.player;
  if (!IMMUNITY_KINDS.some((kind) => holdsKind(table, player, kind))) return null;
  const card = cardAt(table, spot);
  const own = source.card === card && source.spot?.player === player && source.spot.index === spot.index;
  if (own) return null;
  const sourceType = cardFace(source.card).type;
  let unicorn: boolean | undefined;
  let self: Refusal | null = null;
  for (const { modifier, index } of stableView(table, player).modifiers) {
    const immunity = immunityOf(modifier);
    if (!immunity || !immunity.actions.includes(action)) continue;
    if (!direct && !immunity.indirect) continue;
    if (immunity.byType && !immunity.byType.includes(sourceType)) continue;
    if (immunity.protects === 'self') {
      if (index === spot.index) self ??= { because: { card, player }, code: 'no-target' };
      continue;
    }
    if (immunity.protects === 'your-unicorns' && !(unicorn ??= isUnicornNow(table, spot))) continue;
    return { because: { card: cardAt(table, { player, index }), player }, code: 'no-target' };
  }
  return self;
}

const IMMUNITY_KINDS: readonly Modifier['kind'][] = ['immune', 'self-immune', 'unicorns-immune'];

/** The card switching Blinding Light on in a Stable, for explanations. */
export function blindingLightSpot(table: Table, player: number): StableSpot | undefined {
  const index = effectRemover(table, player);
  return index === undefined ? undefined : { player, index };
}
