// The Lion & The Unicorn as pure rules on the shared event log: setup, the three actions, every
// animal's action, the exact moment of a win, rounds, the crown and the match to two rounds won.
import { z } from 'zod';
import { RuleError, seededRandom, type GameRules } from '../../engine/game-log.ts';
import { Animal, allCardIds, animalOf, startingAnimals } from './cards.ts';
import { LionRefusal, type LionRefusalCode, type LionRefusalValues } from './refusals.ts';

/** One card lying in front of a player. `id` is neutral ("c07"); its animal is `animalOf[id]`. */
export interface LionCard {
  id: string;
  faceUp: boolean;
  /** The starting card: never stolen, moved, discarded or returned. */
  starting: boolean;
}

/** A player and the row of cards in front of them (starting card included). */
export interface LionSeat {
  name: string;
  cards: LionCard[];
  roundsWon: number;
}

/** What the table waits for. `player` is the seat index of who must act. */
export type LionStep =
  /** Take one of the three actions: on a turn, or again because of a Fox. */
  | { kind: 'action'; player: number; reason: 'turn' | 'fox' }
  /** A card was just stolen from `player`: they must turn one of their other cards. */
  | { kind: 'steal-flip'; player: number; thief: number }
  /** `player` drew; everyone else looks and tells the phone which animal it is. */
  | { kind: 'draw-reveal'; player: number }
  /** `player` revealed Goat `card` and must give it to another player. */
  | { kind: 'goat'; player: number; card: string }
  /** `player` revealed Swift `card` and must hand a face-up card to another player. */
  | { kind: 'swift'; player: number; card: string }
  /** `player` revealed Rat `card` and rearranges another player's face-down cards. */
  | { kind: 'rat'; player: number; card: string }
  /** `player` revealed Adder `card` and must discard one of their face-up cards. */
  | { kind: 'adder'; player: number; card: string }
  /** `player` revealed Mole `card` and looks at their face-down cards once. */
  | { kind: 'mole'; player: number; card: string }
  /**
   * Several winning sets showed at once: `player` returns a card of their set to the deck, then
   * each seat of `queue` in turn. `unicorn` is the Unicorn to shuffle back afterwards (if still out).
   */
  | { kind: 'return-card'; player: number; queue: number[]; unicorn: string | null }
  /** The round is won by `player`; the next round is dealt when the table is ready. */
  | { kind: 'next-round'; player: number };

/** Things that happened on their own after the last event, for the history and the tests. */
export type LionNews =
  | { kind: 'reshuffled'; cards: number }
  | { kind: 'crows-discarded'; cards: string[] }
  | { kind: 'face-down-discarded'; player: number; cards: string[] }
  | { kind: 'shuffled-back'; card: string }
  | { kind: 'no-effect'; player: number; card: string }
  | { kind: 'sets-at-once'; players: number[] }
  | { kind: 'round-won'; player: number; set: string[] }
  | { kind: 'match-won'; player: number }
  | { kind: 'round-dealt'; round: number }
  | { kind: 'turn'; player: number }
  /** After a correction, the awaited action of `player`'s `card` had nothing left to act on: play went on. */
  | { kind: 'action-dropped'; player: number; card: string }
  /** After a correction, the drawn card could not come from anywhere: `player` takes another action. */
  | { kind: 'draw-cancelled'; player: number };

/** A pile of the table: the deck (a bag, unseen), the discard pile (face-up) and the set under the crown. */
export type LionPile = 'deck' | 'discard' | 'setAside';

/**
 * The physical table outranks the phone: what the table did that the phone did not follow. A seat
 * is a number. Hidden cards stay hidden: a card in a row is pointed at by its id (the table points
 * at it), a card of a pile is named by its animal (as everyone saw it go), and a card drawn by hand
 * is named by the other players or left unknown.
 */
export type LionCorrection =
  /** A card lying in front of a player moved by hand to another row or to a pile. */
  | { kind: 'move'; card: string; to: number | LionPile; up?: boolean }
  /** A card of this animal taken from a pile, to a row (face-down unless `up`) or to another pile. */
  | { kind: 'take'; from: LionPile; animal: Animal; to: number | LionPile; up?: boolean }
  /** A card in front of a player lies the other side up (its action does not run: only the win check). */
  | { kind: 'face'; card: string; up: boolean }
  /** `player` drew one more card, face-down; `animal` when the others saw it. */
  | { kind: 'drew'; player: number; animal?: Animal }
  /** It is `player`'s turn: they now choose one of the three actions. */
  | { kind: 'turn'; player: number }
  /** `player` has won `won` rounds (0 or 1: a second round is won at the table). */
  | { kind: 'rounds'; player: number; won: number }
  /** `player` holds the crown (and plays first next round). */
  | { kind: 'crown'; player: number }
  /**
   * `player`'s own starting card is really `animal` (told on their secret screen): the phone swaps
   * it with an unseen card of that animal, from the deck or else a face-down card in some row.
   */
  | { kind: 'starting'; player: number; animal: Animal };

