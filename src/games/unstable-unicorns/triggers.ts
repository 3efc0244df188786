// Triggered abilities of the cards in a Stable: which beginning-of-turn effects apply now, and the
// enter and leave abilities a card has where it lies (Blinding Light takes Unicorn triggers away).
//
// Rulings encoded here:
// - A trigger applies when what it must do can be done (the same test as a card played from a
//   hand: a cost before "then" must be payable and the rest must have a target); an impossible
//   trigger is skipped, not refused (seed 002 "Impossible Actions").
// - Each trigger is judged on its own: when several compete for the same few targets (seed 002:
//   "you may only trigger as many effects as you have options for targets") the walker limits them.
// - Pandas keep their own beginning-of-turn effects: Pandamonium stops other cards' effects on
//   Unicorn cards from reaching them, it does not take their text away (Blinding Light does).

import { effectiveAbilities, isPossible } from './continuous.ts';
import { cardName, type CardId, type StableSpot, type Table } from './table.ts';
import type { Ability, Action } from './vocabulary.ts';

/** A beginning-of-turn effect that applies now. */
export interface Trigger {
  spot: StableSpot;
  card: CardId;
  mandatory: boolean;
  effect: Action;
}

/** The abilities of the card at this spot that fire on this event, as the card is now. */
export function triggeredAbilities<On extends 'enter' | 'leave' | 'beginning-of-turn'>(
  table: Table,
  spot: StableSpot,
  on: On,
): Array<Extract<Ability, { on: On }>> {
  return effectiveAbilities(table, spot).filter(
    (ability): ability is Extract<Ability, { on: On }> => ability.on === on,
  );
}

// Making a collator is costly and this runs at every turn: one per language, made once.
const collators = new Map<string, Intl.Collator>();
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/**
 * The beginning-of-turn effects of a player's Stable (default: the turn player's) that apply now,
 * whatever the player later chooses, sorted by card name in the table's language and then by place.
 * Past the Beginning of Turn phase only mandatory ones remain: an optional one not used before the
 * Draw phase is lost for the turn, a mandatory one must still be done once noticed (seeds 000, 002).
 */
export function beginningOfTurnTriggers(table: Table, player: number = table.turn.player): Trigger[] {
  const triggers: Trigger[] = [];
  (table.players[player]?.stable ?? []).forEach((card, index) => {
    const spot = { player, index };
    for (const ability of triggeredAbilities(table, spot, 'beginning-of-turn')) {
      if (ability.optional && table.turn.phase !== 'beginning') continue;
      if (!isPossible(table, { card, controller: player, spot }, ability.effect, undefined, true)) continue;
      triggers.push({ spot, card, mandatory: !ability.optional, effect: ability.effect });
    }
  });
  if (triggers.length < 2) return triggers;
  const collator = collatorFor(table.language);
  return triggers.sort(
    (a, b) =>
      collator.compare(cardName(a.card, table.language), cardName(b.card, table.language)) ||
      a.spot.index - b.spot.index,
  );
}
