// The turn as the rules run it (seeds 000, 002, 004): Beginning of Turn triggers as one chain link,
// Draw, Action (play a card through the Neigh pile, or draw), End of Turn, and the game status checks.
import {
  enterCosts,
  HAND_LIMIT as RULEBOOK_HAND_LIMIT,
  handLimit,
  instantAbility,
  isNeighCard,
  matchesFilter,
  unanswerable,
  unicornsToWinFor,
} from '../continuous.ts';
import { playRefusal } from '../legality.ts';
import { answerRefusal } from '../neigh-pile.ts';
import { triggeredAbilities, type Trigger } from '../triggers.ts';
import { outcome, unicornsToWin, type Outcome } from '../scoring.ts';
import { allFaces, cardFace, isStableType, isUnicornType, type CardId } from '../table.ts';
import {
  aboutTo,
  answerEvent,
  eventAnswers,
  eventWindow,
  perform,
  performTriggered,
  sourceOf,
  withoutTargeted,
  type EffectContext,
} from './effects.ts';
import { ask, cloneTable, GameEnded, remember, SKIPPED, TurnSet, Walk, type Flow } from './machine.ts';
import { beginningOfTurnTriggers, isPossible } from './questions.ts';
import { whyImpossible } from '../possible.ts';
import type { Decision, Option, Resume, TableState } from './types.ts';
import {
  chooseDiscard,
  drawCards,
  enterStable,
  anotherPlays,
  upgradePlayedIntoOwnStable,
  downgradePlayedInto,
  findSpot,
  handFaces,
  ownerActed,
  unicornPlayed,
  putInHand,
  revealVisibleHands,
  stateTriggers,
  takeFromHand,
  unaccounted,
} from './zones.ts';

/** The hand limit unless a card changes it (Game Master Unicorn; continuous.ts handLimit). */
export const HAND_LIMIT = RULEBOOK_HAND_LIMIT;

/** Links resolved in one chain before the walker calls it a loop (a safety net, never reached by the rules). */
const CHAIN_CAP = 1000;

/** The whole game from a quiet point: yields decisions to answer and quiet points to restart from. */
export function* game(w: Walk, resume: Resume): Flow {
  let at = resume;
  let start = true;
  for (;;) {
    // Every phase that asks something is a quiet point; the Draw phase (which asks only to
    // confirm the draw, and when a Nanny Cam hand shows a card) and the change of turn (which
    // asks nothing) run on from the quiet point before them, since copying the table there would
    // mostly be wasted. A correction of the turn starts afresh from a quiet point of its own.
    if (start || (at !== 'draw' && at !== 'next')) yield { checkpoint: at };
    start = false;
    try {
      const next = yield* phase(w, at);
      if (next === null) return;
      at = next;
    } catch (signal) {
      if (signal instanceof GameEnded) return;
      if (!(signal instanceof TurnSet)) throw signal;
      at = signal.phase;
      start = true;
    }
  }
}

/** Runs one phase (or step) of the game; returns where the game goes on, or null when it is over. */
function* phase(w: Walk, at: Resume): Flow<Resume | null> {
  const t = w.t;
  switch (at) {
    case 'setup':
      yield* chooseBabies(w);
      return 'beginning';
    case 'beginning':
      yield* beginningOfTurn(w);
      if (gameOver(w)) return null;
      return t.turn.ending ? 'end' : 'draw';
    case 'draw':
      // An effect skipped this turn's Draw phase (Foresight, Manticore Unicorn).
      if (!t.turn.skips?.includes('draw')) yield* drawPhase(w);
      if (gameOver(w)) return null;
      return 'action';
    case 'action':
      // An effect skipped this turn's Action phase (Sniper Unicorn).
      if (t.turn.skips?.includes('action')) {
        if (t.chain.length > 0) yield* drainChain(w);
        return 'end';
      }
      yield* actionStep(w);
      // A card announced: the Neigh pile settles from its own quiet point.
      if (t.pile.length > 0) return 'pile';
      if (gameOver(w)) return null;
      return t.turn.ending || t.turn.playsLeft <= 0 ? 'end' : 'action';
    case 'pile':
      yield* resolvePlay(w);
      if (gameOver(w)) return null;
      return t.turn.ending || t.turn.playsLeft <= 0 ? 'end' : 'action';
    case 'end':
      yield* endOfTurn(w);
      if (gameOver(w)) return null;
      return 'next';
    case 'next':
      nextTurn(w);
      return 'beginning';
  }
}