/** The whole table: plain JSON. The phone holds the truth; `viewFor` shows each person what they may know. */
export interface LionState {
  seed: number;
  seats: LionSeat[];
  /** The draw pile, as a bag: the physical deck is shuffled, so its order means nothing here. */
  deck: string[];
  discard: string[];
  /** Last round's winning set, under the crown, out of this round. */
  setAside: string[];
  /** Seat holding the crown: first to play each round. */
  crown: number;
  round: number;
  /** Seat whose turn it is (play passes to their left when the turn's action is resolved). */
  turn: number;
  /** The decision awaited; null once the match is won. */
  step: LionStep | null;
  /** Winner of the round just finished (null while a round is played). */
  roundWinner: number | null;
  /** The cards of that winner's set, left out of the next round. */
  winningSet: string[];
  matchWinner: number | null;
  news: LionNews[];
}

/** Everything that can be recorded. `player` is always the seat index of who acts (for draw-reveal: the drawer). */
export type LionEvent =
  | { type: 'draw'; player: number }
  | { type: 'drawn'; player: number; animal: Animal }
  | { type: 'flip'; player: number; card: string }
  | { type: 'steal'; player: number; card: string }
  | { type: 'goat'; player: number; to: number }
  | { type: 'swift'; player: number; card: string; to: number }
  | { type: 'rat'; player: number; target: number; order: string[] }
  | { type: 'adder'; player: number; card: string }
  | { type: 'looked'; player: number }
  | { type: 'return-card'; player: number; card: string }
  | { type: 'next-round'; player: number; starting?: Animal[] }
  /** A correction: recorded by the table, not by a player, so it carries no `player`. */
  | { type: 'correct'; correction: LionCorrection };

/** The events a player makes (every event but a correction). */
export type LionPlay = Exclude<LionEvent, { type: 'correct' }>;

/** A pending decision: who acts, what kind, and every legal event (rat: any order of the listed cards is legal). */
export interface LionDecision {
  kind: LionStep['kind'];
  player: number;
  options: LionPlay[];
  /** draw-reveal only: how many cards of each animal the drawn card may be (for weighting a random draw). */
  counts?: Partial<Record<Animal, number>>;
  /** mole only: the cards the player may look at now. */
  cards?: string[];
}

/** How a game is set up: 2 to 6 names in seating order (play passes to the left, i.e. down the list). */
export const LionSetup = z
  .object({
    players: z.array(z.string().trim().min(1)).min(2).max(6),
    /** Who holds the crown and plays first: a seat index or a name. Default: the first player. */
    crown: z.union([z.number().int().min(0), z.string()]).optional(),
    /** Seed for dealing starting cards when they are not given. */
    seed: z.number().int().optional(),
    /** The first round's starting cards, one per player, when the table dealt them by hand. */
    starting: z.array(Animal).optional(),
  })
  .strict();
export type LionSetup = z.infer<typeof LionSetup>;

const animalIndex: Record<string, number> = Object.fromEntries(
  allCardIds.map((id) => [id, Animal.options.indexOf(animalOf[id]!)]),
);
const crowIndex = Animal.options.indexOf('Crow');
const scratch = new Uint8Array(Animal.options.length);

// --- reading the table -------------------------------------------------------------------

/** The cards of a winning set among these face-up cards, or null: 3 of an animal or 4 different, and no Crow face-up. */
export function winningSet(cards: readonly LionCard[]): string[] | null {
  // Counted in a scratch array by animal index: this runs for every seat after every change,
  // millions of times in the simulator, and nearly always finds nothing.
  scratch.fill(0);
  let kinds = 0;
  let three = -1;
  for (const c of cards) {
    if (!c.faceUp) continue;
    const a = animalIndex[c.id]!;
    if (a === crowIndex) return null;
    if (scratch[a] === 0) kinds++;
    scratch[a]! += 1;
    if (scratch[a] === 3 && three < 0) three = a;
  }
  if (three < 0 && kinds < 4) return null;
  const set: string[] = [];
  if (three >= 0) {
    for (const c of cards) if (c.faceUp && animalIndex[c.id] === three && set.length < 3) set.push(c.id);
    return set;
  }
  // The first card of each of the first four animals, in the order they lie.
  const taken = new Set<number>();
  for (const c of cards) {
    if (!c.faceUp || taken.has(animalIndex[c.id]!)) continue;
    taken.add(animalIndex[c.id]!);
    set.push(c.id);
    if (set.length === 4) break;
  }
  return set;
}

/** The face-up cards a player may give back from their set when several sets show at once. */
export function returnableCards(seat: LionSeat, except: string | null): string[] {
  const up = seat.cards.filter((c) => c.faceUp);
  const counts = new Map<Animal, number>();
  for (const c of up) counts.set(animalOf[c.id]!, (counts.get(animalOf[c.id]!) ?? 0) + 1);
  const fourKinds = [...counts.keys()].filter((a) => a !== 'Crow').length >= 4;
  return up
    .filter((c) => !c.starting && c.id !== except)
    .filter((c) => (counts.get(animalOf[c.id]!) ?? 0) >= 3 || (fourKinds && animalOf[c.id] !== 'Crow'))
    .map((c) => c.id);
}

