// The Neigh pile (seed 002 "Resolving Instant Cards"): a played card at the bottom, each answer on
// top of the card it answers, and resolution from the top down: a Neigh that resolves cancels the card under it.
//
// An answer that may not be played when it comes (an Instant with no other player's card to
// answer, Slowdown, Ginormous Unicorn, Yay, Super Neigh...) goes back to its player's hand and
// does not join the pile. A played card that may not be played at all starts no pile.

import { cardFace, type CardId, type Table } from './table.ts';
import type { Refusal } from './continuous.ts';
import { playRefusal } from './legality.ts';

/** One card on the pile and the player who played it. */
export interface PileCard {
  player: number;
  card: CardId;
}

/** True when the card, if it resolves, cancels the card under it (Neigh, Super Neigh). */
export function cancelsCardBelow(card: CardId): boolean {
  return cardFace(card).abilities.some(
    (ability) => ability.on === 'instant' && 'do' in ability.effect && ability.effect.do === 'neigh',
  );
}

/** Why this answer may not go on top of the pile now, or null when it may. */
export function answerRefusal(table: Table, pile: readonly PileCard[], answer: PileCard): Refusal | null {
  const top = pile[pile.length - 1];
  return playRefusal(table, { player: answer.player, card: answer.card, respondingTo: top });
}

/** Which cards of the pile (bottom first) take effect, resolving from the top down. */
export function resolvePile(pile: readonly PileCard[]): boolean[] {
  const resolves: boolean[] = new Array<boolean>(pile.length).fill(true);
  for (let index = pile.length - 2; index >= 0; index--) {
    const above = pile[index + 1]!;
    resolves[index] = !(resolves[index + 1] && cancelsCardBelow(above.card));
  }
  return resolves;
}

/** What happened to a played card and the answers that came, in order. */
export interface ChainResult {
  /** Does the played card take effect? */
  resolves: boolean;
  /** Indexes of answers that could not be played when they came (back to their hands). */
  refused: number[];
  /** Why each refused answer was refused, by index. */
  refusals: Map<number, Refusal>;
  /** The card each refused answer tried to answer (the top of the pile then), by index. */
  answering: Map<number, PileCard>;
  /** The pile as built, bottom first (empty when the played card itself was refused). */
  pile: PileCard[];
  /** Why the played card could not be played, if it could not. */
  playRefusal?: Refusal;
}

/**
 * Plays a card (into a Stable for a Unicorn, Upgrade or Downgrade card) and each answer in turn on
 * top of the pile, then resolves the pile from the top.
 */
export function runChain(
  table: Table,
  played: PileCard & { into?: number },
  answers: readonly PileCard[],
): ChainResult {
  const refused: number[] = [];
  const refusals = new Map<number, Refusal>();
  const answering = new Map<number, PileCard>();
  const first = playRefusal(table, played);
  if (first) {
    // Nothing was played, so nothing could be answered.
    answers.forEach((_answer, index) => {
      refused.push(index);
      refusals.set(index, { because: { rule: 'response' }, code: 'nothing-to-answer' });
    });
    return { resolves: false, refused, refusals, answering, pile: [], playRefusal: first };
  }
  const pile: PileCard[] = [{ player: played.player, card: played.card }];
  // The table stays as it is while the pile grows, so whether an answer may go on a given top
  // card is worked out once per (answer, top) pair: a long pile repeats the same few pairs.
  const known = new Map<string, Refusal | null>();
  answers.forEach((answer, index) => {
    const top = pile[pile.length - 1]!;
    const key = `${answer.player} ${answer.card} ${top.player} ${top.card}`;
    let refusal = known.get(key);
    if (refusal === undefined) {
      refusal = answerRefusal(table, pile, answer);
      known.set(key, refusal);
    }
    if (refusal) {
      refused.push(index);
      refusals.set(index, refusal);
      answering.set(index, top);
    } else {
      pile.push({ player: answer.player, card: answer.card });
    }
  });
  return { resolves: resolvePile(pile)[0]!, refused, refusals, answering, pile };
}
