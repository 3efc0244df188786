// A blurred card named by its title's shape and the letters read together, on scripted shapes and reads:
// the letters choose between two look-alikes the shape cannot tell apart, and a title the game does not
// have is refused, not named as its look-alike (on table photos: ../shape-and-letters.test.ts).
import { describe, expect, it } from 'vitest';
import { baseGame } from '../../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../../src/scan/match.ts';
import { normaliseTitle } from '../../../src/scan/normalise.ts';
import type { Quad } from '../../../src/scan/geometry.ts';
import { bestRead, shapeConfirmsClearReads, shapeRulesOut } from '../../../src/scan/recognise.ts';
import {
  leaning,
  nameByShapeAndLetters,
  shapeShortlist,
  type ReadEvidence,
} from '../../../src/scan/shape-and-letters.ts';

const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
const titles = matcher.printed;
/** The matcher of a game without the card titled `title` (a card from a box not in the game). */
const matcherWithout = (title: string) =>
  makeTitleMatcher({
    deck: { cards: baseGame.cards.filter((c) => normaliseTitle(c.title.en ?? '') !== title) },
    languages: ['en'],
  });
/** Reads as the scanner has them: each with the titles the matcher puts nearest. */
const reads = (...texts: string[]): ReadEvidence[] => texts.map((read) => ({ read, matches: matcher(read) }));
/**
 * A shape that cannot tell BABY UNICORN from BASIC UNICORN (one a hair better than the other, well
 * within the lead a shape alone needs) but rules out everything else.
 */
const babyOrBasic = [
  { title: 'BABY UNICORN', score: 0.95 },
  { title: 'BASIC UNICORN', score: 0.945 },
  { title: 'BABY NARWHAL', score: 0.85 },
  { title: 'SHAKE UP', score: 0.7 },
];

describe('how far the letters read lean to one of two titles', () => {
  it('leans all the way when every letter the two differ in was read as in one of them', () => {
    expect(leaning('BABY UNICORN', 'BABY UNICORN', 'BASIC UNICORN')).toBe(1);
    expect(leaning('BASIC UNICORN', 'BABY UNICORN', 'BASIC UNICORN')).toBe(-1);
  });

  it('does not lean on a read that shows only what the two share', () => {
    expect(Math.abs(leaning('UNICORN', 'BABY UNICORN', 'BASIC UNICORN'))).toBeLessThan(2 / 3);
    expect(leaning('', 'BABY UNICORN', 'BASIC UNICORN')).toBe(0);
  });
});

describe('naming a blurred card by its shape and its letters', () => {
  it('keeps on the shortlist only the titles the shape cannot rule out', () => {
    expect(shapeShortlist(babyOrBasic).map((s) => s.title)).toEqual(['BABY UNICORN', 'BASIC UNICORN']);
  });

  it('names BABY UNICORN when the letters read say BA.Y and the shape cannot choose', () => {
    expect(nameByShapeAndLetters(babyOrBasic, reads('BAEY UNICORN'), titles)?.title).toBe('BABY UNICORN');
  });

  it('names BASIC UNICORN on the same shape when the letters say BAS.C, even though BABY fits a hair better', () => {
    expect(nameByShapeAndLetters(babyOrBasic, reads('BASIC UNICRN'), titles)?.title).toBe('BASIC UNICORN');
  });

  it('refuses when the letters say nothing about BABY or BASIC, or contradict each other', () => {
    expect(nameByShapeAndLetters(babyOrBasic, reads('JR', 'UNICORN'), titles)).toBeNull();
    expect(nameByShapeAndLetters(babyOrBasic, reads('BABY UNICORN', 'BASIC UNICORN'), titles)).toBeNull();
  });

  it('names by the shape alone a title that fits clearly best, when the reads got no letters', () => {
    const clear = [
      { title: 'STABBY THE UNICORN', score: 0.97 },
      { title: 'SEDUCTIVE UNICORN', score: 0.94 },
    ];
    expect(nameByShapeAndLetters(clear, reads('', 'V'), titles)?.title).toBe('STABBY THE UNICORN');
  });

  it('lets the French title of the same card agree with the shape in a game read in both languages', () => {
    const both = makeTitleMatcher({ deck: baseGame, languages: ['en', 'fr'] });
    const clear = [
      { title: 'RAINBOW UNICORN', score: 0.97 },
      { title: 'MERMAID UNICORN', score: 0.94 },
    ];
    const read = [{ read: 'LICORNE ARC-EN-CIEL', matches: both('LICORNE ARC-EN-CIEL') }];
    expect(nameByShapeAndLetters(clear, read, both.printed)?.title).toBe('RAINBOW UNICORN');
  });

  it('refuses a title whose shape fits clearly best when a read shows a word it does not have', () => {
    // A narwhal from a box not in the game: its shape is closest to STABBY THE UNICORN, its letters are not.
    const others = titles.filter((p) => p.title !== 'SHABBY THE NARWHAL');
    const lookalike = [
      { title: 'STABBY THE UNICORN', score: 0.94 },
      { title: 'GINORMOUS UNICORN', score: 0.9 },
    ];
    const read: ReadEvidence[] = [{ read: 'SHABRY THE NARWHAL', matches: [] }];
    expect(nameByShapeAndLetters(lookalike, read, others)).toBeNull();
    // Sharpened from a blurred band, a whole word read still objects.
    expect(nameByShapeAndLetters(lookalike, [{ ...read[0]!, deblurred: true }], others)).toBeNull();
  });

  it('names BASIC NARWHAL, whose shape fits clearly best, though a sharpened read lands on BABY NARWHAL', () => {
    const shape = [
      { title: 'BASIC NARWHAL', score: 0.98, words: [0.98, 0.989] },
      { title: 'BABY NARWHAL', score: 0.966, words: [0.936, 0.963] },
      { title: 'BASIC UNICORN', score: 0.947, words: [0.978, 0.904] },
    ];
    const sharpened = reads('BABE MARWRAL').map((r) => ({ ...r, deblurred: true }));
    expect(nameByShapeAndLetters(shape, sharpened, titles)?.title).toBe('BASIC NARWHAL');
    // Read so from a thresholded band, the letters still object.
    expect(nameByShapeAndLetters(shape, reads('BABE MARWRAL'), titles)).toBeNull();
  });

  it('names a long title whose shape fits clearly best though a garbled read happens to lie nearer a short one', () => {
    // A blurred BLACK KNIGHT UNICORN read "BALK T CA": as a whole nearer BACK KICK, but BLACK holds its
    // letters as well as BACK KICK does, so the read says nothing against the shape.
    const shape = [
      { title: 'BLACK KNIGHT UNICORN', score: 0.95 },
      { title: 'NECROMANCER UNICORN', score: 0.82 },
    ];
    expect(nameByShapeAndLetters(shape, reads('BALK T CA', 'LE OU AE'), titles)?.title).toBe(
      'BLACK KNIGHT UNICORN',
    );
    // A read that spells BACK KICK still says the card is not BLACK KNIGHT UNICORN.
    expect(nameByShapeAndLetters(shape, reads('BACK KICK'), titles)).toBeNull();
  });
});

