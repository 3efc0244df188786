// The judge over Control & Chaos tables, as ../shared/judge/README.md specifies `decks` and
// `copies`: setup counts, refusals naming the field (a card from a box not in the game by name),
// outcomes with C&C Babies and Ultimate Unicorns, the tiebreak on C&C printed titles, simple plays.
// Expected counts come from the card list (control-chaos.md: 140 black-backed cards and 10 Babies
// per deck) and the rulebooks, worked out by hand below.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askJudge } from '../../src/games/judge.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const judge = (question: object) => askJudge(question) as Record<string, unknown>;
const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
const seats = (n: number) => names.slice(0, n).map((name) => ({ name }));
const setup = (decks: unknown, n: number, extra: object = {}) =>
  judge({ game: 'unstable-unicorns', decks, players: seats(n), ask: { what: 'setup' }, ...extra });

describe('setup with the Control & Chaos decks', () => {
  it('deals from one deck: 140 black-backed cards, 10 Babies, 5 cards each', () => {
    expect(setup(['control'], 3)).toEqual({
      deck: 140 - 15,
      hands: { Ana: 5, Ben: 5, Cy: 5 },
      unicornsToWin: 7,
      nursery: 10 - 3,
    });
    expect(setup(['chaos'], 6)).toMatchObject({ deck: 140 - 30, unicornsToWin: 6, nursery: 4 });
  });

  it('has no 2-player variant of its own: two players get 5 cards each and nothing stays in the box', () => {
    expect(setup(['control'], 2)).toEqual({
      deck: 140 - 10,
      hands: { Ana: 5, Ben: 5 },
      unicornsToWin: 7,
      nursery: 8,
    });
  });

  it('adds both decks up: 280 black-backed cards and two of each Baby', () => {
    expect(setup(['control', 'chaos'], 8)).toMatchObject({ deck: 280 - 40, nursery: 20 - 8 });
  });

  it('with the base game and two players, leaves out only the base game listed cards', () => {
    // Base game: 114 black-backed, 82 with two players, a Neigh to each before 5 cards.
    expect(setup(['base-2e', 'chaos'], 2)).toEqual({
      deck: 82 + 140 - 12,
      hands: { Ana: 6, Ben: 6 },
      unicornsToWin: 7,
      nursery: 13 + 10 - 2,
    });
    expect(setup(['base-2e', 'control'], 4)).toMatchObject({ deck: 114 + 140 - 20, nursery: 13 + 10 - 4 });
  });

  it('follows the table copies: the Neigh count of both decks together set to 12', () => {
    // control-chaos.md estimates 11 + 10 Neighs; this table has 12 in all.
    expect(setup(['control', 'chaos'], 2, { copies: { Neigh: 12 } })).toMatchObject({
      deck: 280 - 21 + 12 - 10,
    });
    expect(setup(['control'], 2, { copies: { Raccoonicorn: 0, 'Baby Pegacorn': 0 } })).toMatchObject({
      deck: 140 - 3 - 10,
      nursery: 10 - 1 - 2,
    });
  });

  it('keeps the base game when no box is named', () => {
    expect(setup(undefined, 3)).toEqual(setup(['base-2e'], 3));
    expect(setup(undefined, 3)).toMatchObject({ deck: 114 - 15, nursery: 10 });
  });
});