/**
 * After a correction at a phase-level decision (nothing running): what the correction made
 * trigger is offered and resolves, then the game status is checked at once.
 */
function* settleCorrection(w: Walk): Flow {
  yield* drainChain(w);
  if (gameOver(w)) throw new GameEnded();
}

/** The Draw phase: the turn player draws 1 card, confirmed by the table (always asked, never silent). */
function* drawPhase(w: Walk): Flow {
  const t = w.t;
  t.turn.phase = 'draw';
  // What a correction in the Beginning of Turn phase made trigger resolves first.
  if (t.chain.length > 0) yield* drainChain(w);
  // Another player may answer the draw before it happens (Trapped Chest): then there is nothing to draw.
  // The one Draw phase question offers those answers beside the draw itself, so the draw is one tap.
  const player = t.turn.player;
  const event = { on: 'draw', actor: player, owner: player, cause: 'draw-phase' } as const;
  const choice = yield* ask(
    w,
    () => ({ kind: 'draw', player, options: [{ draw: true }, ...eventAnswers(t, event)] }),
    { settle: () => settleCorrection(w) },
  );
  if ('card' in choice && 'player' in choice && !('index' in choice)) {
    const answered = yield* answerEvent(w, event, choice);
    if (answered.prevented) return;
  }
  drawCards(w, t.turn.player, 1, 'draw-phase');
  yield* revealVisibleHands(w);
}

/** The most one card may count toward winning (Ginormous Unicorn's 2), from the catalog. */
const MOST_ONE_CARD_COUNTS = Math.max(
  1,
  ...allFaces().flatMap((face) =>
    face.abilities.flatMap((a) =>
      a.on === 'continuous' && a.modifier.kind === 'counts-as' ? [a.modifier.unicorns] : [],
    ),
  ),
);

const outcomes = new Map<string, Outcome>();

/** The game status check between phases and after each action (never inside a chain). */
function gameOver(w: Walk): boolean {
  // A quick look first: with cards left in the deck and no Stable big enough to win, it goes on.
  const goal = unicornsToWin(w.t.players.length);
  if (
    w.t.deck > 0 &&
    w.t.players.every(
      (seat, player) => seat.stable.length - 1 + MOST_ONE_CARD_COUNTS < unicornsToWinFor(w.t, player, goal),
    )
  )
    return false;
  // The outcome reads only the Stables, whether the deck is empty, and the deck's language.
  const key = `${w.t.language}|${w.t.deck > 0}|${w.t.players.map((seat) => seat.stable.join(',')).join('|')}`;
  let result = outcomes.get(key);
  if (!result) {
    result = outcome(w.t, { learned: (card) => cardFace(card).title.en });
    if (outcomes.size >= 2000) outcomes.clear();
    outcomes.set(key, result);
  }
  if (!result.over) return false;
  const { letters, ...rest } = result;
  w.t.outcome = letters ? { ...rest, letters: Object.fromEntries(letters) } : rest;
  w.say({
    kind: 'won',
    winners: [...rest.winners],
    reason: rest.reason ?? 'unicorns',
    ...(rest.everyoneLoses ? { everyoneLoses: true } : {}),
  });
  return true;
}

function* chooseBabies(w: Walk): Flow {
  const t = w.t;
  for (let player = 0; player < t.players.length; player++) {
    if (t.players[player]!.stable.length > 0) continue;
    const answer = yield* ask(w, () => ({
      kind: 'baby',
      player,
      options: t.nursery.map((card) => ({ card })),
    }));
    if (!('card' in answer)) continue;
    t.nursery.splice(t.nursery.indexOf(answer.card), 1);
    t.players[player]!.stable.push(answer.card);
  }
}

/**
 * Beginning of Turn: the effects of the cards in the Stable when the turn began are one link.
 * Mandatory ones go first (their targets before the optional ones'); then the player uses the
 * optional ones they want, or goes to the Draw phase and loses the rest. No card is targeted
 * twice in the link. "End your turn" does not stop the others.
 */
