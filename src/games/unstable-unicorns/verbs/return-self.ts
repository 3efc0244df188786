// The `return-self` verb: the card comes back from the discard pile into its controller's hand.

import { selfFromDiscard } from './self-from-discard.ts';

export const verb = selfFromDiscard('return-self', (kit, w, x) => {
  kit.putInHand(w, x.controller, x.card);
  w.say({ kind: 'returned', player: x.controller, card: x.card, by: x.card });
});
