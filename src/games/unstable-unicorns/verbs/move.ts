// The `move` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { mayEnterStable } from '../continuous.ts';
import { moveOptions } from '../targets.ts';
import { takeOut, type Outcome } from '../possible.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('move', {
  can(table, source, action, _ctx) {
    return moveOptions(table, source, action.filter, action.from, action.to, 1).length > 0;
  },
  outcomes(table, source, action, _ctx, _byFace): Outcome[] | null {
    return moveOptions(table, source, action.filter, action.from, action.to).flatMap(({ spot, to }) =>
      to.map((player) => takeOut(table, source, [spot], player, player)),
    );
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    const moves = () => kit.moveOptions(t, kit.sourceOf(w, x), action.filter, action.from, action.to);
    const picked = yield* kit.pickSpot(w, x, 'move', () => moves().map((m) => m.spot));
    if (!picked) {
      kit.skip(w, x, () =>
        kit.whyNoTarget(
          t,
          kit.sourceOf(w, x),
          'move',
          action.filter,
          t.players.map((_s, i) => i),
        ),
      );
      return false;
    }
    const card = t.players[picked.player]!.stable[picked.index]!;
    // Where the picked card may go, worked out again (with its place) after a correction.
    const destinations = (): number[] => {
      const at = kit.relocate(t, picked, card);
      if (!at) return [];
      // (Not `moves()`: the picked card is now among the link's targeted cards.)
      return (
        kit
          .moveOptions(t, kit.sourceOf(w, x), action.filter, action.from, action.to)
          .find((m) => m.spot.player === at.player && m.spot.index === at.index)?.to ?? []
      );
    };
    const answer = yield* kit.ask(
      w,
      () => ({
        kind: 'move-to',
        player: x.controller,
        options: destinations().map((player) => ({ player })),
        source: x.card,
        moving: card,
      }),
      {
        // The card keeping the moved card out of the other Stables (Queen Bee Unicorn), if any.
        because: () => {
          for (let p = 0; p < t.players.length; p++) {
            const refusal = mayEnterStable(t, card, p);
            if (refusal && 'card' in refusal.because) return refusal.because.card;
          }
          return 'only-one';
        },
      },
    );
    const spot = kit.relocate(t, picked, card);
    if (!('player' in answer) || !spot) return false;
    const to = answer.player;
    if (yield* kit.leaveStable(w, spot, 'move', to, x.card)) kit.left(x, spot, card);
    x.owner = to;
    return true;
  },
});
