// Fits the face vote's constants (src/scan/naming.ts FACE_VOTE) on photos of the tuning half of the card
// scans only, and prints how each was chosen. Run: npx tsx scripts/fit-face-vote.ts ../shared/ocr/cards-2e [PHOTOS]
//
// The half is test/scan/face-halves.ts's rule on the file name. Photos come from the tuning maker
// (test/scan/photos.ts: ordinary and hard), outlines from findCard as the scanner finds them. For each
// photo, the face's score for its own title and for the best other title, and, as if the card's box were
// missing from the game, the best title's score and lead among the rest: what a face must never name.
import { FACE_VOTE, faceVote } from '../src/scan/naming.ts';
import { findCard } from '../src/scan/find-card.ts';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../src/scan/match.ts';
import { shrinkPhoto } from '../src/scan/recognise.ts';
import { turnHalf } from '../src/scan/title-band.ts';
import { faceHalf } from '../test/scan/face-halves.ts';

const [dir, count] = process.argv.slice(2);
if (!dir) throw new Error('usage: fit-face-vote.ts SCANS_DIR [PHOTOS_PER_CARD] (SCANS_DIR holds labels.csv)');
process.env.SHARED_OCR_DIR = `${dir.replace(/\/?cards-2e\/?$/, '')}/`;
const { HARD_PHOTOS, makeTablePhoto, readLabels, readScan } = await import('../test/scan/photos.ts');

const perCard = Number(count ?? 4);
const printed = makeTitleMatcher({ deck: baseGame, languages: ['en'] }).printed;
const own: number[] = [];
const other: number[] = [];
const lacking: Array<{ score: number; lead: number }> = [];
let photos = 0;
let lost = 0;
let unknownPrint = 0;
for (const [index, label] of readLabels().entries()) {
  if (faceHalf(label.file) !== 'tune') continue;
  const scan = readScan(label.file);
  for (let k = 0; k < perCard; k++) {
    const seed = 7_000_000 + index * 100 + k;
    const photo = shrinkPhoto(makeTablePhoto(scan, seed, k % 2 ? HARD_PHOTOS : {}).image);
    photos++;
    const found = findCard(photo);
    if (typeof found === 'string') {
      lost++;
      continue;
    }
    const ways = [found.corners, turnHalf(found.corners)];
    const all = faceVote(photo, ways, printed);
    if (!all || all.otherPrint) {
      // Not taken for the known print (a corner washed out): the face does not vote there.
      unknownPrint++;
      continue;
    }
    own.push(all.scores.get(label.printedTitle)!);
    other.push(Math.max(...[...all.scores].filter(([t]) => t !== label.printedTitle).map(([, s]) => s)));
    const rest = faceVote(
      photo,
      ways,
      printed.filter((p) => p.title !== label.printedTitle),
    )!;
    lacking.push({ score: rest.best!.score, lead: rest.best!.score - rest.next });
  }
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const f = (x: number) => x.toFixed(3);
const ownSorted = sorted(own);
const otherSorted = sorted(other);
console.log(
  `tuning half: ${photos} photos (${perCard} a card), ${lost} with no outline found, ${unknownPrint} not taken for the known print`,
);
console.log(
  `own title's face score: min ${f(ownSorted[0]!)}, 5% ${f(ownSorted[Math.floor(own.length * 0.05)]!)}, median ${f(ownSorted[own.length >> 1]!)}`,
);
console.log(
  `best other title's score: median ${f(otherSorted[other.length >> 1]!)}, 95% ${f(otherSorted[Math.floor(other.length * 0.95)]!)}, max ${f(otherSorted.at(-1)!)}`,
);
// ownFloor: under every own score seen, less a margin of a tenth of the gap to the typical other face,
// so a card's own art is never taken for another's; a look-alike's unrelated art (an other face) falls under it.
const ownFloor = ownSorted[0]! - 0.1 * (ownSorted[0]! - otherSorted[other.length >> 1]!);
const vetoed = other.filter((s) => s < ownFloor).length;
console.log(
  `ownFloor = min own - 0.1 x (min own - median other) = ${f(ownFloor)}: keeps ${own.filter((s) => s >= ownFloor).length}/${own.length} own faces; an unsure read naming the best other face would be refused on ${vetoed}/${other.length} photos`,
);
// name and lead: above anything a face scored among the titles left when its own box is missing.
const maxScore = Math.max(...lacking.map((l) => l.score));
const maxLead = Math.max(...lacking.map((l) => l.lead));
console.log(
  `with the card's own title missing, the best face: score max ${f(maxScore)}, lead max ${f(maxLead)}`,
);
const name = maxScore + 0.1;
const lead = maxLead + 0.1;
const byFace = own.filter((s, i) => s >= name && s - other[i]! >= lead).length;
console.log(
  `name = that max + 0.1 = ${f(name)}, lead = that max + 0.1 = ${f(lead)}: a face alone names ${byFace}/${own.length} tuning photos`,
);
const r = (x: number) => Math.round(x * 100) / 100;
console.log(`fitted, rounded: ownFloor ${r(ownFloor)}, name ${r(name)}, lead ${r(lead)}`);
console.log(`in src/scan/naming.ts now: ${JSON.stringify(FACE_VOTE)}`);