describe('a shape fitted letter by letter', () => {
  // A word fits worse than its letters when it sits a little off; a wrong letter fits as badly alone.
  const letters = (worst: number, count: number) => [worst, ...Array<number>(count - 1).fill(0.99)];

  it('names a title whose worst word fits only half as well again as the rival, when its letters all fit', () => {
    const offWord = [
      { title: 'GLITTER TORNADO', score: 0.9, words: [0.98, 0.95], letters: letters(0.98, 14) },
      { title: 'UNICORN PHOENIX', score: 0.85, words: [0.93, 0.925], letters: letters(0.93, 14) },
    ];
    expect(nameByShapeAndLetters(offWord, reads('', 'V'), titles)?.title).toBe('GLITTER TORNADO');
  });

  it('refuses the same leads when the winner has a letter fitting as badly as its worst word', () => {
    // What a NECROMANCER UNICORN from a box not in the game looks like against MOTHER GOOSE UNICORN.
    const wrongLetter = [
      { title: 'MOTHER GOOSE UNICORN', score: 0.95, words: [0.95, 0.96, 0.99], letters: letters(0.95, 18) },
      { title: 'MAGICAL KITTENCORN', score: 0.92, words: [0.925, 0.93], letters: letters(0.9, 17) },
    ];
    expect(nameByShapeAndLetters(wrongLetter, reads('', 'V'), titles)).toBeNull();
  });

  it('names a title clearly ahead both by its worst word and its worst letter, though not 1.8 times', () => {
    const both = [
      { title: 'RHINOCORN', score: 0.98, words: [0.983], letters: letters(0.982, 9) },
      { title: 'AMERICORN', score: 0.97, words: [0.971], letters: letters(0.963, 9) },
    ];
    expect(nameByShapeAndLetters(both, reads('Y -'), titles)?.title).toBe('RHINOCORN');
    // Without its letters fitted, the word alone is not enough.
    const wordsOnly = both.map(({ title, score, words }) => ({ title, score, words }));
    expect(nameByShapeAndLetters(wordsOnly, reads('Y -'), titles)).toBeNull();
  });
});

describe("a read the title's shape rules out", () => {
  const named = (title: string) => matcher(title)[0]!;
  const ranking = [
    { title: 'BASIC NARWHAL', score: 0.98, words: [0.99, 0.98] },
    { title: 'BABY NARWHAL', score: 0.97, words: [0.93, 0.98] },
    { title: 'BASIC UNICORN', score: 0.95, words: [0.99, 0.9] },
  ];

  it('is refused when another title fits far better, word by word', () => {
    expect(shapeRulesOut(ranking, named('BABY NARWHAL'), titles)).toBe(true);
  });

  it('stands when its own title fits best, or nearly as well as the best', () => {
    expect(shapeRulesOut(ranking, named('BASIC NARWHAL'), titles)).toBe(false);
    const close = [ranking[0]!, { ...ranking[1]!, words: [0.975, 0.98] }];
    expect(shapeRulesOut(close, named('BABY NARWHAL'), titles)).toBe(false);
  });

  it('stands when no title fits well: the outline may be wrong', () => {
    const poor = ranking.map((s) => ({ ...s, score: s.score - 0.5 }));
    expect(shapeRulesOut(poor, named('BABY NARWHAL'), titles)).toBe(false);
  });
});

