// The `enter-self` verb: the card comes back from the discard pile into its controller's Stable.

import { selfFromDiscard } from './self-from-discard.ts';

export const verb = selfFromDiscard('enter-self', (kit, w, x) => {
  kit.enterStable(w, x.controller, x.card);
  w.say({ kind: 'entered', player: x.controller, card: x.card, into: x.controller });
});