describe('decks and copies that cannot be taken', () => {
  it('refuses an unknown box, an empty list and a box named twice, naming the field', () => {
    expect(setup(['dragons'], 2).error).toMatch(/^decks: "dragons" is not a box/);
    expect(setup([], 2).error).toMatch(/^decks: /);
    expect(setup('control', 2).error).toMatch(/^decks: /);
    expect(setup(['chaos', 'chaos'], 2).error).toMatch(/^decks: a box is named twice/);
  });

  it('refuses copies of a card not in the boxes, of an unknown card, and numbers that are no count', () => {
    expect(setup(['control'], 2, { copies: { 'Absorb and Reflect': 2 } }).error).toMatch(
      /^copies\.Absorb and Reflect: Absorb and Reflect is not in the boxes of this game \(control\)/,
    );
    expect(setup(['control'], 2, { copies: { Dragonicorn: 2 } }).error).toMatch(/^copies\.Dragonicorn: /);
    expect(setup(['control'], 2, { copies: { Neigh: -1 } }).error).toMatch(/^copies\.Neigh: .*whole number/);
    expect(setup(['control'], 2, { copies: { Neigh: 'many' } }).error).toMatch(/^copies\.Neigh: /);
    expect(setup(['control'], 2, { copies: ['Neigh'] }).error).toMatch(/^copies: /);
    expect(setup(['base-2e'], 2, { copies: { 'Basic Unicorn': 2 } }).error).toMatch(
      /several cards; name one/,
    );
  });

  it('refuses a box with too few Babies for the players once corrected', () => {
    const babies = [
      'Baby Belugacorn',
      'Baby Pegacorn',
      'Baby Slothicorn',
      'Demonic Baby Unicorn',
      'Angelic Baby Unicorn',
      'Baby Penguincorn',
      'Baby Bearicorn',
    ];
    const copies = Object.fromEntries(babies.map((baby) => [baby, 0]));
    expect(setup(['control'], 4, { copies }).error).toMatch(/^copies: .*3 Baby Unicorns/);
  });

  it('refuses a card from a box not in the game, by name, wherever it lies', () => {
    const table = (decks: string[], stable: string[], hand: string[] = []) =>
      judge({
        game: 'unstable-unicorns',
        decks,
        players: [{ name: 'Ana', stable, hand }, { name: 'Ben' }],
        ask: { what: 'outcome' },
      });
    expect(table(['control'], ['Rhinocorn']).error).toMatch(
      /^players\[0\]\.stable\[0\]: "Rhinocorn" is a card of base-2e, not of this game's boxes \(control\)/,
    );
    expect(table(['base-2e'], ['Raccoonicorn']).error).toMatch(/"Raccoonicorn" is a card of control, chaos/);
    expect(table(['control'], [], ['Absorb and Reflect']).error).toMatch(
      /^players\[0\]\.hand\[0\]: "Absorb and Reflect" is a card of chaos, not of this game's boxes/,
    );
    expect(table(['chaos'], ['Archangel Unicorn']).error).toMatch(/"Archangel Unicorn" is a card of control/);
    // Base game titles shared by several faces are not in a C&C game either.
    expect(table(['chaos'], ['Basic Unicorn']).error).toMatch(
      /"Basic Unicorn" cards are not in this game's boxes/,
    );
    expect(
      judge({
        game: 'unstable-unicorns',
        decks: ['chaos'],
        players: [{ name: 'Ana', hand: 5 }, { name: 'Ben' }],
        ask: { what: 'play', player: 'Ana', card: 'Unicorn Poison' },
      }).error,
    ).toMatch(/^ask\.card: "Unicorn Poison" is a card of base-2e/);
  });

  it('refuses more copies than the corrected box holds', () => {
    const question = {
      game: 'unstable-unicorns',
      decks: ['control'],
      copies: { 'Super Neigh': 0 },
      players: [{ name: 'Ana', hand: ['Super Neigh'] }, { name: 'Ben' }],
      ask: { what: 'outcome' },
    };
    expect(judge(question).error).toMatch(
      /^players\[0\]\.hand\[0\]: "Super Neigh": this table's box holds no copy/,
    );
    const four = {
      game: 'unstable-unicorns',
      decks: ['chaos'],
      players: [
        { name: 'Ana', stable: ['Weeniecorn', 'Weeniecorn', 'Weeniecorn', 'Weeniecorn'] },
        { name: 'Ben' },
      ],
      ask: { what: 'outcome' },
    };
    expect(judge(four).error).toMatch(
      /"Weeniecorn" would be on the table 4 times; this game's boxes \(chaos\) hold 3/,
    );
    expect(judge({ ...four, decks: ['control', 'chaos'] })).toMatchObject({ over: false });
  });

  it('refuses more black-backed cards than the boxes hold', () => {
    const question = {
      game: 'unstable-unicorns',
      decks: ['control'],
      deck: 130,
      players: [
        { name: 'Ana', hand: 6 },
        { name: 'Ben', hand: 5 },
      ],
      ask: { what: 'outcome' },
    };
    expect(judge(question).error).toMatch(/^deck: .*only 140 black-backed cards are in play/);
    expect(judge({ ...question, deck: 129 })).toMatchObject({ over: false });
  });

  it('answers the bad question with an error line and exit status 2 from the command', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/judge.ts', '-'], {
      cwd: root,
      encoding: 'utf8',
      input: JSON.stringify({
        game: 'unstable-unicorns',
        decks: ['chaos', 'dragons'],
        players: seats(2),
        ask: { what: 'setup' },
      }),
    });
    expect(result.status).toBe(2);
    expect(JSON.parse(result.stdout.trim())).toMatchObject({
      error: expect.stringMatching(/^decks: "dragons"/),
    });
  });
});

