// Seeded sets of table photos of the other print (print-cards.ts): the base game's titles, and the Control
// & Chaos titles for a game of those boxes. Shared by the scanner's tests and `npm run bench scan`.
import { catalogFor, type BoxId } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, type TitleMatcher } from '../../src/scan/match.ts';
import type { TitleReader } from '../../src/scan/ocr.ts';
import { recogniseCard } from '../../src/scan/recognise.ts';
import { makeTablePhoto, type PhotoOptions, type TablePhoto } from './photos.ts';
import { makePrintCard } from './print-cards.ts';

export interface PrintPhoto {
  faceId: string;
  /** The printed title the photo shows: the right answer is any face printing it. */
  title: string;
  seed: number;
  photo: TablePhoto;
}

/** One photo per face of `faces`, seeds `firstSeed`, `firstSeed + 1`, ... in order. */
export function printPhotos(
  faces: ReadonlyArray<{ id: string; title: { en: string }; type: string }>,
  firstSeed: number,
  options: PhotoOptions = {},
): PrintPhoto[] {
  return faces.map((face, k) => {
    const seed = firstSeed + k;
    const card = makePrintCard(face.title.en, face.type, seed);
    return { faceId: face.id, title: face.title.en, seed, photo: makeTablePhoto(card.image, seed, options) };
  });
}

/** The faces of a game of these boxes, and the scanner's title list for that game. */
export function gameOf(boxes: BoxId[]): {
  faces: ReturnType<typeof catalogFor>['faces'];
  matcher: TitleMatcher;
} {
  const faces = catalogFor({ boxes }).faces;
  return { faces, matcher: makeTitleMatcher({ deck: { cards: faces }, languages: ['en'] }) };
}

/** The Control & Chaos faces of their own (not the base game's Neigh and Super Neigh they also hold). */
export function controlChaosOwnFaces(boxes: BoxId[]) {
  const base = new Set(catalogFor({ boxes: ['base-2e'] }).faces.map((face) => face.id));
  return catalogFor({ boxes }).faces.filter((face) => !base.has(face.id));
}

/**
 * Every Control & Chaos face of their own photographed once across three games: the faces only one deck
 * holds in that deck's game, those both hold shared out among the three (a game of all three boxes takes
 * half of each deck's own too). Seeds 300000+, 310000+ and 320000+.
 */
export function controlChaosGames(): Array<{
  name: string;
  boxes: BoxId[];
  faces: ReturnType<typeof controlChaosOwnFaces>;
  firstSeed: number;
}> {
  const control = controlChaosOwnFaces(['control']);
  const chaos = controlChaosOwnFaces(['chaos']);
  const chaosIds = new Set(chaos.map((face) => face.id));
  const controlIds = new Set(control.map((face) => face.id));
  const controlOnly = control.filter((face) => !chaosIds.has(face.id));
  const chaosOnly = chaos.filter((face) => !controlIds.has(face.id));
  const shared = control.filter((face) => chaosIds.has(face.id));
  return [
    {
      name: 'Control game',
      boxes: ['control'],
      faces: [...controlOnly, ...shared.filter((_, k) => k % 3 === 0)],
      firstSeed: 300_000,
    },
    {
      name: 'Chaos game',
      boxes: ['chaos'],
      faces: [...chaosOnly, ...shared.filter((_, k) => k % 3 === 1)],
      firstSeed: 310_000,
    },
    {
      name: 'base-2e,control,chaos game',
      boxes: ['base-2e', 'control', 'chaos'],
      faces: [
        ...shared.filter((_, k) => k % 3 === 2),
        ...controlOnly.filter((_, k) => k % 2 === 0),
        ...chaosOnly.filter((_, k) => k % 2 === 1),
      ],
      firstSeed: 320_000,
    },
  ];
}

export interface SetScore {
  photos: number;
  /** Named with the right printed title. */
  right: number;
  /** Named with another title: the failure that matters. */
  wrong: string[];
  /** Refused ("unreadable" or no card): the player picks the card by hand. */
  refused: string[];
  ms: number[];
}

/** Scans every photo with the single-card pipeline and counts right, wrong and refused. */
export async function scoreSet(
  photos: PrintPhoto[],
  reader: TitleReader,
  matcher: TitleMatcher,
): Promise<SetScore> {
  const score: SetScore = { photos: photos.length, right: 0, wrong: [], refused: [], ms: [] };
  for (const { title, seed, photo } of photos) {
    const started = performance.now();
    const result = await recogniseCard(photo.image, { reader, matcher });
    score.ms.push(performance.now() - started);
    if (!result.found) score.refused.push(`${title} (seed ${seed}, ${result.reason}) read "${result.read}"`);
    else if (result.matches[0]!.title === title) score.right++;
    else score.wrong.push(`${title} (seed ${seed}) named ${result.matches[0]!.title}, read "${result.read}"`);
  }
  return score;
}
