// The rules questions the screens ask in order to explain a table: why a card cannot be played, who may
// not answer the top of the Neigh pile and why, what counts differently in a Stable. The UI words them.
import type { Composition, Language } from './catalog.ts';
import { isUnicornNow, unicornValue, type Refusal } from './continuous.ts';
import { playRefusal, refusalSentence, type PlayRequest } from './legality.ts';
import { unseenFaces } from './targets.ts';
import {
  allFaces,
  cardFace,
  catalogOf,
  copiesInPlay,
  isStableType,
  isUnicornType,
  type CardId,
  type Table,
} from './table.ts';

/** Why a card named by a player is not one they may play now. */
export type PlayExplanation =
  /** A rule or a card on the table forbids it: the judge's refusal, and its sentence in the language. */
  | { refusal: Refusal; sentence: string }
  /** The rules would allow it, so the player cannot be holding it, `because`: */
  | { notInHand: true; because: NotInHand };

/**
 * Why the table cannot believe a player holds a card: the phone counts no card in that hand
 * ('empty-hand'), every card of it is known and this is none of them ('hand-known'), this game
 * holds no copy (another box, or left out of the 2-player game: 'not-in-game'), or every copy it
 * holds is seen elsewhere: a Stable, the discard pile, a known hand, the Neigh pile ('all-seen').
 */
export type NotInHand = 'empty-hand' | 'hand-known' | 'not-in-game' | 'all-seen';

function whyNotInHand(table: Table, player: number, card: CardId): NotInHand {
  const hand = table.players[player]?.hand;
  if (!hand || hand.count === 0) return 'empty-hand';
  if (hand.known.length >= hand.count && !hand.known.includes(card)) return 'hand-known';
  if (copiesInPlay(table, card) === 0) return 'not-in-game';
  return 'all-seen';
}

/**
 * Why `player` may not play `card` now, when the walker did not offer it: the rule or card that
 * forbids it, or else that they cannot be holding it.
 */
export function whyNotPlayable(
  table: Table,
  player: number,
  card: CardId,
  language: Language,
): PlayExplanation {
  const request: PlayRequest = { player, card };
  const refusal = playRefusal(table, request);
  return refusal
    ? { refusal, sentence: refusalSentence(table, request, refusal, language) }
    : { notInHand: true, because: whyNotInHand(table, player, card) };
}

/**
 * The players holding cards who may not answer the card on top of the Neigh pile with a Neigh, and
 * the sentence saying why (Slowdown, Yay, Ginormous Unicorn...) and the card that forbids it when a
 * card does; the one who played it is not listed.
 * `offered` are the seats the walker offers an answer to.
 */
export function whoMayNotAnswer(
  table: Table & { pile: readonly { player: number; card: CardId }[] },
  offered: readonly number[],
  language: Language,
): { player: number; sentence: string; card?: CardId }[] {
  const top = table.pile[table.pile.length - 1];
  if (!top) return [];
  return table.players.flatMap((seat, q) => {
    if (q === top.player || seat.hand.count === 0 || offered.includes(q)) return [];
    const request: PlayRequest = {
      player: q,
      card: 'neigh',
      respondingTo: { player: top.player, card: top.card },
    };
    const refusal = playRefusal(table, request);
    if (!refusal) return [];
    const sentence = refusalSentence(table, request, refusal, language);
    // The card that forbids the answer (Slowdown, Yay...), for its lookup beside the sentence.
    return [{ player: q, sentence, ...('card' in refusal.because ? { card: refusal.because.card } : {}) }];
  });
}

/** A card in a Stable whose count toward winning is not the plain one Unicorn, and what it counts. */
export type CountChange = { card: CardId; notAUnicorn: true } | { card: CardId; counts: number };

/** The Unicorn cards of a Stable that count other than one (Ginormous Unicorn 2, a Panda 0...). */
export function countChanges(table: Table, player: number): CountChange[] {
  return (table.players[player]?.stable ?? []).flatMap((card, index): CountChange[] => {
    if (!isUnicornType(cardFace(card).type)) return [];
    const spot = { player, index };
    if (!isUnicornNow(table, spot)) return [{ card, notAUnicorn: true }];
    const value = unicornValue(table, spot);
    return value === 1 ? [] : [{ card, counts: value }];
  });
}

/** The cards of a Stable that are Unicorns now (what the tiebreak counts letters of). */
export function unicornsNow(table: Table, player: number): CardId[] {
  return (table.players[player]?.stable ?? []).filter((_card, index) =>
    isUnicornNow(table, { player, index }),
  );
}

/** Every face of every box that is a Unicorn card (Baby, Basic, Magical, Ultimate). */
export function unicornFaces(): CardId[] {
  return allFaces()
    .filter((face) => isUnicornType(face.type))
    .map((face) => face.id);
}

/**
 * What the judge needs besides player and card to ask "may this be played?": the Stable a Unicorn,
 * Upgrade or Downgrade card enters, or the card an Instant answers.
 */
export function playContext(
  card: CardId,
  into: number,
  top: { player: number; card: CardId } | undefined,
): { into?: number; respondingTo?: { player: number; card: CardId } } {
  const type = cardFace(card).type;
  if (isStableType(type)) return { into };
  if (type === 'instant' && top) return { respondingTo: top };
  return {};
}

