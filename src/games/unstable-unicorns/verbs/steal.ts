// The `steal` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { stealTargets } from '../targets.ts';
import { picks, takeOut, type Outcome } from '../possible.ts';

import { cardAt } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('steal', {
  can(table, source, action, ctx) {
    const owner = action.from === 'owner' ? ctx.owner : undefined;
    if (action.from === 'owner' && owner === undefined) return false;
    return (
      stealTargets(table, source, action.filter, owner, action.count, action.that).length >= action.count
    );
  },
  outcomes(table, source, action, ctx, _byFace): Outcome[] | null {
    const controller = source.controller;
    const owner = action.from === 'owner' ? ctx.owner : undefined;
    if (action.from === 'owner' && owner === undefined) return [];
    return picks(stealTargets(table, source, action.filter, owner, undefined, action.that), action.count).map(
      (spots) => takeOut(table, source, spots, controller, spots[0]!.player),
    );
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    const owner = action.from === 'owner' ? x.owner : undefined;
    if (action.from === 'owner' && owner === undefined) return false;
    let count = 0;
    for (let i = 0; i < action.count; i++) {
      const spot = yield* kit.pickSpot(
        w,
        x,
        'steal',
        () => kit.stealTargets(t, kit.sourceOf(w, x), action.filter, owner, undefined, action.that),
        x.controller,
        () =>
          kit.onlyBecause(
            kit.whyNoTarget(
              t,
              kit.sourceOf(w, x),
              'steal',
              action.filter,
              owner === undefined ? kit.others(w, x.controller) : [owner],
            ),
          ),
      );
      if (!spot) break;
      const card = cardAt(t, spot);
      if (yield* kit.leaveStable(w, spot, 'steal', x.controller, x.card)) kit.left(x, spot, card);
      count += 1;
    }
    if (count === 0)
      kit.skip(w, x, () =>
        kit.whyNoTarget(
          t,
          kit.sourceOf(w, x),
          'steal',
          action.filter,
          owner === undefined ? kit.others(w, x.controller) : [owner],
        ),
      );
    return count > 0;
  },
});
