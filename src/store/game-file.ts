// The game file: a saved game exported as JSON with a format version, and the import that refuses
// a bad file with a reason naming the field, changing nothing. The game's own rules replay the log.
import { z } from 'zod';
import type { GameShelf, LearnedName, SavedGame } from './games.ts';
import { cleanName, MAX_NAME, newGameId } from './games.ts';
import { MAX_TITLE } from './title-limit.ts';
import { carriedProblem, sameJson } from '../engine/game-log.ts';
import { foldTable, type TableEntry } from '../engine/table-log.ts';

export { cleanName };
// Export's way to the shared table this phone kept, so Home loads it with this module.
export { withKeptTable } from './shared-tables.ts';

/** Written in every exported file; raised when the file's shape changes. 2: logs carry a format and rules version. */
export const GAME_FILE_VERSION = 2;
/** The versions this app reads (3: a game shared by several phones, see the block at the end). */
const READS = [1, 2, 3];

/**
 * A file larger than this is refused before it is parsed. Exports are compact JSON: an 8-player game
 * of 4,000 answers with its tables is about 4 MB, and the longest log allowed (MAX_EVENTS) fits.
 */
export const MAX_FILE_CHARS = 32_000_000;
/** Deeper nesting than this is refused before parsing: no game file nests nearly as deep. */
export const MAX_DEPTH = 40;
/** Events (and undone events) one log may hold. */
export const MAX_EVENTS = 20_000;
export { MAX_NAME };
/** The longest title: every name of a full table of eight (title-limit.ts). */
export { MAX_TITLE };
/** Scanner names one file carries, and the longest such name (what a title band can hold, and more). */
const MAX_LEARNED = 500;
const MAX_LEARNED_TEXT = 80;
const FACE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const Event = z.record(z.string(), z.unknown());

const GameFile = z
  .object({
    format: z.literal('stablehand-game'),
    version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    game: z.enum(['unstable-unicorns', 'lion-and-unicorn']),
    title: z.string().min(1).max(MAX_TITLE),
    players: z.array(z.string().min(1).max(MAX_NAME)).min(2).max(8),
    colours: z.array(z.string().max(20)).max(8).optional(),
    seats: z
      .array(z.enum(['bottom', 'left', 'top', 'right']))
      .max(8)
      .optional(),
    exportedAt: z.string().optional(),
    /** Titles the scanner was taught, so the game's cards are recognised on another phone too. */
    learnedNames: z
      .array(
        z
          .object({ text: z.string().min(1).max(MAX_LEARNED_TEXT), faceId: z.string().regex(FACE_ID) })
          .strict(),
      )
      .max(MAX_LEARNED)
      .optional(),
    log: z
      .object({
        format: z.number().int().min(1).max(2).optional(),
        rules: z.number().int().min(1).max(1_000_000).optional(),
        setup: z.record(z.string(), z.unknown()),
        events: z.array(Event).max(MAX_EVENTS),
        undone: z.array(Event).max(MAX_EVENTS),
        /** The events whose stored table was carried from older rules (see GameLog.carried). */
        carried: z
          .array(z.number().int().min(0))
          .max(2 * MAX_EVENTS)
          .optional(),
      })
      .strict(),
    shared: z.lazy(() => SharedPart).optional(),
  })
  .strict();
export type GameFile = z.infer<typeof GameFile>;

/** The file for one saved game. */
export function exportGame(game: SavedGame, now = new Date(), learned: LearnedName[] = []): GameFile {
  // The scanner names are a bonus to the game: only those an import takes are written (500 at most),
  // so a phone that learned many, or a long misread, still exports a file that imports.
  const learnedNames = learned
    .filter(
      (entry) => entry.text.length > 0 && entry.text.length <= MAX_LEARNED_TEXT && FACE_ID.test(entry.faceId),
    )
    .slice(-MAX_LEARNED);
  return {
    format: 'stablehand-game',
    version: GAME_FILE_VERSION,
    game: game.game,
    title: game.title,
    players: game.players,
    ...(game.colours ? { colours: game.colours } : {}),
    ...(game.seats ? { seats: game.seats as GameFile['seats'] } : {}),
    exportedAt: now.toISOString(),
    ...(learnedNames.length ? { learnedNames } : {}),
    log: {
      ...(game.log.format ? { format: game.log.format } : {}),
      ...(game.log.rules ? { rules: game.log.rules } : {}),
      setup: game.log.setup as Record<string, unknown>,
      events: game.log.events as Record<string, unknown>[],
      undone: game.log.undone as Record<string, unknown>[],
      ...(game.log.carried ? { carried: game.log.carried } : {}),
    },
    ...sharedPartOf(game),
  };
}

