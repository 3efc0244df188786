// The `pass-hands` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('pass-hands', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, w, _action, _x, _cost) {
    const t = w.t;
    // Each hand goes to the next seat; what the table knew of a hand goes with it. Said as
    // swaps of the first hand with each other one in turn, which moves every hand one seat on.
    const n = t.players.length;
    for (let k = 1; k < n; k++) {
      const first = t.players[0]!;
      const other = t.players[k]!;
      [first.hand, other.hand] = [other.hand, first.hand];
      w.move({ swapHands: [0, k] });
    }
    return true;
  },
});
