// The `enter-self` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('enter-self', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    const at = t.discard.lastIndexOf(x.card);
    if (at < 0) return false;
    t.discard.splice(at, 1);
    kit.enterStable(w, x.controller, x.card);
    w.say({ kind: 'entered', player: x.controller, card: x.card, into: x.controller });
    return true;
  },
});
