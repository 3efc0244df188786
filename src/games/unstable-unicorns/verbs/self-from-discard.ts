// The verbs by which a card in the discard pile brings itself back (into its controller's Stable, or
// hand): the card leaves the pile the same way for both; only where it lands differs.
import type { EffectContext } from '../game/interpreter.ts';
import type { Kit } from '../game/kit.ts';
import type { Walk } from '../game/machine.ts';
import { defineVerb, type Verb } from './verb.ts';

/** A verb taking its own card out of the discard pile, then `land`ing it; nothing when it is gone. */
export function selfFromDiscard(
  name: 'enter-self' | 'return-self',
  land: (kit: Kit, w: Walk, x: EffectContext) => void,
): Verb {
  return defineVerb(name, {
    can(_table, _source, _action, _ctx) {
      return true;
    },
    // eslint-disable-next-line require-yield -- done at once: nothing is asked of the table
    *perform(kit, w, _action, x, _cost) {
      const at = w.t.discard.lastIndexOf(x.card);
      if (at < 0) return false;
      w.t.discard.splice(at, 1);
      land(kit, w, x);
      return true;
    },
  });
}
