// The Unstable Unicorns judge: one rules question about one table, answered as plain JSON
// (../shared/judge/README.md). A thin shell over validate, scoring, legality, neigh-pile and triggers.

import type { Language } from './catalog.ts';
import { shown } from '../shown.ts';
import type { Refusal } from './continuous.ts';
import { becauseWord, playRefusal, refusalSentence, type PlayRequest } from './legality.ts';
import { runChain, type PileCard } from './neigh-pile.ts';
import { outcome, type LearnedTitles } from './scoring.ts';
import { setupCounts, type SetupCounts } from './setup.ts';
import { cardFace, cardName, type CardId, type Table } from './table.ts';
import { beginningOfTurnTriggers, type Trigger } from './triggers.ts';
import { walker } from './game/rules.ts';
import type { GameState } from './game/types.ts';
import {
  TableError,
  readCardName,
  readTable,
  seatOf,
  takeCopy,
  type CopyCounts,
  type NameMeaning,
} from './validate.ts';

/** The questions the judge takes, as `ask.what`. */
export const QUESTIONS = ['outcome', 'play', 'chain', 'beginning-of-turn', 'setup'] as const;

type Answer = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Cards the question has players take from their hands: each must be one they could hold (a
 * listed hand must list it; a counted hand must have room, and a copy must be left in the box).
 */
class HandCards {
  private readonly used: Map<CardId, number>;
  private readonly known: CardId[][];
  private readonly unknownLeft: number[];
  // A long Neigh pile names the same few cards again and again: each name is read once.
  private readonly meanings = new Map<string, NameMeaning>();
  /** The copies counted, read through but never written: a card only tried stays in the box. */
  private readonly readOnly: CopyCounts;

  constructor(
    private readonly table: Table,
    used: Map<CardId, number>,
  ) {
    this.used = new Map(used);
    this.known = table.players.map((seat) => [...seat.hand.known]);
    this.unknownLeft = table.players.map((seat) => seat.hand.count - seat.hand.known.length);
    const counts = this.used;
    this.readOnly = { get: (id) => counts.get(id), set: () => undefined };
  }

  /** A card already on the pile: it counts against the box, not against any hand. */
  onPile(meaning: NameMeaning, field: string): CardId {
    return takeCopy(meaning, field, this.used, this.table, this.table.language);
  }

  /** Takes the card from the player's hand (it leaves the hand and counts against the box). */
  take(player: number, name: unknown, field: string): CardId {
    return this.draw(player, name, field, true);
  }

  /**
   * The card the player would take, with the hands left as they are: an answer refused goes
   * back to its hand. Copies nothing, so a pile of any length costs the same per answer.
   */
  peek(player: number, name: unknown, field: string): CardId {
    return this.draw(player, name, field, false);
  }

  private meaning(name: string, field: string): NameMeaning {
    const known = this.meanings.get(name);
    if (known) return known;
    const meaning = readCardName(name, field, this.table.language);
    this.meanings.set(name, meaning);
    return meaning;
  }

  private draw(player: number, name: unknown, field: string, keep: boolean): CardId {
    if (typeof name !== 'string') throw new TableError(field, 'name the card (text)');
    const { language } = this.table;
    const meaning = this.meaning(name, field);
    const ids = 'face' in meaning ? [meaning.face] : meaning.anyOf;
    const who = this.table.players[player]!.name;
    if (ids.every((id) => cardFace(id).type === 'baby-unicorn')) {
      throw new TableError(
        field,
        `"${name}" is a Baby Unicorn; Baby Unicorns are never in a hand, so never played`,
      );
    }
    const known = this.known[player]!;
    const listed = known.findIndex((id) => ids.includes(id));
    if (listed >= 0) return keep ? known.splice(listed, 1)[0]! : known[listed]!;
    if (this.unknownLeft[player]! <= 0) {
      const hand = this.table.players[player]!.hand;
      throw new TableError(
        field,
        hand.count === 0
          ? `${who} has no card in hand, so cannot play "${name}"`
          : hand.known.length === hand.count
            ? `${who}'s hand is listed and holds no "${name}"`
            : `${who} has no card left in hand to play "${name}" with`,
      );
    }
    if (keep) this.unknownLeft[player]!--;
    return takeCopy(meaning, field, keep ? this.used : this.readOnly, this.table, language);
  }
}

/**
 * The card on top of the pile that an Instant answers: any real card but a Baby Unicorn, and one
 * more copy of it than the table shows must exist (it left its player's hand when it was played).
 */
function readAnswered(
  table: Table,
  hands: HandCards,
  raw: unknown,
  field: string,
): { player: number; card: CardId } {
  if (!isObject(raw)) throw new TableError(field, 'name the "player" and the "card" being answered');
  const player = seatOf(table, raw.player, `${field}.player`);
  if (typeof raw.card !== 'string')
    throw new TableError(`${field}.card`, 'name the card being answered (text)');
  const meaning = readCardName(raw.card, `${field}.card`, table.language);
  const ids = 'face' in meaning ? [meaning.face] : meaning.anyOf;
  const playable = ids.filter((id) => cardFace(id).type !== 'baby-unicorn');
  if (playable.length === 0) {
    throw new TableError(`${field}.card`, `"${raw.card}" is a Baby Unicorn; Baby Unicorns are never played`);
  }
  const onPile: NameMeaning = 'face' in meaning ? meaning : { ...meaning, anyOf: playable };
  return { player, card: hands.onPile(onPile, `${field}.card`) };
}