function* beginningOfTurn(w: Walk): Flow {
  const t = w.t;
  t.turn.phase = 'beginning';
  const player = t.turn.player;
  // The effects that apply when the turn begins, as the judge lists them (impossible ones are skipped).
  const triggers = beginningOfTurnTriggers(t, player);
  if (w.recording) sayImpossibleTriggers(w, player, triggers);
  const targeted: string[] = [];
  for (const trigger of triggers.filter((tr) => tr.mandatory)) {
    yield* performTriggered(w, trigger.effect, { card: trigger.card, controller: player, targeted });
  }
  const optional = triggers.filter((tr) => !tr.mandatory);
  // The optional effects still usable: their card still in the Stable (a correction may have
  // moved it), and possible now.
  const usable = () =>
    optional
      .map((tr, index) => ({ tr, index }))
      .filter(({ tr }) => {
        if (!t.players[player]!.stable.includes(tr.card)) return false;
        const x: EffectContext = { card: tr.card, controller: player, targeted };
        // Seed 002: only as many effects as there are cards left to target in the link.
        const seen = withoutTargeted(t, targeted);
        if (seen === t) return isPossible(t, sourceOf(w, x), tr.effect, undefined, true);
        const spot = findSpot(seen, player, tr.card);
        const source = spot
          ? { card: tr.card, controller: player, spot }
          : { card: tr.card, controller: player };
        return isPossible(seen, source, tr.effect, undefined, true);
      });
  for (;;) {
    if (usable().length === 0) break;
    const answer = yield* ask(w, () => {
      const now = usable();
      return {
        kind: 'beginning-of-turn',
        player,
        options:
          now.length === 0
            ? []
            : [{ pass: true }, ...now.map(({ tr, index }) => ({ trigger: index, card: tr.card }))],
      };
    });
    if (!('trigger' in answer)) break;
    const chosen = optional[answer.trigger]!;
    optional.splice(answer.trigger, 1);
    yield* performTriggered(w, chosen.effect, { card: chosen.card, controller: player, targeted });
  }
  yield* drainChain(w);
}

/** Says which beginning-of-turn effects of the Stable are skipped because they are impossible now. */
function sayImpossibleTriggers(w: Walk, player: number, applying: readonly Trigger[]): void {
  w.t.players[player]!.stable.forEach((card, index) => {
    for (const ability of triggeredAbilities(w.t, { player, index }, 'beginning-of-turn')) {
      if (applying.some((tr) => tr.spot.index === index && tr.effect === ability.effect)) continue;
      const because = whyImpossible(
        w.t,
        { card, controller: player, spot: { player, index } },
        ability.effect,
      );
      w.say({ kind: 'skipped', card, player, because });
    }
  });
}

/** Resolves the effect chain's links in order, each to the end, until none is left. */
export function* drainChain(w: Walk): Flow {
  const t = w.t;
  for (let links = 0; links < CHAIN_CAP; links++) {
    stateTriggers(w);
    const link = t.chain.shift();
    if (!link) return;
    const x: EffectContext = {
      card: link.card,
      controller: link.controller,
      targeted: [],
      ...(link.cost ? { price: true } : {}),
      ...(link.about === undefined ? {} : { owner: link.about }),
      ...(link.aboutCard === undefined ? {} : { that: link.aboutCard }),
    };
    if (link.optional) {
      if (!isPossible(t, sourceOf(w, x), link.effect, link.about, true)) {
        const because = whyImpossible(t, sourceOf(w, x), link.effect, link.about);
        w.say({ kind: 'skipped', card: link.card, player: link.controller, because });
        continue;
      }
      const answer = yield* ask(w, () => ({
        kind: 'use',
        player: link.controller,
        options: isPossible(t, sourceOf(w, x), link.effect, link.about, true)
          ? [{ use: true }, { use: false }]
          : [],
        source: link.card,
      }));
      if (!('use' in answer) || !answer.use) continue;
    }
    yield* performTriggered(w, link.effect, x, link.cost === true);
  }
  throw new Error('walker bug: the effect chain does not end');
}

/**
 * The Stables a Unicorn, Upgrade or Downgrade card may be played into (the judge's playRefusal
 * with each Stable in turn).
 */
