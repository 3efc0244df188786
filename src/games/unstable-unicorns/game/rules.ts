// The walker as the engine's GameRules: init builds the table from a setup (a fresh deal or a
// position), apply feeds one answer and replays from the last quiet point, pending is the decision.
import { z } from 'zod';
import { RuleError, type GameRules } from '../../../engine/game-log.ts';
import { BOX_IDS, compositionProblem } from '../catalog.ts';
import {
  blackBackedInPlay,
  cardFace,
  catalogOf,
  copiesInPlay,
  isCardId,
  nurseryFor,
  PHASES,
  type Table,
} from '../table.ts';
import { babiesFit, compositionField, MAX_PLAYERS, MIN_PLAYERS, setupCounts } from '../setup.ts';
import { answerFrom, walkFrom } from './machine.ts';
import { game } from './turn.ts';
import type { Decision, GameEvent, GameSetup, GameState, Resume, TableState } from './types.ts';

function freshTable(setup: GameSetup): TableState {
  const n = setup.players.length;
  const { composition } = setup;
  const counts = setupCounts(n, composition);
  const catalog = catalogOf({ composition });
  const babies = setup.babies ?? [];
  const stables = setup.players.map((_name, i) => (babies[i] ? [babies[i]!] : []));
  // With two players each also gets a Neigh from the deck, in the open: the table knows it.
  const hands = setup.players.map(() => ({
    count: counts.hand,
    known: counts.twoPlayerVariant ? ['neigh'] : [],
  }));
  return {
    language: setup.language ?? 'en',
    players: setup.players.map((name, i) => ({ name, stable: stables[i]!, hand: hands[i]! })),
    nursery: nurseryFor(stables, composition),
    deck: counts.deck,
    discard: [],
    turn: { player: 0, phase: 'beginning', number: 1, playsLeft: 1, played: 0, ending: false },
    twoPlayerVariant: counts.twoPlayerVariant,
    pile: [],
    chain: [],
    extraTurns: [],
    // The first player's first turn begins with the game.
    turnsBegun: setup.players.map((_name, i) => (i === 0 ? 1 : 0)),
    outOfGame: catalog.blackBacked(false) - catalog.blackBacked(counts.twoPlayerVariant),
    targeting: setup.targeting ?? 'after',
    outcome: null,
    ...houseRulesOf(setup),
    ...compositionField(composition),
  };
}

/** The setup's house rules as the table carries them (none: no field, as before house rules existed). */
function houseRulesOf(setup: GameSetup): Pick<TableState, 'houseRules'> {
  return setup.houseRules && Object.keys(setup.houseRules).length > 0
    ? { houseRules: { ...setup.houseRules } }
    : {};
}

function positionTable(setup: GameSetup, position: Table): TableState {
  const n = position.players.length;
  // The position's own composition, else the setup's: a loaded position is a table of this game.
  const composition = position.composition ?? setup.composition;
  const twoPlayerVariant = position.twoPlayerVariant ?? n === 2;
  const inPlay = { composition, twoPlayerVariant };
  const catalog = catalogOf(inPlay);
  const all = [
    ...position.players.flatMap((seat) => [...seat.stable, ...seat.hand.known]),
    ...position.discard,
    ...position.nursery,
  ];
  for (const card of all) {
    if (!isCardId(card)) throw new RuleError('setup', `position: "${card}" is not a card`);
    if (!catalog.inBoxes(card))
      throw new RuleError('setup', `position: ${cardFace(card).name.en} is not in the boxes of this game`);
  }
  const copies = new Map<string, number>();
  for (const card of all) {
    const left = (copies.get(card) ?? copiesInPlay(inPlay, card)) - 1;
    if (left < 0) throw new RuleError('setup', `position: more copies of "${card}" than the game holds`);
    copies.set(card, left);
  }
  position.players.forEach((seat, i) => {
    for (const card of seat.hand.known) {
      if (cardFace(card).type === 'baby-unicorn') {
        throw new RuleError('setup', `position: players[${i}].hand: a Baby Unicorn is never in a hand`);
      }
    }
    if (seat.hand.count < 0 || !Number.isInteger(seat.hand.count)) {
      throw new RuleError('setup', `position: players[${i}].hand.count must be a whole number`);
    }
  });
  if (position.discard.some((card) => cardFace(card).type === 'baby-unicorn')) {
    throw new RuleError('setup', 'position: discard: a Baby Unicorn is never in the discard pile');
  }
  if (!Number.isInteger(position.deck) || position.deck < 0) {
    throw new RuleError('setup', 'position: deck must be a whole number of cards');
  }
  // Black-backed cards the position does not place are taken to be in the box, so that every
  // card of the game is somewhere; a position with more cards than the game holds is refused.
  const blackBacked =
    position.deck +
    position.discard.length +
    position.players.reduce(
      (sum, seat) =>
        sum +
        Math.max(seat.hand.count, seat.hand.known.length) +
        seat.stable.filter((card) => cardFace(card).type !== 'baby-unicorn').length,
      0,
    );
  if (blackBacked > blackBackedInPlay(inPlay)) {
    throw new RuleError(
      'setup',
      `position: ${blackBacked} black-backed cards in the zones, the game holds ${blackBackedInPlay(inPlay)}`,
    );
  }
  return {
    language: position.language ?? setup.language ?? 'en',
    players: position.players.map((seat) => ({
      name: seat.name,
      stable: [...seat.stable],
      hand: { count: Math.max(seat.hand.count, seat.hand.known.length), known: [...seat.hand.known] },
    })),
    nursery: nurseryFor(
      position.players.map((seat) => seat.stable),
      composition,
    ),
    deck: position.deck,
    discard: [...position.discard],
    turn: {
      player: position.turn.player,
      phase: position.turn.phase,
      number: 1,
      playsLeft: 1,
      played: 0,
      ending: false,
    },
    twoPlayerVariant,
    pile: [],
    chain: [],
    extraTurns: [],
    outOfGame: catalog.blackBacked(false) - blackBacked,
    targeting: setup.targeting ?? 'after',
    outcome: null,
    ...houseRulesOf(setup),
    ...compositionField(composition),
  };
}

