// What the whole-Stable scan tests look for on a photo (stable.test.ts, stable-kinds.test.ts): every card
// listed once and named right, and the title list of a held-out kind's boxes.
import { expect } from 'vitest';
import { catalogFor } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, type TitleMatcher } from '../../src/scan/match.ts';
import type { StableCard } from '../../src/scan/stable.ts';
import {
  HELD_OUT_KINDS,
  scoreStableScan,
  type StableKind,
  type StablePhoto,
  type StableScore,
} from './stable-photos.ts';

/** Every card on the table listed once, none listed where no card lies, none named wrong (an unread one is the player's to name). */
export function expectEveryCardOnce(score: StableScore, label = ''): void {
  expect(
    { dropped: score.dropped, invented: score.phantom, wrong: score.wrong },
    label + score.misses.join('\n'),
  ).toEqual({ dropped: 0, invented: 0, wrong: 0 });
}

/** Every card on the table listed once and named with its printed title. */
export function expectEveryCardNamed(photo: StablePhoto, found: readonly StableCard[]): void {
  expect(found).toHaveLength(photo.cards.length);
  const score = scoreStableScan(photo, found);
  expect(score.misses).toEqual([]);
  expect(score.right).toBe(photo.cards.length);
}

/** A held-out kind of Stable photo, and the title list of a game of its boxes. */
export function heldOut(name: string): { kind: StableKind; titles: TitleMatcher } {
  const kind = HELD_OUT_KINDS.find((k) => k.name === name)!;
  const faces = catalogFor({ boxes: kind.boxes }).faces;
  return { kind, titles: makeTitleMatcher({ deck: { cards: faces }, languages: ['en'] }) };
}
