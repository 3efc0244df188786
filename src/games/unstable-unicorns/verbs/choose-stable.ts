// The `choose-stable` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('choose-stable', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  *perform(kit, w, _action, x, _cost) {
    return yield* kit.chooseStableBelow(w, x);
  },
});