function intoOptions(t: TableState, player: number, card: CardId, resolving: boolean): number[] {
  return remember('into', () => {
    const seats = t.players.map((_s, i) => i);
    const legal = seats.filter((into) => playRefusal(t, { player, card, into, fromPile: true }) === null);
    // As it resolves, a card whose price no Stable can pay any more still enters (the price is
    // then paid as far as it can be): the play was legal when it was made.
    if (legal.length > 0 || !resolving || enterCosts(card).length === 0) return legal;
    return seats.filter(
      (into) => playRefusal(t, { player, card, into, fromPile: true, ignoreCost: true }) === null,
    );
  });
}

/** True when at least one Stable may take the card (the player's own is asked first: it usually may). */
function mayEnterSomeStable(t: TableState, player: number, card: CardId): boolean {
  const n = t.players.length;
  for (let k = 0; k < n; k++) {
    if (playRefusal(t, { player, card, into: (player + k) % n }) === null) return true;
  }
  return false;
}

/** The cards a player may play now among those that may be in their hand (the judge's playRefusal). */
function playableFaces(t: TableState, player: number): CardId[] {
  // Unicorn, Upgrade and Downgrade cards ask nothing of the table but their Stable, and what may
  // refuse them (Broken Stable, Queen Bee Unicorn) names kinds of card: one answer per card type.
  const byType = new Map<string, boolean>();
  const playable: CardId[] = [];
  for (const card of handFaces(t, player)) {
    const face = cardFace(card);
    if (face.type === 'baby-unicorn' || face.type === 'instant') continue;
    // A card with a price (Ultimate Unicorns) is judged on its own.
    const alike = face.type !== 'magic' && enterCosts(card).length === 0;
    let allowed: boolean | undefined = alike ? byType.get(face.type) : undefined;
    if (allowed === undefined) {
      allowed = isStableType(face.type)
        ? mayEnterSomeStable(t, player, card)
        : playRefusal(t, { player, card }) === null;
      if (alike) byType.set(face.type, allowed);
    }
    if (allowed) playable.push(card);
  }
  return playable;
}

const INSTANTS = { kind: 'instant' } as const;

/** Faces of another type than Instant that carry an Instant ability (Chronocorn), from the catalog. */
const PLAYABLE_AS_INSTANT: readonly CardId[] = allFaces()
  .filter((face) => face.type !== 'instant' && face.abilities.some((ability) => ability.on === 'instant'))
  .map((face) => face.id);

/** One action of the Action phase: play a card, or draw (only before any card was played), or stop. */
function* actionStep(w: Walk): Flow {
  const t = w.t;
  t.turn.phase = 'action';
  // What a correction made trigger before this phase resolves first.
  if (t.chain.length > 0) yield* drainChain(w);
  const answer = yield* ask(
    w,
    () => {
      const player = t.turn.player;
      const options = remember('action', (): Option[] => [
        t.turn.played === 0 ? { draw: true } : { pass: true },
        // No play left (Nannycorn): the Action phase's draw only.
        ...(t.turn.playsLeft > 0 ? playableFaces(t, player).map((card) => ({ play: card })) : []),
      ]);
      return { kind: 'action', player, options, fromHand: player };
    },
    { settle: () => settleCorrection(w) },
  );
  const player = t.turn.player;
  if ('draw' in answer) {
    const answered = yield* eventWindow(w, { on: 'draw', actor: player, owner: player, cause: 'action' });
    if (!answered?.prevented) drawCards(w, player, 1, 'action');
    t.turn.playsLeft = 0;
    yield* revealVisibleHands(w);
    return;
  }
  if (!('play' in answer)) {
    t.turn.playsLeft = 0;
    return;
  }
  yield* playCard(w, player, answer.play);
}

/** The kinds of first choice a Magic card names on announcement when targets come first (seed 004, option 1). */
const DECLARED_KINDS = new Set(['destroy', 'steal', 'return', 'move', 'player', 'sacrifice']);

/** Asks which Stable a Unicorn, Upgrade or Downgrade card is to enter. */
function* chooseInto(w: Walk, player: number, card: CardId, resolving: boolean): Flow<number | null> {
  const answer = yield* ask(
    w,
    () => ({
      kind: 'into',
      player,
      options: intoOptions(w.t, player, card, resolving).map((p) => ({ player: p })),
      source: card,
    }),
    { because: () => intoRefusal(w.t, player, card) },
  );
  return 'player' in answer ? answer.player : null;
}

