// The `sacrifice` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts); picked-and-answered.ts picks each card and offers it to the Instants.
import { eachBecomes } from '../continuous.ts';
import { sacrificeTargets } from '../targets.ts';
import { picks, takeOut, type Outcome } from '../possible.ts';

import { cardAt, type StableSpot } from '../table.ts';

import type { LeaveMore } from '../game/zones.ts';
import { pickAndAnswer } from './picked-and-answered.ts';
import { defineVerb } from './verb.ts';

export const verb = defineVerb('sacrifice', {
  can(table, source, action, _ctx) {
    const controller = source.controller;
    if (action.self) {
      return source.spot !== undefined && source.spot.player === controller;
    }
    if (action.count === 'all') return true;
    // The printed count must be possible; what Patient Zero Unicorn adds is done as far as it can be.
    return sacrificeTargets(table, source, action.filter, action.count).length >= action.count;
  },
  outcomes(table, source, action, ctx, _byFace): Outcome[] | null {
    const controller = source.controller;
    if (action.self) {
      if (!source.spot || source.spot.player !== controller) return [];
      return [takeOut(table, source, [source.spot], 'discard', ctx.owner, 'sacrifice')];
    }
    if (action.count === 'all') return null;
    return picks(sacrificeTargets(table, source, action.filter), action.count).map((spots) =>
      takeOut(table, source, spots, 'discard', ctx.owner, 'sacrifice'),
    );
  },
  *perform(kit, w, action, x, cost) {
    const t = w.t;
    if (action.self) {
      const spot = kit.findSpot(t, x.controller, x.card);
      if (!spot) return false;
      return yield* kit.leaveStable(w, spot, 'sacrifice', undefined, x.card);
    }
    if (action.count === 'all') {
      // Everything fitting goes; the order does not matter, so none is asked. Each card is
      // sacrificed once (a replacement may keep it in place).
      let any = false;
      const stableOf = (spot: StableSpot) => t.players[spot.player]!.stable[spot.index]!;
      const cards = kit.sacrificeTargets(t, kit.sourceOf(w, x), action.filter).map(stableOf);
      for (const card of cards) {
        const spot = kit
          .sacrificeTargets(t, kit.sourceOf(w, x), action.filter)
          .find((s) => stableOf(s) === card);
        if (!spot) continue;
        any = (yield* kit.leaveStable(w, spot, 'sacrifice', undefined, x.card)) || any;
      }
      return any;
    }
    let count = 0;
    // Patient Zero Unicorn: each single sacrifice asked becomes two.
    const wanted = action.count * eachBecomes(t, 'sacrifice');
    // An Ultimate Unicorn's price is paid with the other cards of the Stable (house rule aside).
    const paysItself = !x.price || t.houseRules?.ultimatePaysItself === true;
    const targets = () => {
      const source = kit.sourceOf(w, x);
      const all = kit.sacrificeTargets(t, source, action.filter);
      if (paysItself || !source.spot) return all;
      return all.filter((spot) => spot.index !== source.spot!.index || spot.player !== source.spot!.player);
    };
    for (let i = 0; i < wanted; i++) {
      // Another player may stop the sacrifice (Intervention).
      const answered = yield* pickAndAnswer(kit, w, x, {
        on: 'sacrifice',
        targets,
        count: { remaining: wanted - i, of: wanted },
        owner: x.controller,
      });
      if (!answered) break;
      const spot = answered.spot;
      if (answered.prevented || !spot) continue;
      const card = cardAt(t, spot);
      const more: LeaveMore = x.price ? { paying: x.card } : {};
      if (yield* kit.leaveStable(w, spot, 'sacrifice', undefined, x.card, more)) kit.left(x, spot, card);
      count += 1;
    }
    if (count === 0)
      kit.skip(w, x, () =>
        kit.whyNoTarget(t, kit.sourceOf(w, x), 'sacrifice', action.filter, [x.controller]),
      );
    else if (cost && count < action.count) kit.skip(w, x, 'cost-not-paid');
    return count > 0 && !(cost && count < action.count);
  },
});
