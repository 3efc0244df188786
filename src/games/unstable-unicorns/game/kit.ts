// What the walker lends a verb module's "do it" half: asking the table, picking targets, moving cards
// between zones. Handed in by effects.ts, so a verb module imports none of the walker's files.
import * as interpreter from './interpreter.ts';
import * as machine from './machine.ts';
import * as questions from './questions.ts';
import * as steps from './steps.ts';
import * as zones from './zones.ts';

/** The named means of one of the walker's modules: each lent means is named once, here. */
function lend<M, K extends keyof M>(module: M, names: readonly K[]): Pick<M, K> {
  return Object.fromEntries(names.map((name) => [name, module[name]])) as Pick<M, K>;
}

// The table's rule questions here are the remembered ones (questions.ts): a replay reads them back.
export const kit = {
  ...lend(machine, ['ask', 'SKIPPED']),
  ...lend(interpreter, ['perform']),
  ...lend(questions, [
    'destroyTargets',
    'isPossible',
    'moveOptions',
    'returnTargets',
    'sacrificeTargets',
    'stealTargets',
  ]),
  ...lend(steps, [
    'aboutTo',
    'bringDrawn',
    'bringFromDeck',
    'bringIn',
    'bringReturned',
    'chooseStableBelow',
    'discardByOthers',
    'discardFromTop',
    'eventWindow',
    'left',
    'onlyBecause',
    'others',
    'pickPlayer',
    'pickSpot',
    'returnWholeStable',
    'searchDeck',
    'skip',
    'sourceOf',
    'turnOverUntil',
    'whyNoTarget',
  ]),
  ...lend(zones, [
    'chooseDiscard',
    'drawCards',
    'enterStable',
    'findSpot',
    'handFaces',
    'handKnown',
    'leaveStable',
    'ownerDid',
    'putInHand',
    'relocate',
    'takeFromHand',
    'unaccounted',
    'unicornDestroyedBy',
  ]),
};

/** The walker's means, as a verb module's "do it" half receives them. */
export type Kit = typeof kit;
