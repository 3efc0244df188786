// The verb modules by name: the walker (effects.ts) and "can it be done" (possible.ts) ask here for
// the module of an action's verb, so a verb is one file in this folder plus its line below.
import type { Verb } from './verb.ts';
// verb imports
import * as discard from './discard.ts';
import * as draw from './draw.ts';
import * as sacrifice from './sacrifice.ts';
import * as steal from './steal.ts';
import * as destroy from './destroy.ts';

// Each entry is the module itself, read when asked: a module still loading (an import circle through
// continuous.ts) is found once it has loaded.
const MODULES = new Map<string, { verb: Verb }>([
  // verb entries
  ['discard', discard],
  ['draw', draw],
  ['sacrifice', sacrifice],
  ['steal', steal],
  ['destroy', destroy],
]);

/** The module of a verb, or undefined when none is registered (it still runs through the old switches). */
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
