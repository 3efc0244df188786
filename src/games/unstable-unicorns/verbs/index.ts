// The verb modules by name: the walker (effects.ts) and "can it be done" (possible.ts) ask here for
// the module of an action's verb, so a verb is one file in this folder plus its line below.
import type { Verb, VerbName } from './verb.ts';
import * as lookAtHand from './look-at-hand.ts';
import * as takeThat from './take-that.ts';
import * as nameKind from './name-kind.ts';
import * as passHands from './pass-hands.ts';
import * as skipPhase from './skip-phase.ts';
import * as enterSelf from './enter-self.ts';
import * as takeOver from './take-over.ts';
import * as redirect from './redirect.ts';
import * as prevent from './prevent.ts';
import * as drawToLimit from './draw-to-limit.ts';
import * as noPlays from './no-plays.ts';
import * as chooseStable from './choose-stable.ts';
import * as neigh from './neigh.ts';
import * as babiesToNursery from './babies-to-nursery.ts';
import * as returnSelf from './return-self.ts';
import * as skipTurn from './skip-turn.ts';
import * as twoPlays from './two-plays.ts';
import * as endTurn from './end-turn.ts';
import * as extraTurn from './extra-turn.ts';
import * as lookAtTop from './look-at-top.ts';
import * as shuffleIntoDeck from './shuffle-into-deck.ts';
import * as swapHands from './swap-hands.ts';
import * as move from './move.ts';
import * as takeFromHand from './take-from-hand.ts';
import * as search from './search.ts';
import * as bring from './bring.ts';
import * as returnVerb from './return.ts';
import * as discard from './discard.ts';
import * as draw from './draw.ts';
import * as sacrifice from './sacrifice.ts';
import * as steal from './steal.ts';
import * as destroy from './destroy.ts';

// Each entry is the module itself, read when asked: a module still loading (an import circle through
// continuous.ts) is found once it has loaded. Every verb of the vocabulary must have one (TypeScript
// names a verb left out).
const MODULES = new Map<string, { verb: Verb }>(
  Object.entries({
    'babies-to-nursery': babiesToNursery,
    bring: bring,
    'choose-stable': chooseStable,
    destroy: destroy,
    discard: discard,
    draw: draw,
    'draw-to-limit': drawToLimit,
    'end-turn': endTurn,
    'enter-self': enterSelf,
    'extra-turn': extraTurn,
    'look-at-hand': lookAtHand,
    'look-at-top': lookAtTop,
    move: move,
    'name-kind': nameKind,
    neigh: neigh,
    'no-plays': noPlays,
    'pass-hands': passHands,
    prevent: prevent,
    redirect: redirect,
    return: returnVerb,
    'return-self': returnSelf,
    sacrifice: sacrifice,
    search: search,
    'shuffle-into-deck': shuffleIntoDeck,
    'skip-phase': skipPhase,
    'skip-turn': skipTurn,
    steal: steal,
    'swap-hands': swapHands,
    'take-from-hand': takeFromHand,
    'take-over': takeOver,
    'take-that': takeThat,
    'two-plays': twoPlays,
  } satisfies Record<VerbName, { verb: Verb }>),
);

/** The module of a verb, or undefined when none is registered. */
export function verbModule(name: string): Verb | undefined {
  return MODULES.get(name)?.verb;
}

/** The module of a verb; a verb without one is a sentence naming it. */
export function verbNamed(name: string): Verb {
  const module = verbModule(name);
  if (!module) throw new Error(`no module for verb '${name}'`);
  return module;
}

/** The verbs that have a module, in the order registered. */
export function verbNames(): string[] {
  return [...MODULES.keys()];
}
