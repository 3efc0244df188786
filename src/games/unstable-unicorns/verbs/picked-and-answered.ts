// The step destroy and sacrifice share, no verb of its own: a card of a Stable picked, the table asked
// whether an Instant answers it, and the card found again where it stands once the answer is done.
import type { EffectContext, PendingEvent } from '../game/interpreter.ts';
import type { Kit } from '../game/kit.ts';
import type { Flow, Walk } from '../game/machine.ts';
import { cardAt, type StableSpot } from '../table.ts';

/** One card picked and answered: what the verb has left to do with it. */
export interface Answered {
  /** Where the card was picked, before anyone answered. */
  picked: StableSpot;
  /** An Instant stopped it (Bulletproof Vest against a destruction, Intervention against a sacrifice). */
  prevented: boolean;
  /**
   * Where the card to take out stands now: the one picked, or the one Redirect named instead; found
   * again by its card, since a correction may have moved things while the table was asked. None when
   * that card has left the Stable.
   */
  spot: StableSpot | undefined;
}

/** What the table is asked about each pick. */
export interface PickAsk {
  on: 'destroy' | 'sacrifice';
  /** The Stable cards that may be picked, worked out again after a correction. */
  targets: () => StableSpot[];
  /** Why the other cards are no targets, when only one is left. */
  because?: () => string;
  count: { remaining: number; of: number };
  /** "That player" for the answering Instant; the picked card's owner unless said. */
  owner?: number;
  /** More for the answering Instants, read once the card is picked (Redirect: the destroying effect). */
  more?: () => Pick<PendingEvent, 'source' | 'filter'>;
}

/** The controller picks one card (null: none left to pick), and the other players may answer it. */
export function* pickAndAnswer(kit: Kit, w: Walk, x: EffectContext, ask: PickAsk): Flow<Answered | null> {
  const t = w.t;
  const picked = yield* kit.pickSpot(w, x, ask.on, ask.targets, x.controller, ask.because, ask.count);
  if (!picked) return null;
  const card = cardAt(t, picked);
  const answered = yield* kit.eventWindow(w, {
    on: ask.on,
    actor: x.controller,
    owner: ask.owner ?? picked.player,
    cause: x.card,
    spot: picked,
    card,
    ...ask.more?.(),
  });
  // Only a destruction can be redirected: Redirect needs the destroying effect to pick among its targets.
  const spot = answered?.redirect
    ? kit.relocate(t, answered.redirect.spot, answered.redirect.card)
    : kit.relocate(t, picked, card);
  return { picked, prevented: answered?.prevented === true, spot };
}
