// The `neigh` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('neigh', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, _w, _action, _x, _cost) {
    // The Neigh pile carries it out (turn.ts settlePile): the card below is cancelled.
    return true;
  },
});