/** Where a card lies: a seat index, 'deck', 'discard' or 'setAside'. */
export function whereIs(state: LionState, id: string): number | 'deck' | 'discard' | 'setAside' | null {
  for (let i = 0; i < state.seats.length; i++) if (state.seats[i]!.cards.some((c) => c.id === id)) return i;
  if (state.deck.includes(id)) return 'deck';
  if (state.discard.includes(id)) return 'discard';
  if (state.setAside.includes(id)) return 'setAside';
  return null;
}

function seatName(state: LionState, seat: number): string {
  return state.seats[seat]?.name ?? `seat ${seat}`;
}

function cardIn(state: LionState, seat: number, id: string): LionCard | undefined {
  return state.seats[seat]?.cards.find((c) => c.id === id);
}

// --- changing the table (on a private copy made by apply) -----------------------------------

function copyState(state: LionState): LionState {
  return {
    ...state,
    // Card objects are never changed in place (see turnCard), so rows are copied shallowly.
    seats: state.seats.map((s) => ({ name: s.name, cards: s.cards.slice(), roundsWon: s.roundsWon })),
    deck: [...state.deck],
    discard: [...state.discard],
    setAside: [...state.setAside],
    winningSet: [...state.winningSet],
    news: [],
    step: state.step === null ? null : ({ ...state.step } as LionStep),
  };
}

/** Turns a card over by replacing it, so earlier tables that share the object stay as they were. */
function turnCard(s: LionState, seat: number, card: LionCard, faceUp: boolean): LionCard {
  const row = s.seats[seat]!.cards;
  const turned = { id: card.id, faceUp, starting: card.starting };
  row[row.indexOf(card)] = turned;
  return turned;
}

function takeFromRow(s: LionState, seat: number, id: string): LionCard {
  const row = s.seats[seat]!.cards;
  const index = row.findIndex((c) => c.id === id);
  return row.splice(index, 1)[0]!;
}

/** A card goes back into the deck; an empty deck is first rebuilt from the discard pile, as the rules say. */
function shuffleIntoDeck(s: LionState, id: string): void {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.news.push({ kind: 'reshuffled', cards: s.discard.length });
    s.deck = s.discard;
    s.discard = [];
  }
  s.deck.push(id);
}

function shuffleBack(s: LionState, id: string): void {
  for (let seat = 0; seat < s.seats.length; seat++) {
    if (cardIn(s, seat, id)) {
      takeFromRow(s, seat, id);
      shuffleIntoDeck(s, id);
      s.news.push({ kind: 'shuffled-back', card: id });
      return;
    }
  }
}

/** The turn player's action is fully resolved: play passes to the left. */
function passTurn(s: LionState): void {
  s.turn = (s.turn + 1) % s.seats.length;
  s.step = { kind: 'action', player: s.turn, reason: 'turn' };
  s.news.push({ kind: 'turn', player: s.turn });
}

function winRound(s: LionState, seat: number, set: string[]): void {
  const winner = s.seats[seat]!;
  winner.roundsWon += 1;
  s.crown = seat;
  s.roundWinner = seat;
  s.winningSet = set;
  s.news.push({ kind: 'round-won', player: seat, set });
  if (winner.roundsWon >= 2) {
    s.matchWinner = seat;
    s.step = null;
    s.news.push({ kind: 'match-won', player: seat });
  } else {
    s.step = { kind: 'next-round', player: seat };
  }
}

/** Seats holding a winning set, in seating order starting from `from`. */
function seatsWithSets(s: LionState, from: number): { seat: number; set: string[] }[] {
  const found: { seat: number; set: string[] }[] = [];
  for (let k = 0; k < s.seats.length; k++) {
    const seat = (from + k) % s.seats.length;
    const set = winningSet(s.seats[seat]!.cards);
    if (set) found.push({ seat, set });
  }
  return found;
}

/**
 * The win check, run after every change to face-up cards. One set: that player wins now. Several
 * at once (only the Unicorn can cause it): each of them gives back a card. Returns true when the
 * check took over what happens next.
 */
function checkWins(s: LionState, from: number, unicorn: string | null): boolean {
  const sets = seatsWithSets(s, from);
  if (sets.length === 0) return false;
  if (sets.length === 1) {
    winRound(s, sets[0]!.seat, sets[0]!.set);
    return true;
  }
  s.news.push({ kind: 'sets-at-once', players: sets.map((x) => x.seat) });
  s.step = {
    kind: 'return-card',
    player: sets[0]!.seat,
    queue: sets.slice(1).map((x) => x.seat),
    unicorn,
  };
  return true;
}

/** After the win check found nothing: the turn passes, or a waiting step goes on. */
function afterEffect(s: LionState, from: number): void {
  if (!checkWins(s, from, null)) passTurn(s);
}

/**
 * A card was just turned face-up by `seat`: the win check comes first (a player showing a set
 * wins at once, whatever the card would do), then the animal's action. The Unicorn checks again
 * once the Crows are gone, for everyone at once.
 */