function refusalAnswer(table: Table, request: PlayRequest, refusal: Refusal, language: Language): Answer {
  return {
    because: becauseWord(refusal, language),
    reason: refusalSentence(table, request, refusal, language),
  };
}

/** Once the game on the table is over (someone won, or the deck ran out), nothing more is played. */
function overRefusal(table: Table): Refusal | null {
  return outcome(table).over ? { because: { rule: 'over' }, code: 'game-over' } : null;
}

function answerPlay(table: Table, used: Map<CardId, number>, ask: Record<string, unknown>): Answer {
  const player = seatOf(table, ask.player, 'ask.player');
  const hands = new HandCards(table, used);
  const card = hands.take(player, ask.card, 'ask.card');
  const request: PlayRequest = { player, card };
  if (ask.into !== undefined) request.into = seatOf(table, ask.into, 'ask.into');
  if (ask.respondingTo !== undefined)
    request.respondingTo = readAnswered(table, hands, ask.respondingTo, 'ask.respondingTo');
  const refusal = overRefusal(table) ?? playRefusal(table, request);
  if (!refusal) return { legal: true };
  return { legal: false, ...refusalAnswer(table, request, refusal, table.language) };
}

function answerChain(table: Table, used: Map<CardId, number>, ask: Record<string, unknown>): Answer {
  if (!isObject(ask.play)) throw new TableError('ask.play', 'name the "player" and the "card" played');
  const hands = new HandCards(table, used);
  const player = seatOf(table, ask.play.player, 'ask.play.player');
  const played: PileCard & { into?: number } = {
    player,
    card: hands.take(player, ask.play.card, 'ask.play.card'),
  };
  if (ask.play.into !== undefined) played.into = seatOf(table, ask.play.into, 'ask.play.into');
  const over = overRefusal(table);
  if (over) return { resolves: false, refused: [], ...refusalAnswer(table, played, over, table.language) };
  const rawAnswers = ask.responses ?? [];
  if (!Array.isArray(rawAnswers))
    throw new TableError('ask.responses', 'the answers are a list of {player, card}');
  const readAnswer = (raw: unknown, index: number) => {
    const field = `ask.responses[${index}]`;
    if (!isObject(raw)) throw new TableError(field, 'each answer is {"player": ..., "card": ...}');
    return { player: seatOf(table, raw.player, `${field}.player`), name: raw.card, field: `${field}.card` };
  };
  // Each answer is first read on its own, then the answers are taken from the hands in order: an
  // accepted one leaves its hand, a refused one goes back and may be played again later.
  const answers: PileCard[] = rawAnswers.map((raw: unknown, index) => {
    const { player: who, name, field } = readAnswer(raw, index);
    return { player: who, card: hands.peek(who, name, field) };
  });
  const result = runChain(table, played, answers);
  // A set, not the list: one look-up per answer keeps a long pile linear.
  const refused = new Set(result.refused);
  rawAnswers.forEach((raw: unknown, index) => {
    const { player: who, name, field } = readAnswer(raw, index);
    if (refused.has(index)) hands.peek(who, name, field);
    else hands.take(who, name, field);
  });
  const answer: Answer = { resolves: result.resolves, refused: result.refused };
  // Each refused answer with its reason: the card or rule that kept it off the pile (Yay, Slowdown,
  // Ginormous Unicorn, Super Neigh...), as a play question would give it.
  if (result.refused.length > 0) {
    answer.refusals = result.refused.map((index) => {
      const who = answers[index]!;
      const request: PlayRequest = { player: who.player, card: who.card };
      const top = result.answering.get(index);
      if (top) request.respondingTo = top;
      return {
        response: index,
        player: table.players[who.player]!.name,
        card: cardName(who.card, table.language),
        ...refusalAnswer(table, request, result.refusals.get(index)!, table.language),
      };
    });
  }
  if (result.playRefusal)
    Object.assign(answer, refusalAnswer(table, played, result.playRefusal, table.language));
  return answer;
}

function answerOutcome(table: Table, learned?: LearnedTitles): Answer {
  const result = outcome(table, { learned });
  const byName = (values: Iterable<[number, number]>) =>
    Object.fromEntries([...values].map(([seat, value]) => [table.players[seat]!.name, value]));
  const answer: Answer = {
    over: result.over,
    winners: result.winners.map((seat) => table.players[seat]!.name),
    everyoneLoses: result.everyoneLoses,
    unicorns: byName(result.unicorns.entries()),
  };
  if (result.letters) answer.letters = byName(result.letters.entries());
  return answer;
}

