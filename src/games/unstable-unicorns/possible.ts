// "Can it be done?": whether an action of the vocabulary can be carried out on a table now, judged
// step by step on the table each earlier step leaves (seed 002), and an Ultimate Unicorn's price.
import type { Action, CardFilter } from './vocabulary.ts';
import { verbNamed } from './verbs/index.ts';
import { cardAt, cardFace, facesInPlay, type CardId, type StableSpot, type Table } from './table.ts';
import { goesToNursery, matchesFilter, mayEnterStable, type EffectSource } from './continuous.ts';
import { handCount, unseenFaces } from './targets.ts';

/**
 * Could this player discard `count` cards fitting the filter? Unknown hand cards might fit. A
 * discard is carried out up to the number asked, so one card is enough, except for a cost paid
 * before "then" (Claw Machine, Stable Artillery...), which must be paid in full.
 */
export function mayDiscard(
  table: Table,
  player: number,
  count: number | 'all' | 'any',
  filter: CardFilter | undefined,
  ctx: PossibleContext,
): boolean {
  // As many as the player chooses, none included (Spring Cleaning): always possible.
  if (count === 'all' || count === 'any') return true;
  // A cost is paid in full (the count printed: what Dread Pirate Unicorn adds is done as far as it can be).
  const needed = ctx.cost ? count : Math.min(count, 1);
  const hand = table.players[player]?.hand;
  if (!hand) return false;
  const total = handCount(table, player);
  if (!filter) return total >= needed;
  const knownFits = hand.known.filter((card) => matchesFilter(table, card, filter)).length;
  return knownFits + (total - hand.known.length) >= needed;
}

export interface PossibleContext {
  /** The player the previous step reached ("that player"), when an action names `owner`. */
  owner?: number;
  /** True while judging the step before a "then": a cost, to be paid in full. */
  cost?: boolean;
  /** A triggered effect of a card in a Stable: what the controller cannot do is disregarded too. */
  triggered?: boolean;
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
    return possible(table, source, action.then[0], { owner, cost: true, triggered });
  }
  return possible(table, source, action, { owner, triggered });
}

/**
 * Why `isPossible` said no, as a rule word for the table: 'cost-unpayable' when the discards paid
 * before "then" cannot be paid in full (Stable Artillery with one card in hand), else
 * 'nothing-to-target' (a sacrifice with no card to sacrifice has nothing to target). Asked only of
 * an effect already found impossible.
 */
export function whyImpossible(
  table: Table,
  source: EffectSource,
  action: Action,
  owner?: number,
): 'cost-unpayable' | 'nothing-to-target' {
  const cost = 'then' in action ? action.then[0] : undefined;
  if (cost && 'do' in cost && cost.do === 'discard' && !possible(table, source, cost, { owner, cost: true }))
    return 'cost-unpayable';
  return 'nothing-to-target';
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
  if ('onlyIf' in action) return readsDiscard(action.effect);
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
export interface Outcome {
  table: Table;
  owner?: number;
  source: EffectSource;
}

/** A copy of the table whose zones may be changed (the tables handed to questions are never changed). */
export function copyTable(table: Table): Table {
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
    ...(table.named ? { named: table.named } : {}),
  };
}

/** Where the source card lies on a changed table (gone from its Stable: no place). */
function sourceOn(table: Table, source: EffectSource): EffectSource {
  if (!source.spot) return source;
  const stable = table.players[source.spot.player]?.stable ?? [];
  if (stable[source.spot.index] === source.card) return source;
  const index = stable.indexOf(source.card);
  if (index >= 0) return { ...source, spot: { player: source.spot.player, index } };
  const { spot: _gone, ...rest } = source;
  return rest;
}

/**
 * Takes the cards at these spots out of their Stables and puts each where it goes: the discard
 * pile, its owner's hand (returned), or the Stable `to` (stolen, moved). A Baby Unicorn goes to the
 * Nursery instead of a pile or a hand.
 */
export function takeOut(
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
export function picks(spots: readonly StableSpot[], count: number): StableSpot[][] {
  if (spots.length < count) return [];
  return spots.map((first) => [first, ...spots.filter((spot) => spot !== first).slice(0, count - 1)]);
}

/**
 * The ways a player's discard may leave the table. When a later step reads the discard pile, one
 * outcome per face that could be discarded (known cards, and any unseen face for unknown cards);
 * otherwise one outcome, the hand the smaller.
 */
export function discardOutcomes(
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
  // Each verb's ways are told by its own module (verbs/); one without any is judged in place.
  const verb = verbNamed(action.do);
  return verb.outcomes ? verb.outcomes(table, source, action, ctx, byFace) : null;
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

/** True when the player's Stable meets an `onlyIf` condition (the cards judged where they lie). */
export function stableHolds(
  table: Table,
  player: number,
  condition: { stableHas: CardFilter; atLeast?: number; none?: boolean },
): boolean {
  const stable = table.players[player]?.stable ?? [];
  let count = 0;
  stable.forEach((card, index) => {
    if (matchesFilter(table, card, condition.stableHas, { spot: { player, index } })) count += 1;
  });
  return condition.none ? count === 0 : count >= (condition.atLeast ?? 1);
}

/** True when the action acts on "that player", the one the previous step reached. */
export function usesOwner(action: Action): boolean {
  if ('then' in action) return action.then.some(usesOwner);
  if ('and' in action) return action.and.some(usesOwner);
  if ('chooseOne' in action) return action.chooseOne.some(usesOwner);
  if ('eachPlayer' in action) return usesOwner(action.eachPlayer);
  if ('may' in action) return usesOwner(action.may);
  if ('onlyIf' in action) return usesOwner(action.effect);
  if (action.do === 'discard' || action.do === 'draw') return action.who === 'owner';
  if (action.do === 'take-from-hand') return action.from === 'you';
  if (action.do === 'bring') return action.into === 'owner' || action.returned === true;
  if (action.do === 'steal') return action.from === 'owner';
  if (action.do === 'return') return action.from === 'owner';
  if (action.do === 'no-plays') return action.who === 'owner';
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
  if ('onlyIf' in action) {
    return (
      stableHolds(table, source.controller, action.onlyIf) && possible(table, source, action.effect, ctx)
    );
  }
  if ('eachPlayer' in action) {
    // "Each player, including you": what the controller cannot do makes the card impossible for
    // them (seed 002: a card in your hand that requires you to do the impossible is not played);
    // the other players disregard what they cannot do.
    // A triggered one (a card in a Stable) asks the impossible of nobody: each player, the
    // controller included, disregards what they cannot do (Nymphicorn under Pandamonium).
    if (action.includingYou && !ctx.triggered) return possible(table, source, action.eachPlayer, ctx);
    return table.players.some(
      (_seat, player) =>
        (player !== source.controller || action.includingYou) &&
        possible(table, { ...source, controller: player }, action.eachPlayer, ctx),
    );
  }
  // Each verb is judged by its own module (verbs/), asked by the verb's name.
  return verbNamed(action.do).can(table, source, action, ctx);
}

/** Could an unknown card in a hand fit the filter and enter the player's Stable? */
export function couldBeUnknown(table: Table, filter: CardFilter | undefined, player: number): boolean {
  return facesInPlay(table).some(
    (face) =>
      face.type !== 'baby-unicorn' &&
      matchesFilter(table, face.id, filter) &&
      mayEnterStable(table, face.id, player) === null,
  );
}
