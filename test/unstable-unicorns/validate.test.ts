// Tables the box could not produce, and questions the judge cannot take: each refused with a
// sentence that starts with the field it names. Also what a valid table reads as.
import { describe, expect, it } from 'vitest';
import { askJudge } from '../../src/games/judge.ts';
import { readTable } from '../../src/games/unstable-unicorns/validate.ts';
import { judge, question, threeAt } from './tables.ts';

const outcome = { what: 'outcome' };

/** The error the judge gives, asserting there is one. */
function errorOf(answer: Record<string, unknown>): string {
  expect(answer.error, JSON.stringify(answer)).toBeTypeOf('string');
  return answer.error as string;
}

describe('malformed tables and questions', () => {
  it('refuses text that is not JSON', () => {
    expect(errorOf(askJudge('{"players": [}'))).toMatch(/not valid JSON/);
  });

  it('reads a question saved with a byte-order mark', () => {
    const text =
      '\uFEFF' + JSON.stringify(question({ players: [{ name: 'Ana' }, { name: 'Ben' }] }, { what: 'setup' }));
    expect(askJudge(text)).toMatchObject({ deck: 70, unicornsToWin: 7 });
  });

  it('refuses a card that does not exist, suggesting the nearest name', () => {
    const error = errorOf(judge(threeAt(['Rhinocorne'], [], []), outcome));
    expect(error).toMatch(/^players\[0\]\.stable\[0\]: "Rhinocorne" is not a card/);
    expect(error).toContain('"Rhinocorn"');
  });

  it('refuses a second Rhinocorn: the box has one', () => {
    const error = errorOf(judge(threeAt(['Rhinocorn'], ['Rhinocorn'], []), outcome));
    expect(error).toMatch(/^players\[1\]\.stable\[0\]: "Rhinocorn" .* only one/);
  });

  it('counts copies across hands and the discard pile: a fourth Unicorn Poison is one too many', () => {
    const table = threeAt([], [], [], { discard: ['Unicorn Poison', 'Unicorn Poison', 'Unicorn Poison'] });
    table.players[1]!.hand = ['Unicorn Poison'];
    expect(errorOf(judge(table, outcome))).toMatch(
      /^discard\[2\]: "Unicorn Poison" would be on the table 4 times; the base game has 3/,
    );
  });

  it('refuses more "Basic Unicorn" cards than the 21 the seven colours make', () => {
    const basics = Array.from({ length: 22 }, () => 'Basic Unicorn');
    expect(errorOf(judge(threeAt(basics, [], []), outcome))).toMatch(
      /^players\[0\]\.stable\[21\]: there are more "Basic Unicorn" cards on the table than the 21/,
    );
  });

  it('refuses a thirteenth "Baby Unicorn": twelve faces print that title (the thirteenth baby is the Baby Narwhal)', () => {
    const babies = Array.from({ length: 13 }, () => 'Baby Unicorn');
    expect(errorOf(judge(threeAt(babies, [], []), outcome))).toMatch(/^players\[0\]\.stable\[12\]:/);
  });

  it('refuses a Baby Unicorn in a hand', () => {
    const table = threeAt([], [], []);
    table.players[1]!.hand = ['Neigh', 'Baby Unicorn (Red)'];
    expect(errorOf(judge(table, outcome))).toBe(
      'players[1].hand[1]: "Baby Unicorn (Red)" is a Baby Unicorn; Baby Unicorns are never in a hand',
    );
  });

  it('refuses a Baby Unicorn in the discard pile', () => {
    expect(errorOf(judge(threeAt([], [], [], { discard: ['Baby Narwhal'] }), outcome))).toMatch(
      /^discard\[0\]: "Baby Narwhal" is a Baby Unicorn; Baby Unicorns are never in the discard pile/,
    );
  });

  it('refuses 9 players, and a player alone', () => {
    const nine = { players: 'ABCDEFGHI'.split('').map((name) => ({ name })) };
    expect(errorOf(judge(nine, { what: 'setup' }))).toMatch(/^players: 9 players at the table; .* 2 to 8/);
    expect(errorOf(judge({ players: [{ name: 'Ana' }] }, { what: 'setup' }))).toMatch(
      /^players: 1 player at/,
    );
  });

  it('refuses a table without players', () => {
    expect(errorOf(askJudge({ game: 'unstable-unicorns', ask: outcome }))).toMatch(/^players: /);
    expect(errorOf(askJudge({ players: 'Ana, Ben', ask: outcome }))).toMatch(/^players: /);
  });

  it('refuses a name used twice (whatever the case) and an empty name', () => {
    const twice = { players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'ana' }] };
    expect(errorOf(judge(twice, outcome))).toMatch(
      /^players\[2\]\.name: "ana" is already the name of players\[0\]/,
    );
    const empty = { players: [{ name: 'Ana' }, { name: '  ' }] };
    expect(errorOf(judge(empty, outcome))).toMatch(/^players\[1\]\.name: /);
  });

  it('refuses a turn player who is not at the table', () => {
    expect(
      errorOf(judge(threeAt([], [], [], { turn: { player: 'Zed', phase: 'action' } }), outcome)),
    ).toMatch(/^turn\.player: "Zed" is not at the table \(Ana, Ben, Cy\)/);
  });

  it('refuses a phase that is not one of the four', () => {
    expect(errorOf(judge(threeAt([], [], [], { turn: { player: 'Ana', phase: 'lunch' } }), outcome))).toMatch(
      /^turn\.phase: "lunch" is not a phase \(beginning, draw, action, end\)/,
    );
  });

  it('refuses a negative or fractional hand', () => {
    const negative = threeAt([], [], []);
    negative.players[0]!.hand = -1;
    expect(errorOf(judge(negative, outcome))).toMatch(/^players\[0\]\.hand: .*not -1/);
    const half = threeAt([], [], []);
    half.players[2]!.hand = 2.5;
    expect(errorOf(judge(half, outcome))).toMatch(/^players\[2\]\.hand: /);
  });

  it('refuses a card the 2-player game leaves in the box', () => {
    const two = { players: [{ name: 'Ana', stable: ['Yay'] }, { name: 'Ben' }] };
    expect(errorOf(judge(two, outcome))).toMatch(
      /^players\[0\]\.stable\[0\]: "Yay" is left in the box in the 2-player game/,
    );
    const basic = { players: [{ name: 'Ana' }, { name: 'Ben', stable: ['Basic Unicorn'] }] };
    expect(errorOf(judge(basic, outcome))).toMatch(
      /^players\[1\]\.stable\[0\]: "Basic Unicorn" cards are left in the box/,
    );
  });

  it('refuses more black-backed cards than are in play: 114, or 82 with two players', () => {
    // 100 in the deck + 3 hands of 5 = 115.
    expect(errorOf(judge(threeAt([], [], [], { deck: 100 }), outcome))).toMatch(/^deck: .*115.*only 114/);
    // 80 in the deck + 2 hands of 5 = 90 > 82.
    expect(errorOf(judge({ players: [{ name: 'Ana' }, { name: 'Ben' }], deck: 80 }, outcome))).toMatch(
      /^deck: .*only 82 .*2-player/,
    );
    // No deck given, but hands of 40 each: 120 cards outside the deck.
    const big = threeAt([], [], []);
    for (const seat of big.players) seat.hand = 40;
    expect(errorOf(judge(big, outcome))).toMatch(/^players: .*120 black-backed cards; only 114/);
  });

  it('refuses a Magic card or an Instant in a Stable', () => {
    expect(errorOf(judge(threeAt(['Unicorn Poison'], [], []), outcome))).toBe(
      'players[0].stable[0]: "Unicorn Poison" is a Magic card; only Unicorn, Upgrade and Downgrade cards lie in a Stable',
    );
    expect(errorOf(judge(threeAt([], ['Baby Unicorn', 'Neigh'], []), outcome))).toMatch(
      /^players\[1\]\.stable\[1\]: "Neigh" is an Instant card/,
    );
  });

  it('refuses an unknown question, and a question without ask', () => {
    expect(errorOf(judge(threeAt([], [], []), { what: 'weather' }))).toMatch(
      /^ask\.what: "weather" is not a question the judge knows \(outcome, play, chain, beginning-of-turn, setup\)/,
    );
    expect(errorOf(askJudge({ players: [{ name: 'Ana' }, { name: 'Ben' }] }))).toMatch(/^ask: /);
  });

  it('refuses an unknown language, a negative deck and an unknown game', () => {
    expect(errorOf(judge({ ...threeAt([], [], []), language: 'de' as 'en' }, outcome))).toMatch(
      /^language: "de"/,
    );
    expect(errorOf(judge(threeAt([], [], [], { deck: -3 }), outcome))).toMatch(/^deck: .*-3/);
    expect(errorOf(askJudge({ ...question(threeAt([], [], []), outcome), game: 'chess' }))).toMatch(
      /^game: "chess"/,
    );
  });

  it('refuses a play question about a player or a card that is not there', () => {
    const table = threeAt([], [], []);
    expect(errorOf(judge(table, { what: 'play', player: 'Zed', card: 'Neigh' }))).toMatch(
      /^ask\.player: "Zed" is not at the table/,
    );
    expect(errorOf(judge(table, { what: 'play', player: 'Ana', card: 'Unicorn Poisson' }))).toMatch(
      /^ask\.card: "Unicorn Poisson" is not a card/,
    );
    expect(errorOf(judge(table, { what: 'play', player: 'Ana', card: 'Baby Unicorn (Red)' }))).toMatch(
      /^ask\.card: .*Baby Unicorns are never in a hand/,
    );
    const listed = threeAt([], [], []);
    listed.players[0]!.hand = ['Neigh'];
    expect(errorOf(judge(listed, { what: 'play', player: 'Ana', card: 'Back Kick' }))).toMatch(
      /^ask\.card: Ana's hand is listed and holds no "Back Kick"/,
    );
    const empty = threeAt([], [], []);
    empty.players[0]!.hand = 0;
    expect(errorOf(judge(empty, { what: 'play', player: 'Ana', card: 'Back Kick' }))).toMatch(
      /^ask\.card: Ana has no card in hand/,
    );
  });

  it('refuses a play of a card whose every copy is already elsewhere', () => {
    const table = threeAt([], [], [], { discard: ['Super Neigh'] });
    expect(
      errorOf(
        judge(table, {
          what: 'play',
          player: 'Ben',
          card: 'Super Neigh',
          respondingTo: { player: 'Ana', card: 'Back Kick' },
        }),
      ),
    ).toMatch(/^ask\.card: "Super Neigh" would be on the table 2 times/);
  });

  it('refuses answering a card whose only copy lies in a Stable', () => {
    const table = threeAt([], ['Rhinocorn'], []);
    expect(
      errorOf(
        judge(table, {
          what: 'play',
          player: 'Cy',
          card: 'Neigh',
          respondingTo: { player: 'Ana', card: 'Rhinocorn' },
        }),
      ),
    ).toMatch(
      /^ask\.respondingTo\.card: "Rhinocorn" would be on the table 2 times; the base game has only one/,
    );
  });

  it('refuses answering a card the 2-player game leaves in the box', () => {
    const two = { players: [{ name: 'Ana' }, { name: 'Ben' }] };
    expect(
      errorOf(
        judge(two, {
          what: 'play',
          player: 'Ben',
          card: 'Neigh',
          respondingTo: { player: 'Ana', card: 'Yay' },
        }),
      ),
    ).toMatch(/^ask\.respondingTo\.card: "Yay" is left in the box in the 2-player game/);
  });

  it('refuses a chain whose answers are not a list', () => {
    const table = threeAt(['Baby Unicorn'], ['Baby Unicorn'], ['Baby Unicorn']);
    expect(
      errorOf(
        judge(table, { what: 'chain', play: { player: 'Ana', card: 'Unicorn Poison' }, responses: 'Neigh' }),
      ),
    ).toMatch(/^ask\.responses: /);
    expect(
      errorOf(
        judge(table, {
          what: 'chain',
          play: { player: 'Ana', card: 'Unicorn Poison' },
          responses: [{ player: 'Ben' }],
        }),
      ),
    ).toMatch(/^ask\.responses\[0\]\.card: /);
  });
});

