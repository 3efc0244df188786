// The `take-that` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { immuneTo } from '../continuous.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('take-that', {
  can(table, source, _action, _ctx) {
    // Taking the Unicorn a replacement names picks that very card, into the taker's hand or
    // Stable: a steal, so a card immune to being stolen by this source stays out of reach (seed 002).
    return !source.thatSpot || immuneTo(table, source.thatSpot, source, 'steal') === null;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, _w, action, x, _cost) {
    // zones.ts moves the card once the whole effect (its price first) is done.
    if (!x.taking) return false;
    x.taking.to = action.to;
    return true;
  },
});
