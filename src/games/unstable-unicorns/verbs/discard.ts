// The `discard` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { eachBecomes, handLimit, mayDrawInsteadOfDiscard } from '../continuous.ts';

import { discardOutcomes, mayDiscard, type Outcome } from '../possible.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('discard', {
  can(table, source, action, ctx) {
    const controller = source.controller;
    // "That player discards" follows a step that just handed them a card back (Back Kick); if
    // their hand is still empty the discard is an impossible action and is disregarded.
    if (action.who === 'owner') return true;
    if (action.who === 'another' || action.who === 'any' || action.who === 'others') {
      return table.players.some(
        (_seat, player) =>
          (action.who === 'any' || player !== controller) &&
          mayDiscard(table, player, action.count, action.filter, ctx),
      );
    }
    return mayDiscard(table, controller, action.count, action.filter, ctx);
  },
  outcomes(table, source, action, ctx, byFace): Outcome[] | null {
    const controller = source.controller;
    // How many the player will choose is not known ahead: judged in place.
    if (action.count === 'any') return null;
    const printed = action.count;
    let players: number[];
    if (action.who === 'owner') {
      if (ctx.owner === undefined) return [{ table, owner: ctx.owner, source }];
      // "That player" discards if they can; an empty hand disregards it.
      if (!mayDiscard(table, ctx.owner, printed, action.filter, ctx))
        return [{ table, owner: ctx.owner, source }];
      players = [ctx.owner];
    } else if (action.who === 'another' || action.who === 'any' || action.who === 'others') {
      players = table.players
        .map((_seat, player) => player)
        .filter((player) => action.who === 'any' || player !== controller);
    } else players = [controller];
    // A discard of the controller's own keeps "that player" as it was (effects.ts does the same).
    return players
      .filter((player) => mayDiscard(table, player, printed, action.filter, ctx))
      .flatMap((player) => discardOutcomes(table, source, player, printed, action.filter, byFace))
      .map((outcome) => (action.who === undefined ? { ...outcome, owner: ctx.owner } : outcome));
  },
  *perform(kit, w, action, x, cost) {
    const t = w.t;
    if (action.who === 'others' && action.count !== 'any')
      return yield* kit.discardByOthers(w, x, action.count, action.upTo ?? 1, action.filter);
    let who = x.controller;
    if (action.who === 'owner') {
      if (x.owner === undefined) return false;
      who = x.owner;
    } else if (action.who === 'another' || action.who === 'any') {
      const candidates = () =>
        (action.who === 'any' ? t.players.map((_s, i) => i) : kit.others(w, x.controller)).filter(
          (p) => t.players[p]!.hand.count > 0,
        );
      const picked = yield* kit.pickPlayer(w, x, candidates);
      if (picked === null) {
        kit.skip(w, x, 'nothing-to-target');
        return false;
      }
      who = picked;
    }
    if (action.count === 'any') {
      // As many as the player chooses (Spring Cleaning): "none" stops; freely chosen discards
      // are neither doubled (Dread Pirate) nor replaced by a draw (Parallel Universicorn).
      let chosen = 0;
      for (;;) {
        const card = yield* kit.chooseDiscard(w, who, {
          filter: action.filter,
          source: x.card,
          mayDecline: true,
        });
        if (card === null) break;
        chosen += 1;
      }
      if (action.who !== undefined) x.owner = who;
      x.discarded = chosen;
      if (chosen > 0) kit.ownerDid(w, who, 'you-discard', x.card);
      return chosen > 0;
    }
    // Dread Pirate Unicorn: each single discard asked becomes two (a whole hand stays a whole hand).
    const total =
      action.count === 'all' ? t.players[who]!.hand.count : action.count * eachBecomes(t, 'discard');
    let discarded = 0;
    for (let i = 0; i < total; i++) {
      // Parallel Universicorn: below their hand limit, the player may draw 1 in place of this discard.
      const mayDraw = () =>
        mayDrawInsteadOfDiscard(t) && t.players[who]!.hand.count < handLimit(t, who) && t.deck > 0;
      const card = yield* kit.chooseDiscard(w, who, {
        filter: action.filter,
        source: x.card,
        remaining: total - i,
        of: total,
        mayDraw,
        ...(x.price ? { price: true } : {}),
      });
      if (card === null) break;
      discarded += 1;
    }
    // A player picked to discard is "that player" for a later step; the controller's own discard
    // (a price before "then") leaves "that player" as it was (Objection: the player of the Neigh;
    // Unicorn of Foreboding Doom: the Upgrade's player).
    if (action.who !== undefined) x.owner = who;
    x.discarded = discarded;
    if (discarded > 0) kit.ownerDid(w, who, 'you-discard', x.card);
    // A price counts as paid when the printed count was (what Dread Pirate adds is done as far as it can be).
    const printed = action.count === 'all' ? total : action.count;
    if (cost && discarded < printed) {
      kit.skip(w, x, 'cost-not-paid');
      return false;
    }
    return discarded > 0;
  },
});
