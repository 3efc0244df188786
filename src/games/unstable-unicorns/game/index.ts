// The turn walker's front door: start a game, answer what it asks, undo and redo, and read the table.
// Everything the app needs from the walker is exported here; the rest of the folder is its inside.
/**
 * # The Unstable Unicorns turn walker
 *
 * A game is its setup plus the list of answers given (game-log.ts); the state is the fold of the
 * answers over the setup, plain JSON. The walker never shuffles and never knows the deck order
 * or unseen hand cards: when the table has to say which card something was, it asks.
 *
 * ## Starting
 *
 * ```ts
 * const game = startGame({ players: ['Ana', 'Ben', 'Cy'] });          // fresh deal, babies asked
 * const game = startGame({ players: [...], babies: ['baby-unicorn-red', ...] });
 * const game = startGame({ players: [...], targeting: 'before' });    // seed 004 option 1
 * const game = startGame({ players: [...], position: table });        // load a position (a Table)
 * ```
 *
 * `GameSetup`: `players` (2-8 names, turn order, first plays first), `language` ('en' | 'fr', the
 * physical deck's, for the letter tiebreak), `targeting` ('after' default | 'before'), `babies`
 * (one Baby Unicorn id per seat; absent: each player is asked), `position` (a `Table` from
 * table.ts: stables, hands as counts + known cards, deck count, discard, turn player and phase).
 * `composition` ({boxes, copies}, catalog.ts: the boxes of the deck and the table's own copies;
 * absent: the base game as printed).
 * A bad setup throws a RuleError naming the field.
 *
 * ## Playing
 *
 * `game.state.pending` is the `Decision` the table waits on, or null when the game is over
 * (`game.state.table.outcome` then says who won and why). Answer with one of its options:
 * `game = answer(game, option)` (throws a RuleError, changing nothing, if the option is not one
 * of them). `undoLast(game)` / `redoLast(game)` take back and put back the last event.
 *
 * Events (`GameEvent`, what the log holds): `{type: 'choose', option}` answers the pending
 * decision; `{type: 'correct', correction}` corrects the table (`correct(game, correction)`).
 *
 * ## Corrections
 *
 * The physical table outranks the phone. A `Correction` (types.ts) is one of: `hand` (+n/-n
 * unknown cards on a hand; the card comes from / goes to the cards set aside, the deck untouched),
 * `deck` (+n/-n on the deck, likewise), `drew` (deck -n, hand +n), `discarded` (that card from the
 * hand onto the discard pile), `move` (a card from any zone to any zone: Stable, hand known or
 * face down, discard pile, deck, Nursery, Neigh pile) and `turn` (whose turn it is, and the phase).
 * It may come at any moment while the game is not over, mid-chain included. It is refused with a
 * RuleError whose `because` is 'correction' and whose message names what is wrong (a count below
 * 0, more copies than the box, a Baby Unicorn outside a Stable or the Nursery, a card that is not
 * where `from` says, a hand or deck made larger with no card set aside, the turn set while a card
 * is on the Neigh pile), and nothing changes. Then the walker goes on from the corrected table:
 * - the pending decision is worked out again (the hand limit asks for 2 discards when the hand is
 *   now 9); with no option left the step is skipped (result 'skipped', because 'correction'); with
 *   one left it is taken (result 'forced', because 'correction');
 * - a card moved into a Stable offers its enter effects, one moved from a Stable to the discard
 *   pile its leave effects, each as an optional 'use' (the table may have carried them out);
 * - at a phase-level decision with nothing running (Draw, Action) those resolve and the game
 *   status is checked at once; elsewhere a win waits for the chain in progress to finish, when
 *   the status check comes anyway;
 * - `turn` leaves what was waiting in the chain and starts afresh from that phase (Beginning of
 *   Turn offers that turn's effects; a new player starts a new turn).
 *
 * ## Results
 *
 * `state.results` says what the last event did, in order: the event's own effect and everything
 * the walker ran by itself after it, up to the next decision. `historyOf(log)` replays a log and
 * gives each event with its results (and the seat it came from). A `Result` (types.ts) is one of
 * `drew` (with its source: a card, 'draw-phase', 'action' or 'correction'; also a search of the
 * deck and Unicorn Oracle's kept card), `played` (announced on the Neigh pile), `answered` (an
 * Instant on the pile), `stopped` (by whom, with which Instant), `resolved`, `entered` (a played
 * card into a Stable), `destroyed` / `sacrificed` / `stolen` / `returned` / `discarded` / `moved` /
 * `brought` (whose card, which, `by` the card that made it happen; `to` the Stable for stolen and
 * moved; a card taken from a hand is `stolen` with no `to`, `card` null when unseen), `forced` (the
 * walker took the only option of a target, Stable or player decision; `because` the card that
 * refused the others, e.g. 'queen-bee-unicorn', or 'only-one'), `skipped` (an effect or a step of
 * it impossible; `because` a card such as 'pandamonium' or 'rainbow-aura', or 'nothing-to-target',
 * 'empty-deck', 'correction'), `corrected`, `turn` (a new turn began) and `won`.
 *
 * A `Decision` is `{kind, player, options, source?, fromHand?, zone?, remaining?, about?}`: `player` is the
 * seat who decides, or null for the table (the Neigh window: any player named in an option may
 * answer); `source` is the card whose effect asks; `fromHand` says the options name cards of that
 * player's hand (the table may not know them: the player picks the one they hold); `remaining`
 * counts the choices left in the same step (discarding down to the hand limit); `about` (for
 * 'respond') names whose card is answered and which.
 * A decision with a single option is never asked, it is taken at once, with one exception: the
 * Draw phase's `draw`, always asked so that the draw is seen.
 *
 * Decision kinds and their options:
 * - `baby` - choose your Baby Unicorn: `{card}` for each Baby in the Nursery.
 * - `draw` - the Draw phase: `{draw: true}`, the one option, to confirm the turn player's draw.
 * - `action` - the Action phase: `{draw: true}` (before any play), `{play: card}` for each card the
 *   player may play (any face they might hold when their hand is not fully known), `{pass: true}`
 *   after a first play with Double Dutch.
 * - `into` - the Stable a played Unicorn, Upgrade or Downgrade card enters: `{player}`. Asked when
 *   the card resolves ('after') or on announcement ('before').
 * - `declare` - 'before' style: the first target of a played Magic card, named on announcement;
 *   options as the target decision it stands for.
 * - `respond` - the Neigh window on the top card of the pile (`table.pile`): `{pass: true}` (nobody
 *   answers) or `{player, card}` (that player answers with that Instant).
 * - `beginning-of-turn` - use one of the remaining optional beginning-of-turn effects now:
 *   `{trigger, card}`, or `{pass: true}` to go to the Draw phase (the others are lost).
 * - `use` - use an optional triggered effect (enter, leave): `{use: true}` / `{use: false}`.
 * - `replace` - a card is about to leave its Stable: `{use: false}` (let it) or `{card}` naming the
 *   stand-in (Unicorn Phoenix: discard a card instead; Black Knight Unicorn: sacrifice it instead).
 * - `choose-one` - `{branch}`: which half of a "choose one" effect.
 * - `player` - `{player}`: the other player an effect reaches (discard, take from hand, swap hands).
 * - `discard` - `{card}` from the player's hand; `{none: true}` when the table cannot know the player
 *   holds a card that fits ("discard 2 Unicorn cards") and they have none.
 * - `sacrifice`, `destroy`, `steal`, `return`, `move` - `{player, index, card}`: the card at that
 *   place of that player's Stable.
 * - `move-to` - `{player}`: the Stable a moved card goes to.
 * - `bring` - `{card}` from the hand, the discard pile or the Nursery (per the effect); `{none: true}`
 *   as for discard.
 * - `search` - `{card}` found (deck: `zone: {deck: true}`, options are the faces that may still be
 *   in the deck, plus `{none: true}`; discard pile: the cards there).
 * - `take` - `{card}` taken from a hand the table can see (Blatant Thievery on a Nanny Cam hand).
 * - `identify` - a table fact: which card this is (`zone: {hand: p}` a card of p's hand that just
 *   became visible, Nanny Cam; `zone: {pull: p}` the card taken at random from p's visible hand).
 * - `reveal` - a table fact: which card came off the top of the deck for all to see (`zone: {top: n}`:
 *   one of the top n cards; options are the faces that may still be in the deck, plus `{none: true}`
 *   where the player may stop: Fortune Teller Unicorn; Prospecting turns cards over one by one).
 * - `to-deck` - `{player, index, card}`: the card of the player's own Stable shuffled into the deck
 *   (Unicorn Abduction).
 *
 * ## Reading the table
 *
 * `tableOf(state)` is the `Table` of table.ts (what the judge and the app's table view read):
 * Stables, hands (count + known cards), Nursery, deck count, discard pile (top last), turn player
 * and phase. `state.table` holds the walker's extra fields too: `pile` (the Neigh pile, bottom
 * first, with `into`/`declared` when named), `chain` (triggered effects waiting), `turn.playsLeft`,
 * `turn.played`, `turn.ending`, `turn.number`, `extraTurns`, `skippedTurns` (absent when none:
 * players whose next turn is skipped, and the card that said so), `outOfGame` (copies left in the box),
 * `targeting`, `outcome` (null while playing; else `{over, reason: 'unicorns' | 'deck-out',
 * winners, everyoneLoses, unicorns, letters?}`).
 *
 * `state.moves` lists what the last event did with hidden cards (`Move`: draws, cards leaving or
 * entering hands, searches, shuffles, hand swaps, random pulls, a look at the top of the deck, and
 * for corrections a card taken from the deck, or set aside / taken back), for a program holding
 * the real cards (the simulator).
 *
 * ## Inside
 *
 * The game runs as a generator (turn.ts, effects.ts, zones.ts) that yields decisions; the state
 * keeps the last quiet point (between phases, or with a card announced on the Neigh pile) and the
 * inputs since: answers, and corrections where they came. A correction goes through the same list,
 * so that replay, undo and redo pass through it again: the machine checks it against the live
 * table (corrections.ts), and the generator, paused in `ask`, applies it and works the decision
 * out again (`ask` takes a function that builds the decision from the table). `apply` replays
 * from the quiet point (machine.ts). Rules come from the judge's modules (continuous.ts,
 * legality.ts, neigh-pile.ts, triggers.ts, scoring.ts, setup.ts). For speed, the
 * first answer to a state the walker made goes on with the game generator paused behind it (kept
 * aside in a WeakMap, never in the state) instead of replaying; any other answer to that state
 * replays, with the same result. Each stretch of game from a quiet point keeps a tape of the
 * costly questions it asked and their answers (questions.ts, machine.ts `remember`): the game is
 * a pure function of its quiet point and inputs, so a replay of the stretch with the same answers
 * reads them back instead of asking again, and asks afresh from the first answer that differs. A
 * Stable's continuous effects are worked out once per Stable content (continuous.ts).
 */
