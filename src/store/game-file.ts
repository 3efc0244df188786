// The game file: a saved game exported as JSON with a format version, and the import that refuses
// a bad file with a reason naming the field, changing nothing. The game's own rules replay the log.
import { z } from 'zod';
import type { GameShelf, LearnedName, SavedGame } from './games.ts';
import { newGameId } from './games.ts';

/** Written in every exported file; raised when the file's shape changes. */
export const GAME_FILE_VERSION = 1;

const GameFile = z
  .object({
    format: z.literal('stablehand-game'),
    version: z.literal(GAME_FILE_VERSION),
    game: z.enum(['unstable-unicorns', 'lion-and-unicorn']),
    title: z.string().min(1).max(200),
    players: z.array(z.string().min(1).max(60)).min(2).max(8),
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
          .object({ text: z.string().min(1).max(80), faceId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) })
          .strict(),
      )
      .max(500)
      .optional(),
    log: z
      .object({
        setup: z.record(z.string(), z.unknown()),
        events: z.array(z.unknown()),
        undone: z.array(z.unknown()),
      })
      .strict(),
  })
  .strict();
export type GameFile = z.infer<typeof GameFile>;

/** The file for one saved game. */
export function exportGame(game: SavedGame, now = new Date(), learnedNames: LearnedName[] = []): GameFile {
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
      setup: game.log.setup as Record<string, unknown>,
      events: game.log.events,
      undone: game.log.undone,
    },
  };
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

/** What an import gives back: the saved game, or a reason for a person. */
export type ImportResult = { ok: true; game: SavedGame } | { ok: false; reason: string };

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
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  if (typeof raw === 'object' && raw !== null && 'version' in raw && raw.version !== GAME_FILE_VERSION) {
    return {
      ok: false,
      reason: `version ${String(raw.version)} is not one this app reads (it reads ${GAME_FILE_VERSION})`,
    };
  }
  const parsed = GameFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? issue.path.join('.') : 'the file';
    return { ok: false, reason: `${field}: ${issue.message}` };
  }
  const file = parsed.data;
  const problem = await check(file.game, file.log);
  if (problem) return { ok: false, reason: problem };
  const game: SavedGame = {
    id: newGameId(now),
    game: file.game,
    title: file.title,
    players: file.players,
    ...(file.colours ? { colours: file.colours } : {}),
    ...(file.seats ? { seats: file.seats } : {}),
    createdAt: now,
    updatedAt: now,
    over: false,
    log: { setup: file.log.setup, events: file.log.events, undone: file.log.undone },
  };
  await shelf.put(game);
  for (const entry of file.learnedNames ?? []) await shelf.learnName(entry);
  return { ok: true, game };
}
