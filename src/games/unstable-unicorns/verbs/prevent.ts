// The `prevent` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('prevent', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, _w, _action, x, _cost) {
    if (x.aboutTo) {
      x.aboutTo.prevented = true;
      return true;
    }
    if (!x.answering) return false;
    x.answering.prevented = true;
    return true;
  },
});
