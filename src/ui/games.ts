// The games the app can referee and where each one's screens live. Each game's UI is loaded only
// when a game of that kind is opened, so the shell stays small.
import type { Component } from 'solid-js';
import type { GameKind, SavedGame } from '../store/games.ts';

/** What the app needs from one game's UI package. */
export interface GameUi {
  /** Form fields of the new-game screen beyond the players (deck language, variants...). */
  NewGame: Component<{ onStart: (game: Omit<SavedGame, 'id' | 'createdAt' | 'updatedAt'>) => void }>;
  /** The table with its walker and end screen, for a saved game. */
  Table: Component<{ game: SavedGame; onChange: (game: SavedGame) => void }>;
  /** Every event in words, with undo and redo. */
  History: Component<{ game: SavedGame; onChange: (game: SavedGame) => void }>;
  /** Questions to the judge about the current table. */
  Disputes: Component<{ game: SavedGame }>;
  /** Replays a log; a sentence naming the first problem, or null when the whole log is sound. */
  checkLog(log: SavedGame['log']): string | null;
  /**
   * Opens a saved log under today's rules (engine/game-log.ts openLog): the log as it now reads,
   * and where it stops replaying, if it does. Throws when its setup is refused.
   */
  openLog(log: SavedGame['log']): { log: SavedGame['log']; broken: { at: number; reason: string } | null };
}

/** Each game kind: whether it is ready in this build, and how to load its UI. */
export const gameUis: Record<GameKind, { ready: boolean; load: () => Promise<GameUi> }> = {
  'unstable-unicorns': {
    ready: true,
    load: () => import('./unstable-unicorns/index.tsx').then((m) => m.unstableUnicornsUi),
  },
  'lion-and-unicorn': {
    ready: true,
    load: () => import('./lion-and-unicorn/index.tsx').then((m) => m.lionAndUnicornUi),
  },
};
