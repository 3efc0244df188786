// The `search` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { matchesFilter } from '../continuous.ts';
import { deckMayHold } from '../targets.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('search', {
  can(table, _source, action, _ctx) {
    return action.zone === 'deck'
      ? deckMayHold(table, action.filter)
      : table.discard.some((card) => matchesFilter(table, card, action.filter));
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    if (action.zone === 'discard') {
      const cards = () => [...new Set(t.discard.filter((card) => matchesFilter(t, card, action.filter)))];
      if (cards().length === 0) {
        kit.skip(w, x, 'nothing-to-target');
        return false;
      }
      const answer = yield* kit.ask(w, () => ({
        kind: 'search',
        player: x.controller,
        options: cards().map((card) => ({ card })),
        source: x.card,
      }));
      if (!('card' in answer)) return false;
      t.discard.splice(t.discard.lastIndexOf(answer.card), 1);
      kit.putInHand(w, x.controller, answer.card);
      w.say({ kind: 'took', player: x.controller, card: answer.card, from: 'discard', by: x.card });
      return true;
    }
    return yield* kit.searchDeck(
      w,
      x,
      (card) => matchesFilter(t, card, action.filter),
      (card) => {
        const hand = t.players[x.controller]!.hand;
        hand.count += 1;
        hand.known.push(card);
        w.say({ kind: 'took', player: x.controller, card, from: 'deck', by: x.card });
      },
    );
  },
});
