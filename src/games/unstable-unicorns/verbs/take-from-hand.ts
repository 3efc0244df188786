// The `take-from-hand` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { handCount } from '../targets.ts';
import { type Outcome } from '../possible.ts';

import { type CardId } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('take-from-hand', {
  can(table, source, action, ctx) {
    const controller = source.controller;
    // "That player" takes from the controller's hand (Unicorn Black Market's taking back).
    if (action.from === 'you') return ctx.owner !== undefined && handCount(table, controller) > 0;
    return table.players.some((_seat, player) => player !== controller && handCount(table, player) > 0);
  },
  outcomes(table, source, action, _ctx, _byFace): Outcome[] | null {
    const controller = source.controller;
    if (action.from === 'you') return null;
    // Each other player with a card in hand may be the one taken from ("that player" for a later step).
    return table.players
      .map((_seat, player) => player)
      .filter((player) => player !== controller && handCount(table, player) > 0)
      .map((player) => ({ table, owner: player, source }));
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    // Unicorn Black Market's taking back: "that player" takes from the controller's hand.
    const back = action.from === 'you';
    let from: number | null;
    let taker: number;
    if (back) {
      if (x.owner === undefined || t.players[x.controller]!.hand.count === 0) return false;
      from = x.controller;
      taker = x.owner;
    } else {
      from = yield* kit.pickPlayer(w, x, () =>
        kit.others(w, x.controller).filter((p) => t.players[p]!.hand.count > 0),
      );
      taker = x.controller;
    }
    if (from === null) {
      kit.skip(w, x, 'nothing-to-target');
      return false;
    }
    const giver = from;
    // Cards the previous step took may not be taken back (as far as the table saw them).
    const barred = action.notTaken ? (x.taken ?? []) : [];
    const takenNow: CardId[] = [];
    let taken = 0;
    for (let i = 0; i < (action.count ?? 1); i++) {
      const fromHand = t.players[giver]!.hand;
      const toHand = t.players[taker]!.hand;
      if (fromHand.count === 0) break;
      let card: CardId | undefined;
      if (kit.handKnown(t, giver)) {
        // Every card of that hand is known (Nanny Cam): the table sees which one is taken.
        const choices = () => {
          if (!kit.handKnown(t, giver)) return [];
          const left = t.players[giver]!.hand.known.slice();
          for (const gone of barred) {
            const at = left.indexOf(gone);
            if (at >= 0) left.splice(at, 1);
          }
          return [...new Set(left)].map((c) => ({ card: c }));
        };
        if (choices().length === 0) break;
        const answer = yield* kit.ask(w, () => ({
          kind: action.pick === 'choose' ? 'take' : 'identify',
          player: taker,
          // Worked out again after a correction: the hand may have changed, or no longer be known.
          options: choices(),
          zone: action.pick === 'random' ? { pull: giver } : undefined,
          fromHand: action.pick === 'choose' ? giver : undefined,
          source: x.card,
        }));
        if ('card' in answer) card = answer.card;
      }
      // A correction emptied that hand while the table was asked.
      if (fromHand.count === 0) break;
      fromHand.count -= 1;
      toHand.count += 1;
      if (card !== undefined) {
        fromHand.known.splice(fromHand.known.indexOf(card), 1);
        toHand.known.push(card);
        takenNow.push(card);
      } else {
        // The table did not see which card moved: what it knew of that hand may have left with it.
        fromHand.known = [];
      }
      w.move({ pull: card === undefined ? { from: giver, to: taker } : { from: giver, to: taker, card } });
      w.say({ kind: 'stolen', player: giver, card: card ?? null, by: x.card });
      taken += 1;
    }
    if (!back) x.owner = giver;
    x.taken = takenNow;
    return taken > 0;
  },
});
