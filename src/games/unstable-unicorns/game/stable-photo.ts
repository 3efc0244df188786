// "This Stable is now what the photo shows": the difference between the phone's Stable and a photo of
// the real one, as card moves, each with the zones it may have come from or gone to, the likely one first.
import { RuleError } from '../../../engine/game-log.ts';
import { cardFace, cardName, isStableType, type CardId } from '../table.ts';
import { checkCorrection } from './corrections.ts';
import type { Correction, TableState, Zone } from './types.ts';

/** One card the photo and the phone disagree on. */
export interface StableChange {
  card: CardId;
  /** 'enters': in the photo, not in the phone's Stable; 'leaves': in the phone's Stable, not in the photo. */
  way: 'enters' | 'leaves';
  /**
   * Where it may have come from ('enters') or gone to ('leaves'), the likeliest first; only zones the
   * table allows. Empty when no zone does: `why` says why (each language of the walker's sentences).
   */
  zones: Zone[];
  why?: Readonly<Record<string, string>>;
}

/** Each face with how many more copies `a` holds than `b`, in `a`'s order. */
function surplus(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const left = [...b];
  const more: CardId[] = [];
  for (const card of a) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
    else more.push(card);
  }
  return more;
}

/** Whether the walker accepts this move now; the refusal otherwise. */
function tryMove(t: TableState, card: CardId, from: Zone, to: Zone): RuleError | null {
  try {
    checkCorrection(t, { kind: 'move', card, from, to });
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}

/**
 * Where a card new to `player`'s Stable likely came from, likeliest first: the Neigh pile (a play that
 * resolved), the player's hand where the card was seen there, the Nursery (a Baby), the player's hand
 * unseen (the usual way into a Stable: played), another Stable (stolen), the discard pile (brought back),
 * then another hand and the deck.
 */
function sourcesInOrder(t: TableState, player: number, card: CardId): Zone[] {
  const others = t.players.map((_s, p) => p).filter((p) => p !== player);
  const knownInHand = t.players[player]!.hand.known.includes(card);
  return [
    { pile: true },
    ...(knownInHand ? [{ hand: player }] : []),
    { nursery: true },
    ...(knownInHand ? [] : [{ hand: player }]),
    ...others.map((p) => ({ stable: p })),
    { discard: true },
    ...others.map((p) => ({ hand: p })),
    { deck: true },
  ] as Zone[];
}

/**
 * Where a card gone from `player`'s Stable likely went, likeliest first: the Nursery for a Baby and the
 * discard pile for any other card (destroyed or sacrificed), then the player's hand (returned), another
 * Stable (stolen), another hand and the deck.
 */
function destinationsInOrder(t: TableState, player: number, card: CardId): Zone[] {
  const others = t.players.map((_s, p) => p).filter((p) => p !== player);
  const baby = cardFace(card).type === 'baby-unicorn';
  return [
    ...(baby ? [{ nursery: true }] : [{ discard: true }]),
    { hand: player },
    ...others.map((p) => ({ stable: p })),
    ...others.map((p) => ({ hand: p })),
    { deck: true },
  ] as Zone[];
}

/**
 * The cards to move so that `player`'s Stable holds exactly `photo` (faces, any order): first the cards
 * that left it, then the ones that entered, each with the zones the table allows, likeliest first.
 */
export function stableChanges(t: TableState, player: number, photo: readonly CardId[]): StableChange[] {
  const stable = t.players[player]!.stable;
  const here: Zone = { stable: player };
  const changes: StableChange[] = [];
  for (const card of surplus(stable, photo)) {
    const zones = destinationsInOrder(t, player, card).filter((to) => tryMove(t, card, here, to) === null);
    changes.push({ card, way: 'leaves', zones });
  }
  for (const card of surplus(photo, stable)) {
    if (!isStableType(cardFace(card).type)) {
      // A Magic card, an Instant: never in a Stable, whatever the photo seems to show.
      changes.push({
        card,
        way: 'enters',
        zones: [],
        why: {
          en: `${cardName(card, 'en')} is not a card that stays in a Stable (only Unicorns, Upgrades and Downgrades do).`,
          fr: `${cardName(card, 'fr')} n’est pas une carte qui reste dans une Écurie (seules les Licornes, les Améliorations et les Attaques y restent).`,
        },
      });
      continue;
    }
    const candidates = sourcesInOrder(t, player, card);
    const zones = candidates.filter((from) => tryMove(t, card, from, here) === null);
    const change: StableChange = { card, way: 'enters', zones };
    if (zones.length === 0) {
      // The reason the player's own hand is refused says most (left in the box, every copy seen).
      const refusal = tryMove(t, card, { hand: player }, here);
      if (refusal) change.why = refusal.sentences ?? { en: refusal.message };
    }
    changes.push(change);
  }
  return changes;
}

/** The correction event for one change, with the zone the player settled on. */
export function stableCorrection(player: number, change: StableChange, zone: Zone): Correction {
  const here: Zone = { stable: player };
  return change.way === 'enters'
    ? { kind: 'move', card: change.card, from: zone, to: here }
    : { kind: 'move', card: change.card, from: here, to: zone };
}
