// The `look-at-top` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('look-at-top', {
  can(table, _source, _action, _ctx) {
    return table.deck > 0;
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    // The phone does not know the deck's order: it says what the player did and counts what moved.
    if (t.deck === 0) return false;
    const count = Math.min(action.count, t.deck);
    const kept = Math.min(action.keep, count);
    w.move({
      lookAtTop: x.controller,
      count,
      ...(kept === 1 ? {} : { keep: kept }),
      ...(action.asTheyWere ? { asTheyWere: true } : {}),
    });
    w.say({
      kind: 'looked',
      player: x.controller,
      count,
      kept,
      by: x.card,
      ...(action.asTheyWere ? { asTheyWere: true } : {}),
    });
    if (kept > 0) {
      t.deck -= kept;
      t.players[x.controller]!.hand.count += kept;
      w.say({ kind: 'drew', player: x.controller, count: kept, source: x.card });
    }
    // Fortune Teller Unicorn: of the others, the ones thrown on the discard pile (the table is told which).
    if (action.discard) yield* kit.discardFromTop(w, x, action.count - kept);
    return true;
  },
});
