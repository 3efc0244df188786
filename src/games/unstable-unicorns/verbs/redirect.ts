// The `redirect` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { cardAt } from '../table.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('redirect', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  *perform(kit, w, action, x, _cost) {
    const t = w.t;
    if (action.into === 'you') {
      if (!x.aboutTo) return false;
      x.aboutTo.into = x.controller;
      return true;
    }
    const answering = x.answering;
    const source = answering?.event.source;
    if (!answering || !source) return false;
    // Redirect's player names the card destroyed instead, among the destroying effect's legal targets.
    const spot = yield* kit.pickSpot(w, x, 'destroy', () =>
      kit.destroyTargets(t, source, answering.event.filter),
    );
    if (!spot) return false;
    answering.redirect = { spot, card: cardAt(t, spot) };
    return true;
  },
});