/** Why a card may enter only one Stable: the card refusing the others (Queen Bee Unicorn), or a rule word. */
function intoRefusal(t: TableState, player: number, card: CardId): string {
  for (let into = 0; into < t.players.length; into++) {
    const refusal = playRefusal(t, { player, card, into, fromPile: true });
    if (refusal && 'card' in refusal.because) return refusal.because.card;
  }
  return 'only-one';
}

/**
 * Plays a card from a hand: it is announced and goes on the Neigh pile. With targets declared
 * before the Neigh window (seed 004, option 1) the player names the Stable a Unicorn, Upgrade or
 * Downgrade card enters, or the first target of a Magic card, now; otherwise on resolution.
 */
function* playCard(w: Walk, announcer: number, card: CardId): Flow {
  const t = w.t;
  const face = cardFace(card);
  // The card leaves the hand as it is announced: on the Neigh pile while its Stable is named.
  takeFromHand(w, announcer, card);
  t.pile = [{ player: announcer, card }];
  w.say({ kind: 'played', player: announcer, card });
  if (isUnicornType(face.type)) {
    ownerActed(w, announcer, 'you-play-a-unicorn');
    unicornPlayed(w, announcer, card);
  }
  // Frankencorn: another player may take the card over as it is announced; it is then theirs.
  yield* anotherPlays(w, announcer, card);
  const player = t.pile[0]?.card === card ? t.pile[0].player : announcer;
  if (t.targeting === 'before' && isStableType(face.type)) {
    const into = yield* chooseInto(w, player, card, false);
    // A correction took the card off the pile, or left it no Stable to enter: it is not played
    // (a card left on the pile goes back to the hand it came from).
    if (into === null || t.pile[0]?.card !== card) {
      if (t.pile[0]?.card === card) {
        t.pile = [];
        putInHand(w, player, card);
      }
      w.say({ kind: 'skipped', card, player, because: 'correction' });
      return;
    }
    t.pile[0]!.into = into;
  }
  t.turn.played += 1;
  t.turn.playsLeft -= 1;
  if (t.targeting === 'before' && face.type === 'magic') {
    const play = face.abilities.find((ability) => ability.on === 'play');
    if (!play || play.on !== 'play') return;
    // What the effect would ask first, found by running it on a copy of the table.
    const probeFirst = (): Decision | undefined => {
      const probe = perform(new Walk(cloneTable(t)), play.effect, { card, controller: player, targeted: [] });
      const first = probe.next();
      if (first.done || !('ask' in first.value) || !DECLARED_KINDS.has(first.value.ask.kind))
        return undefined;
      return first.value.ask;
    };
    const first = probeFirst();
    if (!first) return;
    const declared = yield* ask(w, () => {
      const now = probeFirst();
      return now ? { ...now, kind: 'declare' } : { ...first, kind: 'declare', options: [] };
    });
    if (declared === SKIPPED || t.pile.length === 0) return;
    t.pile[0]!.declared = declared;
  }
}

/** The announced card on the pile: the Neigh pile settles, then the card resolves if it stands. */
function* resolvePlay(w: Walk): Flow {
  const t = w.t;
  const stands = yield* settlePile(w);
  if (!stands) {
    // What a correction made trigger on the way still resolves.
    yield* drainChain(w);
    yield* revealVisibleHands(w);
    return;
  }
  // Read after the Neigh window: a correction may have changed the card on the pile.
  const { player, card, declared } = t.pile[0]!;
  let into = t.pile[0]!.into;
  const face = cardFace(card);
  w.say({ kind: 'resolved', player, card });
  if (face.type === 'magic') {
    const play = face.abilities.find((ability) => ability.on === 'play');
    if (play && play.on === 'play') {
      yield* perform(w, play.effect, { card, controller: player, targeted: [], declared });
    }
    // Shake Up shuffles itself into the deck; every other Magic card ends in the discard pile.
    const left = t.pile.findIndex((entry) => entry.card === card);
    if (left >= 0) {
      t.pile.splice(left, 1);
      t.discard.push(card);
    }
  } else {
    into ??= (yield* chooseInto(w, player, card, true)) ?? undefined;
    t.pile = [];
    if (into === undefined) {
      // A correction left the card no Stable to enter: it goes to the discard pile.
      t.discard.push(card);
      w.say({ kind: 'skipped', card, player, because: 'correction' });
    } else {
      enterStable(w, into, card);
      w.say({ kind: 'entered', player, card, into });
      if (face.type === 'upgrade' && into === player) upgradePlayedIntoOwnStable(w, player);
      if (face.type === 'downgrade') downgradePlayedInto(w, into, player);
    }
  }
  yield* drainChain(w);
  yield* revealVisibleHands(w);
}

