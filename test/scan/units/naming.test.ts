// Naming a scanned card by two votes (src/scan/naming.ts), on scripted votes: a clear title stands, an
// unsure one needs its art to agree, a look-alike of a box the game lacks is refused, a smudged title is
// named by its face. On table photos with the real fingerprints: ../face-vote.test.ts.
import { describe, expect, it } from 'vitest';
import { decideName, FACE_VOTE, type FaceVote, type TitleVote } from '../../../src/scan/naming.ts';

/** A face vote where the card's art fits `fits` this well and every other title `others`. */
function face(fits: string, score: number, others = 0.45): FaceVote {
  const scores = new Map([
    [fits, score],
    ['BASIC UNICORN', others],
    ['BABY UNICORN', others],
    ['STABBY THE UNICORN', others],
  ]);
  scores.set(fits, score);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  return { scores, best: { title: ranked[0]![0], score: ranked[0]![1], way: 0 }, next: ranked[1]![1] };
}
const read = (named: string | null, sure: boolean, legible: string[] = []): TitleVote => ({
  named,
  sure,
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

  it('an unsure read is refused when the art is not that card: a look-alike from a box the game lacks', () => {
    // A BABY UNICORN photographed in a game without it, read near BASIC UNICORN: its art fits no face of
    // the game, BASIC UNICORN's no better than any other.
    const baby = face('RHINOCORN', 0.5, 0.3);
    expect(decideName(read('BASIC UNICORN', false), baby)).toEqual({ named: false, refusedBy: 'face' });
  });

  it('an unsure read stands when the art agrees, or when the game has no known face (another print)', () => {
    expect(decideName(read('STABBY THE UNICORN', false), face('STABBY THE UNICORN', 1.1))).toMatchObject({
      named: true,
      title: 'STABBY THE UNICORN',
    });
    expect(decideName(read('STABBY THE UNICORN', false), null)).toMatchObject({ named: true, by: 'title' });
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
