// The `look-at-hand` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { handCount } from '../targets.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('look-at-hand', {
  can(table, source, _action, _ctx) {
    const controller = source.controller;
    return table.players.some((_seat, player) => player !== controller && handCount(table, player) > 0);
  },
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    // The table learns nothing: the looker keeps what they saw to themselves.
    const from = yield* kit.pickPlayer(w, x, () =>
      kit.others(w, x.controller).filter((p) => t.players[p]!.hand.count > 0),
    );
    if (from === null) {
      kit.skip(w, x, 'nothing-to-target');
      return false;
    }
    x.owner = from;
    return true;
  },
});