function answerTriggers(table: Table): Answer {
  // A finished game has no next turn: nothing triggers.
  const over = overRefusal(table);
  if (over) return { triggers: [], because: becauseWord(over, table.language) };
  // The question is about cards: a card with two beginning-of-turn effects (Black Hole) is one
  // card, which must be dealt with when either of them is mandatory.
  const cards: Array<{ card: string; mandatory: boolean; at: string }> = [];
  for (const trigger of withForcedTargets(table, beginningOfTurnTriggers(table))) {
    const at = `${trigger.spot.player}:${trigger.spot.index}`;
    const same = cards.find((entry) => entry.at === at);
    if (same) same.mandatory ||= trigger.mandatory;
    else cards.push({ card: cardName(trigger.card, table.language), mandatory: trigger.mandatory, at });
  }
  return { triggers: cards.map(({ card, mandatory }) => ({ card, mandatory })) };
}

/** How many walker decisions the judge follows to see which optional effects stay usable. */
const TRIGGER_SEARCH_BUDGET = 400;

/**
 * The triggers less the optional ones that no way of carrying out the mandatory ones leaves
 * usable: mandatory targets are assigned first and no card is targeted twice in the link (seed 002
 * "order of resolution", seed 004), so Sadistic Ritual forced onto Valkyrie Unicorn, the only
 * Unicorn, leaves Valkyrie's effect nothing (and Black Hole forced onto Sacrificial Lambicorn). The walker is asked, every answer tried in turn, so
 * the judge lists what the walker offers at the first beginning-of-turn choice; a table the walker
 * cannot start from, or one needing more than the budget, keeps the list as judged card by card.
 */
function withForcedTargets(table: Table, triggers: Trigger[]): Trigger[] {
  const optional = triggers.filter((trigger) => !trigger.mandatory);
  if (table.turn.phase !== 'beginning' || optional.length === 0 || optional.length === triggers.length)
    return triggers;
  let start: GameState;
  try {
    start = walker.init({
      players: table.players.map((seat) => seat.name),
      language: table.language,
      ...(table.houseRules ? { houseRules: table.houseRules } : {}),
      ...(table.composition ? { composition: table.composition } : {}),
      position: table,
    });
  } catch {
    return triggers;
  }
  const offered = new Set<number>();
  let budget = TRIGGER_SEARCH_BUDGET;
  // Depth first over every answer to the mandatory effects' questions; false once over budget.
  const visit = (state: GameState): boolean => {
    const decision = state.pending;
    if (!decision || state.table.turn.phase !== 'beginning') return true;
    if (decision.kind === 'beginning-of-turn') {
      for (const option of decision.options) if ('trigger' in option) offered.add(option.trigger);
      return true;
    }
    if (--budget < 0) return false;
    // The question is the table's own: nobody answers with an Instant (Intervention would keep
    // the card a mandatory effect sacrifices).
    const options =
      decision.kind === 'respond' ? decision.options.filter((option) => 'pass' in option) : decision.options;
    return options.every((option) => visit(walker.apply(state, { type: 'choose', option })));
  };
  if (!visit(start)) return triggers;
  return triggers.filter((trigger) => trigger.mandatory || offered.has(optional.indexOf(trigger)));
}

function answerSetup(table: Table): Answer {
  let counts: SetupCounts;
  try {
    counts = setupCounts(table.players.length, table.composition);
  } catch (error) {
    if (error instanceof RangeError) throw new TableError('copies', error.message);
    throw error;
  }
  return {
    deck: counts.deck,
    hands: Object.fromEntries(table.players.map((seat) => [seat.name, counts.hand])),
    unicornsToWin: counts.unicornsToWin,
    nursery: counts.nursery,
  };
}

/**
 * What the app knows beyond the question: the printed titles a group taught for faces whose title in
 * the deck's language the catalog lacks (the tiebreak counts them). The command line passes none.
 */
export interface JudgeContext {
  learned?: LearnedTitles;
}

/** Answers one Unstable Unicorns question; a question it cannot take gets {error} naming the field. Never throws. */
export function answerUnstableUnicorns(question: object, context: JudgeContext = {}): Answer {
  try {
    const ask = (question as { ask?: unknown }).ask;
    if (!isObject(ask)) {
      throw new TableError('ask', `the question needs "ask": {"what": ...} (one of ${QUESTIONS.join(', ')})`);
    }
    if (typeof ask.what !== 'string' || !(QUESTIONS as readonly string[]).includes(ask.what)) {
      throw new TableError(
        'ask.what',
        `${shown(ask.what ?? null)} is not a question the judge knows (${QUESTIONS.join(', ')})`,
      );
    }
    const { table, used } = readTable(question);
    switch (ask.what as (typeof QUESTIONS)[number]) {
      case 'outcome':
        return answerOutcome(table, context.learned);
      case 'play':
        return answerPlay(table, used, ask);
      case 'chain':
        return answerChain(table, used, ask);
      case 'beginning-of-turn':
        return answerTriggers(table);
      case 'setup':
        return answerSetup(table);
    }
  } catch (error) {
    if (error instanceof TableError) return { error: error.message };
    throw error;
  }
}
