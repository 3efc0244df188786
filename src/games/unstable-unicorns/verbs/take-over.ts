// The `take-over` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { cardFace } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('take-over', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, w, action, x, _cost) {
    const t = w.t;
    // The Magic card below becomes this player's: it resolves as theirs (its player's target
    // named on announcement no longer holds).
    const below = t.pile[t.pile.length - 1];
    if (!below || (action.what !== 'any' && cardFace(below.card).type !== 'magic')) return false;
    below.player = x.controller;
    delete below.declared;
    // A Unicorn, Upgrade or Downgrade card: its new player names the Stable it enters.
    delete below.into;
    return true;
  },
});
