// The `return` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { returnTargets } from '../targets.ts';
import { takeOut, type Outcome } from '../possible.ts';

import { cardAt } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('return', {
  can(table, source, action, ctx) {
    if (action.self) return source.spot !== undefined;
    // A whole Stable (Time Rift): any player's, an empty one included.
    if (action.all) return true;
    // "A card of each Stable, yours included": the controller's own Stable must have one (the
    // other Stables disregard it when empty), as for "each player, including you".
    const from = action.from === 'each' ? 'you' : action.from;
    return (
      returnTargets(table, source, action.filter, from, action.from === 'owner' ? ctx.owner : undefined, 1)
        .length > 0
    );
  },
  outcomes(table, source, action, ctx, _byFace): Outcome[] | null {
    if (action.self || action.all || action.from === 'each') return null;
    const owner = action.from === 'owner' ? ctx.owner : undefined;
    return returnTargets(table, source, action.filter, action.from, owner).map((spot) =>
      takeOut(table, source, [spot], 'hand', spot.player),
    );
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    if (action.self) {
      const spot = kit.findSpot(t, x.controller, x.card);
      if (!spot) return false;
      return yield* kit.leaveStable(w, spot, 'return', undefined, x.card);
    }
    if (action.all) return yield* kit.returnWholeStable(w, x, action.filter);
    if (action.from === 'each') {
      let any = false;
      const n = t.players.length;
      for (let k = 0; k < n; k++) {
        const player = (x.controller + k) % n;
        const spot = yield* kit.pickSpot(w, x, 'return', () =>
          kit.returnTargets(t, kit.sourceOf(w, x), action.filter, 'any', player),
        );
        if (!spot) continue;
        const card = cardAt(t, spot);
        if (yield* kit.leaveStable(w, spot, 'return', undefined, x.card)) kit.left(x, spot, card);
        any = true;
      }
      return any;
    }
    const spot = yield* kit.pickSpot(w, x, 'return', () =>
      kit.returnTargets(
        t,
        kit.sourceOf(w, x),
        action.filter,
        action.from,
        action.from === 'owner' ? x.owner : undefined,
      ),
    );
    if (!spot) {
      kit.skip(w, x, 'nothing-to-target');
      return false;
    }
    x.owner = spot.player;
    const returned = cardAt(t, spot);
    if (yield* kit.leaveStable(w, spot, 'return', undefined, x.card)) {
      kit.left(x, spot, returned);
      x.returned = [returned];
    }
    return true;
  },
});
