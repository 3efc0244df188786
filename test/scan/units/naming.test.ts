// Naming a scanned card by two votes (src/scan/naming.ts), on scripted votes: a clear title stands, an
// unsure one needs its art to agree, a look-alike of a box the game lacks is refused, a smudged title is
// named by its face. On table photos with the real fingerprints: ../face-vote.test.ts.
import { describe, expect, it } from 'vitest';
import { decideName, FACE_VOTE, type FaceVote, type TitleVote } from '../../../src/scan/naming.ts';
import { spellsPartOf, titleVoteOf } from '../../../src/scan/recognise.ts';

/** A face vote where the card's art fits `fits` this well and every other title `others`. */
function face(fits: string, score: number, others = 0.45): FaceVote {
  const scores = new Map([
    [fits, score],
    ['BASIC UNICORN', others],
    ['BABY UNICORN', others],
    ['STABBY THE UNICORN', others],
    ['BABY NARWHAL', others],
  ]);
  scores.set(fits, score);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  return { scores, best: { title: ranked[0]![0], score: ranked[0]![1], way: 0 }, next: ranked[1]![1] };
}
/** The face's vote where the game knows these titles' faces but the card's art is not seen as their print. */
const unseenPrint = (...titles: string[]): FaceVote => ({
  scores: new Map(),
  best: null,
  next: 0,
  otherPrint: new Set(titles),
});
const read = (named: string | null, sure: boolean, legible: string[] = [], plain = sure): TitleVote => ({
  named,
  sure,
  plain,
  contradicts: (title) => legible.some((r) => !title.replaceAll(' ', '').includes(r.replaceAll(' ', ''))),
});

