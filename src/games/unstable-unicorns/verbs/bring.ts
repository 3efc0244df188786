// The `bring` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.
import { bringInto } from '../continuous.ts';
import { bringCandidates, deckMayHold } from '../targets.ts';
import { couldBeUnknown } from '../possible.ts';

import { cardFace, isStableType } from '../table.ts';

import type { Option } from '../game/types.ts';
import { defineVerb } from './verb.ts';

export const verb = defineVerb('bring', {
  can(table, source, action, _ctx) {
    const controller = source.controller;
    // The card just drawn may or may not be one a Stable takes: that is no requirement (Rainbow Bridge).
    if (action.from === 'hand' && action.that) return true;
    // The cards the previous step sent back to a hand come back (Time Rift): done as far as it can be.
    if (action.returned) return true;
    // Cards are turned over until one fits: possible while the deck has cards.
    if (action.from === 'deck-top') return table.deck > 0;
    const into = action.into === 'any' ? 'any' : undefined;
    if (action.from === 'hand') {
      const hand = table.players[controller]?.hand;
      if (!hand) return false;
      if (bringCandidates(table, source, 'hand', action.filter, into).length > 0) return true;
      // An unknown hand card could be the one to bring, if a copy is unaccounted for.
      return hand.count > hand.known.length && couldBeUnknown(table, action.filter, controller);
    }
    // The deck might hold a fitting card (a search may still come back empty-handed).
    if (action.from === 'deck') return deckMayHold(table, action.filter);
    return bringCandidates(table, source, action.from, action.filter, into, action.that).length > 0;
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    if (action.returned) return kit.bringReturned(w, x);
    if (action.from === 'deck' || action.from === 'deck-top') {
      // Alchemist Unicorn: into the Stable of the player the previous step reached.
      const receiver = action.into === 'owner' ? x.owner : x.controller;
      if (receiver === undefined) return false;
      if (action.from === 'deck-top') return yield* kit.turnOverUntil(w, x, action.filter, receiver);
      return yield* kit.bringFromDeck(w, x, action.filter, receiver);
    }
    if (action.from === 'hand' && action.that) return yield* kit.bringDrawn(w, x, action.filter);
    const anyStable = action.into === 'any' ? 'any' : undefined;
    const bringOptions = (): Option[] => {
      if (action.from === 'hand') {
        const options: Option[] = kit
          .handFaces(t, x.controller, action.filter)
          .filter(
            (card) =>
              isStableType(cardFace(card).type) &&
              bringInto(t, kit.sourceOf(w, x), card, anyStable).length > 0,
          )
          .map((card) => ({ card }));
        if (options.length > 0 && !kit.handKnown(t, x.controller)) options.push({ none: true });
        return options;
      }
      const from = action.from as 'discard' | 'nursery';
      return [
        ...new Set(bringCandidates(t, kit.sourceOf(w, x), from, action.filter, anyStable, action.that)),
      ].map((card) => ({
        card,
      }));
    };
    if (bringOptions().length === 0) {
      kit.skip(w, x, 'nothing-to-target');
      return false;
    }
    const answer = yield* kit.ask(w, () => ({
      kind: 'bring',
      player: x.controller,
      options: bringOptions(),
      source: x.card,
      fromHand: action.from === 'hand' ? x.controller : undefined,
    }));
    if (!('card' in answer)) return false;
    const brought = answer.card;
    let into = x.controller;
    if (action.into === 'any') {
      const where = yield* kit.ask(w, () => ({
        kind: 'move-to',
        player: x.controller,
        options: bringInto(t, kit.sourceOf(w, x), brought, anyStable).map((player) => ({ player })),
        source: x.card,
        moving: brought,
      }));
      if (!('player' in where)) return false;
      into = where.player;
    }
    // A Baby about to come from the Nursery into its player's own Stable: another player may
    // have it come into theirs instead (Pied Pipercorn).
    let by = { player: x.controller, card: x.card };
    if (action.from === 'nursery' && into === x.controller && cardFace(brought).type === 'baby-unicorn') {
      const piped = yield* kit.aboutTo(w, 'another-brings-a-baby', x.controller, brought);
      if (piped.into !== undefined) {
        into = piped.into;
        by = piped.by ?? by;
      }
    }
    if (action.from === 'hand') kit.takeFromHand(w, x.controller, brought);
    else {
      const zone = action.from === 'discard' ? t.discard : t.nursery;
      // A correction may have taken it away while the table was asked.
      const at = zone.lastIndexOf(brought);
      if (at < 0) return false;
      zone.splice(at, 1);
    }
    kit.enterStable(w, into, brought);
    w.say({
      kind: 'brought',
      player: by.player,
      card: brought,
      by: by.card,
      ...(into === by.player ? {} : { to: into }),
    });
    return true;
  },
});