function reveal(s: LionState, seat: number, hidden: LionCard): void {
  const card = turnCard(s, seat, hidden, true);
  const animal = animalOf[card.id]!;
  if (checkWins(s, seat, null)) return;
  if (animal === 'Unicorn') {
    const crows: string[] = [];
    for (const other of s.seats) {
      for (const c of [...other.cards]) {
        if (c.faceUp && animalOf[c.id] === 'Crow') {
          other.cards.splice(other.cards.indexOf(c), 1);
          s.discard.push(c.id);
          crows.push(c.id);
        }
      }
    }
    s.news.push({ kind: 'crows-discarded', cards: crows });
    if (checkWins(s, seat, card.id)) return;
    shuffleBack(s, card.id);
    passTurn(s);
    return;
  }
  const mine = s.seats[seat]!;
  switch (animal) {
    case 'Crow':
      passTurn(s);
      return;
    case 'Mole':
      s.step = { kind: 'mole', player: seat, card: card.id };
      return;
    case 'Goat':
      if (card.starting) {
        s.news.push({ kind: 'no-effect', player: seat, card: card.id });
        passTurn(s);
      } else s.step = { kind: 'goat', player: seat, card: card.id };
      return;
    case 'Swift':
      if (mine.cards.some((c) => c.faceUp && !c.starting))
        s.step = { kind: 'swift', player: seat, card: card.id };
      else {
        s.news.push({ kind: 'no-effect', player: seat, card: card.id });
        passTurn(s);
      }
      return;
    case 'Adder':
      if (mine.cards.some((c) => c.faceUp && !c.starting))
        s.step = { kind: 'adder', player: seat, card: card.id };
      else {
        s.news.push({ kind: 'no-effect', player: seat, card: card.id });
        passTurn(s);
      }
      return;
    case 'Rat':
      s.step = { kind: 'rat', player: seat, card: card.id };
      return;
    case 'Fox':
      s.step = { kind: 'action', player: seat, reason: 'fox' };
      return;
    case 'Lion': {
      const gone = mine.cards.filter((c) => !c.faceUp && !c.starting).map((c) => c.id);
      mine.cards = mine.cards.filter((c) => c.faceUp || c.starting);
      s.discard.push(...gone);
      s.news.push({ kind: 'face-down-discarded', player: seat, cards: gone });
      shuffleBack(s, card.id);
      passTurn(s);
      return;
    }
  }
}

/** Deals a round: gathers every card but the set under the crown, sets apart the starting animals, deals one to each player. */
function dealRound(s: LionState, starting: Animal[] | undefined): void {
  const n = s.seats.length;
  let dealt = starting;
  if (dealt === undefined) {
    const random = seededRandom((s.seed ^ Math.imul(s.round, 0x9e3779b1)) >>> 0);
    const pool = [...startingAnimals];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    dealt = pool.slice(0, n);
  } else {
    if (dealt.length !== n)
      throw new RuleError('starting', `starting: ${dealt.length} starting cards for ${n} players`);
    dealt.forEach((a, i) => {
      if (!startingAnimals.includes(a))
        throw new RuleError('starting', `starting[${i}]: a ${a} is never a starting card`);
      if (dealt!.indexOf(a) !== i)
        throw new RuleError('starting', `starting[${i}]: only one ${a} is set apart as a starting card`);
    });
  }
  const out = new Set(s.setAside);
  const pool = allCardIds.filter((id) => !out.has(id));
  const taken = new Set<string>();
  s.seats.forEach((seat, i) => {
    const id = pool.find((c) => animalOf[c] === dealt[i] && !taken.has(c));
    if (id === undefined) throw new RuleError('starting', `starting[${i}]: no ${dealt[i]} is left to deal`);
    taken.add(id);
    seat.cards = [{ id, faceUp: false, starting: true }];
  });
  s.deck = pool.filter((id) => !taken.has(id));
  s.discard = [];
  s.turn = s.crown;
  s.roundWinner = null;
  s.winningSet = [];
  s.step = { kind: 'action', player: s.crown, reason: 'turn' };
  s.news.push({ kind: 'round-dealt', round: s.round });
}

// --- corrections: the physical table outranks the phone ----------------------------------------

function isPile(place: unknown): place is LionPile {
  return place === 'deck' || place === 'discard' || place === 'setAside';
}

/** Refuses a correction with a sentence the app can say in English or French (`refusalIn`). */
function refuseFix(code: LionRefusalCode, values: LionRefusalValues = {}): never {
  throw new LionRefusal(code, values);
}

function seatIndex(s: LionState, seat: number, field: string): number {
  if (seat >= s.seats.length) refuseFix('noSeat', { field, seat });
  return seat;
}

/** Puts a card where a correction says: at the right end of a row (face-down unless `up`), or on a pile. */
function putCard(s: LionState, id: string, to: number | LionPile, up: boolean): void {
  if (isPile(to)) s[to].push(id);
  else s.seats[to]!.cards.push({ id, faceUp: up, starting: false });
}

/**
 * Applies one correction to a copy of the table, then works out afresh what the table waits for.
 * Anything impossible (a card not where it is said to be, a starting card leaving its row, an
 * animal the pile does not hold, a seat that does not exist) is refused with a sentence, and the
 * table is left as it was.
 */
