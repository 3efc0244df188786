// Fits EVIDENCE.lineLead (find-by-evidence.ts chooseCandidate): how much better an edge quad must fit than
// the best white region that looks like a card to be taken for the one card instead. On single-card photos of
// the projective maker's tuning seeds (the photo shrunk as recogniseCard shrinks it), wherever exactly one of
// the two lies on the card, it prints the edge quad's lead (its score less the region's), then the range of
// leads where the edge quad was the card and where the region was, and the middle of the gap between them.
// Run: npx tsx scripts/fit-line-lead.ts [first seed, photos, table]...   Photos are cached in /tmp/fit-line-lead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cardCandidates, EVIDENCE, looksLikeCard } from '../src/scan/find-by-evidence.ts';
import type { Point, Quad } from '../src/scan/geometry.ts';
import type { RgbaImage } from '../src/scan/pixels.ts';
import { shrinkPhoto } from '../src/scan/recognise.ts';
import { makeProjectivePhoto, TABLE_KINDS, type TableKind } from '../test/scan/makers/projective.ts';

/** The tuning sets the lead was fitted on: light laminate, then every table in turn. */
const SETS: Array<[number, number, TableKind | 'each']> = [
  [12_000_000, 30, 'light laminate'],
  [7_350_000, 60, 'each'],
  [7_360_000, 30, 'each'],
];
const BANDS: Array<[number, number]> = [
  [30, 40],
  [40, 50],
  [50, 60],
];
const CACHE = '/tmp/fit-line-lead';

/** The same outline, whichever corner it starts from, each corner within `tolerance` pixels. */
function same(a: Quad, b: readonly Point[], tolerance: number): boolean {
  for (let k = 0; k < 4; k++)
    if (a.every((p, i) => Math.hypot(p.x - b[(i + k) % 4]!.x, p.y - b[(i + k) % 4]!.y) < tolerance))
      return true;
  return false;
}

function photoOf(
  seed: number,
  pitch: [number, number],
  table: TableKind,
): { image: RgbaImage; card: Point[] } {
  const file = `${CACHE}/${seed}-${table.replace(/ /g, '_')}`;
  if (!existsSync(`${file}.json`)) {
    const made = makeProjectivePhoto(seed, { megapixels: 2, pitch, table, subject: { single: true } });
    writeFileSync(`${file}.rgba`, made.image.data);
    const { width, height } = made.image;
    writeFileSync(`${file}.json`, JSON.stringify({ width, height, card: made.cards[0]!.corners }));
  }
  const meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as {
    width: number;
    height: number;
    card: Point[];
  };
  const data = new Uint8ClampedArray(readFileSync(`${file}.rgba`));
  return { image: { width: meta.width, height: meta.height, data }, card: meta.card };
}

const args = process.argv.slice(2);
const sets: typeof SETS = [];
for (let i = 0; i + 2 < args.length; i += 3)
  sets.push([Number(args[i]), Number(args[i + 1]), args[i + 2] as TableKind | 'each']);
mkdirSync(CACHE, { recursive: true });
const edgeRight: number[] = [];
const regionRight: number[] = [];
for (const [first, count, table] of sets.length > 0 ? sets : SETS) {
  for (let k = 0; k < count; k++) {
    const seed = first + k;
    const kind = table === 'each' ? TABLE_KINDS[k % TABLE_KINDS.length]! : table;
    const { image, card } = photoOf(seed, BANDS[k % 3]!, kind);
    const shrunk = shrinkPhoto(image);
    const scale = shrunk.width / image.width;
    const truth = card.map((p) => ({ x: p.x * scale, y: p.y * scale }));
    const tolerance = 0.08 * Math.hypot(truth[0]!.x - truth[2]!.x, truth[0]!.y - truth[2]!.y);
    const candidates = cardCandidates(shrunk);
    const region = candidates.find((c) => c.cut >= 0 && looksLikeCard(c));
    const lined = candidates.find((c) => c.cut < 0 && looksLikeCard(c));
    if (!region || !lined) continue;
    const regionOn = same(region.corners, truth, tolerance);
    const edgeOn = same(lined.corners, truth, tolerance);
    if (regionOn === edgeOn) continue;
    const lead = lined.score - region.score;
    (edgeOn ? edgeRight : regionRight).push(lead);
    console.log(
      `${seed} ${kind}: edge quad leads by ${lead.toFixed(2)}; the card is the ${edgeOn ? 'edge quad' : 'region'}'s`,
    );
  }
}
const range = (v: number[]) =>
  v.length === 0 ? 'none' : `${Math.min(...v).toFixed(2)} to ${Math.max(...v).toFixed(2)} (${v.length})`;
console.log(`where the edge quad was the card, it led by ${range(edgeRight)}`);
console.log(`where the region was the card, the edge quad led by ${range(regionRight)}`);
const above = edgeRight.filter((v) => v > Math.max(...regionRight, -Infinity));
if (above.length > 0) {
  const gap = [Math.max(...regionRight), Math.min(...above)];
  console.log(
    `lineLead: the middle of ${gap[0]!.toFixed(2)}..${gap[1]!.toFixed(2)} is ${((gap[0]! + gap[1]!) / 2).toFixed(2)}; ` +
      `${above.length} of ${edgeRight.length} edge quads above it (EVIDENCE.lineLead is ${EVIDENCE.lineLead})`,
  );
}