/**
 * The Stables a Unicorn, Upgrade or Downgrade card may enter if `player` plays it now (the judge's
 * playRefusal, Stable by Stable, as the walker's "Which Stable?" asks it); none for other cards.
 */
export function stablesToEnter(table: Table, player: number, card: CardId): number[] {
  if (!isStableType(cardFace(card).type)) return [];
  return table.players
    .map((_seat, into) => into)
    .filter((into) => playRefusal(table, { player, card, into }) === null);
}

/**
 * The Stable to name for a card before anyone asks, so the usual play costs no "Which Stable?"
 * answer: the only one it may enter; else the player's own for a Unicorn or an Upgrade (cards
 * that help whoever holds them); for a Downgrade, the only other player's Stable it may enter.
 * Null when the choice is the player's to make.
 */
export function likelyStable(table: Table, player: number, card: CardId): number | null {
  const stables = stablesToEnter(table, player, card);
  if (stables.length === 1) return stables[0]!;
  if (cardFace(card).type === 'downgrade') {
    const others = stables.filter((into) => into !== player);
    return others.length === 1 ? others[0]! : null;
  }
  return stables.includes(player) ? player : null;
}

/**
 * The optional beginning-of-turn effects a player gives up by going to the Draw phase now: those
 * not used before the draw are lost for this turn (seed 004, Beginning of Turn).
 */
export function triggersLostByDrawing(decision: { kind: string; options: readonly object[] }): CardId[] {
  if (decision.kind !== 'beginning-of-turn') return [];
  return decision.options.flatMap((option) =>
    'trigger' in option && 'card' in option ? [(option as { card: CardId }).card] : [],
  );
}

/**
 * The answers of a Draw phase question that are another player's Instant played before the draw
 * (Trapped Chest), apart from the draw itself: with unknown hands every other player may hold one.
 */
export function answersBeforeTheDraw<O extends object>(decision: {
  kind: string;
  options: readonly O[];
}): O[] {
  if (decision.kind !== 'draw') return [];
  return decision.options.filter((option) => 'player' in option && 'card' in option && !('index' in option));
}

/**
 * Which of the turn player's own turns this is (1 for their first), as a table counts them, extra
 * turns included; null when the table does not know (a position loaded from a game under way).
 */
export function ownTurnNumber(table: {
  turn: { player: number };
  turnsBegun?: readonly number[];
}): number | null {
  const begun = table.turnsBegun?.[table.turn.player];
  return begun === undefined || begun < 1 ? null : begun;
}

/**
 * Why a card cannot be one more in the Stables entered so far (the tiebreak calculator, before the
 * card is added): it is left in the box in the 2-player variant, these boxes hold no copy of it, or
 * every copy the game holds (`copies`) is already entered. Null when it may be added.
 */
export function entryProblem(
  deck: { composition?: Composition | undefined; twoPlayerVariant: boolean },
  entered: readonly CardId[],
  card: CardId,
): { because: 'left-out-two-player' | 'no-copy' | 'every-copy-entered'; copies: number } | null {
  const catalog = catalogOf(deck);
  const copies = catalog.inPlay(card, deck.twoPlayerVariant);
  if (copies === 0)
    return {
      because: deck.twoPlayerVariant && catalog.copies(card) > 0 ? 'left-out-two-player' : 'no-copy',
      copies,
    };
  if (entered.filter((c) => c === card).length + 1 > copies) return { because: 'every-copy-entered', copies };
  return null;
}

/**
 * How many copies of a face the table has not seen: in the deck or in hands nobody has seen. A card
 * in a Stable, in a known hand, in the discard pile or on the Neigh pile is seen.
 */
export function unseenCopies(table: Table & { pile?: readonly { card: CardId }[] }, card: CardId): number {
  let seen = table.discard.filter((id) => id === card).length;
  seen += (table.pile ?? []).filter((entry) => entry.card === card).length;
  for (const seat of table.players) {
    seen += seat.stable.filter((id) => id === card).length;
    seen += seat.hand.known.filter((id) => id === card).length;
  }
  return Math.max(0, copiesInPlay(table, card) - seen);
}

/**
 * The faces given (those a player may play or give up now), most likely in an unknown hand first:
 * the more copies unseen, the likelier one is held. Equal odds keep the order given.
 */
export function likelyFirst(
  table: Table & { pile?: readonly { card: CardId }[] },
  faces: readonly CardId[],
): CardId[] {
  const odds = new Map(faces.map((card) => [card, unseenCopies(table, card)]));
  return faces
    .map((card, at) => ({ card, at }))
    .sort((a, b) => odds.get(b.card)! - odds.get(a.card)! || a.at - b.at)
    .map(({ card }) => card);
}

/**
 * The faces that may be in a player's hand: the cards the table has seen there and, while some of
 * the hand is unseen, every face of which a copy is unseen (in the deck or a hand nobody has seen).
 */
export function mayBeInHand(table: Table, player: number): CardId[] {
  const hand = table.players[player]?.hand;
  if (!hand) return [];
  const unseen = hand.count > hand.known.length ? unseenFaces(table, undefined) : [];
  return [...new Set([...hand.known, ...unseen])];
}