function correct(state: LionState, raw: LionCorrection): LionState {
  // Imported logs reach here too: the shape is checked before anything is read from it.
  const shape = LionCorrectionSchema.safeParse(raw);
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    refuseFix('shape', {
      field: `correction${issue.path.map((p) => `.${String(p)}`).join('')}`,
      detail: issue.message,
    });
  }
  const correction = shape.data as LionCorrection;
  const step = state.step;
  if (step === null) refuseFix('matchOver');
  const kind = correction.kind;
  const onCards = kind !== 'rounds' && kind !== 'crown';
  if (onCards && step.kind === 'next-round') refuseFix('roundWon');
  if (onCards && step.kind === 'return-card') refuseFix('setsShowing');
  const s = copyState(state);
  const name = (seat: number) => seatName(s, seat);
  switch (correction.kind) {
    case 'move': {
      const from = whereIs(s, correction.card);
      if (from === null) refuseFix('notInBox', { card: correction.card });
      if (typeof from !== 'number') refuseFix('pointAtPile');
      const card = cardIn(s, from, correction.card)!;
      if (card.starting) refuseFix('startingStays', { player: name(from) });
      const to = isPile(correction.to) ? correction.to : seatIndex(s, correction.to, 'to');
      if (to === from) refuseFix('alreadyThere', { player: name(from) });
      if (isPile(to) && correction.up !== undefined) refuseFix('noSide', { pile: to });
      takeFromRow(s, from, card.id);
      putCard(s, card.id, to, correction.up ?? false);
      break;
    }
    case 'take': {
      const { from, animal } = correction;
      const to = isPile(correction.to) ? correction.to : seatIndex(s, correction.to, 'to');
      if (to === from) refuseFix('samePile', { pile: to });
      if (isPile(to) && correction.up !== undefined) refuseFix('noSide', { pile: to });
      const pile = s[from];
      // The top of the discard pile is the last card: the one most likely taken by mistake.
      const index = pile.findLastIndex((id) => animalOf[id] === animal);
      if (index < 0) refuseFix('notOnPile', { animal, pile: from });
      const [id] = pile.splice(index, 1);
      putCard(s, id!, to, correction.up ?? false);
      break;
    }
    case 'face': {
      const from = whereIs(s, correction.card);
      if (typeof from !== 'number') refuseFix('notInRow');
      const card = cardIn(s, from, correction.card)!;
      if (card.faceUp === correction.up)
        refuseFix('sameSide', { player: name(from), side: card.faceUp ? 'up' : 'down' });
      turnCard(s, from, card, correction.up);
      break;
    }
    case 'drew': {
      const player = seatIndex(s, correction.player, 'player');
      const animal = correction.animal;
      if (s.deck.length === 0 && s.discard.length === 0) refuseFix('nothingToDraw');
      if (s.deck.length === 0) {
        s.news.push({ kind: 'reshuffled', cards: s.discard.length });
        s.deck = s.discard;
        s.discard = [];
      }
      // Unseen, the phone can only guess which card it was. Should it turn up as another animal, the
      // table puts it right with two corrections: that card back to the deck, the right one taken out.
      const index = animal === undefined ? 0 : s.deck.findIndex((id) => animalOf[id] === animal);
      if (index < 0) refuseFix('notInDeck', { animal: animal! });
      const [id] = s.deck.splice(index, 1);
      putCard(s, id!, player, false);
      break;
    }
    case 'turn': {
      const player = seatIndex(s, correction.player, 'player');
      if (step.kind === 'action' && step.reason === 'turn' && step.player === player && s.turn === player)
        refuseFix('alreadyTurn', { player: name(player) });
      s.turn = player;
      s.step = { kind: 'action', player, reason: 'turn' };
      s.news.push({ kind: 'turn', player });
      break;
    }
    case 'rounds': {
      const player = seatIndex(s, correction.player, 'player');
      const won = correction.won;
      if (s.seats[player]!.roundsWon === won) refuseFix('sameRounds', { player: name(player), count: won });
      if (step.kind === 'next-round' && step.player === player && won === 0)
        refuseFix('justWon', { player: name(player) });
      s.seats[player]!.roundsWon = won;
      return s;
    }
    case 'starting': {
      const player = seatIndex(s, correction.player, 'player');
      const { animal } = correction;
      if (!startingAnimals.includes(animal)) refuseFix('neverStarting', { animal });
      const row = s.seats[player]!.cards;
      const mine = row.find((c) => c.starting)!;
      if (animalOf[mine.id] === animal) refuseFix('sameStarting', { player: name(player), animal });
      // The phone's mistake moves to an unseen place: the deck first, else a face-down card in a row.
      const inDeck = s.deck.findIndex((id) => animalOf[id] === animal);
      let found: string;
      if (inDeck >= 0) {
        found = s.deck[inDeck]!;
        s.deck[inDeck] = mine.id;
      } else {
        const seat = s.seats.findIndex((x) =>
          x.cards.some((c) => !c.faceUp && !c.starting && animalOf[c.id] === animal),
        );
        if (seat < 0) refuseFix('noUnseen', { animal });
        const other = s.seats[seat]!.cards;
        const k = other.findIndex((c) => !c.faceUp && !c.starting && animalOf[c.id] === animal);
        found = other[k]!.id;
        other[k] = { id: mine.id, faceUp: false, starting: false };
      }
      row[row.indexOf(mine)] = { id: found, faceUp: mine.faceUp, starting: true };
      break;
    }
    case 'crown': {
      const player = seatIndex(s, correction.player, 'player');
      if (s.crown === player) refuseFix('sameCrown', { player: name(player) });
      s.crown = player;
      return s;
    }
  }
  settle(s);
  return s;
}

