// Lays out any position of The Lion & The Unicorn from a short description by animals, for scenario
// tests and the "load this position" tool: every one of the 48 cards still ends up in exactly one place.
import { RuleError } from '../../engine/game-log.ts';
import { Animal, allCardIds, animalOf } from './cards.ts';
import type { LionCard, LionState, LionStep } from './game.ts';

/** A card in front of a player, by animal. Face-down unless `up`. */
export interface PlacedCard {
  animal: Animal;
  up?: boolean;
  starting?: boolean;
}

export interface LionPosition {
  players: { name: string; cards: PlacedCard[]; roundsWon?: number }[];
  /** The deck's animals; default: every card not placed elsewhere. */
  deck?: Animal[];
  discard?: Animal[];
  setAside?: Animal[];
  /** Where the cards not named anywhere go (default: the deck, or the discard pile when `deck` is given). */
  rest?: 'deck' | 'discard' | 'setAside';
  /** Seat to act (default 0); its turn unless `step` says otherwise. */
  turn?: number;
  crown?: number;
  step?: LionStep;
}

/** Builds the table described; throws when it names more cards of an animal than the box holds. */
export function layTable(position: LionPosition): LionState {
  const free = [...allCardIds];
  const take = (animal: Animal, where: string): string => {
    const index = free.findIndex((id) => animalOf[id] === animal);
    if (index < 0) throw new RuleError(animal, `${where}: no ${animal} is left to place`);
    return free.splice(index, 1)[0]!;
  };
  const seats = position.players.map((p, i) => ({
    name: p.name,
    roundsWon: p.roundsWon ?? 0,
    cards: p.cards.map((c): LionCard => ({
      id: take(c.animal, `players[${i}]`),
      faceUp: c.up ?? false,
      starting: c.starting ?? false,
    })),
  }));
  const deck = (position.deck ?? []).map((a) => take(a, 'deck'));
  const discard = (position.discard ?? []).map((a) => take(a, 'discard'));
  const setAside = (position.setAside ?? []).map((a) => take(a, 'setAside'));
  const rest = position.rest ?? (position.deck === undefined ? 'deck' : 'discard');
  ({ deck, discard, setAside })[rest].push(...free);
  const turn = position.turn ?? 0;
  return {
    seed: 1,
    seats,
    deck,
    discard,
    setAside,
    crown: position.crown ?? 0,
    round: 1,
    turn,
    step: position.step ?? { kind: 'action', player: turn, reason: 'turn' },
    roundWinner: null,
    winningSet: [],
    matchWinner: null,
    news: [],
  };
}

/** The id of the k-th card (0-based) of this animal in front of a seat, for naming it in an event. */
export function cardOf(state: LionState, seat: number, animal: Animal, k = 0): string {
  const found = state.seats[seat]!.cards.filter((c) => animalOf[c.id] === animal)[k];
  if (!found) throw new Error(`${state.seats[seat]!.name} has no ${animal} #${k}`);
  return found.id;
}