describe('outcome on Control & Chaos tables', () => {
  const outcome = (decks: string[], stables: string[][], extra: object = {}) =>
    judge({
      game: 'unstable-unicorns',
      decks,
      players: stables.map((stable, i) => ({ name: names[i], stable })),
      ask: { what: 'outcome' },
      ...extra,
    });

  it('counts a C&C Baby, a Basic and an Ultimate Unicorn one each: seven of them win', () => {
    const seven = [
      'Baby Pegacorn',
      'Raccoonicorn',
      'Weeniecorn',
      'Red Pandacorn',
      'Corn on the Cob',
      'Dingocorn',
      'Archangel Unicorn',
    ];
    expect(outcome(['control'], [seven, ['Baby Bearicorn']])).toEqual({
      over: true,
      winners: ['Ana'],
      everyoneLoses: false,
      unicorns: { Ana: 7, Ben: 1 },
    });
    expect(outcome(['control'], [seven.slice(0, 6), ['Baby Bearicorn']])).toMatchObject({ over: false });
  });

  it('lets one player hold both copies of a Baby in a game of both decks', () => {
    expect(
      outcome(['control', 'chaos'], [['Baby Pegacorn', 'Baby Pegacorn'], ['Baby Pegacorn']]).error,
    ).toMatch(/"Baby Pegacorn" would be on the table 3 times/);
    expect(outcome(['control', 'chaos'], [['Baby Pegacorn', 'Baby Pegacorn'], []])).toMatchObject({
      unicorns: { Ana: 2, Ben: 0 },
    });
  });

  it('parts a deck-out tie by the letters of the C&C printed titles', () => {
    // MILLION DOLLAR BABY UNICORN 24 + THE ANCESTOR UNICORN 18 = 42 letters;
    // BABY PEGACORN 12 + NINE-TAILED FOXICORN 18 = 30 (the hyphen counts nothing).
    expect(
      outcome(
        ['control'],
        [
          ['Baby Pegacorn', 'Nine-Tailed Foxicorn'],
          ['Million Dollar Baby Unicorn', 'The Ancestor Unicorn'],
        ],
        { deck: 0 },
      ),
    ).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 2, Ben: 2 },
      letters: { Ana: 30, Ben: 42 },
    });
  });

  it('counts only the letters of titles with punctuation, and a tie on letters is everyone losing', () => {
    // CORN ON THE COB 12 + UNICORN TOURIST 14 = 26; RACCOONICORN 12 + TECH SUPPORTICORN 16 = 28;
    // BABY BEARICORN 13 + BABY SLOTHICORN 14 = 27.
    const result = outcome(
      ['chaos'],
      [
        ['Corn on the Cob', 'Unicorn Tourist'],
        ['Raccoonicorn', 'Tech Supporticorn'],
        ['Baby Bearicorn', 'Baby Slothicorn'],
      ],
      { deck: 0 },
    );
    expect(result.letters).toEqual({ Ana: 26, Ben: 28, Cy: 27 });
    expect(result.winners).toEqual(['Ben']);
    // BABY PEGACORN 12 + RACCOONICORN 12 = 24 against WEENIECORN 10 + BABY BELUGACORN 14 = 24.
    expect(
      outcome(
        ['chaos'],
        [
          ['Baby Pegacorn', 'Raccoonicorn'],
          ['Weeniecorn', 'Baby Belugacorn'],
        ],
        { deck: 0 },
      ),
    ).toMatchObject({ winners: [], everyoneLoses: true, letters: { Ana: 24, Ben: 24 } });
  });
});