/** The text of the file for one saved game: compact JSON, so whatever the app exports it imports (size included). */
export function gameFileText(game: SavedGame, now = new Date(), learnedNames: LearnedName[] = []): string {
  return JSON.stringify(exportGame(game, now, learnedNames));
}

/**
 * True when the text nests deeper than `limit` arrays or objects, read without parsing (so a file
 * built to exhaust the parser or a later deep copy is refused cheaply).
 */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * The players' names as the log holds them (the labels are rebuilt from these, so the list shown
 * and the table always agree), cleaned; a sentence naming the field when one is too long or missing.
 */
function logNames(setup: Record<string, unknown>): { names: string[] } | { problem: string } {
  const position = setup.position as { players?: unknown } | undefined;
  const seats = Array.isArray(position?.players) ? (position.players as unknown[]) : undefined;
  const raw = seats ? seats.map((seat) => (seat as { name?: unknown } | null)?.name) : setup.players;
  const field = seats ? 'log.setup.position.players' : 'log.setup.players';
  if (!Array.isArray(raw)) return { problem: `${field}: a list of names is expected` };
  const names: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const name = raw[i];
    if (typeof name !== 'string') return { problem: `${field}.${i}: a name is expected` };
    const clean = cleanName(name);
    if (clean.length === 0) return { problem: `${field}.${i}: a name cannot be empty` };
    if (clean.length > MAX_NAME)
      return { problem: `${field}.${i}: a name has at most ${MAX_NAME} characters` };
    names.push(clean);
  }
  return { names };
}

/** The setup with its names cleaned, everywhere the log names the players. */
function cleanSetupNames(setup: Record<string, unknown>): Record<string, unknown> {
  const next = structuredClone(setup);
  if (Array.isArray(next.players))
    next.players = next.players.map((n: unknown) => (typeof n === 'string' ? cleanName(n) : n));
  const position = next.position as { players?: { name?: unknown }[] } | undefined;
  if (Array.isArray(position?.players))
    for (const seat of position.players)
      if (seat && typeof seat.name === 'string') seat.name = cleanName(seat.name);
  return next;
}

/** A file name a player recognises, e.g. "stablehand-ana-ben-cy.json". */
export function gameFileName(game: SavedGame): string {
  const slug = game.players
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `stablehand-${slug || 'game'}.json`;
}

/**
 * Why a file was refused, for the screen to say in the player's words: what kind of problem, and
 * where (`field`, a move's number). `reason` beside it names the exact field, for whoever made the file.
 */
export type ImportProblem =
  | { kind: 'too-large'; mb: number }
  | { kind: 'too-deep'; levels: number }
  | { kind: 'not-json' }
  | { kind: 'version'; version: string }
  /** Not a Stablehand game file at all (its format mark is missing). */
  | { kind: 'not-a-game-file' }
  /** A part of the file is missing or wrong. */
  | { kind: 'damaged'; field: string }
  | { kind: 'names'; most: number }
  /** The log was recorded under newer rules (a newer app): it is not read, nor relabelled as today's. */
  | { kind: 'newer-rules' }
  /** The game's start is refused by its rules. */
  | { kind: 'setup' }
  /** Move `at` (from 1) does not replay under the game's rules. */
  | { kind: 'move'; at: number }
  /** Undone move `at` (from 1, in redo order) does not redo. */
  | { kind: 'undone'; at: number }
  /** The shared table's entries (version 3) do not fold to the file's log. */
  | { kind: 'shared' }
  /** The game's check said so in its own sentence. */
  | { kind: 'other' }
  /** The file was sound, the device refused to keep it. */
  | { kind: 'storage' };

