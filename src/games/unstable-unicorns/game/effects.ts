// The effect interpreter: carries out one action of the vocabulary for a card's controller, asking
// the table for every choice and skipping what is impossible (seed 002, "Impossible Actions").
import { stableHolds, usesOwner } from '../continuous.ts';
import { isPossible } from './questions.ts';

import { type Action } from '../vocabulary.ts';
import { ask, type Flow, type Walk } from './machine.ts';

import { revealVisibleHands } from './zones.ts';

import { sourceOf, skip } from './steps.ts';
import { verbNamed } from '../verbs/index.ts';
import { kit } from './kit.ts';
import { registerInterpreter, type EffectContext } from './interpreter.ts';

export type { AboutTo, AboutToEvent, EffectContext, EventAnswer, PendingEvent } from './interpreter.ts';
export {
  aboutTo,
  answerEvent,
  eventAnswers,
  eventWindow,
  performTriggered,
  sourceOf,
  withoutTargeted,
} from './steps.ts';

/**
 * Carries out an action for the context's controller. Returns true when it was done (a "then"
 * needs its first half done for the second to happen).
 */
export function* perform(w: Walk, action: Action, x: EffectContext, cost = false): Flow<boolean> {
  const done = yield* performStep(w, action, x, cost);
  yield* revealVisibleHands(w);
  return done;
}

registerInterpreter(perform);

/**
 * `cost`: the step before a "then", which is paid in full or not at all: a player who cannot
 * finish paying says so, and the "then" part does not happen (seed 002, "then").
 */
function* performStep(w: Walk, action: Action, x: EffectContext, cost: boolean): Flow<boolean> {
  const t = w.t;
  if ('then' in action) {
    if (!(yield* perform(w, action.then[0], x, true))) return false;
    return yield* perform(w, action.then[1], x);
  }
  if ('and' in action) {
    let any = false;
    for (const step of action.and) any = (yield* perform(w, step, x)) || any;
    return any;
  }
  if ('chooseOne' in action) {
    const branches = () =>
      action.chooseOne
        .map((branch, index) => ({ branch, index }))
        .filter(({ branch }) =>
          isPossible(t, sourceOf(w, x), branch, usesOwner(branch) ? x.owner : undefined),
        );
    if (branches().length === 0) {
      skip(w, x, 'nothing-to-target');
      return false;
    }
    const answer = yield* ask(w, () => ({
      kind: 'choose-one',
      player: x.controller,
      options: branches().map(({ index }) => ({ branch: index })),
      source: x.card,
    }));
    if (!('branch' in answer)) return false;
    return yield* perform(w, action.chooseOne[answer.branch]!, x);
  }
  if ('onlyIf' in action) {
    if (!stableHolds(t, x.controller, action.onlyIf)) return false;
    return yield* perform(w, action.effect, x);
  }
  if ('may' in action) {
    const inner = action.may;
    // The player who would do it decides: "that player" for a step reaching them.
    const reaches =
      'do' in inner &&
      (('who' in inner && inner.who === 'owner') || (inner.do === 'take-from-hand' && inner.from === 'you'));
    const decider = reaches && x.owner !== undefined ? x.owner : x.controller;
    const answer = yield* ask(w, () => ({
      kind: 'use',
      player: decider,
      options: [{ use: true }, { use: false }],
      source: x.card,
    }));
    if (!('use' in answer) || !answer.use) return false;
    return yield* perform(w, inner, x);
  }
  if ('eachPlayer' in action) {
    let any = false;
    const n = t.players.length;
    for (let k = 0; k < n; k++) {
      const player = (x.controller + k) % n;
      if (player === x.controller && !action.includingYou) continue;
      any = (yield* perform(w, action.eachPlayer, { ...x, controller: player })) || any;
    }
    return any;
  }
  // Each verb is carried out by its own module (verbs/), asked by the verb's name.
  return yield* verbNamed(action.do).perform(kit, w, action, x, cost);
}
