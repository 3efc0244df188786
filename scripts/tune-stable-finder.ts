// Measures a Stable finder's outlines (no reading) on projective photos of tuning seeds, to choose its numbers:
// `npx tsx scripts/tune-stable-finder.ts [old|evidence] [first seed] [photos]`. Photos are cached in /tmp.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { distance, homography, project, type Point } from '../src/scan/geometry.ts';
import { TITLE_MIDDLE } from '../src/scan/card-layout.ts';
import { turnHalf } from '../src/scan/title-band.ts';
import type { RgbaImage } from '../src/scan/pixels.ts';
import { findStableCards } from '../src/scan/find-stable.ts';
import {
  END_CARD,
  END_CARD_REFUSED,
  findStableByEvidence,
  STABLE_EVIDENCE,
  type Proposal,
} from '../src/scan/find-stable-by-evidence.ts';
import { makeProjectivePhoto, STABLE_LAYS, TABLE_KINDS } from '../test/scan/makers/projective.ts';
import { decodeJpeg } from '../test/scan/photos.ts';
import { scoreStable, type StableCardTruth } from '../test/scan/stable-photos.ts';

/** The photo at a quarter, truth in green and what was found in red (DRAW=folder). */
function draw(image: RgbaImage, truth: Point[][], found: Point[][], file: string) {
  const f = Math.max(1, Math.round(image.width / 800));
  const png = new PNG({ width: Math.floor(image.width / f), height: Math.floor(image.height / f) });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * f * image.width + x * f) * 4;
      const o = (y * png.width + x) * 4;
      png.data[o] = image.data[i]!;
      png.data[o + 1] = image.data[i + 1]!;
      png.data[o + 2] = image.data[i + 2]!;
      png.data[o + 3] = 255;
    }
  const line = (a: Point, b: Point, c: number[]) => {
    const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / f);
    for (let t = 0; t <= n; t++) {
      const x = Math.round((a.x + ((b.x - a.x) * t) / n) / f);
      const y = Math.round((a.y + ((b.y - a.y) * t) / n) / f);
      if (x < 0 || y < 0 || x >= png.width || y >= png.height) continue;
      const o = (y * png.width + x) * 4;
      png.data[o] = c[0]!;
      png.data[o + 1] = c[1]!;
      png.data[o + 2] = c[2]!;
    }
  };
  for (const [quads, colour] of [
    [truth, [0, 255, 0]],
    [found, [255, 0, 0]],
  ] as const)
    for (const q of quads) {
      for (let i = 0; i < 4; i++) line(q[i]!, q[(i + 1) % 4]!, [...colour]);
      line(
        q[0]!,
        q[2]!,
        [...colour].map((v) => v / 2),
      );
    }
  writeFileSync(file, PNG.sync.write(png));
}