/**
 * The Neigh pile: every other player may answer the top card with an Instant; when nobody does,
 * the top card resolves: an Instant whose data cancels (Neigh) takes the card under it to the
 * discard pile with it, and the new top card may be answered again. Returns true when the played card stands.
 */
function* settlePile(w: Walk): Flow<boolean> {
  const t = w.t;
  for (;;) {
    if (t.pile.length === 0) return false;
    let asked: Decision | undefined;
    const answer = yield* ask(w, () => (asked = respondDecision(t)));
    // A correction took every card off the pile.
    if (t.pile.length === 0) return false;
    // Nobody could answer: the round closes, and the table is told why (Yay, Super Neigh...).
    if (w.recording && asked?.options.length === 1 && 'pass' in answer) sayCannotAnswer(w);
    const top = t.pile[t.pile.length - 1]!;
    if ('card' in answer && 'player' in answer) {
      takeFromHand(w, answer.player, answer.card);
      t.pile.push({ player: answer.player, card: answer.card });
      w.say({ kind: 'answered', player: answer.player, card: answer.card, against: top.card });
      // A Neigh card just played: another player may send it back at once (Objection).
      if (isNeighCard(answer.card, t)) yield* objected(w, answer.player, answer.card);
      continue;
    }
    if (t.pile.length === 1) return true;
    const instant = t.pile.pop()!;
    const effect = instantAbility(instant.card)?.effect;
    if (!effect || !('do' in effect) || effect.do !== 'neigh') {
      // An Instant whose data cancels nothing resolves, does what its data says (Destabilize,
      // Imitation, Absorb and Reflect, Chronocorn), and leaves the card under it standing.
      t.discard.push(instant.card);
      w.say({ kind: 'resolved', player: instant.player, card: instant.card });
      if (effect) {
        yield* perform(w, effect, { card: instant.card, controller: instant.player, targeted: [] });
        yield* drainChain(w);
      }
      continue;
    }
    const cancelled = t.pile.pop()!;
    if (effect.to === 'deck-top') {
      // Unwind and Rewind: the cancelled card goes on top of the deck, where everyone saw it go.
      t.deck += 1;
      w.move({ toDeck: [cancelled.card] });
      t.discard.push(instant.card);
    } else t.discard.push(cancelled.card, instant.card);
    w.say({
      kind: 'stopped',
      player: cancelled.player,
      card: cancelled.card,
      by: { player: instant.player, card: instant.card },
    });
    if (t.pile.length === 0) return false;
  }
}

/**
 * A Neigh card just went on the pile: the other players' cards answering that at once may stop it;
 * then it leaves the pile for its player's hand, seen by everyone.
 */
function* objected(w: Walk, player: number, card: CardId): Flow {
  const t = w.t;
  const answer = yield* aboutTo(w, 'another-plays-a-neigh', player, card);
  if (!answer.prevented) return;
  let at = -1;
  for (let i = t.pile.length - 1; i > 0 && at < 0; i--) {
    if (t.pile[i]!.card === card && t.pile[i]!.player === player) at = i;
  }
  // A correction may have taken it off the pile meanwhile.
  if (at < 0) return;
  t.pile.splice(at, 1);
  if (answer.by) w.say({ kind: 'stopped', player, card, by: answer.by });
  putInHand(w, player, card);
  w.say({ kind: 'returned', player, card, ...(answer.by ? { by: answer.by.card } : {}) });
}

/**
 * Says who holds cards but may not answer the top card of the pile, grouped by the card that
 * forbids it (a Neigh card is asked about: Yay and Slowdown forbid Neigh cards; Super Neigh any).
 */