describe('simple plays on Control & Chaos tables', () => {
  const table = (
    ask: object,
    hands: string[][] = [
      ['Raccoonicorn', 'Neigh'],
      ['Neigh', 'Super Neigh'],
    ],
  ) => ({
    game: 'unstable-unicorns',
    decks: ['control'],
    players: hands.map((hand, i) => ({
      name: names[i],
      hand,
      stable: [i === 0 ? 'Baby Pegacorn' : 'Baby Bearicorn'],
    })),
    turn: { player: 'Ana', phase: 'action' },
    ask,
  });

  it('lets the turn player play a Basic Unicorn of the deck in the Action phase, and no one else', () => {
    expect(judge(table({ what: 'play', player: 'Ana', card: 'Raccoonicorn' }))).toEqual({ legal: true });
    const notHerTurn = judge(
      table({ what: 'play', player: 'Ben', card: 'Weeniecorn' }, [['Neigh'], ['Weeniecorn']]),
    );
    expect(notHerTurn).toMatchObject({ legal: false, because: 'turn' });
  });

  it('lets another player Neigh it, not its own player', () => {
    const answering = { player: 'Ana', card: 'Raccoonicorn' };
    expect(judge(table({ what: 'play', player: 'Ben', card: 'Neigh', respondingTo: answering }))).toEqual({
      legal: true,
    });
    expect(
      judge(table({ what: 'play', player: 'Ana', card: 'Neigh', respondingTo: answering })),
    ).toMatchObject({
      legal: false,
      because: 'response',
    });
  });

  it('stops a Basic Unicorn with a Neigh, and a Super Neigh cannot be answered', () => {
    const chain = (responses: object[]) =>
      judge(table({ what: 'chain', play: { player: 'Ana', card: 'Raccoonicorn' }, responses }));
    expect(chain([{ player: 'Ben', card: 'Neigh' }])).toEqual({ resolves: false, refused: [] });
    expect(
      chain([
        { player: 'Ben', card: 'Neigh' },
        { player: 'Ana', card: 'Neigh' },
      ]),
    ).toEqual({
      resolves: true,
      refused: [],
    });
    expect(
      chain([
        { player: 'Ben', card: 'Super Neigh' },
        { player: 'Ana', card: 'Neigh' },
      ]),
    ).toMatchObject({
      resolves: false,
      refused: [1],
      refusals: [expect.objectContaining({ response: 1, because: 'Super Neigh' })],
    });
  });

  it('never lets a C&C Baby be played', () => {
    expect(
      judge(table({ what: 'play', player: 'Ana', card: 'Baby Slothicorn' }, [['Neigh'], []])).error,
    ).toMatch(/^ask\.card: "Baby Slothicorn" is a Baby Unicorn/);
  });
});

