// The `two-plays` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('two-plays', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, w, action, x, _cost) {
    const t = w.t;
    // Plays are the turn player's: a card another player resolves (Absorb and Reflect) gives none.
    if (action.more) {
      if (x.controller !== t.turn.player) return false;
      t.turn.playsLeft += 2;
    } else t.turn.playsLeft = Math.max(t.turn.playsLeft, 2);
    return true;
  },
});
