// A small run of the Lion & Unicorn simulator: random legal matches must keep every card in one place,
// always wait for a decision until someone wins two rounds, and replay and undo exactly.
import { describe, expect, it } from 'vitest';
import { runSimulation, tableProblems } from '../../src/games/lion-and-unicorn/simulate.ts';
import { layTable } from '../../src/games/lion-and-unicorn/position.ts';

describe('simulate', () => {
  it('plays 200 random matches with no violation and no stuck match', () => {
    const lines: string[] = [];
    const summary = runSimulation({ games: 200, seed: 11, print: (line) => lines.push(line) });
    expect(lines.filter((l) => !l.startsWith('{'))).toEqual([]);
    expect(summary).toMatchObject({ games: 200, violations: 0, stuck: 0 });
    expect(summary.events).toBeGreaterThan(200 * 10);
    expect(JSON.parse(lines[lines.length - 1]!)).toMatchObject({ games: 200, violations: 0, stuck: 0 });
  }, 180_000);

  it('mixes random corrections into 100 matches: still no violation, no stuck match, and corrections counted', () => {
    const lines: string[] = [];
    const summary = runSimulation({
      games: 100,
      seed: 21,
      corrections: true,
      print: (line) => lines.push(line),
    });
    expect(lines.filter((l) => !l.startsWith('{'))).toEqual([]);
    expect(summary).toMatchObject({ games: 100, violations: 0, stuck: 0 });
    // About one event in 20 is a correction.
    expect(summary.corrections).toBeGreaterThan(summary.events / 40);
    expect(summary.corrections).toBeLessThan(summary.events / 10);
    expect(JSON.parse(lines[lines.length - 1]!)).toMatchObject({ corrections: summary.corrections });
  }, 180_000);

  it('plays six-player matches too', () => {
    const summary = runSimulation({ games: 20, seed: 5, players: 6, print: () => {} });
    expect(summary).toMatchObject({ violations: 0, stuck: 0 });
  }, 60_000);

  it('notices a card in two places, a missing starting card and an unnoticed winning set', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Goat', up: true },
            { animal: 'Goat', up: true },
            { animal: 'Goat', up: true },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const broken = { ...state, deck: [...state.deck, state.seats[1]!.cards[0]!.id] };
    const problems = tableProblems(broken).join('\n');
    expect(problems).toMatch(/lies in two places/);
    expect(problems).toMatch(/49 cards/);
    expect(problems).toMatch(/Ana \(seat 0\) has 0 starting cards/);
    expect(problems).toMatch(/Ana shows a winning set/);
  });
});
