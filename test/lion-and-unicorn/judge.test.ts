// The judge's Lion & Unicorn questions: the shared examples, rulings worked out by hand from the rules,
// and malformed questions that must get an error naming the field.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askJudge } from '../../src/games/judge.ts';

const examples = '/work/shared/judge/examples';

describe('shared examples', () => {
  const files = readdirSync(examples).filter((f) => f.startsWith('lion-') && f.endsWith('.json'));
  it('there are Lion & Unicorn examples to run', () => expect(files.length).toBeGreaterThanOrEqual(3));
  for (const file of files) {
    it(file, () => {
      const question = JSON.parse(readFileSync(`${examples}/${file}`, 'utf8')) as { expect: object };
      expect(askJudge(question)).toEqual(question.expect);
    });
  }
});

const table = (players: object[], ask: object) => ({ game: 'lion-and-unicorn', players, ask });

describe('round', () => {
  it('four different animals win; a second round won wins the match', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Mole', 'Goat', 'Rat', 'Lion'], faceDown: 1, roundsWon: 1 },
            { name: 'Ben', faceUp: [], faceDown: 2 },
          ],
          { what: 'round' },
        ),
      ),
    ).toEqual({ winners: ['Ana'], matchWinner: 'Ana' });
  });

  it('nobody has won with two pairs, and French names are understood', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Chèvre', 'chevre', 'Taupe', 'Mole'], faceDown: 1 },
            { name: 'Ben', faceDown: 2 },
          ],
          { what: 'round' },
        ),
      ),
    ).toEqual({ winners: [] });
  });
});

describe('flip', () => {
  it('the Lion wins on reveal even though its action would discard face-down cards', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Goat', 'Rat', 'Fox'], faceDown: 3 },
            { name: 'Ben', faceDown: 2 },
          ],
          { what: 'flip', player: 'Ana', card: 'Lion' },
        ),
      ),
    ).toEqual({ winners: ['Ana'] });
  });

  it("a Goat that completes the flipper's three wins before it goes to Ben", () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Goat', 'Goat'], faceDown: 1 },
            { name: 'Ben', faceUp: ['Goat', 'Goat'], faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Goat', to: 'Ben' },
        ),
      ),
    ).toEqual({ winners: ['Ana'] });
  });

  it('a Goat given to a player with two Goats makes that player win', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Goat', 'Crow'], faceDown: 1 },
            { name: 'Ben', faceUp: ['Goat', 'Goat'], faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Goat', to: 'Ben' },
        ),
      ),
    ).toEqual({ winners: ['Ben'] });
  });

  it('a Goat with no "to" is ruled when every player it could go to gives the same answer', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Goat'], faceDown: 1 },
            { name: 'Ben', faceUp: ['Goat'], faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Goat' },
        ),
      ),
    ).toEqual({ winners: [] });
  });

  it('a Swift moves itself unless told otherwise, and wins for whoever it completes', () => {
    const players = [
      { name: 'Ana', faceUp: ['Lion'], faceDown: 1 },
      { name: 'Ben', faceUp: ['Swift', 'Swift'], faceDown: 1 },
      { name: 'Cy', faceUp: ['Mole', 'Rat', 'Fox'], faceDown: 1 },
    ];
    expect(askJudge(table(players, { what: 'flip', player: 'Ana', card: 'Swift', to: 'Ben' }))).toEqual({
      winners: ['Ben'],
    });
    expect(
      askJudge(table(players, { what: 'flip', player: 'Ana', card: 'Swift', to: 'Cy', move: 'Lion' })),
    ).toEqual({ winners: ['Cy'] });
  });

  it('a flipper whose faceDown is left out is taken to hold just the card flipped', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Adder', 'Adder'] },
            { name: 'Ben', faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Adder' },
        ),
      ),
    ).toEqual({ winners: ['Ana'] });
  });

  it('a starting Goat flipped face-down-to-up is a third Goat even with two Goats already face-up', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Goat', 'Goat'], faceDown: 1, start: 'Goat' },
            { name: 'Ben', faceDown: 2 },
          ],
          { what: 'flip', player: 'Ana', card: 'Goat', starting: true },
        ),
      ),
    ).toEqual({ winners: ['Ana'] });
  });

  it('a starting Goat does nothing: no "to" needed, nobody wins', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Mole'], faceDown: 1, start: 'Goat' },
            { name: 'Ben', faceUp: ['Goat', 'Goat'], faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Goat', starting: true },
        ),
      ),
    ).toEqual({ winners: [] });
  });

  it('an Adder discarding the Crow lets the set win', () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Rat', 'Rat', 'Rat', 'Crow'], faceDown: 1 },
            { name: 'Ben', faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Adder', discard: 'Crow' },
        ),
      ),
    ).toEqual({ winners: ['Ana'] });
  });

  it("the Unicorn clears one player's Crow: that player alone wins", () => {
    expect(
      askJudge(
        table(
          [
            { name: 'Ana', faceUp: ['Crow'], faceDown: 1 },
            { name: 'Ben', faceUp: ['Fox', 'Fox', 'Fox', 'Crow'] },
            { name: 'Cy', faceUp: ['Mole', 'Rat'], faceDown: 1 },
          ],
          { what: 'flip', player: 'Ana', card: 'Unicorn' },
        ),
      ),
    ).toEqual({ winners: ['Ben'] });
  });
});

