// The `destroy` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts); picked-and-answered.ts picks each card and offers it to the Instants.
import { isUnicornNow } from '../continuous.ts';
import { destroyTargets } from '../targets.ts';
import { picks, takeOut, type Outcome } from '../possible.ts';

import { cardAt } from '../table.ts';

import type { LeaveMore } from '../game/zones.ts';
import { pickAndAnswer } from './picked-and-answered.ts';
import { defineVerb } from './verb.ts';

export const verb = defineVerb('destroy', {
  can(table, source, action, ctx) {
    // As many as were discarded, none included (Spring Cleaning): never impossible.
    if (action.count === 'discarded') return true;
    return destroyTargets(table, source, action.filter, ctx.owner, action.count).length >= action.count;
  },
  outcomes(table, source, action, ctx, _byFace): Outcome[] | null {
    // As many as the previous step discarded: not known ahead, judged in place.
    if (action.count === 'discarded') return null;
    return picks(destroyTargets(table, source, action.filter, ctx.owner), action.count).map((spots) =>
      takeOut(table, source, spots, 'discard', spots[0]!.player),
    );
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    const only = action.from === 'owner' ? x.owner : undefined;
    if (action.from === 'owner' && only === undefined) return false;
    // Spring Cleaning: as many as were just discarded (none: nothing to do).
    const wanted = action.count === 'discarded' ? (x.discarded ?? 0) : action.count;
    if (wanted === 0) return false;
    // oneEach: the Stables already reached by this step are out of reach.
    const hit: number[] = [];
    let count = 0;
    let stopped = false;
    for (let i = 0; i < wanted; i++) {
      const answered = yield* pickAndAnswer(kit, w, x, {
        on: 'destroy',
        targets: () =>
          kit
            .destroyTargets(t, kit.sourceOf(w, x), action.filter, only)
            .filter((spot) => !action.oneEach || !hit.includes(spot.player)),
        because: () =>
          kit.onlyBecause(
            kit.whyNoTarget(t, kit.sourceOf(w, x), 'destroy', action.filter, kit.others(w, x.controller)),
          ),
        count: { remaining: wanted - i, of: wanted },
        // The owner may stop it (Bulletproof Vest), or another player name another target (Redirect).
        more: () => ({ source: kit.sourceOf(w, x), filter: action.filter }),
      });
      if (!answered) break;
      // "That player" for a later step (Rainbow Bazooka: its owner may draw), even when the
      // destruction is stopped (Bulletproof Vest): a step after "and" still reaches them.
      x.owner = answered.picked.player;
      if (answered.prevented) {
        stopped = true;
        continue;
      }
      const spot = answered.spot;
      if (!spot) continue;
      const card = cardAt(t, spot);
      const victim = spot.player;
      hit.push(victim);
      const wasUnicorn = isUnicornNow(t, spot);
      x.owner = spot.player;
      const more: LeaveMore = { actor: x.controller, skipTriggers: action.skipTriggers === true };
      const gone = yield* kit.leaveStable(w, spot, 'destroy', undefined, x.card, more);
      if (gone) kit.left(x, spot, card);
      if (!more.stolen) {
        if (wasUnicorn && victim !== x.controller) kit.unicornDestroyedBy(w, victim, x.controller);
        if (gone) kit.ownerDid(w, x.controller, 'you-destroy', x.card);
      }
      count += 1;
    }
    // A destruction stopped by an Instant had its target: the Instant's own result says so.
    if (count === 0 && !stopped)
      kit.skip(w, x, () =>
        kit.whyNoTarget(t, kit.sourceOf(w, x), 'destroy', action.filter, kit.others(w, x.controller)),
      );
    return count > 0;
  },
});