// Questions where a Control & Chaos card's own ability decides; each expectation is read from the
// card list (control-chaos.md, its summaries and rulings) and seed 002, not from the engine.
describe('Control & Chaos abilities in the answers', () => {
  const seat = (name: string, stable: string[], hand: unknown = 5) => ({ name, stable, hand });
  const ask = (decks: string[], players: object[], turn: object, question: object) =>
    judge({ game: 'unstable-unicorns', decks, players, turn, ask: question });
  const action = (player: string) => ({ player, phase: 'action' });

  it('refuses an Ultimate Unicorn whose price cannot be paid, and allows it once it can be', () => {
    // Elusive Oceloticorn's price is two Unicorns sacrificed; a Baby alone cannot pay it.
    const poor = ask(
      ['control'],
      [seat('Ana', ['Baby Pegacorn'], ['Elusive Oceloticorn']), seat('Ben', ['Baby Bearicorn'])],
      action('Ana'),
      { what: 'play', player: 'Ana', card: 'Elusive Oceloticorn' },
    );
    expect(poor).toMatchObject({ legal: false, because: 'target' });
    const able = ask(
      ['control'],
      [
        seat('Ana', ['Baby Pegacorn', 'Raccoonicorn', 'Weeniecorn'], ['Elusive Oceloticorn']),
        seat('Ben', ['Baby Bearicorn']),
      ],
      action('Ana'),
      { what: 'play', player: 'Ana', card: 'Elusive Oceloticorn' },
    );
    expect(able).toEqual({ legal: true });
  });

  it('names the Stable card that forbids a play, wherever it lies', () => {
    // Brain Freeze: its owner plays no Instant.
    const frozen = ask(
      ['control'],
      [
        seat('Ana', ['Baby Pegacorn'], ['Raccoonicorn']),
        seat('Ben', ['Baby Bearicorn', 'Brain Freeze'], ['Neigh']),
      ],
      action('Ana'),
      { what: 'play', player: 'Ben', card: 'Neigh', respondingTo: { player: 'Ana', card: 'Raccoonicorn' } },
    );
    expect(frozen).toMatchObject({ legal: false, because: 'Brain Freeze' });
    // Elusive Oceloticorn in Ben's Stable: nobody but Ben plays a Neigh card.
    const elusive = ask(
      ['control'],
      [
        seat('Ana', ['Baby Pegacorn'], ['Neigh']),
        seat('Ben', ['Baby Bearicorn', 'Elusive Oceloticorn'], ['Raccoonicorn']),
      ],
      action('Ben'),
      { what: 'play', player: 'Ana', card: 'Neigh', respondingTo: { player: 'Ben', card: 'Raccoonicorn' } },
    );
    expect(elusive).toMatchObject({ legal: false, because: 'Elusive Oceloticorn' });
    expect(String(elusive.reason)).toMatch(/^Ben has Elusive Oceloticorn/);
    // Restricted Area stops Magical Unicorns, not Ultimate ones.
    const restricted = (card: string) =>
      ask(
        ['control'],
        [
          seat('Ana', ['Baby Pegacorn', 'Restricted Area', 'Raccoonicorn'], ['Dingocorn', 'Chronocorn']),
          seat('Ben', ['Baby Bearicorn']),
        ],
        action('Ana'),
        { what: 'play', player: 'Ana', card },
      );
    expect(restricted('Dingocorn')).toMatchObject({ legal: false, because: 'Restricted Area' });
    expect(String(restricted('Dingocorn').reason)).toMatch(/Magical Unicorn/);
    expect(restricted('Chronocorn')).toEqual({ legal: true });
  });

  it('lets an Instant answer only what it may answer', () => {
    // Destabilize answers an Upgrade or a Downgrade being played, not a Basic Unicorn.
    const destabilize = ask(
      ['control'],
      [seat('Ana', ['Baby Pegacorn'], ['Raccoonicorn']), seat('Ben', ['Baby Bearicorn'], ['Destabilize'])],
      action('Ana'),
      {
        what: 'play',
        player: 'Ben',
        card: 'Destabilize',
        respondingTo: { player: 'Ana', card: 'Raccoonicorn' },
      },
    );
    expect(destabilize).toMatchObject({ legal: false, because: 'response' });
    // Unwind and Rewind stops the card (it goes onto the deck instead of the discard pile).
    const unwind = ask(
      ['control'],
      [
        seat('Ana', ['Baby Pegacorn'], ['Raccoonicorn']),
        seat('Ben', ['Baby Bearicorn'], ['Unwind and Rewind']),
      ],
      action('Ana'),
      {
        what: 'chain',
        play: { player: 'Ana', card: 'Raccoonicorn' },
        responses: [{ player: 'Ben', card: 'Unwind and Rewind' }],
      },
    );
    expect(unwind).toEqual({ resolves: false, refused: [] });
    // Wrecking Ball Unicorn cannot be answered by a Neigh card while it is played.
    const wrecking = ask(
      ['control', 'chaos'],
      [seat('Ana', ['Baby Pegacorn'], ['Wrecking Ball Unicorn']), seat('Ben', ['Baby Bearicorn'], ['Neigh'])],
      action('Ana'),
      {
        what: 'chain',
        play: { player: 'Ana', card: 'Wrecking Ball Unicorn' },
        responses: [{ player: 'Ben', card: 'Neigh' }],
      },
    );
    expect(wrecking).toMatchObject({ resolves: true, refused: [0] });
  });

  it('lets Chronocorn be played like an Instant, paying its price, and stops nothing', () => {
    // Chronocorn's price is one card discarded: with nothing else in hand it cannot be paid.
    const chrono = (hand: string[], question: object) =>
      ask(
        ['control'],
        [seat('Ana', ['Baby Pegacorn'], ['Raccoonicorn']), seat('Ben', ['Baby Bearicorn'], hand)],
        action('Ana'),
        question,
      );
    const answering = { player: 'Ana', card: 'Raccoonicorn' };
    const play = { what: 'play', player: 'Ben', card: 'Chronocorn', respondingTo: answering };
    expect(chrono(['Chronocorn'], play)).toMatchObject({ legal: false, because: 'target' });
    expect(chrono(['Chronocorn', 'Neigh'], play)).toEqual({ legal: true });
    const chain = { what: 'chain', play: answering, responses: [{ player: 'Ben', card: 'Chronocorn' }] };
    expect(chrono(['Chronocorn', 'Neigh'], chain)).toEqual({ resolves: true, refused: [] });
  });

  it('lists each beginning-of-turn card once, mandatory where the card says so', () => {
    // Black Hole (two mandatory steps) is one card; Sniper Unicorn may; Unicorn of Misfortune must.
    // Black Hole's sacrifice may fall on Dingocorn, so Sniper Unicorn stays to be used.
    const blackHole = (magical: string[]) =>
      ask(
        ['control', 'chaos'],
        [
          seat('Ana', [
            'Baby Pegacorn',
            'Sniper Unicorn',
            'Black Hole',
            'Unicorn of Misfortune',
            'Raccoonicorn',
            ...magical,
          ]),
          seat('Ben', ['Baby Bearicorn', 'Weeniecorn']),
        ],
        { player: 'Ana', phase: 'beginning' },
        { what: 'beginning-of-turn' },
      );
    expect(blackHole(['Dingocorn'])).toEqual({
      triggers: [
        { card: 'Black Hole', mandatory: true },
        { card: 'Sniper Unicorn', mandatory: false },
        { card: 'Unicorn of Misfortune', mandatory: true },
      ],
    });
    // Sniper Unicorn alone is Black Hole's forced target (seed 002: mandatory targets first).
    expect(blackHole([])).toEqual({
      triggers: [
        { card: 'Black Hole', mandatory: true },
        { card: 'Unicorn of Misfortune', mandatory: true },
      ],
    });
    // Unicorn Adoption Agency needs two Basic Unicorns in its Stable; Extra Life has no such effect.
    const agency = (basics: string[]) =>
      ask(
        ['control'],
        [
          seat('Ana', ['Baby Pegacorn', 'Extra Life', 'Unicorn Adoption Agency', ...basics]),
          seat('Ben', ['Baby Bearicorn']),
        ],
        { player: 'Ana', phase: 'beginning' },
        { what: 'beginning-of-turn' },
      );
    expect(agency(['Raccoonicorn'])).toEqual({ triggers: [] });
    expect(agency(['Raccoonicorn', 'Weeniecorn'])).toEqual({
      triggers: [{ card: 'Unicorn Adoption Agency', mandatory: false }],
    });
  });

  it('counts no Unicorn in a Stable under Catastrophe', () => {
    const outcome = ask(
      ['control'],
      [
        seat('Ana', [
          'Baby Pegacorn',
          'Catastrophe',
          'Raccoonicorn',
          'Weeniecorn',
          'Red Pandacorn',
          'Unicorn Tourist',
          'Corn on the Cob',
          'Tech Supporticorn',
        ]),
        seat('Ben', ['Baby Bearicorn']),
      ],
      action('Ana'),
      { what: 'outcome' },
    );
    expect(outcome).toMatchObject({ over: false, winners: [], unicorns: { Ana: 0, Ben: 1 } });
  });
});
