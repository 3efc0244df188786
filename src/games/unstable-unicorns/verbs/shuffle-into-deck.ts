// The `shuffle-into-deck` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { matchesFilter } from '../continuous.ts';

import { cardAt } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('shuffle-into-deck', {
  can(table, source, action, _ctx) {
    const controller = source.controller;
    // A card of the controller's own Stable (Unicorn Abduction): one must be there.
    if (action.what.includes('stable')) {
      const stable = table.players[controller]?.stable ?? [];
      return stable.some((card, index) =>
        matchesFilter(table, card, action.filter, { spot: { player: controller, index }, source }),
      );
    }
    return true;
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    // Foxicorn: whose hand goes in is picked first; they are "that player" for the next step.
    let whose = x.controller;
    if (action.who === 'any') {
      const picked = yield* kit.pickPlayer(w, x, () => t.players.map((_seat, i) => i));
      if (picked === null) return false;
      whose = picked;
      x.owner = picked;
    }
    for (const what of action.what) {
      if (what === 'stable') {
        // Unicorn Abduction: a card of the controller's own Stable, picked by them.
        const targets = () =>
          t.players[x.controller]!.stable.flatMap((card, index) =>
            matchesFilter(t, card, action.filter, {
              spot: { player: x.controller, index },
              source: kit.sourceOf(w, x),
            })
              ? [{ player: x.controller, index }]
              : [],
          );
        const spot = yield* kit.pickSpot(w, x, 'to-deck', targets);
        if (!spot) {
          kit.skip(w, x, 'nothing-to-target');
          return false;
        }
        const card = cardAt(t, spot);
        if (yield* kit.leaveStable(w, spot, 'deck', undefined, x.card)) kit.left(x, spot, card);
      } else if (what === 'self') {
        const onPile = t.pile.findIndex((entry) => entry.card === x.card);
        if (onPile >= 0) {
          t.pile.splice(onPile, 1);
          t.deck += 1;
          w.move({ toDeck: [x.card] });
        }
      } else if (what === 'hand') {
        const hand = t.players[whose]!.hand;
        t.deck += hand.count;
        w.move({ handToDeck: whose });
        hand.count = 0;
        hand.known = [];
      } else {
        t.deck += t.discard.length;
        w.move({ toDeck: [...t.discard] });
        t.discard = [];
      }
    }
    w.move({ shuffleDeck: true });
    return true;
  },
});