import { newLog, record, redo, replay, undo, type GameLog } from '../../../engine/game-log.ts';
import type { Table } from '../table.ts';
import { readTable } from '../validate.ts';
import { walker } from './rules.ts';
import type { Correction, GameEvent, GameSetup, GameState, Option, Result } from './types.ts';

export { walker } from './rules.ts';
export { stableChanges, stableCorrection, type StableChange } from './stable-photo.ts';
export { moveDestinations, moveOrigins } from './move-places.ts';
export type {
  ChainLink,
  Correction,
  Decision,
  DecisionKind,
  GameEvent,
  GameSetup,
  GameState,
  HiddenZone,
  Input,
  Move,
  Option,
  PileCard,
  Result,
  TableState,
  TargetingStyle,
  Zone,
} from './types.ts';

/** A game being played: its log (setup, answers, undone answers) and the state they give. */
export interface Game {
  log: GameLog<GameSetup, GameEvent>;
  state: GameState;
}

/** Starts a game from a setup; throws a RuleError naming the field when the setup is wrong. */
export function startGame(setup: GameSetup): Game {
  return { log: newLog(setup), state: walker.init(setup) };
}

/**
 * Starts a game from a table written in the judge's format (../shared/judge/README.md: card names,
 * players by name, hands as counts or lists): the "load this position" tool, and scenario files.
 * The table is checked as the judge checks it; a bad one throws a TableError naming the field.
 */
