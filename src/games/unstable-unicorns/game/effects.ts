// The effect interpreter: carries out one action of the vocabulary for a card's controller, asking
// the table for every choice and skipping what is impossible (seed 002, "Impossible Actions").
import {
  bringCandidates,
  bringInto,
  handLimit,
  stableHolds,
  matchesFilter,
  usesOwner,
  mayEnterStable,
} from '../continuous.ts';
import { destroyTargets, isPossible, moveOptions, returnTargets } from './questions.ts';
import { cardAt, cardFace, isStableType, type CardId } from '../table.ts';
import { NAMED_KINDS, type Action } from '../vocabulary.ts';
import { ask, type Flow, type Walk } from './machine.ts';
import type { Option } from './types.ts';
import {
  drawCards,
  enterStable,
  findSpot,
  handFaces,
  handKnown,
  leaveStable,
  putInHand,
  relocate,
  revealVisibleHands,
  takeFromHand,
} from './zones.ts';

import {
  eventWindow,
  aboutTo,
  sourceOf,
  pickSpot,
  left,
  pickPlayer,
  whyNoTarget,
  skip,
  others,
  chooseStableBelow,
  bringFromDeck,
  searchDeck,
  turnOverUntil,
  discardFromTop,
  returnWholeStable,
  bringReturned,
  bringDrawn,
} from './steps.ts';
import { verbModule } from '../verbs/index.ts';
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
  // A verb with a module of its own (verbs/) is carried out there; the others still below.
  const verb = verbModule(action.do);
  if (verb) return yield* verb.perform(kit, w, action, x, cost);
  switch (action.do) {
    case 'return': {
      if (action.self) {
        const spot = findSpot(t, x.controller, x.card);
        if (!spot) return false;
        return yield* leaveStable(w, spot, 'return', undefined, x.card);
      }
      if (action.all) return yield* returnWholeStable(w, x, action.filter);
      if (action.from === 'each') {
        let any = false;
        const n = t.players.length;
        for (let k = 0; k < n; k++) {
          const player = (x.controller + k) % n;
          const spot = yield* pickSpot(w, x, 'return', () =>
            returnTargets(t, sourceOf(w, x), action.filter, 'any', player),
          );
          if (!spot) continue;
          const card = cardAt(t, spot);
          if (yield* leaveStable(w, spot, 'return', undefined, x.card)) left(x, spot, card);
          any = true;
        }
        return any;
      }
      const spot = yield* pickSpot(w, x, 'return', () =>
        returnTargets(
          t,
          sourceOf(w, x),
          action.filter,
          action.from,
          action.from === 'owner' ? x.owner : undefined,
        ),
      );
      if (!spot) {
        skip(w, x, 'nothing-to-target');
        return false;
      }
      x.owner = spot.player;
      const returned = cardAt(t, spot);
      if (yield* leaveStable(w, spot, 'return', undefined, x.card)) {
        left(x, spot, returned);
        x.returned = [returned];
      }
      return true;
    }
    case 'bring': {
      if (action.returned) return bringReturned(w, x);
      if (action.from === 'deck' || action.from === 'deck-top') {
        // Alchemist Unicorn: into the Stable of the player the previous step reached.
        const receiver = action.into === 'owner' ? x.owner : x.controller;
        if (receiver === undefined) return false;
        if (action.from === 'deck-top') return yield* turnOverUntil(w, x, action.filter, receiver);
        return yield* bringFromDeck(w, x, action.filter, receiver);
      }
      if (action.from === 'hand' && action.that) return yield* bringDrawn(w, x, action.filter);
      const anyStable = action.into === 'any' ? 'any' : undefined;
      const bringOptions = (): Option[] => {
        if (action.from === 'hand') {
          const options: Option[] = handFaces(t, x.controller, action.filter)
            .filter(
              (card) =>
                isStableType(cardFace(card).type) && bringInto(t, sourceOf(w, x), card, anyStable).length > 0,
            )
            .map((card) => ({ card }));
          if (options.length > 0 && !handKnown(t, x.controller)) options.push({ none: true });
          return options;
        }
        const from = action.from as 'discard' | 'nursery';
        return [
          ...new Set(bringCandidates(t, sourceOf(w, x), from, action.filter, anyStable, action.that)),
        ].map((card) => ({
          card,
        }));
      };
      if (bringOptions().length === 0) {
        skip(w, x, 'nothing-to-target');
        return false;
      }
      const answer = yield* ask(w, () => ({
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
        const where = yield* ask(w, () => ({
          kind: 'move-to',
          player: x.controller,
          options: bringInto(t, sourceOf(w, x), brought, anyStable).map((player) => ({ player })),
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
        const piped = yield* aboutTo(w, 'another-brings-a-baby', x.controller, brought);
        if (piped.into !== undefined) {
          into = piped.into;
          by = piped.by ?? by;
        }
      }
      if (action.from === 'hand') takeFromHand(w, x.controller, brought);
      else {
        const zone = action.from === 'discard' ? t.discard : t.nursery;
        // A correction may have taken it away while the table was asked.
        const at = zone.lastIndexOf(brought);
        if (at < 0) return false;
        zone.splice(at, 1);
      }
      enterStable(w, into, brought);
      w.say({
        kind: 'brought',
        player: by.player,
        card: brought,
        by: by.card,
        ...(into === by.player ? {} : { to: into }),
      });
      return true;
    }
    case 'search': {
      if (action.zone === 'discard') {
        const cards = () => [...new Set(t.discard.filter((card) => matchesFilter(t, card, action.filter)))];
        if (cards().length === 0) {
          skip(w, x, 'nothing-to-target');
          return false;
        }
        const answer = yield* ask(w, () => ({
          kind: 'search',
          player: x.controller,
          options: cards().map((card) => ({ card })),
          source: x.card,
        }));
        if (!('card' in answer)) return false;
        t.discard.splice(t.discard.lastIndexOf(answer.card), 1);
        putInHand(w, x.controller, answer.card);
        w.say({ kind: 'took', player: x.controller, card: answer.card, from: 'discard', by: x.card });
        return true;
      }
      return yield* searchDeck(
        w,
        x,
        (card) => matchesFilter(t, card, action.filter),
        (card) => {
          const hand = t.players[x.controller]!.hand;
          hand.count += 1;
          hand.known.push(card);
          w.say({ kind: 'took', player: x.controller, card, from: 'deck', by: x.card });
        },
      );
    }
    case 'take-from-hand': {
      // Unicorn Black Market's taking back: "that player" takes from the controller's hand.
      const back = action.from === 'you';
      let from: number | null;
      let taker: number;
      if (back) {
        if (x.owner === undefined || t.players[x.controller]!.hand.count === 0) return false;
        from = x.controller;
        taker = x.owner;
      } else {
        from = yield* pickPlayer(w, x, () =>
          others(w, x.controller).filter((p) => t.players[p]!.hand.count > 0),
        );
        taker = x.controller;
      }
      if (from === null) {
        skip(w, x, 'nothing-to-target');
        return false;
      }
      const giver = from;
      // Cards the previous step took may not be taken back (as far as the table saw them).
      const barred = action.notTaken ? (x.taken ?? []) : [];
      const takenNow: CardId[] = [];
      let taken = 0;
      for (let i = 0; i < (action.count ?? 1); i++) {
        const fromHand = t.players[giver]!.hand;
        const toHand = t.players[taker]!.hand;
        if (fromHand.count === 0) break;
        let card: CardId | undefined;
        if (handKnown(t, giver)) {
          // Every card of that hand is known (Nanny Cam): the table sees which one is taken.
          const choices = () => {
            if (!handKnown(t, giver)) return [];
            const left = t.players[giver]!.hand.known.slice();
            for (const gone of barred) {
              const at = left.indexOf(gone);
              if (at >= 0) left.splice(at, 1);
            }
            return [...new Set(left)].map((c) => ({ card: c }));
          };
          if (choices().length === 0) break;
          const answer = yield* ask(w, () => ({
            kind: action.pick === 'choose' ? 'take' : 'identify',
            player: taker,
            // Worked out again after a correction: the hand may have changed, or no longer be known.
            options: choices(),
            zone: action.pick === 'random' ? { pull: giver } : undefined,
            fromHand: action.pick === 'choose' ? giver : undefined,
            source: x.card,
          }));
          if ('card' in answer) card = answer.card;
        }
        // A correction emptied that hand while the table was asked.
        if (fromHand.count === 0) break;
        fromHand.count -= 1;
        toHand.count += 1;
        if (card !== undefined) {
          fromHand.known.splice(fromHand.known.indexOf(card), 1);
          toHand.known.push(card);
          takenNow.push(card);
        } else {
          // The table did not see which card moved: what it knew of that hand may have left with it.
          fromHand.known = [];
        }
        w.move({ pull: card === undefined ? { from: giver, to: taker } : { from: giver, to: taker, card } });
        w.say({ kind: 'stolen', player: giver, card: card ?? null, by: x.card });
        taken += 1;
      }
      if (!back) x.owner = giver;
      x.taken = takenNow;
      return taken > 0;
    }
    case 'move': {
      const moves = () => moveOptions(t, sourceOf(w, x), action.filter, action.from, action.to);
      const picked = yield* pickSpot(w, x, 'move', () => moves().map((m) => m.spot));
      if (!picked) {
        skip(w, x, () =>
          whyNoTarget(
            t,
            sourceOf(w, x),
            'move',
            action.filter,
            t.players.map((_s, i) => i),
          ),
        );
        return false;
      }
      const card = t.players[picked.player]!.stable[picked.index]!;
      // Where the picked card may go, worked out again (with its place) after a correction.
      const destinations = (): number[] => {
        const at = relocate(t, picked, card);
        if (!at) return [];
        // (Not `moves()`: the picked card is now among the link's targeted cards.)
        return (
          moveOptions(t, sourceOf(w, x), action.filter, action.from, action.to).find(
            (m) => m.spot.player === at.player && m.spot.index === at.index,
          )?.to ?? []
        );
      };
      const answer = yield* ask(
        w,
        () => ({
          kind: 'move-to',
          player: x.controller,
          options: destinations().map((player) => ({ player })),
          source: x.card,
          moving: card,
        }),
        {
          // The card keeping the moved card out of the other Stables (Queen Bee Unicorn), if any.
          because: () => {
            for (let p = 0; p < t.players.length; p++) {
              const refusal = mayEnterStable(t, card, p);
              if (refusal && 'card' in refusal.because) return refusal.because.card;
            }
            return 'only-one';
          },
        },
      );
      const spot = relocate(t, picked, card);
      if (!('player' in answer) || !spot) return false;
      const to = answer.player;
      if (yield* leaveStable(w, spot, 'move', to, x.card)) left(x, spot, card);
      x.owner = to;
      return true;
    }
    case 'swap-hands': {
      const other = yield* pickPlayer(w, x, () => others(w, x.controller));
      if (other === null) return false;
      const mine = t.players[x.controller]!;
      const theirs = t.players[other]!;
      [mine.hand, theirs.hand] = [theirs.hand, mine.hand];
      w.move({ swapHands: [x.controller, other] });
      x.owner = other;
      return true;
    }
    case 'shuffle-into-deck': {
      // Foxicorn: whose hand goes in is picked first; they are "that player" for the next step.
      let whose = x.controller;
      if (action.who === 'any') {
        const picked = yield* pickPlayer(w, x, () => t.players.map((_seat, i) => i));
        if (picked === null) return false;
        whose = picked;
        x.owner = picked;
      }
      for (const what of action.what) {
        if (what === 'stable') {
          // Unicorn Abduction: a card of the controller's own Stable, picked by them.
          const targets = () =>
            t.players[x.controller]!.stable.flatMap((card, index) =>
              matchesFilter(t, card, action.filter, {
                spot: { player: x.controller, index },
                source: sourceOf(w, x),
              })
                ? [{ player: x.controller, index }]
                : [],
            );
          const spot = yield* pickSpot(w, x, 'to-deck', targets);
          if (!spot) {
            skip(w, x, 'nothing-to-target');
            return false;
          }
          const card = cardAt(t, spot);
          if (yield* leaveStable(w, spot, 'deck', undefined, x.card)) left(x, spot, card);
        } else if (what === 'self') {
          const onPile = t.pile.findIndex((entry) => entry.card === x.card);
          if (onPile >= 0) {
            t.pile.splice(onPile, 1);
            t.deck += 1;
            w.move({ toDeck: [x.card] });
          }
        } else if (what === 'hand') {
          const hand = t.players[whose]!.hand;
          t.deck += hand.count;
          w.move({ handToDeck: whose });
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
      // The phone does not know the deck's order: it says what the player did and counts what moved.
      if (t.deck === 0) return false;
      const count = Math.min(action.count, t.deck);
      const kept = Math.min(action.keep, count);
      w.move({
        lookAtTop: x.controller,
        count,
        ...(kept === 1 ? {} : { keep: kept }),
        ...(action.asTheyWere ? { asTheyWere: true } : {}),
      });
      w.say({
        kind: 'looked',
        player: x.controller,
        count,
        kept,
        by: x.card,
        ...(action.asTheyWere ? { asTheyWere: true } : {}),
      });
      if (kept > 0) {
        t.deck -= kept;
        t.players[x.controller]!.hand.count += kept;
        w.say({ kind: 'drew', player: x.controller, count: kept, source: x.card });
      }
      // Fortune Teller Unicorn: of the others, the ones thrown on the discard pile (the table is told which).
      if (action.discard) yield* discardFromTop(w, x, action.count - kept);
      return true;
    }
    case 'extra-turn':
      t.extraTurns.push(x.controller);
      return true;
    case 'end-turn':
      t.turn.ending = true;
      return true;
    case 'two-plays':
      // Plays are the turn player's: a card another player resolves (Absorb and Reflect) gives none.
      if (action.more) {
        if (x.controller !== t.turn.player) return false;
        t.turn.playsLeft += 2;
      } else t.turn.playsLeft = Math.max(t.turn.playsLeft, 2);
      return true;
    case 'skip-turn':
      (t.skippedTurns ??= []).push({ player: x.controller, by: x.card });
      return true;
    case 'return-self': {
      const at = t.discard.lastIndexOf(x.card);
      if (at < 0) return false;
      t.discard.splice(at, 1);
      putInHand(w, x.controller, x.card);
      w.say({ kind: 'returned', player: x.controller, card: x.card, by: x.card });
      return true;
    }
    case 'babies-to-nursery': {
      // Every Stable from the controller's on, in turn order; a Baby is a Baby by its printed type
      // (seed 002: Babies live in Stables and the Nursery only).
      let any = false;
      const n = t.players.length;
      for (let k = 0; k < n; k++) {
        const player = (x.controller + k) % n;
        const stable = t.players[player]!.stable;
        for (let index = stable.length - 1; index >= 0; index--) {
          if (cardFace(stable[index]!).type !== 'baby-unicorn') continue;
          any = (yield* leaveStable(w, { player, index }, 'nursery', undefined, x.card)) || any;
        }
      }
      return any;
    }
    case 'neigh':
      // The Neigh pile carries it out (turn.ts settlePile): the card below is cancelled.
      return true;
    case 'choose-stable':
      return yield* chooseStableBelow(w, x);
    case 'no-plays': {
      if (action.filter === undefined && action.who === undefined) {
        t.turn.playsLeft = 0;
        return true;
      }
      // For the rest of this turn: that player (or the controller) plays no card fitting the filter.
      const player = action.who === 'owner' ? x.owner : x.controller;
      if (player === undefined) return false;
      (t.turn.barred ??= []).push({ player, filter: action.filter ?? { kind: 'card' }, by: x.card });
      return true;
    }
    case 'draw-to-limit': {
      const missing = handLimit(t, x.controller) - t.players[x.controller]!.hand.count;
      if (missing <= 0) return false;
      const answered = yield* eventWindow(w, {
        on: 'draw',
        actor: x.controller,
        owner: x.controller,
        cause: x.card,
      });
      if (answered?.prevented) return false;
      return drawCards(w, x.controller, missing, x.card) > 0;
    }
    case 'prevent':
      if (x.aboutTo) {
        x.aboutTo.prevented = true;
        return true;
      }
      if (!x.answering) return false;
      x.answering.prevented = true;
      return true;
    case 'redirect': {
      if (action.into === 'you') {
        if (!x.aboutTo) return false;
        x.aboutTo.into = x.controller;
        return true;
      }
      const answering = x.answering;
      const source = answering?.event.source;
      if (!answering || !source) return false;
      // Redirect's player names the card destroyed instead, among the destroying effect's legal targets.
      const spot = yield* pickSpot(w, x, 'destroy', () => destroyTargets(t, source, answering.event.filter));
      if (!spot) return false;
      answering.redirect = { spot, card: cardAt(t, spot) };
      return true;
    }
    case 'take-over': {
      // The Magic card below becomes this player's: it resolves as theirs (its player's target
      // named on announcement no longer holds).
      const below = t.pile[t.pile.length - 1];
      if (!below || (action.what !== 'any' && cardFace(below.card).type !== 'magic')) return false;
      below.player = x.controller;
      delete below.declared;
      // A Unicorn, Upgrade or Downgrade card: its new player names the Stable it enters.
      delete below.into;
      return true;
    }
    case 'enter-self': {
      const at = t.discard.lastIndexOf(x.card);
      if (at < 0) return false;
      t.discard.splice(at, 1);
      enterStable(w, x.controller, x.card);
      w.say({ kind: 'entered', player: x.controller, card: x.card, into: x.controller });
      return true;
    }
    case 'skip-phase': {
      const skips = (t.turn.skips ??= []);
      if (!skips.includes(action.phase)) skips.push(action.phase);
      return true;
    }
    case 'pass-hands': {
      // Each hand goes to the next seat; what the table knew of a hand goes with it. Said as
      // swaps of the first hand with each other one in turn, which moves every hand one seat on.
      const n = t.players.length;
      for (let k = 1; k < n; k++) {
        const first = t.players[0]!;
        const other = t.players[k]!;
        [first.hand, other.hand] = [other.hand, first.hand];
        w.move({ swapHands: [0, k] });
      }
      return true;
    }
    case 'name-kind': {
      const answer = yield* ask(w, () => ({
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
    }
    case 'take-that':
      // zones.ts moves the card once the whole effect (its price first) is done.
      if (!x.taking) return false;
      x.taking.to = action.to;
      return true;
    case 'look-at-hand': {
      // The table learns nothing: the looker keeps what they saw to themselves.
      const from = yield* pickPlayer(w, x, () =>
        others(w, x.controller).filter((p) => t.players[p]!.hand.count > 0),
      );
      if (from === null) {
        skip(w, x, 'nothing-to-target');
        return false;
      }
      x.owner = from;
      return true;
    }
  }
  throw new Error(`no module for verb '${(action as { do: string }).do}'`);
}
