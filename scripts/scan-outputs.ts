// Prints what the scanner finds on a fixed set of photos: each card's name, what tesseract read and its corners
// to 0.1 px. Run it before and after a change meant to change nothing (a renaming, a speed change) and compare
// the two outputs. Run: npx tsx scripts/scan-outputs.ts [--quick] > out.txt (about a minute; needs ../shared/ocr)
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import type { Point } from '../src/scan/geometry.ts';
import { makeTitleMatcher } from '../src/scan/match.ts';
import { makeTitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import { recogniseCard } from '../src/scan/recognise.ts';
import { recogniseStable } from '../src/scan/stable.ts';
import { makeProjectivePhoto, STABLE_LAYS, TABLE_KINDS } from '../test/scan/makers/projective.ts';
import { haveScans, makeTablePhoto, readLabels, readScan, scansDir } from '../test/scan/photos.ts';
import { makeStablePhoto } from '../test/scan/stable-photos.ts';
import type { RgbaImage } from '../src/scan/pixels.ts';

if (!haveScans) {
  console.error(`no card scans at ${scansDir}`);
  process.exit(1);
}
const quick = process.argv.includes('--quick');
const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
await reader.warm();
const at = (q: readonly Point[]) => q.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
const rounded = (o: unknown) =>
  JSON.stringify(o, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));

try {
  // Single cards: the projective maker (30-60 degrees, each table kind) and the tuning maker.
  for (let k = 0; k < (quick ? 3 : 6); k++) {
    const seed = 7_400_000 + k;
    const photo = makeProjectivePhoto(seed, {
      megapixels: 2,
      pitch: [30 + 5 * k, 35 + 5 * k],
      table: TABLE_KINDS[k % TABLE_KINDS.length]!,
      subject: { single: true },
    });
    const res = await recogniseCard(photo.image, { reader, matcher });
    console.log(
      `single ${seed}: ${res.found ? res.matches[0]!.title : 'none'} ${res.corners ? at(res.corners) : ''} ${rounded(res.matches?.slice(0, 2))}`,
    );
  }
  const labels = readLabels();
  for (let k = 0; k < 2; k++) {
    const seed = 7_410_000 + k;
    const photo = makeTablePhoto(readScan(labels[seed % labels.length]!.file), seed);
    const res = await recogniseCard(photo.image, { reader, matcher });
    console.log(
      `tuning single ${seed}: ${res.found ? res.matches[0]!.title : 'none'} ${res.corners ? at(res.corners) : ''}`,
    );
  }
  // Whole Stables: each lay of the projective maker, and the tuning maker's spread and fan.
  const stables: Array<[string, RgbaImage]> = [];
  for (let k = 0; k < (quick ? 2 : STABLE_LAYS.length); k++) {
    const seed = 7_420_000 + k;
    const lay = STABLE_LAYS[k]!;
    const photo = makeProjectivePhoto(seed, {
      megapixels: 2,
      pitch: [30 + 6 * k, 36 + 6 * k],
      table: TABLE_KINDS[(k + 2) % TABLE_KINDS.length]!,
      subject: { single: false, lay },
    });
    stables.push([`projective stable ${seed} ${lay}`, photo.image]);
  }
  if (!quick)
    for (const layout of ['spread', 'fanned'] as const)
      stables.push([`tuning stable ${layout}`, makeStablePhoto(7_430_000, { layout }).image]);
  for (const [name, image] of stables) {
    console.log(`${name}:`);
    for (const card of await recogniseStable(image, { reader, matcher }))
      console.log(
        `  ${card.named ? card.matches[0]!.title : 'unread'} read=${JSON.stringify(card.read)} ${at(card.corners)}`,
      );
  }
} finally {
  await reader.close();
}
