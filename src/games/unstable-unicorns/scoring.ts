// Scoring: what each Stable counts toward winning, when the game is over, and who won, the
// letter-count tiebreak and "everyone loses" included (seed 000 "The End of the Game", seed 002).
//
// Rulings encoded here:
// - Each Unicorn card counts 1, Ginormous Unicorn 2, a Panda 0 (continuous.ts says what a card
//   is now); Tiny Stable does not change the count (it makes its owner sacrifice, it is no cap).
// - A player with Pandamonium cannot win (official FAQ), neither by count nor at the deck-out.
// - Several players reaching the Unicorns to win at once (one chain, e.g. a Unicorn Swap): the
//   rulebook's only way of parting players is the deck-out tiebreak, so it is used among them:
//   most Unicorns, then most letters, and a tie on both means everyone loses.
// - Letters are those of the printed names in the deck's language (the colour labels are not
//   printed): only letters count, accented ones included; spaces, hyphens and punctuation do not.
//   Where the French printing of a card is unknown, names.ts lets the English name stand in.

import { unicornValue, isUnicornNow, unicornsArePandas, unicornsToWinFor } from './continuous.ts';
import { cardFace, type CardId, type Table } from './table.ts';
import type { Language } from './catalog.ts';
import { letterCount, printedName } from './names.ts';

/** Unicorns needed to win: 7 with 2 to 5 players, 6 with 6 to 8. */
export function unicornsToWin(playerCount: number): number {
  return playerCount >= 6 ? 6 : 7;
}

/** What a player's Stable counts toward winning under every continuous effect. */
export function stableUnicorns(table: Table, player: number): number {
  const stable = table.players[player]?.stable ?? [];
  return stable.reduce((total, _card, index) => total + unicornValue(table, { player, index }), 0);
}

/** False when something in the player's Stable forbids them to win (Pandamonium). */
export function mayWin(table: Table, player: number): boolean {
  return !unicornsArePandas(table, player);
}

export { letterCount };

/** Titles the group taught the app for faces whose printed name in that language the catalog lacks. */
export type LearnedTitles = (card: CardId, language: Language) => string | undefined;

/**
 * The card's printed name in the deck's language as the tiebreak reads it: the catalog's (no
 * colour label), or a name the group taught where the catalog only knows the English one.
 */
export function printedTitle(card: CardId, language: Language, learned?: LearnedTitles): string {
  const face = cardFace(card);
  if (language === 'fr' && face.title.fr === undefined) {
    const taught = learned?.(card, language);
    if (taught !== undefined) return taught;
  }
  return printedName(face, language);
}

/**
 * The title the tiebreak counts for a card, and whether it is the English one standing in because
 * the title in the deck's language is neither in the catalog nor taught (the table should be told).
 */
export function countedTitle(
  card: CardId,
  language: Language,
  learned?: LearnedTitles,
): { title: string; standsIn: boolean } {
  const standsIn =
    language === 'fr' && cardFace(card).title.fr === undefined && learned?.(card, language) === undefined;
  return { title: printedTitle(card, language, learned), standsIn };
}

/** Letters in the printed names of the Unicorn cards of a Stable (Pandas are no Unicorn cards). */
export function stableLetters(table: Table, player: number, learned?: LearnedTitles): number {
  const stable = table.players[player]?.stable ?? [];
  let total = 0;
  stable.forEach((card, index) => {
    if (isUnicornNow(table, { player, index }))
      total += letterCount(printedTitle(card, table.language, learned));
  });
  return total;
}

/** Is the game over, and who won? Seats are indexes into table.players. */
export interface Outcome {
  over: boolean;
  /** Why it is over: a player has the Unicorns to win, or the deck ran out. */
  reason?: 'unicorns' | 'deck-out';
  winners: number[];
  everyoneLoses: boolean;
  /** What each Stable counts toward winning, by seat. */
  unicorns: number[];
  /** Letters of each tied player, by seat, when the tiebreak was used. */
  letters?: Map<number, number>;
}

/** Parts tied players: most Unicorns, then most letters; a tie on both is everyone losing. */
function partTies(
  table: Table,
  candidates: number[],
  unicorns: number[],
  learned: LearnedTitles | undefined,
): Pick<Outcome, 'winners' | 'everyoneLoses' | 'letters'> {
  if (candidates.length === 0) return { winners: [], everyoneLoses: true };
  const most = Math.max(...candidates.map((player) => unicorns[player]!));
  const tied = candidates.filter((player) => unicorns[player] === most);
  if (tied.length === 1) return { winners: tied, everyoneLoses: false };
  const letters = new Map(tied.map((player) => [player, stableLetters(table, player, learned)]));
  const mostLetters = Math.max(...letters.values());
  const best = tied.filter((player) => letters.get(player) === mostLetters);
  if (best.length === 1) return { winners: best, everyoneLoses: false, letters };
  return { winners: [], everyoneLoses: true, letters };
}

/**
 * The game's state of play: over when a player has the Unicorns to win (7; 6 with 6-8 players)
 * or the deck is empty. Call it only between effect chains: no win is declared in the middle of one.
 */
export function outcome(table: Table, options: { learned?: LearnedTitles } = {}): Outcome {
  const unicorns = table.players.map((_seat, player) => stableUnicorns(table, player));
  const eligible = table.players.map((_seat, player) => player).filter((player) => mayWin(table, player));
  const goal = unicornsToWin(table.players.length);
  const reached = eligible.filter((player) => unicorns[player]! >= unicornsToWinFor(table, player, goal));
  if (reached.length > 0) {
    return {
      over: true,
      reason: 'unicorns',
      unicorns,
      ...partTies(table, reached, unicorns, options.learned),
    };
  }
  if (table.deck <= 0) {
    return {
      over: true,
      reason: 'deck-out',
      unicorns,
      ...partTies(table, eligible, unicorns, options.learned),
    };
  }
  return { over: false, winners: [], everyoneLoses: false, unicorns };
}
