// Small builders for judge questions, so each test reads as a table and a question.
// Every player gets a Baby Unicorn only when the test says so: Stables are exactly as written.
import { askJudge, type JudgeAnswer } from '../../src/games/judge.ts';

export interface SeatInput {
  name: string;
  stable?: string[];
  hand?: number | string[];
}

export interface TableInput {
  players: SeatInput[];
  language?: 'en' | 'fr';
  deck?: number;
  discard?: string[];
  turn?: { player: string; phase?: string };
}

/** A whole question object: the table plus `ask`. */
export function question(input: TableInput, ask: Record<string, unknown>): Record<string, unknown> {
  return { game: 'unstable-unicorns', ...input, ask };
}

/** Asks the judge in-process. */
export function judge(input: TableInput, ask: Record<string, unknown>): JudgeAnswer {
  return askJudge(question(input, ask));
}

/** Three players, Ana to play (Action phase): the most common shape in these tests. */
export function threeAt(
  ana: string[],
  ben: string[],
  cy: string[],
  extra: Partial<TableInput> = {},
): TableInput {
  return {
    players: [
      { name: 'Ana', stable: ana },
      { name: 'Ben', stable: ben },
      { name: 'Cy', stable: cy },
    ],
    turn: { player: 'Ana', phase: 'action' },
    ...extra,
  };
}
