// The face vote (src/scan/naming.ts) on photos of the card scans' report half, which its constants were not
// fitted on (test/scan/face-halves.ts), with and without it: single cards of both makers, in the full game
// and in a game lacking the card's box (any name then is a look-alike). `npm run bench faces`.
import { readFileSync } from 'node:fs';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, type TitleMatcher } from '../src/scan/match.ts';
import { makeTitleReader, type TitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import type { RgbaImage } from '../src/scan/pixels.ts';
import { recogniseCard } from '../src/scan/recognise.ts';
import { faceHalf } from '../test/scan/face-halves.ts';
import { makeProjectivePhoto, TABLE_KINDS } from '../test/scan/makers/projective.ts';
import {
  HARD_PHOTOS,
  haveScans,
  makeTablePhoto,
  readLabels,
  readScan,
  scansDir,
} from '../test/scan/photos.ts';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${process.env[name]}`);
  return value;
};

interface Tally {
  photos: number;
  right: number;
  wrong: number;
  unread: number;
  byFace: number;
  /** In a game lacking the card's box: named as a look-alike. */
  lookAlike: number;
}
const tally = (): Tally => ({ photos: 0, right: 0, wrong: 0, unread: 0, byFace: 0, lookAlike: 0 });

async function score(
  reader: TitleReader,
  full: TitleMatcher,
  image: RgbaImage,
  title: string,
  into: { without: Tally; with: Tally },
) {
  const lacking = makeTitleMatcher({
    deck: { ...baseGame, cards: baseGame.cards.filter((c) => c.title.en !== title) },
    languages: ['en'],
  });
  for (const [faceVote, t] of [
    [false, into.without],
    [true, into.with],
  ] as const) {
    const result = await recogniseCard(image, { reader, matcher: full, faceVote });
    const named = result.found ? result.matches[0]!.title : null;
    t.photos++;
    if (named === title) t.right++;
    else if (named === null) t.unread++;
    else t.wrong++;
    if (result.found && result.byFace) t.byFace++;
    const lack = await recogniseCard(image, { reader, matcher: lacking, faceVote });
    if (lack.found) t.lookAlike++;
  }
}

const row = (name: string, t: Tally) =>
  `| ${name} | ${t.photos} | ${t.right} | ${t.wrong} | ${t.unread} | ${t.byFace} | ${t.lookAlike} |`;

export default async function facesBench(): Promise<void> {
  if (!haveScans) {
    console.log(`skipped: no card scans at ${scansDir}`);
    return;
  }
  const size = readFileSync(new URL('../src/scan/face-prints.json', import.meta.url)).length;
  console.log(
    `fingerprint file src/scan/face-prints.json: ${(size / 1024).toFixed(1)} KB (in the scan chunk)`,
  );
  const half = process.env.SCAN_FACES_HALF === 'tune' ? 'tune' : 'report';
  const full = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  await reader.warm();
  try {
    const tuning = { without: tally(), with: tally() };
    const perCard = count('SCAN_FACES_PHOTOS', 1);
    const first = count('SCAN_FACES_SEED', 9_100_000);
    for (const [index, label] of readLabels().entries()) {
      if (faceHalf(label.file) !== half) continue;
      for (let k = 0; k < perCard; k++) {
        const seed = first + index * 10 + k;
        const photo = makeTablePhoto(readScan(label.file), seed, seed % 2 ? HARD_PHOTOS : {});
        await score(reader, full, photo.image, label.printedTitle, tuning);
      }
    }
    const projective = { without: tally(), with: tally() };
    const seeds = count('SCAN_FACES_PROJECTIVE', 20);
    for (let k = 0, s = first + 5000; k < seeds; s++) {
      const options = { megapixels: 2, pitch: [30, 60], subject: { single: true } } as const;
      const photo = makeProjectivePhoto(s, { ...options, table: TABLE_KINDS[s % TABLE_KINDS.length]! });
      if (faceHalf(photo.cards[0]!.file) !== half) continue;
      k++;
      await score(reader, full, photo.image, photo.cards[0]!.printedTitle, projective);
    }
    console.log(
      `\ncards of the ${half} half; tuning maker seeds ${first}+10*face+k, projective (30-60 degrees, 2 MP) from seed ${first + 5000}`,
    );
    console.log(
      '| photos, vote | photos | named right | named wrong | unread | by face | box lacking: look-alike named |\n|---|---|---|---|---|---|---|',
    );
    console.log(row('tuning maker, title alone', tuning.without));
    console.log(row('tuning maker, title and face', tuning.with));
    console.log(row('projective, title alone', projective.without));
    console.log(row('projective, title and face', projective.with));
  } finally {
    await reader.close();
  }
}