const CardIdText = z.string().refine(isCardId, { message: 'not a card' });

const CompositionShape = z
  .object({
    boxes: z.array(z.enum(BOX_IDS)).min(1),
    copies: z.record(z.string(), z.number().int().nonnegative()).optional(),
  })
  .strict();

/** The shape of a setup as it may come from storage or an import; the rules are checked after. */
const SetupShape = z.object({
  players: z.array(z.string().min(1)),
  language: z.enum(['en', 'fr']).optional(),
  targeting: z.enum(['after', 'before']).optional(),
  houseRules: z
    .object({
      costAlone: z.boolean().optional(),
      ultimatePaysItself: z.boolean().optional(),
      instantsAreNeighs: z.boolean().optional(),
      priceDisregarded: z.boolean().optional(),
      keptPricePays: z.boolean().optional(),
      babiesStay: z.boolean().optional(),
    })
    .strict()
    .optional(),
  babies: z.array(CardIdText).optional(),
  composition: CompositionShape.optional(),
  position: z
    .object({
      language: z.enum(['en', 'fr']),
      players: z.array(
        z.object({
          name: z.string().min(1),
          stable: z.array(CardIdText),
          hand: z.object({ count: z.number().int().nonnegative(), known: z.array(CardIdText) }),
        }),
      ),
      nursery: z.array(CardIdText),
      deck: z.number().int().nonnegative(),
      discard: z.array(CardIdText),
      turn: z.object({ player: z.number().int().nonnegative(), phase: z.enum(PHASES) }),
      twoPlayerVariant: z.boolean(),
      composition: CompositionShape.optional(),
    })
    .optional(),
});

/** Checks a setup, naming the field that is wrong. */
function checkSetup(setup: GameSetup): void {
  const shape = SetupShape.safeParse(setup);
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    throw new RuleError('setup', `${issue.path.join('.') || 'setup'}: ${issue.message}`);
  }
  for (const composition of [setup.composition, setup.position?.composition]) {
    const problem = composition ? compositionProblem(composition) : null;
    if (problem) throw new RuleError('setup', problem);
  }
  const names = setup.position ? setup.position.players.map((seat) => seat.name) : setup.players;
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    throw new RuleError('setup', `players: a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players`);
  }
  if (new Set(names).size !== names.length) throw new RuleError('setup', 'players: a name is used twice');
  if (!setup.position) {
    try {
      setupCounts(names.length, setup.composition);
    } catch (error) {
      throw new RuleError('setup', `composition: ${(error as Error).message}`);
    }
  }
  if (setup.position && setup.position.turn.player >= names.length) {
    throw new RuleError('setup', 'position.turn.player: no such seat');
  }
  if (setup.babies) {
    if (setup.babies.length !== names.length) {
      throw new RuleError('setup', 'babies: one Baby Unicorn per player');
    }
    for (const baby of setup.babies) {
      if (cardFace(baby).type !== 'baby-unicorn') {
        throw new RuleError('setup', `babies: "${baby}" is not a Baby Unicorn`);
      }
    }
    if (!babiesFit(setup.babies, setup.composition)) {
      throw new RuleError('setup', 'babies: a Baby Unicorn is chosen more often than the boxes hold it');
    }
  }
}

/** The Unstable Unicorns turn walker. */
export const walker: GameRules<GameSetup, GameState, GameEvent, Decision> = {
  init(setup) {
    checkSetup(setup);
    const table = setup.position ? positionTable(setup, setup.position) : freshTable(setup);
    let resume: Resume;
    if (setup.position) resume = setup.position.turn.phase;
    else resume = table.players.every((seat) => seat.stable.length > 0) ? 'beginning' : 'setup';
    return walkFrom({ table, resume }, [], game);
  },
  apply(state, event) {
    const correcting = typeof event === 'object' && event !== null && event.type === 'correct';
    if (!state.pending) {
      throw correcting
        ? new RuleError('correction', 'The game is over: there is nothing left to correct.', {
            en: 'The game is over: there is nothing left to correct.',
            fr: 'La partie est finie : il ne reste rien à corriger.',
          })
        : new RuleError('game', 'the game is over');
    }
    if (correcting) {
      if (typeof event.correction !== 'object' || event.correction === null)
        throw new RuleError('correction', 'A correction event carries the correction to make.');
      // Checked against the live table before anything changes (corrections.ts), then fed to the
      // game as an input, so that replaying, undo and redo go through it again.
      return answerFrom(state, { correct: event.correction }, game);
    }
    if (!event || event.type !== 'choose' || typeof event.option !== 'object' || event.option === null) {
      throw new RuleError(
        'event',
        'an event is {type: "choose", option} with one of the pending options, or {type: "correct", correction}',
      );
    }
    // The state is the walker's own result when it was made here: its paused game goes on.
    return answerFrom(state, event.option, game);
  },
  pending(state) {
    return state.pending;
  },
};
