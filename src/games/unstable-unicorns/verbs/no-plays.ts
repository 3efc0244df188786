// The `no-plays` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { defineVerb } from './verb.ts';

export const verb = defineVerb('no-plays', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
  *perform(_kit, w, action, x, _cost) {
    const t = w.t;
    if (action.filter === undefined && action.who === undefined) {
      t.turn.playsLeft = 0;
      return true;
    }
    // For the rest of this turn: that player (or the controller) plays no card fitting the filter.
    const player = action.who === 'owner' ? x.owner : x.controller;
    if (player === undefined) return false;
    (t.turn.barred ??= []).push({ player, filter: action.filter ?? { kind: 'card' }, by: x.card });
    return true;
  },
});
