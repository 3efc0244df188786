// What a verb module is: one action of the vocabulary (`do: 'destroy'`...), its "can it be done"
// (judged on a plain table) beside its "do it" (the walker's steps, asked and said as it goes).
import type { EffectSource } from '../continuous.ts';
import type { EffectContext } from '../game/interpreter.ts';
import type { Kit } from '../game/kit.ts';
import type { Flow, Walk } from '../game/machine.ts';
import type { Outcome, PossibleContext } from '../possible.ts';
import type { Table } from '../table.ts';
import type { Action } from '../vocabulary.ts';

/** The verbs of the vocabulary: the `do` of an action. */
export type VerbName = Extract<Action, { do: string }>['do'];

/** The action a verb carries out, with its own fields. */
export type VerbAction<V extends VerbName> = Extract<Action, { do: V }>;

export interface Verb<V extends VerbName = VerbName> {
  verb: V;
  /** Can it be done on this table now (seed 002, "Impossible Actions")? */
  can(table: Table, source: EffectSource, action: VerbAction<V>, ctx: PossibleContext): boolean;
  /**
   * The ways it may be done, each with the table it leaves, for judging a later step of the same
   * card; absent or null: it is judged in place (possible.ts `outcomes`).
   */
  outcomes?(
    table: Table,
    source: EffectSource,
    action: VerbAction<V>,
    ctx: PossibleContext,
    byFace: boolean,
  ): Outcome[] | null;
  /**
   * Do it: for the context's controller, asking the table each choice. True when it was done (a
   * "then" needs its first half done); `cost`: the step before a "then", paid in full or not at all.
   */
  perform(k: Kit, w: Walk, action: VerbAction<V>, x: EffectContext, cost: boolean): Flow<boolean>;
}

/** A verb module's export, typed by its verb and stored in the registry by name. */
export function defineVerb<V extends VerbName>(verb: V, halves: Omit<Verb<V>, 'verb'>): Verb {
  return { verb, ...halves } as unknown as Verb;
}