const CARD = [
  { x: 0, y: 0 },
  { x: 600, y: 0 },
  { x: 600, y: 839 },
  { x: 0, y: 839 },
];
const finder = process.argv[2] === 'old' ? 'old' : 'evidence';
const first = Number(process.argv[3] ?? 7_100_000);
const photos = Number(process.argv[4] ?? 30);
const only = process.env.LAY;
const cache = '/tmp/stable-tune';
mkdirSync(cache, { recursive: true });
const bands: Array<[number, number]> = [
  [30, 40],
  [40, 50],
  [50, 60],
];
const tally = new Map<string, { cards: number; found: number; phantom: number; ms: number[] }>();
const endCards: Array<{ score: number; onCard: boolean }> = [];
for (let k = 0; k < photos; k++) {
  const seed = first + k;
  const lay = STABLE_LAYS[k % STABLE_LAYS.length]!;
  if (only && lay !== only) continue;
  const band = bands[Math.floor(k / STABLE_LAYS.length) % 3]!;
  const table = TABLE_KINDS[Math.floor(k / 15) % TABLE_KINDS.length]!;
  const file = `${cache}/${seed}`;
  if (!existsSync(`${file}.json`)) {
    const photo = makeProjectivePhoto(seed, {
      megapixels: k % 4 === 3 ? 12 : 2,
      pitch: band,
      table,
      subject: { single: false, lay },
    });
    writeFileSync(`${file}.jpg`, photo.jpeg);
    writeFileSync(`${file}.json`, JSON.stringify({ cards: photo.cards, table, pitch: photo.pitch }));
  }
  const truth = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as {
    cards: StableCardTruth[];
    table: string;
  };
  const image = decodeJpeg(readFileSync(`${file}.jpg`));
  const t = performance.now();
  const trace: Proposal[] = [];
  const found = finder === 'old' ? findStableCards(image) : findStableByEvidence(image, trace);
  if (process.env.DEBUG)
    for (const p of trace) {
      const hits = p.cards.map((c) => {
        const s = scoreStable({ jpeg: new Uint8Array(), image, layout: 'spread', cards: truth.cards }, [
          { corners: c.corners, title: null },
        ]);
        return s.phantom ? 'x' : 'o';
      });
      console.log(
        `   proposal of ${p.cards.length} score ${p.score.toFixed(2)} ${p.how ?? 'single'} ${hits.join('')} ${JSON.stringify(p.cards.map((c) => c.corners.map((q) => [Math.round(q.x), Math.round(q.y)])[0]))}`,
      );
    }
  const ms = performance.now() - t;
  // Each region's end card, settled, kept or not: how far above perCard it fits, and whether a card lies there.
  for (const p of trace.filter((p) => p.how === END_CARD || p.how === END_CARD_REFUSED)) {
    const s = scoreStable({ jpeg: new Uint8Array(), image, layout: 'spread', cards: truth.cards }, [
      { corners: p.cards[0]!.corners, title: null },
    ]);
    endCards.push({ score: p.score, onCard: s.phantom === 0 });
  }
  if (process.env.DEBUG)
    for (const c of found)
      console.log(
        `   found ${c.whole ? 'whole' : 'part'} ${JSON.stringify(c.corners.map((q) => [Math.round(q.x), Math.round(q.y)]))}`,
      );
  // Which way up a card lying whole is, its title's read decides (recogniseStable reads both ways).
  const nearest = (corners: Point[]) => {
    const middle = project(homography(CARD, corners)!, { x: 300, y: TITLE_MIDDLE });
    return Math.min(...truth.cards.map((c) => distance(c.titleCentre, middle)));
  };
  const score = scoreStable(
    { jpeg: new Uint8Array(), image, layout: 'spread', cards: truth.cards },
    found.map((c) => ({
      corners: c.whole && nearest(turnHalf(c.corners)) < nearest(c.corners) ? turnHalf(c.corners) : c.corners,
      title: null,
    })),
  );
  if (process.env.DRAW)
    draw(
      image,
      truth.cards.map((c) => c.corners),
      found.map((c) => c.corners),
      `${process.env.DRAW}/${seed}.png`,
    );
  const row = tally.get(lay) ?? { cards: 0, found: 0, phantom: 0, ms: [] };
  row.cards += score.cards;
  row.found += score.cards - score.dropped;
  row.phantom += score.phantom;
  row.ms.push(ms);
  tally.set(lay, row);
  console.log(
    `${seed} ${lay} ${truth.table} ${image.width}x${image.height}: ${score.cards - score.dropped}/${score.cards} placed, ${score.phantom} where none lies, ${ms.toFixed(0)} ms ${process.env.DEBUG ? score.misses.join('; ') : ''}`,
  );
}
let cards = 0;
let placed = 0;
let phantom = 0;
for (const [lay, row] of tally) {
  cards += row.cards;
  placed += row.found;
  phantom += row.phantom;
  const ms = [...row.ms].sort((a, b) => a - b)[Math.floor(row.ms.length / 2)]!;
  console.log(
    `${lay}: ${row.found}/${row.cards} placed, ${row.phantom} where none lies, median ${ms.toFixed(0)} ms`,
  );
}
console.log(`all (${finder}): ${placed}/${cards} placed, ${phantom} where none lies`);
// STABLE_EVIDENCE.endCardLead lies between the end cards on a card and the others.
const range = (list: number[]) =>
  list.length
    ? `${Math.min(...list).toFixed(2)} to ${Math.max(...list).toFixed(2)} (${list.length})`
    : 'none';
console.log(
  `region end cards, settled, above perCard: on a card ${range(endCards.filter((e) => e.onCard).map((e) => e.score))}; ` +
    `where none lies ${range(endCards.filter((e) => !e.onCard).map((e) => e.score))}; endCardLead ${STABLE_EVIDENCE.endCardLead}`,
);
