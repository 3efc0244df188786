// What one person at the table may see: the phone holds the whole truth, but a face-down card shows
// its animal only to whom the rules let look at it (never to its owner, save the starting card and a Mole's look).
import type { Animal } from './cards.ts';
import { animalOf } from './cards.ts';
import { lionRules, type LionEvent, type LionState, type LionStep } from './game.ts';

/** A card as one viewer sees it: `animal` is null when that viewer may not know it. */
export interface LionCardView {
  id: string;
  faceUp: boolean;
  starting: boolean;
  animal: Animal | null;
}

export interface LionSeatView {
  name: string;
  roundsWon: number;
  crown: boolean;
  cards: LionCardView[];
}

/** The pending decision as this viewer may see it. `options` is null when the viewer must not see them. */
export interface LionDecisionView {
  kind: LionStep['kind'];
  player: number;
  options: LionEvent[] | null;
  /** Mole: the cards the player looks at, with their animals, for that player only. */
  look?: { id: string; animal: Animal }[];
}

export interface LionTableView {
  /** Who this view is for: a seat index, or null for the phone lying face-up in the middle of the table. */
  viewer: number | null;
  round: number;
  turn: number;
  seats: LionSeatView[];
  deck: number;
  /** The discard pile lies face-up: its animals are public. Top last. */
  discard: Animal[];
  /** Last round's winning set, under the crown. */
  setAside: Animal[];
  decision: LionDecisionView | null;
  roundWinner: number | null;
  winningSet: Animal[];
  matchWinner: number | null;
}

/**
 * The table as `viewer` may see it. Face-up cards, the discard pile and the set aside are public.
 * A face-down card shows its animal only to its owner and only while it is their starting card or
 * while their Mole lets them look; nobody else gets it from the phone either (they saw a drawn card
 * once, at the table, and must remember it themselves). The drawn card is named by the other
 * players: the drawer's view of that decision carries no options, and neither does the shared
 * `null` view, so the phone must be shown to another player for that tap.
 */
export function viewFor(state: LionState, viewer: number | null): LionTableView {
  const step = state.step;
  const looking = step?.kind === 'mole' ? step.player : null;
  const seats = state.seats.map((seat, index): LionSeatView => ({
    name: seat.name,
    roundsWon: seat.roundsWon,
    crown: state.crown === index,
    cards: seat.cards.map((c) => ({
      id: c.id,
      faceUp: c.faceUp,
      starting: c.starting,
      animal: c.faceUp || (viewer === index && (c.starting || looking === index)) ? animalOf[c.id]! : null,
    })),
  }));
  let decision: LionDecisionView | null = null;
  const pending = lionRules.pending(state);
  if (pending) {
    decision = { kind: pending.kind, player: pending.player, options: pending.options };
    if (pending.kind === 'draw-reveal' && (viewer === null || viewer === pending.player))
      decision.options = null;
    if (pending.kind === 'mole' && viewer === pending.player)
      decision.look = (pending.cards ?? []).map((id) => ({ id, animal: animalOf[id]! }));
  }
  return {
    viewer,
    round: state.round,
    turn: state.turn,
    seats,
    deck: state.deck.length,
    discard: state.discard.map((id) => animalOf[id]!),
    setAside: state.setAside.map((id) => animalOf[id]!),
    decision,
    roundWinner: state.roundWinner,
    winningSet: state.winningSet.map((id) => animalOf[id]!),
    matchWinner: state.matchWinner,
  };
}
