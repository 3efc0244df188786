// The judge's questions for The Lion & The Unicorn ("round", "flip"): checks the table described,
// lays it out as a game state and lets the game rules themselves answer.
import { Animal, allCardIds, animalCard, animalNamed, animalOf, startingAnimals } from './cards.ts';
import { lionRules, winningSet, type LionCard, type LionEvent, type LionState } from './game.ts';
import { shown } from '../shown.ts';

/** A question the judge cannot take: its message names the field. */
class BadQuestion extends Error {}

function bad(message: string): never {
  throw new BadQuestion(message);
}

interface JudgedPlayer {
  name: string;
  faceUp: Animal[];
  faceDown: number;
  roundsWon: number;
  start: Animal | undefined;
}

const animalList = Animal.options.join(', ');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAnimal(value: unknown, field: string): Animal {
  if (typeof value !== 'string') bad(`${field}: must be an animal's name (${animalList})`);
  const animal = animalNamed(value);
  if (!animal) bad(`${field}: "${value}" is not an animal of the game (${animalList})`);
  return animal;
}

/** `flipper`: the name a flip question names; their face-down count, when left out, is the one card flipped. */
function readPlayers(raw: unknown, flipper: unknown): JudgedPlayer[] {
  if (!Array.isArray(raw)) bad('players: must be a list of 2 to 6 players');
  if (raw.length < 2 || raw.length > 6)
    bad(`players: The Lion & The Unicorn is played by 2 to 6 players, not ${raw.length}`);
  const players = raw.map((p: unknown, i): JudgedPlayer => {
    const at = `players[${i}]`;
    if (!isObject(p)) bad(`${at}: must be an object with "name", "faceUp" and "faceDown"`);
    if (typeof p.name !== 'string' || p.name.trim() === '') bad(`${at}.name: every player needs a name`);
    const faceUpRaw = p.faceUp ?? [];
    if (!Array.isArray(faceUpRaw)) bad(`${at}.faceUp: must be a list of animals`);
    const faceUp = faceUpRaw.map((a: unknown, k) => readAnimal(a, `${at}.faceUp[${k}]`));
    const flipsNow = typeof flipper === 'string' && typeof p.name === 'string' && sameName(p.name, flipper);
    const faceDown = p.faceDown ?? (flipsNow ? 1 : 0);
    if (typeof faceDown !== 'number' || !Number.isInteger(faceDown) || faceDown < 0)
      bad(`${at}.faceDown: must be a count of cards (0 or more), not ${shown(faceDown)}`);
    const roundsWon = p.roundsWon ?? 0;
    if (roundsWon !== 0 && roundsWon !== 1) {
      if (roundsWon === 2) bad(`${at}.roundsWon: with 2 rounds won ${p.name} has already won the match`);
      bad(`${at}.roundsWon: must be 0 or 1, not ${shown(roundsWon)}`);
    }
    let start: Animal | undefined;
    if (p.start !== undefined) {
      start = readAnimal(p.start, `${at}.start`);
      if (!startingAnimals.includes(start))
        bad(`${at}.start: a ${start} is never a starting card (${startingAnimals.join(', ')} are)`);
      if (!faceUp.includes(start) && faceDown === 0)
        bad(`${at}.start: ${p.name}'s starting ${start} is neither face-up nor among face-down cards`);
    }
    if (faceUp.length + faceDown === 0)
      bad(`${at}: ${p.name} has no card at all, but a starting card is never lost`);
    return { name: p.name.trim(), faceUp, faceDown, roundsWon, start };
  });
  players.forEach((p, i) => {
    const first = players.findIndex((q) => q.name.toLowerCase() === p.name.toLowerCase());
    if (first !== i) bad(`players[${i}].name: the name "${p.name}" is used twice`);
    const sameStart = players.findIndex((q) => q.start !== undefined && q.start === p.start);
    if (p.start !== undefined && sameStart !== i)
      bad(
        `players[${i}].start: only one ${p.start} is dealt as a starting card, and ${players[sameStart]!.name} has it`,
      );
  });
  return players;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function seatOf(players: JudgedPlayer[], name: unknown, field: string): number {
  if (typeof name !== 'string') bad(`${field}: must name a player at the table`);
  const seat = players.findIndex((p) => p.name.toLowerCase() === name.trim().toLowerCase());
  if (seat < 0) bad(`${field}: "${name}" is not at the table`);
  return seat;
}

/** Known cards of each animal may not exceed the box; `extra` are cards the question names elsewhere. */
function checkCopies(players: JudgedPlayer[], extra: { animal: Animal; field: string }[]): void {
  const counted = new Map<Animal, number>();
  const places: { animal: Animal; field: string }[] = [];
  players.forEach((p, i) => {
    p.faceUp.forEach((animal) => places.push({ animal, field: `players[${i}].faceUp` }));
    if (p.start !== undefined && !p.faceUp.includes(p.start))
      places.push({ animal: p.start, field: `players[${i}].start` });
  });
  for (const { animal, field } of [...places, ...extra]) {
    const n = (counted.get(animal) ?? 0) + 1;
    counted.set(animal, n);
    const copies = animalCard[animal].copies;
    if (n > copies) bad(`${field}: ${n} ${animal} cards on the table, but the game has only ${copies}`);
  }
  const total = players.reduce((sum, p) => sum + p.faceUp.length + p.faceDown, 0);
  if (total > allCardIds.length)
    bad(`players: ${total} cards in front of the players, but the game has only 48`);
}

/** Lays the described table out as a game state, handing out card ids animal by animal. */
function layOut(
  players: JudgedPlayer[],
  flipped: { seat: number; animal: Animal; starting: boolean } | null,
): { state: LionState; flippedId: string | null } {
  const free = [...allCardIds];
  const take = (animal: Animal): string => {
    const index = free.findIndex((id) => animalOf[id] === animal);
    return free.splice(index, 1)[0]!;
  };
  const rows: LionCard[][] = players.map(() => []);
  let flippedId: string | null = null;
  const unknown: number[] = players.map((p) => p.faceDown);
  // Known cards first, so the unknown face-down ones cannot use up an animal the question names.
  players.forEach((p, seat) => {
    // A starting card flipped now is face-down, even when the same animal already lies face-up.
    const flipsStart = flipped?.seat === seat && flipped.starting;
    const startUp = !flipsStart && p.start !== undefined && p.faceUp.includes(p.start);
    let startPlaced = false;
    for (const animal of p.faceUp) {
      const starting = startUp && !startPlaced && animal === p.start;
      if (starting) startPlaced = true;
      rows[seat]!.push({ id: take(animal), faceUp: true, starting });
    }
    if (flipped?.seat === seat) {
      flippedId = take(flipped.animal);
      rows[seat]!.push({ id: flippedId, faceUp: false, starting: flipped.starting });
      unknown[seat]! -= 1;
      if (flipped.starting) startPlaced = true;
    }
    if (!startPlaced && p.start !== undefined && !startUp && unknown[seat]! > 0) {
      rows[seat]!.push({ id: take(p.start), faceUp: false, starting: true });
      unknown[seat]! -= 1;
      startPlaced = true;
    }
    if (!startPlaced && p.start === undefined && unknown[seat]! > 0 && !(flipped?.seat === seat)) {
      // Unnamed starting card: taken to be one of the face-down cards.
      rows[seat]!.push({ id: '', faceUp: false, starting: true });
      unknown[seat]! -= 1;
    }
  });
  players.forEach((_, seat) => {
    for (const card of rows[seat]!) if (card.id === '') card.id = free.shift()!;
    for (let k = 0; k < unknown[seat]!; k++)
      rows[seat]!.push({ id: free.shift()!, faceUp: false, starting: false });
  });
  const state: LionState = {
    seed: 1,
    seats: players.map((p, seat) => ({ name: p.name, cards: rows[seat]!, roundsWon: p.roundsWon })),
    deck: free,
    discard: [],
    setAside: [],
    crown: 0,
    round: 1,
    turn: flipped?.seat ?? 0,
    step: { kind: 'action', player: flipped?.seat ?? 0, reason: 'turn' },
    roundWinner: null,
    winningSet: [],
    matchWinner: null,
    news: [],
  };
  return { state, flippedId };
}

function answerRound(players: JudgedPlayer[]): Record<string, unknown> {
  checkCopies(players, []);
  const { state } = layOut(players, null);
  const withSets = state.seats.map((seat, i) => (winningSet(seat.cards) ? i : -1)).filter((i) => i >= 0);
  if (withSets.length === 1) {
    const winner = players[withSets[0]!]!;
    return winner.roundsWon >= 1
      ? { winners: [winner.name], matchWinner: winner.name }
      : { winners: [winner.name] };
  }
  // Several sets showing at once: nobody wins, each gives a card back (the rules' note on the Unicorn).
  if (withSets.length > 1) return { winners: [], returnCard: withSets.map((i) => players[i]!.name) };
  return { winners: [] };
}

function answerFlip(players: JudgedPlayer[], ask: Record<string, unknown>): Record<string, unknown> {
  const seat = seatOf(players, ask.player, 'ask.player');
  const flipper = players[seat]!;
  const animal = readAnimal(ask.card, 'ask.card');
  if (ask.starting !== undefined && typeof ask.starting !== 'boolean')
    bad('ask.starting: must be true or false');
  const starting = ask.starting === true;
  if (flipper.faceDown === 0)
    bad(`ask.player: ${flipper.name} has no face-down card to turn over (faceDown is 0)`);
  if (starting) {
    if (!startingAnimals.includes(animal))
      bad(`ask.card: a ${animal} is never a starting card (${startingAnimals.join(', ')} are)`);
    if (flipper.start !== undefined && flipper.start !== animal)
      bad(`ask.card: ${flipper.name}'s starting card is a ${flipper.start}, not a ${animal}`);
    const holder = players.findIndex((p, i) => i !== seat && p.start === animal);
    if (holder >= 0)
      bad(`ask.card: only one ${animal} is dealt as a starting card, and ${players[holder]!.name} has it`);
  }
  if (
    !starting &&
    flipper.start !== undefined &&
    !flipper.faceUp.includes(flipper.start) &&
    flipper.faceDown < 2
  )
    bad(`ask.card: ${flipper.name}'s only face-down card is the starting ${flipper.start}, not a ${animal}`);
  const flipperStart = starting ? animal : flipper.start;
  const judged = players.map((p, i) => (i === seat ? { ...p, start: flipperStart } : p));
  checkCopies(
    judged.map((p, i) => (i === seat && starting ? { ...p, start: undefined } : p)),
    [{ animal, field: 'ask.card' }],
  );
  const standing = layOut(judged, null).state.seats.findIndex((s) => winningSet(s.cards) !== null);
  if (standing >= 0)
    bad(
      `players[${standing}].faceUp: ${judged[standing]!.name} already shows a winning set, so the round is over before this flip`,
    );

  const { state, flippedId } = layOut(judged, { seat, animal, starting });
  // Fields the answer may not need are still checked: a bad one is an error whatever happens.
  if (ask.to !== undefined) otherPlayer(judged, seat, ask.to, animal);
  if (ask.move !== undefined) readAnimal(ask.move, 'ask.move');
  if (ask.discard !== undefined) readAnimal(ask.discard, 'ask.discard');
  const table = lionRules.apply(state, { type: 'flip', player: seat, card: flippedId! });
  const step = table.step;
  if (step?.kind !== 'goat' && step?.kind !== 'swift' && step?.kind !== 'adder') return outcome(table);
  // The card must go somewhere: keep the choices the question allows; when it leaves some open,
  // answer only if every one of them gives the same ruling.
  let choices = lionRules.pending(table)!.options as ({ to?: number; card?: string } & LionEvent)[];
  if (ask.to !== undefined && step.kind !== 'adder') {
    const to = otherPlayer(judged, seat, ask.to, animal);
    choices = choices.filter((c) => c.to === to);
  }
  const field = step.kind === 'swift' ? 'move' : 'discard';
  if (step.kind !== 'goat') {
    if (ask[field] !== undefined) {
      const wanted = readAnimal(ask[field], `ask.${field}`);
      choices = choices.filter((c) => animalOf[c.card!] === wanted);
      if (choices.length === 0)
        bad(
          `ask.${field}: ${flipper.name} has no ${wanted} face-up that can leave (a starting card never does)`,
        );
    } else if (!starting) {
      // Unless told otherwise, the card acts on itself.
      choices = choices.filter((c) => c.card === flippedId);
    }
  }
  const rulings = new Map(
    choices.map((c) => {
      const ruling = outcome(lionRules.apply(table, c));
      return [JSON.stringify(ruling), ruling];
    }),
  );
  if (rulings.size === 1) return [...rulings.values()][0]!;
  if (ask.to === undefined && step.kind !== 'adder')
    bad(`ask.to: who wins depends on which player the ${animal} goes to: name them in "to"`);
  return bad(
    `ask.${field}: who wins depends on which face-up card the ${animal} ${step.kind === 'swift' ? 'moves' : 'discards'}: name it in "${field}"`,
  );
}

/** The ruling read off the table after the flip. */
function outcome(table: LionState): Record<string, unknown> {
  const answer: Record<string, unknown> = {
    winners: table.roundWinner === null ? [] : [table.seats[table.roundWinner]!.name],
  };
  if (table.step?.kind === 'return-card')
    // Listed in the question's seating order, whoever flipped.
    answer.returnCard = [table.step.player, ...table.step.queue]
      .sort((a, b) => a - b)
      .map((i) => table.seats[i]!.name);
  return answer;
}

function otherPlayer(players: JudgedPlayer[], seat: number, to: unknown, animal: Animal): number {
  if (to === undefined) bad(`ask.to: the ${animal} must go to another player: name them in "to"`);
  const other = seatOf(players, to, 'ask.to');
  if (other === seat) bad(`ask.to: the ${animal} must go to another player, not ${players[seat]!.name}`);
  return other;
}

/**
 * Answers one judge question about The Lion & The Unicorn: `round` gives {winners, matchWinner?},
 * `flip` gives {winners, returnCard?}. A question that cannot be taken gets {error} naming the field.
 */
export function answerLionAndUnicorn(question: object): Record<string, unknown> {
  try {
    const q = question as Record<string, unknown>;
    const ask = isObject(q.ask) ? q.ask : undefined;
    const players = readPlayers(q.players, ask?.what === 'flip' ? ask.player : undefined);
    if (!isObject(q.ask)) bad('ask: the question is missing (an object with "what": "round" or "flip")');
    const what = q.ask.what;
    if (what === 'round') return answerRound(players);
    if (what === 'flip') return answerFlip(players, q.ask);
    return bad(`ask.what: ${shown(what)} is not a question about The Lion & The Unicorn (round, flip)`);
  } catch (error) {
    if (error instanceof BadQuestion) return { error: error.message };
    throw error;
  }
}
