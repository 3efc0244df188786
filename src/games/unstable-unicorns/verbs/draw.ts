// The `draw` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { copyTable, type Outcome } from '../possible.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('draw', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  outcomes(table, source, action, ctx, _byFace): Outcome[] | null {
    const controller = source.controller;
    const who = action.who === 'owner' && ctx.owner !== undefined ? ctx.owner : controller;
    const after = copyTable(table);
    // Drawn cards are unknown; a later discard may use them (an empty deck ends the game anyway).
    after.players[who]!.hand.count += action.count;
    after.deck = Math.max(0, after.deck - action.count);
    return [{ table: after, owner: ctx.owner, source }];
  },
  *perform(kit, w, action, x, _cost) {
    const who = action.who === 'owner' && x.owner !== undefined ? x.owner : x.controller;
    // Another player may answer the draw (Trapped Chest).
    const answered = yield* kit.eventWindow(w, { on: 'draw', actor: who, owner: who, cause: x.card });
    if (answered?.prevented) return false;
    const drawn = kit.drawCards(w, who, action.count, x.card);
    if (drawn > 0) x.drew = who;
    return drawn > 0;
  },
});