/**
 * What an import gives back: the saved game and the scanner names the file would teach that this
 * phone does not know yet (nothing is learned until the player accepts each); or the problem, with
 * a reason naming the field, `storage` when the file was sound but this device refused to keep it.
 */
export type ImportResult =
  | { ok: true; game: SavedGame; teaches: LearnedName[] }
  | { ok: false; reason: string; problem: ImportProblem; storage?: true };

/** The kind of problem a game's log check reports, from the field its sentence starts with. */
function checkProblem(reason: string): ImportProblem {
  const move = /^log\.(events|undone)\[(\d+)\]/.exec(reason);
  if (move) return { kind: move[1] === 'events' ? 'move' : 'undone', at: Number(move[2]) + 1 };
  if (reason.startsWith('log.rules')) return { kind: 'newer-rules' };
  if (reason.startsWith('log.setup')) return { kind: 'setup' };
  return { kind: 'other' };
}

/**
 * Checks that a log replays under its game's rules; returns a sentence naming the first event that
 * does not, or null. Supplied by the caller, so the store stays free of rules.
 */
export type LogCheck = (
  game: GameFile['game'],
  log: GameFile['log'],
) => Promise<string | null> | string | null;

/**
 * Reads a game file's text, validates it (shape, version, and a full replay by the game's rules)
 * and, only when all of it is sound, adds it to the shelf as a new saved game.
 */
export async function importGame(
  text: string,
  shelf: GameShelf,
  check: LogCheck,
  now = Date.now(),
): Promise<ImportResult> {
  if (text.length > MAX_FILE_CHARS)
    return {
      ok: false,
      reason: `the file is larger than ${MAX_FILE_CHARS / 1_000_000} MB: no game file is`,
      problem: { kind: 'too-large', mb: MAX_FILE_CHARS / 1_000_000 },
    };
  if (nestsDeeper(text, MAX_DEPTH))
    return {
      ok: false,
      reason: `the file nests deeper than ${MAX_DEPTH} levels: no game file does`,
      problem: { kind: 'too-deep', levels: MAX_DEPTH },
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON', problem: { kind: 'not-json' } };
  }
  // Only a whole number above the ones read is a newer app's file; any other unknown version is damage.
  const version = typeof raw === 'object' && raw !== null && 'version' in raw ? raw.version : undefined;
  if (
    version !== undefined &&
    !READS.includes(version as number) &&
    !(Number.isInteger(version) && (version as number) > Math.max(...READS))
  )
    return {
      ok: false,
      reason: `version: ${JSON.stringify(version)?.slice(0, 20)} is not a file version`,
      problem: { kind: 'damaged', field: 'version' },
    };
  if (typeof raw === 'object' && raw !== null && 'version' in raw && !READS.includes(raw.version as number)) {
    return {
      ok: false,
      reason: `version ${String(raw.version)} is not one this app reads (it reads ${READS.join(' and ')})`,
      problem: { kind: 'version', version: String(raw.version).slice(0, 20) },
    };
  }
  const parsed = GameFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? issue.path.join('.') : 'the file';
    const notOurs =
      typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== 'stablehand-game';
    return {
      ok: false,
      reason: `${field}: ${issue.message}`,
      problem: notOurs ? { kind: 'not-a-game-file' } : { kind: 'damaged', field },
    };
  }
  const file = parsed.data;
  const named = logNames(file.log.setup);
  if ('problem' in named)
    return { ok: false, reason: named.problem, problem: { kind: 'names', most: MAX_NAME } };
  const log = { ...file.log, setup: cleanSetupNames(file.log.setup) };
  const uncarried = carriedProblem(log);
  if (uncarried) return { ok: false, reason: uncarried, problem: { kind: 'damaged', field: 'log.carried' } };
  const unshared = sharedProblem(file);
  if (unshared) return { ok: false, reason: unshared, problem: { kind: 'shared' } };
  const problem = await check(file.game, log);
  if (problem) return { ok: false, reason: problem, problem: checkProblem(problem) };
  const game: SavedGame = {
    id: newGameId(now),
    game: file.game,
    // The labels come from the log, which the table itself reads: they cannot disagree.
    title: named.names.join(', '),
    players: named.names,
    ...(file.colours ? { colours: file.colours.slice(0, named.names.length) } : {}),
    ...(file.seats ? { seats: file.seats } : {}),
    createdAt: now,
    updatedAt: now,
    over: false,
    log,
    ...(file.shared ? { shared: { entries: file.shared.entries as TableEntry<unknown>[] } } : {}),
  };
  let known: LearnedName[];
  try {
    await shelf.put(game);
    known = await shelf.learnedNames();
  } catch (error) {
    return {
      ok: false,
      storage: true,
      reason: error instanceof Error ? error.message : String(error),
      problem: { kind: 'storage' },
    };
  }
  const teaches = (file.learnedNames ?? []).filter(
    (entry) => !known.some((k) => k.text === entry.text && k.faceId === entry.faceId),
  );
  return { ok: true, game, teaches };
}

