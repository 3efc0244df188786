// The `name-kind` verb: "can it be done" (from possible.ts) beside "do it" (from the effect interpreter's
// switch in effects.ts), both moved here unchanged.

import { NAMED_KINDS } from '../vocabulary.ts';

import { defineVerb } from './verb.ts';

export const verb = defineVerb('name-kind', {
  can(_table, _source, _action, _ctx) {
    return true;
  },
  *perform(kit, w, _action, x, _cost) {
    const t = w.t;
    const answer = yield* kit.ask(w, () => ({
      kind: 'name-kind',
      player: x.controller,
      options: NAMED_KINDS.map((named) => ({ named })),
      source: x.card,
    }));
    if (!('named' in answer)) return false;
    // One name per card and Stable: entering again names again.
    const named = (t.named ?? []).filter((e) => !(e.player === x.controller && e.card === x.card));
    t.named = [...named, { player: x.controller, card: x.card, kind: answer.named }];
    return true;
  },
});