describe('naming a card by its title and its face', () => {
  it('a title read surely stands, whatever its art looks like (a sleeve, a thumb over the art)', () => {
    expect(decideName(read('BASIC UNICORN', true), face('RHINOCORN', 1.3, 0.2))).toEqual({
      named: true,
      title: 'BASIC UNICORN',
      by: 'title',
    });
  });

  it('a sure read that no legible read spells is refused when the art is clearly another card', () => {
    // A BABY UNICORN in a game without it, its title smeared to "BARY UNICORN" (tesseract unsure): the
    // letters land near BASIC UNICORN, but its art is not BASIC UNICORN's.
    const baby = face('RHINOCORN', 0.5, 0.3);
    expect(decideName(read('BASIC UNICORN', true, [], false), baby)).toEqual({
      named: false,
      refusedBy: 'face',
    });
    // The same smeared read on a card whose art is BASIC UNICORN's stands.
    expect(decideName(read('BASIC UNICORN', true, [], false), face('BASIC UNICORN', 1.1))).toMatchObject({
      named: true,
      title: 'BASIC UNICORN',
    });
    // Where no face is known, the title alone decides.
    expect(decideName(read('BASIC UNICORN', true, [], false), null)).toMatchObject({ named: true });
  });

  it('an unsure read is refused when the art is not that card: a look-alike from a box the game lacks', () => {
    // A BABY UNICORN photographed in a game without it, read near BASIC UNICORN: its art fits no face of
    // the game, BASIC UNICORN's no better than any other.
    const baby = face('RHINOCORN', 0.5, 0.3);
    expect(decideName(read('BASIC UNICORN', false), baby)).toEqual({ named: false, refusedBy: 'face' });
  });

  it('an unsure read stands when the art agrees, or when the game knows no face (Control & Chaos)', () => {
    expect(decideName(read('STABBY THE UNICORN', false), face('STABBY THE UNICORN', 1.1))).toMatchObject({
      named: true,
      title: 'STABBY THE UNICORN',
    });
    expect(decideName(read('STABBY THE UNICORN', false), null)).toMatchObject({ named: true, by: 'title' });
  });

  it('an unsure read is refused when the game knows its faces but the art cannot be told as their print', () => {
    // A BASIC UNICORN in a game without it, read letter for letter: the nearest title is BABY UNICORN, not
    // surely, and the corners were not seen clearly enough for the face to vote.
    const unseen = unseenPrint('BABY UNICORN', 'BASIC UNICORN');
    expect(decideName(read('BABY UNICORN', false, [], true), unseen)).toEqual({
      named: false,
      refusedBy: 'face',
    });
    // A title with no known face (a Control & Chaos card in a game with the base deck) was never the face's
    // to vouch for: its unsure read still stands alone.
    expect(decideName(read('SHAKE UP', false), unseen)).toMatchObject({ named: true, title: 'SHAKE UP' });
    // A title read surely stands there, as it does anywhere.
    expect(decideName(read('BABY UNICORN', true), unseen)).toMatchObject({
      named: true,
      title: 'BABY UNICORN',
    });
  });

  it('a sure read no legible read spells is refused where the art cannot be told as the known print and the clearest read spells another title', () => {
    // A BASIC NARWHAL in a game without it (fresh photo 10904001): tesseract read "BASIC NARWHAL" (61% sure)
    // and, at another cut, "BAC Z NARWHAL" (48%), which lands surely on BABY NARWHAL. Its corners were not
    // seen clearly enough for the face to vote, so nothing but the letters could vouch for BABY NARWHAL.
    const unseen = unseenPrint('BABY NARWHAL', 'BABY UNICORN', 'CHAINSAW UNICORN');
    /** What a sure title read from these reads (or named by its shape) comes to there. */
    const where = (title: string, reads: Array<{ read: string; confidence: number }>, byShape = false) =>
      decideName(titleVoteOf(title, true, reads, byShape), unseen);
    const narwhal = [
      { read: 'BASIC NARWHAL', confidence: 61 },
      { read: 'BAC Z NARWHAL', confidence: 48 },
    ];
    expect(where('BABY NARWHAL', narwhal)).toEqual({
      named: false,
      refusedBy: 'face',
    });
    // A BABY UNICORN in a game with it (tuning photo 7350034), its face not seen either: its clearest read,
    // "HAHY UNICORN", spells it but for two slips, so its sure read stands.
    const baby = [
      { read: 'HAHY UNICORN', confidence: 47 },
      { read: 'ABY UNICORN', confidence: 32 },
    ];
    expect(where('BABY UNICORN', baby)).toMatchObject({
      named: true,
      title: 'BABY UNICORN',
    });
    // A title named by its shape is plain: it stands there too, whatever the reads garbled ("SASK CONS").
    const garbled = [
      { read: 'SASK CONS', confidence: 45 },
      { read: 'H', confidence: 70 },
    ];
    expect(where('CHAINSAW UNICORN', garbled, true)).toMatchObject({
      named: true,
      title: 'CHAINSAW UNICORN',
    });
    // Where the face can tell the print, the face decides, as before: BASIC NARWHAL's art refuses it.
    expect(decideName(titleVoteOf('BABY NARWHAL', true, narwhal), face('BASIC NARWHAL', 1.3, 0.3))).toEqual({
      named: true,
      title: 'BASIC NARWHAL',
      by: 'face',
    });
  });

  it('letters read with fewer than one slip in four spell a title; three slips in twelve do not', () => {
    expect(spellsPartOf('TINY STARE', 'TINY STABLE')).toBe(true);
    expect(spellsPartOf('STARE ARTLLERY', 'STABLE ARTILLERY')).toBe(true);
    expect(spellsPartOf('BASIC UNICORN', 'BABY UNICORN')).toBe(false);
    expect(spellsPartOf('BASIC NARWHAL', 'BABY NARWHAL')).toBe(false);
  });

  it('a read its face refuses leaves the card to its face, which names it when it fits one card clearly', () => {
    // A BASIC NARWHAL smeared to a read near BABY NARWHAL: its art is BASIC NARWHAL's, clearly.
    const basic = face('BASIC NARWHAL', 1.3, 0.3);
    expect(decideName(read('BABY NARWHAL', false), basic)).toEqual({
      named: true,
      title: 'BASIC NARWHAL',
      by: 'face',
    });
    expect(decideName(read('BABY NARWHAL', true, [], false), basic)).toMatchObject({
      title: 'BASIC NARWHAL',
    });
    // Not when a legible read spells another title.
    expect(decideName(read('BABY NARWHAL', false, ['BABY NAR']), basic)).toEqual({
      named: false,
      refusedBy: 'face',
    });
  });

  it('a card whose title is smudged is named by its face when its art fits one card clearly', () => {
    expect(decideName(read(null, false), face('SHABBY THE NARWHAL', 1.2))).toEqual({
      named: true,
      title: 'SHABBY THE NARWHAL',
      by: 'face',
    });
  });

  it('but not when a clear read spells another title, nor when two faces fit alike, nor on no clear fit', () => {
    expect(decideName(read(null, false, ['SHABBY THE']), face('STABBY THE UNICORN', 1.2)).named).toBe(false);
    const twins = face('SHABBY THE NARWHAL', 1.2, 1.2 - FACE_VOTE.lead / 2);
    expect(decideName(read(null, false), twins).named).toBe(false);
    expect(decideName(read(null, false), face('SHABBY THE NARWHAL', FACE_VOTE.name - 0.05, 0.2)).named).toBe(
      false,
    );
    expect(decideName(read(null, false), null)).toEqual({ named: false, refusedBy: 'title' });
  });
});