/** A thresholded read of one title band (all on the same band), with the titles `m` puts nearest. */
const bandCorners: Quad = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 140 },
  { x: 0, y: 140 },
];
const thresholdedRead = (text: string, confidence: number, m = matcher) => ({
  read: text,
  confidence,
  matches: m(text),
  corners: bandCorners,
  deblurred: false,
});

describe('letters tesseract read clearly, of a title the game does not have', () => {
  const withoutBaby = matcherWithout('BABY UNICORN');
  const read = thresholdedRead;

  it('do not name BASIC UNICORN from a clearly read BABY UNICORN when the game has no BABY UNICORN', () => {
    expect(bestRead([read('BABY UNICORN', 95, withoutBaby)]).accepted).toBe(false);
  });

  it('still name a title read clearly with a stray mark, or read only in part', () => {
    const stray = bestRead([read('Z BASIC UNICORN', 90)]);
    expect(stray.accepted && stray.matches[0]!.title).toBe('BASIC UNICORN');
    // A thinner cut read only the second word clearly; the first read named the card.
    const part = bestRead([read('CAFFEINE OVERLCAD', 40), read('OVERLOAD', 85)]);
    expect(part.accepted && part.matches[0]!.title).toBe('CAFFEINE OVERLOAD');
  });
});

describe('two reads of one title band that land on two titles', () => {
  const read = thresholdedRead;

  it('name neither when the second lands about as near another title', () => {
    // The two cuts of a fanned BABY UNICORN's title (a judging photo's trace): the first is nearest BABY
    // UNICORN, the second a little nearer BARBED WIRE, near enough alone to be named.
    const cuts = [read('WARY LMILONN', 20), read('WARE HIE', 32)];
    expect(cuts.map((r) => r.matches[0]!.title)).toEqual(['BABY UNICORN', 'BARBED WIRE']);
    expect(bestRead([cuts[1]!]).accepted).toBe(true);
    expect(bestRead(cuts).accepted).toBe(false);
  });

  it('still name the title one read lands on clearly, the other read far from any title', () => {
    const named = bestRead([read('GLITTER TONMADY', 55), read('GEITEEN THAT', 0)]);
    expect(named.accepted && named.matches[0]!.title).toBe('GLITTER TORNADO');
  });
});

describe('a clear read that names nothing, and the one title the shape picks out', () => {
  const up: Quad = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 140 },
    { x: 0, y: 140 },
  ];
  const down: Quad = [up[2], up[3], up[0], up[1]];
  const read = (text: string, confidence: number, corners = up, m = matcher) => ({
    read: text,
    confidence,
    matches: m(text),
    corners,
    deblurred: true,
  });
  // DARK ANGEL UNICORN fits far better, word by word, than any other title.
  const shape = {
    title: 'DARK ANGEL UNICORN',
    faceId: '',
    score: 0.99,
    lead: 9,
    corners: up,
    ranking: [
      { title: 'DARK ANGEL UNICORN', score: 0.99, words: [0.99, 0.988, 0.99] },
      { title: 'BLACK KNIGHT UNICORN', score: 0.95, words: [0.891, 0.95, 0.99] },
      { title: 'TARGETED DESTRUCTION', score: 0.92, words: [0.891, 0.93] },
    ],
  };

  it('agree: "BARK ANGEL" read clearly, too short to name the card alone, names DARK ANGEL UNICORN', () => {
    expect(bestRead([read('BARK ANGEL', 70)]).accepted).toBe(false);
    expect(shapeConfirmsClearReads(shape, [read('BARK ANGEL', 70)], titles)).toBe('DARK ANGEL UNICORN');
  });

  it('do not agree when the clear read lands nearer another title, or on the other way up', () => {
    expect(shapeConfirmsClearReads(shape, [read('BLACK KNIGHT', 90)], titles)).toBeNull();
    expect(shapeConfirmsClearReads(shape, [read('BARK ANGEL', 70, down)], titles)).toBeNull();
    // Nothing read clearly is the shape step's own case, not this one.
    expect(shapeConfirmsClearReads(shape, [read('BARK ANGEL', 40)], titles)).toBeNull();
  });

  it('name nothing when the shape does not pick out one title alone', () => {
    const close = {
      ...shape,
      ranking: [shape.ranking[0]!, { ...shape.ranking[1]!, words: [0.985, 0.99, 0.99] }],
    };
    expect(shapeConfirmsClearReads(close, [read('BARK ANGEL', 70)], titles)).toBeNull();
  });
});
