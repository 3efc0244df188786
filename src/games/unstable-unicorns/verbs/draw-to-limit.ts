// The `draw-to-limit` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { handLimit } from '../continuous.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('draw-to-limit', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    const missing = handLimit(t, x.controller) - t.players[x.controller]!.hand.count;
    if (missing <= 0) return false;
    const answered = yield* kit.eventWindow(w, {
      on: 'draw',
      actor: x.controller,
      owner: x.controller,
      cause: x.card,
    });
    if (answered?.prevented) return false;
    return kit.drawCards(w, x.controller, missing, x.card) > 0;
  },
});
