// The effect interpreter as the files below it reach it: effects.ts registers its `perform` here when
// it loads, so zones.ts and the verb modules carry out a nested effect without importing it back.
import type { EffectSource } from '../continuous.ts';
import type { CardId, StableSpot } from '../table.ts';
import type { Action, CardFilter } from '../vocabulary.ts';
import type { Flow, Walk } from './machine.ts';
import type { Option } from './types.ts';

/** Who is doing what: the card, its controller ("you"), and "that player" reached by the previous step. */
export interface EffectContext {
  card: CardId;
  controller: number;
  /** The player the previous step reached (Back Kick: "that player discards"). */
  owner?: number;
  /** The card the trigger names (Extra Life: the Unicorn that left). */
  that?: CardId;
  /**
   * Cards targeted in this chain link that are still in the Stable they were picked in (a
   * replacement kept them there), as "player:card", once per card: no card is targeted twice in
   * one link (seed 002). A card that left its Stable is no longer listed, so a second copy of the
   * same face is a card of its own, and a Unicorn just moved may be the next step's target.
   */
  targeted: string[];
  /** Targeting style 'before': the first target, named when the card was announced. */
  declared?: Option;
  /**
   * The price of an Ultimate Unicorn entering (a cost link): the card does not pay with itself
   * unless the house rule ultimatePaysItself says it may.
   */
  price?: boolean;
  /** While an Instant answers an event: what it did to that event (prevented it, or named another target). */
  answering?: EventAnswer;
  /** How many cards the last discard step discarded (Spring Cleaning destroys as many). */
  discarded?: number;
  /** The cards the last take-from-hand step took, as far as the table saw them (Unicorn Black Market). */
  taken?: CardId[];
  /** The cards the last return step sent back to their owner's hand (Time Rift brings them back). */
  returned?: CardId[];
  /** While a `whenever` effect answers what another player is about to do: what it did to it. */
  aboutTo?: AboutTo;
  /** The player whose hand got the card the previous step drew (Rainbow Bridge: that card). */
  drew?: number;
  /** While a replacement takes a Unicorn about to go (Shadow Unicorn): where `take-that` sends it. */
  taking?: Taking;
}

/** The `whenever` events another player's action is answered at, at once and before it happens. */
export type AboutToEvent =
  'another-plays-a-neigh' | 'another-uses-a-unicorn-effect' | 'another-brings-a-baby';

/**
 * What another player is about to do that a card of another Stable may answer at once (Objection,
 * Hypnocorn, Pied Pipercorn), and what the answer did to it.
 */
export interface AboutTo {
  event: AboutToEvent;
  /** The player about to do it ("that player"). */
  actor: number;
  /** "That card": the Neigh card played, the Unicorn whose effect it is, the Baby brought. */
  card: CardId;
  /** The answer stopped it (prevent). */
  prevented?: boolean;
  /** The answer sends the card into this player's Stable instead (redirect into: you). */
  into?: number;
  /** The card that answered, and its owner. */
  by?: { player: number; card: CardId };
}

/** An event about to happen that an Instant may answer: who causes it, whose it is, the card it concerns. */
export interface PendingEvent {
  on: 'draw' | 'sacrifice' | 'destroy';
  /** The player causing it: the one drawing or sacrificing, or the controller of the destroying effect. */
  actor: number;
  /** "That player" for the answering Instant: the one drawing or sacrificing, or the destroyed card's owner. */
  owner: number;
  /** The card causing it (a card's effect, or a rule word for the Draw phase). */
  cause: CardId;
  /** The card to be sacrificed or destroyed, and where it was picked. */
  spot?: StableSpot;
  card?: CardId;
  /** The effect destroying, for Redirect to pick another of its legal targets. */
  source?: EffectSource;
  filter?: CardFilter;
}

/** What the answering Instants did to an event. */
export interface EventAnswer {
  event: PendingEvent;
  prevented: boolean;
  redirect?: { spot: StableSpot; card: CardId };
}

/** Where a Unicorn taken by a replacement goes, set by the effect's `take-that` step. */
export interface Taking {
  card: CardId;
  to?: 'hand' | 'stable';
}

/** Carries out an action for the context's controller (effects.ts `perform`). */
export type Perform = (w: Walk, action: Action, x: EffectContext, cost?: boolean) => Flow<boolean>;

let registered: Perform | undefined;

/** effects.ts hands its interpreter over once, as it loads. */
export function registerInterpreter(interpreter: Perform): void {
  registered = interpreter;
}

/** Carries out an action through the registered interpreter (see effects.ts `perform`). */
export function* perform(w: Walk, action: Action, x: EffectContext, cost = false): Flow<boolean> {
  if (!registered) throw new Error('the effect interpreter (effects.ts) is not loaded');
  return yield* registered(w, action, x, cost);
}