/**
 * After a card correction, what the table waits for is worked out again: a set the correction
 * made wins at once (as any win in this game), and an awaited action that has nothing left to act
 * on is dropped, so that the next decision always has a legal answer.
 */
function settle(s: LionState): void {
  const step = s.step!;
  if (checkWins(s, step.player, null)) return;
  const me = s.seats[step.player]!;
  const dropped = (card: string): void => {
    s.news.push({ kind: 'action-dropped', player: step.player, card });
    passTurn(s);
  };
  switch (step.kind) {
    case 'goat':
      if (!me.cards.some((c) => c.id === step.card && c.faceUp)) dropped(step.card);
      return;
    case 'swift':
    case 'adder':
      if (!me.cards.some((c) => c.faceUp && !c.starting)) dropped(step.card);
      return;
    case 'draw-reveal':
      if (s.deck.length > 0) return;
      if (s.discard.length > 0) {
        s.news.push({ kind: 'reshuffled', cards: s.discard.length });
        s.deck = s.discard;
        s.discard = [];
        return;
      }
      s.news.push({ kind: 'draw-cancelled', player: step.player });
      s.step = { kind: 'action', player: step.player, reason: step.player === s.turn ? 'turn' : 'fox' };
      return;
    default:
      return;
  }
}

// --- the rules object ---------------------------------------------------------------------------

function refuse(because: string, message: string): never {
  throw new RuleError(because, message);
}

function init(setup: LionSetup): LionState {
  const parsed = LionSetup.safeParse(setup);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleError('setup', `setup.${issue.path.join('.')}: ${issue.message}`);
  }
  const { players, crown, seed, starting } = parsed.data;
  const names = players.map((p) => p.toLowerCase());
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i)
      throw new RuleError('setup', `setup.players[${i}]: the name "${players[i]}" is used twice`);
  });
  let crownSeat = 0;
  if (typeof crown === 'number') {
    if (crown >= players.length) throw new RuleError('setup', `setup.crown: there is no seat ${crown}`);
    crownSeat = crown;
  } else if (typeof crown === 'string') {
    crownSeat = names.indexOf(crown.trim().toLowerCase());
    if (crownSeat < 0) throw new RuleError('setup', `setup.crown: "${crown}" is not at the table`);
  }
  const s: LionState = {
    seed: seed ?? 1,
    seats: players.map((name) => ({ name, cards: [], roundsWon: 0 })),
    deck: [],
    discard: [],
    setAside: [],
    crown: crownSeat,
    round: 1,
    turn: crownSeat,
    step: null,
    roundWinner: null,
    winningSet: [],
    matchWinner: null,
    news: [],
  };
  dealRound(s, starting);
  return s;
}

function otherSeat(s: LionState, player: number, to: unknown, field: string): number {
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to >= s.seats.length)
    refuse('target', `${field}: there is no seat ${String(to)}`);
  if (to === player)
    refuse('target', `${field}: the card must go to another player, not ${seatName(s, player)}`);
  return to;
}

/** Which events answer which decision. */
const answers: Record<LionStep['kind'], LionPlay['type'][]> = {
  action: ['draw', 'flip', 'steal'],
  'steal-flip': ['flip'],
  'draw-reveal': ['drawn'],
  goat: ['goat'],
  swift: ['swift'],
  rat: ['rat'],
  adder: ['adder'],
  mole: ['looked'],
  'return-card': ['return-card'],
  'next-round': ['next-round'],
};

