// The effect interpreter: carries out one action of the vocabulary for a card's controller, asking
// the table for every choice and skipping what is impossible (seed 002, "Impossible Actions").
import { bringCandidates, matchesFilter, mayEnterStable, type EffectSource } from '../continuous.ts';
import {
  destroyTargets,
  isPossible,
  moveOptions,
  returnTargets,
  sacrificeTargets,
  stealTargets,
} from './questions.ts';
import { cardFace, isStableType, type CardId, type StableSpot } from '../table.ts';
import type { Action } from '../vocabulary.ts';
import { ask, type Flow, type Walk } from './machine.ts';
import type { DecisionKind, Option } from './types.ts';
import {
  chooseDiscard,
  drawCards,
  enterStable,
  findSpot,
  handFaces,
  handKnown,
  leaveStable,
  putInHand,
  revealVisibleHands,
  takeFromHand,
  unaccounted,
} from './zones.ts';

/** Who is doing what: the card, its controller ("you"), and "that player" reached by the previous step. */
export interface EffectContext {
  card: CardId;
  controller: number;
  /** The player the previous step reached (Back Kick: "that player discards"). */
  owner?: number;
  /** Cards already targeted in this chain link ("no card is targeted twice in one link"). */
  targeted: string[];
  /** Targeting style 'before': the first target, named when the card was announced. */
  declared?: Option;
}

/** The source as the judge's questions want it: with its Stable place when it lies in one. */
export function sourceOf(w: Walk, x: EffectContext): EffectSource {
  const spot = findSpot(w.t, x.controller, x.card);
  return spot ? { card: x.card, controller: x.controller, spot } : { card: x.card, controller: x.controller };
}

const key = (spot: StableSpot, card: CardId) => `${spot.player}:${card}`;

/** Asks for one card among Stable spots (skipping those already targeted in the link); null if there is none. */
function* pickSpot(
  w: Walk,
  x: EffectContext,
  kind: DecisionKind,
  spots: StableSpot[],
  chooser = x.controller,
): Flow<StableSpot | null> {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const spot of spots) {
    const card = w.t.players[spot.player]!.stable[spot.index]!;
    if (x.targeted.includes(key(spot, card))) continue;
    const id = `${spot.player}:${spot.index}`;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({ player: spot.player, index: spot.index, card });
  }
  if (options.length === 0) return null;
  let answer: Option;
  const declared = x.declared;
  x.declared = undefined;
  // A target named on announcement is used if it is still legal; if it is gone, the player picks again.
  const named =
    declared && 'index' in declared
      ? options.find((o) => 'index' in o && o.card === declared.card && o.player === declared.player)
      : undefined;
  if (named) answer = named;
  else answer = yield* ask({ kind, player: chooser, options, source: x.card });
  if (!('index' in answer)) return null;
  x.targeted.push(key(answer, answer.card));
  return { player: answer.player, index: answer.index };
}

/** Asks the controller to pick a player among these; null when there is none. */
function* pickPlayer(w: Walk, x: EffectContext, players: number[]): Flow<number | null> {
  if (players.length === 0) return null;
  const declared = x.declared;
  x.declared = undefined;
  if (declared && 'player' in declared && !('card' in declared) && players.includes(declared.player)) {
    return declared.player;
  }
  const answer = yield* ask({
    kind: 'player',
    player: x.controller,
    options: players.map((player) => ({ player })),
    source: x.card,
  });
  return 'player' in answer ? answer.player : null;
}

function others(w: Walk, player: number): number[] {
  return w.t.players.map((_s, i) => i).filter((i) => i !== player);
}

/**
 * Carries out an action for the context's controller. Returns true when it was done (a "then"
 * needs its first half done for the second to happen).
 */
export function* perform(w: Walk, action: Action, x: EffectContext): Flow<boolean> {
  const done = yield* performStep(w, action, x);
  yield* revealVisibleHands(w);
  return done;
}