export function startFromTable(raw: unknown, options: Pick<GameSetup, 'targeting'> = {}): Game {
  const { table } = readTable(raw);
  return startGame({ players: table.players.map((seat) => seat.name), position: table, ...options });
}

/** Answers the pending decision with one of its options; throws a RuleError (and changes nothing) otherwise. */
export function answer(game: Game, option: Option): Game {
  return record(walker, game.log, game.state, { type: 'choose', option });
}

/**
 * Corrects the table (the physical table outranks the phone); throws a RuleError('correction')
 * with a sentence naming what is wrong, changing nothing, when the table it makes is impossible.
 */
export function correct(game: Game, correction: Correction): Game {
  return record(walker, game.log, game.state, { type: 'correct', correction });
}

/** One event of a game with what it did: for History and the exports. */
export interface HistoryEntry {
  event: GameEvent;
  results: Result[];
  /** The seat who made the event: who answered, or whom a correction is about. */
  player?: number;
}

/** Replays a log and gives each event with its results (undone events are not included). */
export function historyOf(log: GameLog<GameSetup, GameEvent>): HistoryEntry[] {
  let state = walker.init(log.setup);
  return log.events.map((event) => {
    const player = eventPlayer(state, event);
    state = walker.apply(state, event);
    return { event, results: state.results, ...(player === undefined ? {} : { player }) };
  });
}

function eventPlayer(state: GameState, event: GameEvent): number | undefined {
  if (event.type === 'correct') {
    const c = event.correction;
    return 'player' in c ? c.player : undefined;
  }
  const decider = state.pending?.player;
  if (decider !== null && decider !== undefined) return decider;
  // The Neigh window: whoever answered, or nobody.
  return 'player' in event.option && 'card' in event.option ? event.option.player : undefined;
}

/** Takes back the last answer (it can be redone until a new answer is given). */
export function undoLast(game: Game): Game {
  const log = undo(game.log);
  return { log, state: replay(walker, log) };
}

/** Puts back the answer undone most recently. */
export function redoLast(game: Game): Game {
  const log = redo(game.log);
  return { log, state: replay(walker, log) };
}

/** Rebuilds a game from a stored log (every answer is checked again on the way). */
export function loadGame(log: GameLog<GameSetup, GameEvent>): Game {
  return { log, state: replay(walker, log) };
}

/** The table as table.ts describes it, without the walker's own bookkeeping. */
export function tableOf(state: GameState): Table {
  const { language, players, nursery, deck, discard, turn, twoPlayerVariant, houseRules, composition } =
    state.table;
  return {
    language,
    players,
    nursery,
    deck,
    discard,
    turn: { player: turn.player, phase: turn.phase },
    twoPlayerVariant,
    ...(houseRules ? { houseRules } : {}),
    ...(composition ? { composition } : {}),
  };
}