function apply(state: LionState, event: LionEvent): LionState {
  if (event.type === 'correct') return correct(state, event.correction);
  const step = state.step;
  if (step === null) refuse('match', 'the match is over: nothing more can be recorded');
  if (event.player !== step.player)
    refuse(
      'turn',
      `it is ${seatName(state, step.player)} who must act now, not ${seatName(state, event.player)}`,
    );
  const s = copyState(state);
  const me = s.seats[step.player]!;
  if (!answers[step.kind].includes(event.type))
    refuse('turn', `waiting for ${step.kind} from ${me.name}, not "${event.type}"`);

  switch (event.type) {
    case 'draw': {
      if (s.deck.length === 0 && s.discard.length === 0)
        refuse('draw', 'the deck and the discard pile are both empty: take another action');
      if (s.deck.length === 0) {
        s.news.push({ kind: 'reshuffled', cards: s.discard.length });
        s.deck = s.discard;
        s.discard = [];
      }
      s.step = { kind: 'draw-reveal', player: step.player };
      return s;
    }
    case 'drawn': {
      const index = s.deck.findIndex((id) => animalOf[id] === event.animal);
      if (index < 0) refuse(String(event.animal), `animal: no ${String(event.animal)} is left in the deck`);
      const [id] = s.deck.splice(index, 1);
      me.cards.push({ id: id!, faceUp: false, starting: false });
      passTurn(s);
      return s;
    }
    case 'flip': {
      const card = cardIn(s, step.player, event.card);
      if (!card) refuse('card', `card: ${event.card} is not in front of ${me.name}`);
      if (card.faceUp) {
        turnCard(s, step.player, card, false);
        afterEffect(s, step.player);
      } else reveal(s, step.player, card);
      return s;
    }
    case 'steal': {
      const victim = s.seats.findIndex(
        (seat, i) => i !== step.player && seat.cards.some((c) => c.id === event.card),
      );
      if (victim < 0) refuse('card', `card: ${event.card} is not in front of another player`);
      const card = cardIn(s, victim, event.card)!;
      if (card.starting)
        refuse('starting', `card: ${s.seats[victim]!.name}'s starting card can never be stolen`);
      if (card.faceUp) refuse('card', 'card: only a face-down card can be stolen');
      takeFromRow(s, victim, card.id);
      me.cards.push({ id: card.id, faceUp: false, starting: false });
      s.step = { kind: 'steal-flip', player: victim, thief: step.player };
      return s;
    }
    case 'goat': {
      const st = step as Extract<LionStep, { kind: 'goat' }>;
      const to = otherSeat(s, step.player, event.to, 'to');
      takeFromRow(s, step.player, st.card);
      s.seats[to]!.cards.push({ id: st.card, faceUp: true, starting: false });
      afterEffect(s, to);
      return s;
    }
    case 'swift': {
      const to = otherSeat(s, step.player, event.to, 'to');
      const card = cardIn(s, step.player, event.card);
      if (!card || !card.faceUp) refuse('card', `card: ${event.card} is not face-up in front of ${me.name}`);
      if (card.starting) refuse('starting', `card: a starting card never leaves ${me.name}`);
      takeFromRow(s, step.player, card.id);
      s.seats[to]!.cards.push({ id: card.id, faceUp: true, starting: false });
      afterEffect(s, to);
      return s;
    }
    case 'rat': {
      const target = otherSeat(s, step.player, event.target, 'target');
      const row = s.seats[target]!.cards;
      const hidden = row.filter((c) => !c.faceUp && !c.starting).map((c) => c.id);
      const order = Array.isArray(event.order) ? event.order : [];
      if (order.length !== hidden.length || !hidden.every((id) => order.includes(id)))
        refuse('order', `order: must list each of ${s.seats[target]!.name}'s face-down cards once`);
      let k = 0;
      s.seats[target]!.cards = row.map((c) => (!c.faceUp && !c.starting ? { ...c, id: order[k++]! } : c));
      passTurn(s);
      return s;
    }
    case 'adder': {
      const card = cardIn(s, step.player, event.card);
      if (!card || !card.faceUp) refuse('card', `card: ${event.card} is not face-up in front of ${me.name}`);
      if (card.starting) refuse('starting', `card: a starting card is never discarded`);
      takeFromRow(s, step.player, card.id);
      s.discard.push(card.id);
      afterEffect(s, step.player);
      return s;
    }
    case 'looked':
      passTurn(s);
      return s;
    case 'return-card': {
      const st = step as Extract<LionStep, { kind: 'return-card' }>;
      if (!returnableCards(me, st.unicorn).includes(event.card))
        refuse('card', `card: ${event.card} is not a card of ${me.name}'s set that can go back`);
      takeFromRow(s, step.player, event.card);
      shuffleIntoDeck(s, event.card);
      if (st.queue.length > 0) {
        s.step = { kind: 'return-card', player: st.queue[0]!, queue: st.queue.slice(1), unicorn: st.unicorn };
        return s;
      }
      if (st.unicorn !== null) shuffleBack(s, st.unicorn);
      // What is left may still be a set: the check runs again on the table as it now lies.
      afterEffect(s, s.turn);
      return s;
    }
    case 'next-round': {
      s.setAside = [...s.winningSet];
      s.round += 1;
      dealRound(s, event.starting);
      return s;
    }
  }
  return refuse('event', `unknown event "${(event as { type: unknown }).type as string}"`);
}

function pending(s: LionState): LionDecision | null {
  const step = s.step;
  if (step === null) return null;
  const player = step.player;
  const me = s.seats[player]!;
  const others = s.seats.map((_, i) => i).filter((i) => i !== player);
  switch (step.kind) {
    case 'action': {
      const options: LionPlay[] = [];
      if (s.deck.length + s.discard.length > 0) options.push({ type: 'draw', player });
      for (const c of me.cards) options.push({ type: 'flip', player, card: c.id });
      for (const i of others)
        for (const c of s.seats[i]!.cards)
          if (!c.faceUp && !c.starting) options.push({ type: 'steal', player, card: c.id });
      return { kind: step.kind, player, options };
    }
    case 'steal-flip':
      return {
        kind: step.kind,
        player,
        options: me.cards.map((c) => ({ type: 'flip', player, card: c.id })),
      };
    case 'draw-reveal': {
      const counts: Partial<Record<Animal, number>> = {};
      for (const id of s.deck) counts[animalOf[id]!] = (counts[animalOf[id]!] ?? 0) + 1;
      const options = Animal.options
        .filter((a) => counts[a] !== undefined)
        .map((animal): LionPlay => ({ type: 'drawn', player, animal }));
      return { kind: step.kind, player, options, counts };
    }
    case 'goat':
      return { kind: step.kind, player, options: others.map((to) => ({ type: 'goat', player, to })) };
    case 'swift': {
      const options: LionPlay[] = [];
      for (const c of me.cards)
        if (c.faceUp && !c.starting)
          for (const to of others) options.push({ type: 'swift', player, card: c.id, to });
      return { kind: step.kind, player, options };
    }
    case 'rat':
      return {
        kind: step.kind,
        player,
        options: others.map((target) => ({
          type: 'rat',
          player,
          target,
          order: s.seats[target]!.cards.filter((c) => !c.faceUp && !c.starting).map((c) => c.id),
        })),
      };
    case 'adder':
      return {
        kind: step.kind,
        player,
        options: me.cards
          .filter((c) => c.faceUp && !c.starting)
          .map((c): LionPlay => ({ type: 'adder', player, card: c.id })),
      };
    case 'mole':
      return {
        kind: step.kind,
        player,
        options: [{ type: 'looked', player }],
        cards: me.cards.filter((c) => !c.faceUp).map((c) => c.id),
      };
    case 'return-card':
      return {
        kind: step.kind,
        player,
        options: returnableCards(me, step.unicorn).map((card): LionPlay => ({
          type: 'return-card',
          player,
          card,
        })),
      };
    case 'next-round':
      return { kind: step.kind, player, options: [{ type: 'next-round', player }] };
  }
}