// ---- A game shared by several phones (issue 30) -------------------------------------------------
// Version 3 carries the table's entries beside the log (version 2 was taken by versioned logs), so
// the answers set aside at the table travel too. The log stays the truth every earlier reader knows;
// the entries must fold to exactly it, or the file is refused with the first place they disagree.

/** The version of a file carrying a shared table; a game never shared is still written as version 2. */
export const SHARED_GAME_FILE_VERSION = 3;
/** The longest entry id a phone writes (`${device}.${start}:${count}`), with room to spare. */
const MAX_ENTRY_ID = 80;

const Entry = z
  .object({
    id: z.string().min(1).max(MAX_ENTRY_ID),
    after: z.string().min(1).max(MAX_ENTRY_ID),
    by: z.string().min(1).max(MAX_ENTRY_ID),
    seat: z.number().int().min(0).max(7).optional(),
    at: z.number().finite(),
    kind: z.enum(['event', 'undo', 'redo']),
    event: Event.optional(),
    target: z.string().min(1).max(MAX_ENTRY_ID).optional(),
    again: z.string().min(1).max(MAX_ENTRY_ID).optional(),
  })
  .strict();

const SharedPart = z.object({ entries: z.array(Entry).max(2 * MAX_EVENTS) }).strict();

function sharedPartOf(game: SavedGame): Pick<GameFile, 'version' | 'shared'> | object {
  if (!game.shared) return {};
  const part = {
    version: SHARED_GAME_FILE_VERSION,
    shared: { entries: game.shared.entries as z.infer<typeof SharedPart>['entries'] },
  };
  // Entries that no longer fold to the log (an import's, the game played on since) are left out:
  // the file then carries the log alone, which imports, rather than entries it would refuse.
  return sharedProblem({ ...part, log: game.log } as GameFile) ? {} : part;
}

/**
 * Why a file's shared entries cannot be kept, naming the field: entries in a file of another
 * version, or entries that do not fold to the file's log (events and undone events, one for one).
 */
function sharedProblem(file: GameFile): string | null {
  if (!file.shared) return null;
  if (file.version !== SHARED_GAME_FILE_VERSION)
    return `shared: only a version ${SHARED_GAME_FILE_VERSION} file carries a shared table`;
  const start = { ...file.log, events: [], undone: [] };
  const { log } = foldTable<unknown, Record<string, unknown>>(start, file.shared.entries);
  for (const list of ['events', 'undone'] as const) {
    const folded = log[list];
    const held = file.log[list];
    if (folded.length !== held.length)
      return `shared.entries: they fold to ${folded.length} ${list === 'events' ? 'events' : 'undone events'}, log.${list} holds ${held.length}`;
    const at = held.findIndex((event, i) => !sameJson(event, folded[i]));
    if (at >= 0) return `shared.entries: they fold to another event than log.${list}[${at}]`;
  }
  return null;
}
