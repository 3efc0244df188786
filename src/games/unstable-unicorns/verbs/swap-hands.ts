// The `swap-hands` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { type Outcome } from '../possible.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('swap-hands', {
  can(table, _source, _action, _ctx) {
    return table.players.length > 1;
  },
  outcomes(table, source, _action, _ctx, _byFace): Outcome[] | null {
    const controller = source.controller;
    // Each other player may be the one whose hand is taken ("that player" for a later step).
    return table.players
      .map((_seat, player) => player)
      .filter((player) => player !== controller)
      .map((player) => ({ table, owner: player, source }));
  },
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    const other = yield* kit.pickPlayer(w, x, () => kit.others(w, x.controller));
    if (other === null) return false;
    const mine = t.players[x.controller]!;
    const theirs = t.players[other]!;
    [mine.hand, theirs.hand] = [theirs.hand, mine.hand];
    w.move({ swapHands: [x.controller, other] });
    x.owner = other;
    return true;
  },
});