/** The Lion & The Unicorn on the shared engine. */
export const lionRules: GameRules<LionSetup, LionState, LionEvent, LionDecision> = { init, apply, pending };

/** Every card id where it lies, for checks: seats, deck, discard, set aside. */
export function everyCard(state: LionState): string[] {
  return [
    ...state.seats.flatMap((seat) => seat.cards.map((c) => c.id)),
    ...state.deck,
    ...state.discard,
    ...state.setAside,
  ];
}

const Seat = z.number().int().min(0).max(5);
const CardId = z.string().regex(/^c\d\d$/);

const Pile = z.enum(['deck', 'discard', 'setAside']);
const Place = z.union([Seat, Pile]);

/** The shape of one stored correction (whether the table allows it is checked by replaying it). */
export const LionCorrectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), card: CardId, to: Place, up: z.boolean().optional() }).strict(),
  z
    .object({ kind: z.literal('take'), from: Pile, animal: Animal, to: Place, up: z.boolean().optional() })
    .strict(),
  z.object({ kind: z.literal('face'), card: CardId, up: z.boolean() }).strict(),
  z.object({ kind: z.literal('drew'), player: Seat, animal: Animal.optional() }).strict(),
  z.object({ kind: z.literal('turn'), player: Seat }).strict(),
  z.object({ kind: z.literal('rounds'), player: Seat, won: z.number().int().min(0).max(1) }).strict(),
  z.object({ kind: z.literal('crown'), player: Seat }).strict(),
  z.object({ kind: z.literal('starting'), player: Seat, animal: Animal }).strict(),
]);

/** The shape of one stored event (legality is checked by replaying it). */
export const LionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), player: Seat }).strict(),
  z.object({ type: z.literal('drawn'), player: Seat, animal: Animal }).strict(),
  z.object({ type: z.literal('flip'), player: Seat, card: CardId }).strict(),
  z.object({ type: z.literal('steal'), player: Seat, card: CardId }).strict(),
  z.object({ type: z.literal('goat'), player: Seat, to: Seat }).strict(),
  z.object({ type: z.literal('swift'), player: Seat, card: CardId, to: Seat }).strict(),
  z.object({ type: z.literal('rat'), player: Seat, target: Seat, order: z.array(CardId) }).strict(),
  z.object({ type: z.literal('adder'), player: Seat, card: CardId }).strict(),
  z.object({ type: z.literal('looked'), player: Seat }).strict(),
  z.object({ type: z.literal('return-card'), player: Seat, card: CardId }).strict(),
  z.object({ type: z.literal('next-round'), player: Seat, starting: z.array(Animal).optional() }).strict(),
  z.object({ type: z.literal('correct'), correction: LionCorrectionSchema }).strict(),
]);

/**
 * Checks a stored or imported game (setup, events, undone) and replays it. Throws an error naming
 * the field (`events[12].card: ...`) or the event the rules refuse; returns the log and its table.
 */
export function loadLionGame(raw: unknown): {
  log: { setup: LionSetup; events: LionEvent[]; undone: LionEvent[] };
  state: LionState;
} {
  const shape = z
    .object({ setup: z.unknown(), events: z.array(z.unknown()), undone: z.array(z.unknown()).default([]) })
    .safeParse(raw);
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    throw new Error(`game: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  let state = init(shape.data.setup as LionSetup);
  const read = (list: unknown[], field: string): LionEvent[] =>
    list.map((e, i) => {
      const parsed = LionEventSchema.safeParse(e);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${field}[${i}]${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`);
      }
      return parsed.data as LionEvent;
    });
  const events = read(shape.data.events, 'events');
  const undone = read(shape.data.undone, 'undone');
  events.forEach((event, i) => {
    try {
      state = apply(state, event);
    } catch (error) {
      throw new Error(`events[${i}]: ${(error as Error).message}`, { cause: error });
    }
  });
  return { log: { setup: shape.data.setup as LionSetup, events, undone }, state };
}
