// The `skip-turn` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('skip-turn', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, w, _action, x, _cost) {
    const t = w.t;
    (t.skippedTurns ??= []).push({ player: x.controller, by: x.card });
    return true;
  },
});
