// The `babies-to-nursery` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { cardFace } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('babies-to-nursery', {
  can(table, _source, _action, _ctx) {
    return table.players.some((seat) => seat.stable.some((card) => cardFace(card).type === 'baby-unicorn'));
  },
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    // Every Stable from the controller's on, in turn order; a Baby is a Baby by its printed type
    // (seed 002: Babies live in Stables and the Nursery only).
    let any = false;
    const n = t.players.length;
    for (let k = 0; k < n; k++) {
      const player = (x.controller + k) % n;
      const stable = t.players[player]!.stable;
      for (let index = stable.length - 1; index >= 0; index--) {
        if (cardFace(stable[index]!).type !== 'baby-unicorn') continue;
        any = (yield* kit.leaveStable(w, { player, index }, 'nursery', undefined, x.card)) || any;
      }
    }
    return any;
  },
});