describe('reading a valid table', () => {
  it('derives the Nursery and the deck from what is on the table', () => {
    const { table } = readTable(
      question(
        threeAt(['Rhinocorn', 'Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], ['Baby Narwhal']),
        outcome,
      ),
    );
    // 13 Baby Unicorns, three in Stables.
    expect(table.nursery).toHaveLength(10);
    expect(table.nursery).not.toContain('baby-unicorn-red');
    expect(table.nursery).toContain('baby-unicorn-black');
    // 114 black-backed cards, 3 hands of 5, Rhinocorn in a Stable: 98 left in the deck.
    expect(table.deck).toBe(98);
    expect(table.turn).toEqual({ player: 0, phase: 'action' });
  });

  it('defaults to the first player in the Action phase, hands of 5, and reads listed hands', () => {
    const { table } = readTable({
      players: [{ name: 'Ana' }, { name: 'Ben', hand: ['Neigh', 'neigh', 'YAY'] }, { name: 'Cy' }],
      ask: outcome,
    });
    expect(table.turn).toEqual({ player: 0, phase: 'action' });
    expect(table.players[0]!.hand).toEqual({ count: 5, known: [] });
    // Names match without regard to case; a listed hand is all known.
    expect(table.players[1]!.hand).toEqual({ count: 3, known: ['neigh', 'neigh', 'yay'] });
  });

  it('gives a shared title a face with copies left: four Basic Unicorns are three of one colour and one of another', () => {
    const { table } = readTable(
      question(
        threeAt(['Basic Unicorn (Red)', 'Basic Unicorn', 'Basic Unicorn', 'Basic Unicorn'], [], []),
        outcome,
      ),
    );
    const stable = table.players[0]!.stable;
    expect(stable.filter((id) => id === 'basic-unicorn-red').length).toBeLessThanOrEqual(3);
    expect(new Set(stable).size).toBeGreaterThanOrEqual(2);
    expect(stable.every((id) => id.startsWith('basic-unicorn-'))).toBe(true);
  });

  it('takes the language code in any case', () => {
    expect(
      readTable({ language: 'FR', players: [{ name: 'Ana' }, { name: 'Ben' }], ask: outcome }).table.language,
    ).toBe('fr');
  });

  it('reads French names in a French table, and English ones where the French name is unknown', () => {
    const { table } = readTable({
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Licorne Reine de Beauté', 'Bébé Licorne'] },
        { name: 'Ben', stable: ['Rhinocorn', 'bebe licorne', 'Ralentissement'] },
        { name: 'Cy', hand: ['Huuue', 'Youpi !'] },
      ],
      ask: outcome,
    });
    expect(table.language).toBe('fr');
    expect(table.players[0]!.stable[0]).toBe('queen-bee-unicorn');
    expect(table.players[1]!.stable).toContain('rhinocorn');
    expect(table.players[1]!.stable).toContain('slowdown');
    expect(table.players[2]!.hand.known).toEqual(['neigh', 'yay']);
    // Two different Baby Unicorns for the two "Bébé Licorne".
    expect(table.players[0]!.stable[1]).not.toBe(table.players[1]!.stable[1]);
  });
});