function sayCannotAnswer(w: Walk): void {
  const t = w.t;
  const top = t.pile[t.pile.length - 1];
  if (!top) return;
  const groups: Array<{ players: number[]; because: { player: number; card: CardId } }> = [];
  t.players.forEach((seat, q) => {
    if (q === top.player || seat.hand.count === 0) return;
    const refusal = playRefusal(t, { player: q, card: 'neigh', respondingTo: top });
    if (!refusal || !('card' in refusal.because)) return;
    const because = refusal.because;
    const same = groups.find((g) => g.because.card === because.card && g.because.player === because.player);
    if (same) same.players.push(q);
    else groups.push({ players: [q], because: { player: because.player, card: because.card } });
  });
  for (const group of groups)
    w.say({
      kind: 'cannot-answer',
      players: group.players,
      player: top.player,
      card: top.card,
      because: group.because,
    });
}

/** The Neigh window on the top card of the pile: nobody answers, or a player answers with an Instant. */
function respondDecision(t: TableState): Decision {
  const top = t.pile[t.pile.length - 1];
  if (!top) return { kind: 'respond', player: null, options: [] };
  // Who may answer the top card, and with which Instant (the judge's answerRefusal: Slowdown,
  // Ginormous Unicorn, Yay, Super Neigh, nobody answers their own card).
  const options = remember('respond', () => {
    const answers: Option[] = [{ pass: true }];
    if (unanswerable(top)) return answers;
    let unseen: CardId[] | undefined;
    let unseenInstants: CardId[] | undefined;
    for (let q = 0; q < t.players.length; q++) {
      if (q === top.player || t.players[q]!.hand.count === 0) continue;
      const hand = t.players[q]!.hand;
      // The unseen faces that are Instants, found once for every player who may answer.
      if (hand.count > hand.known.length) {
        unseen ??= unaccounted(t);
        unseenInstants ??= unseen.filter((card) => matchesFilter(t, card, INSTANTS));
      }
      const candidates = handFaces(t, q, INSTANTS, unseenInstants);
      // Cards of another type that may be played the way an Instant is (Chronocorn).
      for (const card of PLAYABLE_AS_INSTANT) {
        if (hand.known.includes(card) || (hand.count > hand.known.length && unseen!.includes(card)))
          candidates.push(card);
      }
      for (const card of candidates) {
        if (answerRefusal(t, t.pile, { player: q, card }) === null) answers.push({ player: q, card });
      }
    }
    return answers;
  });
  return {
    kind: 'respond',
    player: null,
    options,
    source: top.card,
    about: { player: top.player, card: top.card },
  };
}

function* endOfTurn(w: Walk): Flow {
  const t = w.t;
  t.turn.phase = 'end';
  const player = t.turn.player;
  // What the turn's last draw made trigger (Unicorn Tax) comes before the hand limit.
  if (t.chain.length > 0) yield* drainChain(w);
  // The hand-limit discards, asked one by one and worked out again after a correction.
  const over = () => t.players[player]!.hand.count - handLimit(t, player);
  while (over() > 0) {
    const card = yield* chooseDiscard(w, player, { remaining: over });
    if (card === null) break;
  }
  yield* drainChain(w);
}

function nextTurn(w: Walk): void {
  const t = w.t;
  let next = t.extraTurns.length > 0 ? t.extraTurns.shift()! : (t.turn.player + 1) % t.players.length;
  // A player whose next turn is skipped (Totally Not Two Unicorns) passes it on; each skip is
  // used once, so this ends even if every player has one.
  for (;;) {
    const skipped = t.skippedTurns?.findIndex((entry) => entry.player === next) ?? -1;
    if (skipped < 0) break;
    const [entry] = t.skippedTurns!.splice(skipped, 1);
    if (t.skippedTurns!.length === 0) delete t.skippedTurns;
    w.say({ kind: 'turn-skipped', player: next, by: entry!.by });
    next = t.extraTurns.length > 0 ? t.extraTurns.shift()! : (next + 1) % t.players.length;
  }
  t.turn = {
    player: next,
    phase: 'beginning',
    number: t.turn.number + 1,
    playsLeft: 1,
    played: 0,
    ending: false,
  };
  if (t.turnsBegun) t.turnsBegun[next] = (t.turnsBegun[next] ?? 0) + 1;
  const own = t.turnsBegun?.[next];
  w.say({ kind: 'turn', player: next, number: t.turn.number, ...(own !== undefined ? { own } : {}) });
}