function* performStep(w: Walk, action: Action, x: EffectContext): Flow<boolean> {
  const t = w.t;
  if ('then' in action) {
    if (!(yield* perform(w, action.then[0], x))) return false;
    return yield* perform(w, action.then[1], x);
  }
  if ('and' in action) {
    let any = false;
    for (const step of action.and) any = (yield* perform(w, step, x)) || any;
    return any;
  }
  if ('chooseOne' in action) {
    const source = sourceOf(w, x);
    const branches = action.chooseOne
      .map((branch, index) => ({ branch, index }))
      .filter(({ branch }) => isPossible(t, source, branch, x.owner));
    if (branches.length === 0) return false;
    const answer = yield* ask({
      kind: 'choose-one',
      player: x.controller,
      options: branches.map(({ index }) => ({ branch: index })),
      source: x.card,
    });
    const chosen = 'branch' in answer ? action.chooseOne[answer.branch]! : branches[0]!.branch;
    return yield* perform(w, chosen, x);
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
  const source = sourceOf(w, x);
  switch (action.do) {
    case 'draw': {
      const who = action.who === 'owner' && x.owner !== undefined ? x.owner : x.controller;
      return drawCards(w, who, action.count) > 0;
    }
    case 'discard': {
      let who = x.controller;
      if (action.who === 'owner') {
        if (x.owner === undefined) return false;
        who = x.owner;
      } else if (action.who === 'another' || action.who === 'any') {
        const candidates = (
          action.who === 'any' ? t.players.map((_s, i) => i) : others(w, x.controller)
        ).filter((p) => t.players[p]!.hand.count > 0);
        const picked = yield* pickPlayer(w, x, candidates);
        if (picked === null) return false;
        who = picked;
      }
      const total = action.count === 'all' ? t.players[who]!.hand.count : action.count;
      let discarded = 0;
      for (let i = 0; i < total; i++) {
        const card = yield* chooseDiscard(w, who, {
          filter: action.filter,
          source: x.card,
          remaining: total - i,
        });
        if (card === null) break;
        discarded += 1;
      }
      x.owner = who;
      return discarded > 0;
    }
    case 'sacrifice': {
      if (action.self) {
        const spot = findSpot(t, x.controller, x.card);
        if (!spot) return false;
        return yield* leaveStable(w, spot, 'sacrifice');
      }
      if (action.count === 'all') {
        // Everything fitting goes; the order does not matter, so none is asked. Each card is
        // sacrificed once (a replacement may keep it in place).
        let any = false;
        const stableOf = (spot: StableSpot) => t.players[spot.player]!.stable[spot.index]!;
        const cards = sacrificeTargets(t, sourceOf(w, x), action.filter).map(stableOf);
        for (const card of cards) {
          const spot = sacrificeTargets(t, sourceOf(w, x), action.filter).find((s) => stableOf(s) === card);
          if (!spot) continue;
          any = (yield* leaveStable(w, spot, 'sacrifice')) || any;
        }
        return any;
      }
      let count = 0;
      for (let i = 0; i < action.count; i++) {
        const spot = yield* pickSpot(w, x, 'sacrifice', sacrificeTargets(t, sourceOf(w, x), action.filter));
        if (!spot) break;
        yield* leaveStable(w, spot, 'sacrifice');
        count += 1;
      }
      return count > 0;
    }
    case 'destroy': {
      let count = 0;
      for (let i = 0; i < action.count; i++) {
        const spot = yield* pickSpot(w, x, 'destroy', destroyTargets(t, sourceOf(w, x), action.filter));
        if (!spot) break;
        yield* leaveStable(w, spot, 'destroy');
        count += 1;
      }
      return count > 0;
    }
    case 'steal': {
      const owner = action.from === 'owner' ? x.owner : undefined;
      if (action.from === 'owner' && owner === undefined) return false;
      let count = 0;
      for (let i = 0; i < action.count; i++) {
        const spot = yield* pickSpot(w, x, 'steal', stealTargets(t, sourceOf(w, x), action.filter, owner));
        if (!spot) break;
        yield* leaveStable(w, spot, 'steal', x.controller);
        count += 1;
      }
      return count > 0;
    }
    case 'return': {
      if (action.self) {
        const spot = findSpot(t, x.controller, x.card);
        if (!spot) return false;
        return yield* leaveStable(w, spot, 'return');
      }
      if (action.from === 'each') {
        let any = false;
        const n = t.players.length;
        for (let k = 0; k < n; k++) {
          const player = (x.controller + k) % n;
          const spots = returnTargets(t, sourceOf(w, x), action.filter, 'any', player);
          const spot = yield* pickSpot(w, x, 'return', spots);
          if (!spot) continue;
          yield* leaveStable(w, spot, 'return');
          any = true;
        }
        return any;
      }
      const spot = yield* pickSpot(
        w,
        x,
        'return',
        returnTargets(t, source, action.filter, action.from, action.from === 'owner' ? x.owner : undefined),
      );
      if (!spot) return false;
      x.owner = spot.player;
      yield* leaveStable(w, spot, 'return');
      return true;
    }
    case 'bring': {
      let options: Option[];
      if (action.from === 'hand') {
        options = handFaces(t, x.controller, action.filter)
          .filter(
            (card) => isStableType(cardFace(card).type) && mayEnterStable(t, card, x.controller) === null,
          )
          .map((card) => ({ card }));
        if (options.length > 0 && !handKnown(t, x.controller)) options.push({ none: true });
      } else {
        options = [...new Set(bringCandidates(t, source, action.from, action.filter))].map((card) => ({
          card,
        }));
      }
      if (options.length === 0) return false;
      const answer = yield* ask({
        kind: 'bring',
        player: x.controller,
        options,
        source: x.card,
        fromHand: action.from === 'hand' ? x.controller : undefined,
      });
      if (!('card' in answer)) return false;
      if (action.from === 'hand') takeFromHand(w, x.controller, answer.card);
      else {
        const zone = action.from === 'discard' ? t.discard : t.nursery;
        zone.splice(zone.lastIndexOf(answer.card), 1);
      }
      enterStable(w, x.controller, answer.card);
      return true;
    }
    case 'search': {
      if (action.zone === 'discard') {
        const cards = [...new Set(t.discard.filter((card) => matchesFilter(t, card, action.filter)))];
        if (cards.length === 0) return false;
        const answer = yield* ask({
          kind: 'search',
          player: x.controller,
          options: cards.map((card) => ({ card })),
          source: x.card,
        });
        if (!('card' in answer)) return false;
        t.discard.splice(t.discard.lastIndexOf(answer.card), 1);
        putInHand(w, x.controller, answer.card);
        return true;
      }
      if (t.deck === 0) return false;
      const faces = unaccounted(t).filter((card) => matchesFilter(t, card, action.filter));
      const answer = yield* ask({
        kind: 'search',
        player: x.controller,
        options: [...faces.map((card) => ({ card })), { none: true }],
        zone: { deck: true },
        source: x.card,
      });
      let found = false;
      if ('card' in answer) {
        t.deck -= 1;
        const hand = t.players[x.controller]!.hand;
        hand.count += 1;
        hand.known.push(answer.card);
        w.move({ deckToHand: x.controller, card: answer.card });
        found = true;
      }
      w.move({ shuffleDeck: true });
      return found;
    }
    case 'take-from-hand': {
      const from = yield* pickPlayer(
        w,
        x,
        others(w, x.controller).filter((p) => t.players[p]!.hand.count > 0),
      );
      if (from === null) return false;
      const fromHand = t.players[from]!.hand;
      const toHand = t.players[x.controller]!.hand;
      let card: CardId | undefined;
      if (handKnown(t, from)) {
        // Every card of that hand is known (Nanny Cam): the table sees which one is taken.
        const faces = [...new Set(fromHand.known)];
        const answer = yield* ask({
          kind: action.pick === 'choose' ? 'take' : 'identify',
          player: x.controller,
          options: faces.map((c) => ({ card: c })),
          zone: action.pick === 'random' ? { pull: from } : undefined,
          fromHand: action.pick === 'choose' ? from : undefined,
          source: x.card,
        });
        if ('card' in answer) card = answer.card;
      }
      fromHand.count -= 1;
      toHand.count += 1;
      if (card !== undefined) {
        fromHand.known.splice(fromHand.known.indexOf(card), 1);
        toHand.known.push(card);
      } else {
        // The table did not see which card moved: what it knew of that hand may have left with it.
        fromHand.known = [];
      }
      w.move({ pull: card === undefined ? { from, to: x.controller } : { from, to: x.controller, card } });
      x.owner = from;
      return true;
    }
    case 'move': {
      const moves = moveOptions(t, source, action.filter, action.from, action.to).filter(
        (m) => !x.targeted.includes(key(m.spot, t.players[m.spot.player]!.stable[m.spot.index]!)),
      );
      const spot = yield* pickSpot(
        w,
        x,
        'move',
        moves.map((m) => m.spot),
      );
      if (!spot) return false;
      const destinations = moves.find(
        (m) => m.spot.player === spot.player && m.spot.index === spot.index,
      )!.to;
      const answer = yield* ask({
        kind: 'move-to',
        player: x.controller,
        options: destinations.map((player) => ({ player })),
        source: x.card,
      });
      const to = 'player' in answer ? answer.player : destinations[0]!;
      yield* leaveStable(w, spot, 'move', to);
      x.owner = to;
      return true;
    }
    case 'swap-hands': {
      const other = yield* pickPlayer(w, x, others(w, x.controller));
      if (other === null) return false;
      const mine = t.players[x.controller]!;
      const theirs = t.players[other]!;
      [mine.hand, theirs.hand] = [theirs.hand, mine.hand];
      w.move({ swapHands: [x.controller, other] });
      x.owner = other;
      return true;
    }
    case 'shuffle-into-deck': {
      for (const what of action.what) {
        if (what === 'self') {
          const onPile = t.pile.findIndex((entry) => entry.card === x.card);
          if (onPile >= 0) {
            t.pile.splice(onPile, 1);
            t.deck += 1;
            w.move({ toDeck: [x.card] });
          }
        } else if (what === 'hand') {
          const hand = t.players[x.controller]!.hand;
          t.deck += hand.count;
          w.move({ handToDeck: x.controller });
          hand.count = 0;
          hand.known = [];
        } else {
          t.deck += t.discard.length;
          w.move({ toDeck: [...t.discard] });
          t.discard = [];
        }
      }
      w.move({ shuffleDeck: true });
      return true;
    }
    case 'look-at-top': {
      if (t.deck === 0) return false;
      const kept = Math.min(action.keep, t.deck);
      w.move({ lookAtTop: x.controller, count: Math.min(action.count, t.deck) });
      t.deck -= kept;
      t.players[x.controller]!.hand.count += kept;
      return true;
    }
    case 'extra-turn':
      t.extraTurns.push(x.controller);
      return true;
    case 'end-turn':
      t.turn.ending = true;
      return true;
    case 'two-plays':
      t.turn.playsLeft = Math.max(t.turn.playsLeft, 2);
      return true;
    case 'return-self': {
      const at = t.discard.lastIndexOf(x.card);
      if (at < 0) return false;
      t.discard.splice(at, 1);
      putInHand(w, x.controller, x.card);
      return true;
    }
    case 'neigh':
      return true;
  }
}