describe('malformed questions', () => {
  const two = [
    { name: 'Ana', faceUp: ['Goat'], faceDown: 1 },
    { name: 'Ben', faceDown: 2 },
  ];
  const cases: [string, object, RegExp][] = [
    ['one player', table([{ name: 'Ana', faceDown: 1 }], { what: 'round' }), /^players: .*2 to 6/],
    [
      'seven players',
      table(
        ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({ name, faceDown: 1 })),
        { what: 'round' },
      ),
      /^players: .*not 7/,
    ],
    [
      'an unknown animal',
      table([{ name: 'Ana', faceUp: ['Dragon'] }, two[1]!], { what: 'round' }),
      /^players\[0\]\.faceUp\[0\]: "Dragon"/,
    ],
    [
      'two Lions',
      table(
        [
          { name: 'Ana', faceUp: ['Lion'] },
          { name: 'Ben', faceUp: ['Lion'] },
        ],
        { what: 'round' },
      ),
      /^players\[1\]\.faceUp: 2 Lion cards .* only 1/,
    ],
    [
      'eleven Crows',
      table(
        [
          { name: 'Ana', faceUp: Array(6).fill('Crow') },
          { name: 'Ben', faceUp: Array(5).fill('Crow') },
        ],
        { what: 'round' },
      ),
      /^players\[1\]\.faceUp: 11 Crow cards .* only 10/,
    ],
    [
      'a name used twice',
      table([two[0]!, { name: 'ana', faceDown: 1 }], { what: 'round' }),
      /^players\[1\]\.name: .*used twice/,
    ],
    ['an unknown question', table(two, { what: 'outcome' }), /^ask\.what: "outcome"/],
    ['no question', { game: 'lion-and-unicorn', players: two }, /^ask: /],
    [
      'a flip by someone not at the table',
      table(two, { what: 'flip', player: 'Zed', card: 'Mole' }),
      /^ask\.player: "Zed"/,
    ],
    [
      'a flip by a player with faceDown 0',
      table([{ name: 'Ana', faceUp: ['Mole'], faceDown: 0 }, two[1]!], {
        what: 'flip',
        player: 'Ana',
        card: 'Rat',
      }),
      /^ask\.player: .*no face-down card/,
    ],
    [
      'a Goat with no "to" when it matters who gets it',
      table([two[0]!, { name: 'Ben', faceUp: ['Goat', 'Goat'] }, { name: 'Cy', faceDown: 1 }], {
        what: 'flip',
        player: 'Ana',
        card: 'Goat',
      }),
      /^ask\.to: who wins depends/,
    ],
    [
      'a Goat to its own player',
      table(two, { what: 'flip', player: 'Ana', card: 'Goat', to: 'Ana' }),
      /^ask\.to: .*another player/,
    ],
    [
      'a Crow as a starting card',
      table([{ name: 'Ana', faceDown: 1, start: 'Crow' }, two[1]!], { what: 'round' }),
      /^players\[0\]\.start: /,
    ],
    [
      'a negative face-down count',
      table([{ name: 'Ana', faceDown: -1 }, two[1]!], { what: 'round' }),
      /^players\[0\]\.faceDown: /,
    ],
    [
      'a player with 2 rounds won',
      table([{ name: 'Ana', faceDown: 1, roundsWon: 2 }, two[1]!], { what: 'round' }),
      /^players\[0\]\.roundsWon: /,
    ],
    [
      'the only Unicorn both face-up and flipped',
      table([{ name: 'Ana', faceUp: ['Unicorn'], faceDown: 1 }, two[1]!], {
        what: 'flip',
        player: 'Ana',
        card: 'Unicorn',
      }),
      /^ask\.card: 2 Unicorn cards/,
    ],
  ];
  for (const [what, question, message] of cases) {
    it(`refuses ${what}`, () => {
      const answer = askJudge(question);
      expect(Object.keys(answer)).toEqual(['error']);
      expect(answer.error).toMatch(message);
    });
  }

  it('refuses a "to" naming nobody at the table even when the flip wins at once', () => {
    const answer = askJudge(
      table([{ name: 'Ana', faceUp: ['Goat', 'Goat'], faceDown: 1 }, two[1]!], {
        what: 'flip',
        player: 'Ana',
        card: 'Goat',
        to: 'Zed',
      }),
    );
    expect(answer.error).toMatch(/^ask\.to: "Zed" is not at the table/);
  });

  it('refuses a flip when a player already shows a winning set', () => {
    const answer = askJudge(
      table([{ name: 'Ana', faceUp: ['Rat', 'Rat', 'Rat'], faceDown: 1 }, two[1]!], {
        what: 'flip',
        player: 'Ana',
        card: 'Mole',
      }),
    );
    expect(answer.error).toMatch(/^players\[0\]\.faceUp: Ana already shows a winning set/);
  });
});
