// The targets of the vocabulary's actions: which cards of which Stables an action may reach now,
// for the judge's questions (isPossible) and the walker's options alike.
import type { CardFilter } from './vocabulary.ts';
import {
  cardAt,
  cardFace,
  copiesInPlay,
  facesInPlay,
  isStableType,
  type CardId,
  type StableSpot,
  type Table,
} from './table.ts';
import {
  immuneTo,
  matchesFilter,
  mayBeDestroyed,
  mayEnterStable,
  unicornValue,
  type EffectSource,
} from './continuous.ts';

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

export function otherPlayers(table: Table, player: number): number[] {
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
  // A sacrifice reaches an immune card only indirectly: its owner is made to act on it (seed 002).
  return spotsWhere(
    table,
    [source.controller],
    (spot) => fits(table, spot, filter, source) && immuneTo(table, spot, source, 'sacrifice', false) === null,
    limit,
  );
}

/**
 * House rule babiesStay: a Baby Unicorn card enters a Stable only from the Nursery (seed 002, card
 * types), so no effect steals or moves one into another Stable.
 */
function babyStays(table: Table, spot: StableSpot): boolean {
  return table.houseRules?.babiesStay === true && cardFace(cardAt(table, spot)).type === 'baby-unicorn';
}

/** Cards the controller may steal: in another player's Stable, fitting, and free to enter the controller's Stable. */
export function stealTargets(
  table: Table,
  source: EffectSource,
  filter?: CardFilter,
  owner?: number,
  limit?: number,
  /** Only the card the trigger names (`source.that`). */
  onlyThat?: boolean,
): StableSpot[] {
  return spotsWhere(
    table,
    othersOrOwner(table, source.controller, owner),
    (spot) =>
      (!onlyThat || cardAt(table, spot) === source.that) &&
      !babyStays(table, spot) &&
      fits(table, spot, filter, source) &&
      immuneTo(table, spot, source, 'steal') === null &&
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
  return spotsWhere(
    table,
    owners,
    (spot) => fits(table, spot, filter, source) && immuneTo(table, spot, source, 'return') === null,
    limit,
  );
}

/** What each Stable counts toward winning, by seat (the "most / fewest Unicorns" of Lady Justice). */
function unicornCounts(table: Table): number[] {
  return table.players.map((seat, player) =>
    seat.stable.reduce((total, _card, index) => total + unicornValue(table, { player, index }), 0),
  );
}

/** The players whose Stable the card at this spot may be moved into. */
function moveDestinations(
  table: Table,
  source: EffectSource,
  spot: StableSpot,
  to: 'another' | 'other-than-source' | 'fewest-unicorns',
): number[] {
  const card = cardAt(table, spot);
  const excluded = to === 'another' ? source.controller : spot.player;
  const counts = to === 'fewest-unicorns' ? unicornCounts(table) : [];
  const fewest = Math.min(...counts);
  const destinations: number[] = [];
  for (let player = 0; player < table.players.length; player++) {
    if (player === excluded || player === spot.player) continue;
    if (to === 'fewest-unicorns' && counts[player] !== fewest) continue;
    if (mayEnterStable(table, card, player) === null) destinations.push(player);
  }
  return destinations;
}

/** For each card that may be moved, the players whose Stable it may move into (the first `limit` cards only). */
export function moveOptions(
  table: Table,
  source: EffectSource,
  filter: CardFilter | undefined,
  from: 'you' | 'any' | 'most-unicorns',
  to: 'another' | 'other-than-source' | 'fewest-unicorns',
  limit = Infinity,
): Array<{ spot: StableSpot; to: number[] }> {
  let owners = from === 'you' ? [source.controller] : everyPlayer(table);
  if (from === 'most-unicorns') {
    const counts = unicornCounts(table);
    const most = Math.max(...counts);
    // All Stables level: none has the most, so nothing moves.
    owners = most === Math.min(...counts) ? [] : owners.filter((player) => counts[player] === most);
  }
  const options: Array<{ spot: StableSpot; to: number[] }> = [];
  const movable = (spot: StableSpot) =>
    !babyStays(table, spot) &&
    fits(table, spot, filter, source) &&
    immuneTo(table, spot, source, 'move') === null;
  for (const spot of spotsWhere(table, owners, movable)) {
    const destinations = moveDestinations(table, source, spot, to);
    if (destinations.length > 0) options.push({ spot, to: destinations });
    if (options.length >= limit) break;
  }
  return options;
}

/** The players whose Stable a card brought by `source` may enter: the controller's, or any (`into: 'any'`). */
export function bringInto(table: Table, source: EffectSource, card: CardId, into?: 'any'): number[] {
  const players = into === 'any' ? everyPlayer(table) : [source.controller];
  return players.filter((player) => mayEnterStable(table, card, player) === null);
}

/** Cards that may be brought straight into a Stable from a zone (never "played": no Neigh). */
export function bringCandidates(
  table: Table,
  source: EffectSource,
  from: 'hand' | 'discard' | 'nursery',
  filter?: CardFilter,
  into?: 'any',
  /** Only the card the trigger names (`source.that`). */
  onlyThat?: boolean,
): CardId[] {
  let zone: CardId[];
  if (from === 'discard') zone = table.discard;
  else if (from === 'nursery') zone = table.nursery;
  else zone = table.players[source.controller]?.hand.known ?? [];
  return zone.filter(
    (card) =>
      (!onlyThat || card === source.that) &&
      isStableType(cardFace(card).type) &&
      matchesFilter(table, card, filter, { source }) &&
      bringInto(table, source, card, into).length > 0,
  );
}

/** The black-backed faces of which a copy is unseen (in the deck or an unknown hand card), fitting the filter. */
export function unseenFaces(table: Table, filter: CardFilter | undefined): CardId[] {
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
 * Could a card fitting the filter still be in the deck? The deck is every black-backed card in play
 * that is not in a Stable, a known hand, the discard pile; unknown hand cards may hold some too.
 */
export function deckMayHold(table: Table, filter?: CardFilter): boolean {
  return table.deck > 0 && unseenFaces(table, filter).length > 0;
}

export function handCount(table: Table, player: number): number {
  return table.players[player]?.hand.count ?? 0;
}
