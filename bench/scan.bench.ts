// Card recognition speed and accuracy on seeded photos, one card (all 84 faces) and whole Stables, side by
// side with a plain baseline in the same process: tesseract.js on the whole photo, default settings.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createWorker } from 'tesseract.js';
import { build } from 'vite';
import { decodePhoto } from '../src/scan/node-image.ts';
import {
  makeProjectivePhoto,
  STABLE_LAYS,
  TABLE_KINDS,
  type ProjectiveOptions,
} from '../test/scan/makers/projective.ts';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, titleSimilarity, type TitleMatcher } from '../src/scan/match.ts';
import { normaliseTitle } from '../src/scan/normalise.ts';
import { makeTitleReader, type TitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import { isAccepted, recogniseCard } from '../src/scan/recognise.ts';
import { recogniseStable } from '../src/scan/stable.ts';
import {
  controlChaosGames,
  controlChaosOwnFaces,
  gameOf,
  printPhotos,
  scoreSet,
} from '../test/scan/print-sets.ts';
import {
  allScans,
  HELD_OUT_KINDS,
  makeStablePhoto,
  scoreStableScan,
  type StablePhoto,
  type StableScore,
} from '../test/scan/stable-photos.ts';
import { catalogFor } from '../src/games/unstable-unicorns/catalog.ts';
import {
  HARD_PHOTOS,
  haveScans,
  makeTablePhoto,
  readLabels,
  readScan,
  scansDir,
  type PhotoOptions,
  type TablePhoto,
  WIDER_PHOTOS,
} from '../test/scan/photos.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The baseline's answer: the printed title closest to any line tesseract found on the whole photo. */
function closestTitle(text: string, titles: readonly string[]): string {
  const lines = text.split('\n').map(normaliseTitle).filter(Boolean);
  let best = { title: '', score: -1 };
  for (const title of titles) {
    for (const line of lines) {
      const score = titleSimilarity(line, title);
      if (score > best.score) best = { title, score };
    }
  }
  return best.title;
}

export default async function scanBench(): Promise<void> {
  if (!haveScans) {
    console.log(`skipped: no card scans at ${scansDir} (the shared ocr folder sits beside the repository)`);
    return;
  }
  const only = process.env.SCAN_BENCH_ONLY;
  if (only === 'former') return formerTestPhotos();
  if (only === 'stable8') return stablesOfEight();
  await sizes();
  await twelveMegapixels();
  await stablesOfEight();
  if (only === 'speed') return;
  if (only !== 'stable') await singleCardBench();
  if (only !== 'single') await stableBench();
}

const ROOT = resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What the app loads to scan: the scanner's lazy chunk (its two entries, src/ui/scanner/session.ts and
 * stable-session.ts, built alone as ES modules, minified: the card catalogue they name cards from
 * included) and the face fingerprints it carries (src/scan/face-prints.json, inside that chunk).
 */
async function sizes(): Promise<void> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: {
          session: resolve(ROOT, 'src/ui/scanner/session.ts'),
          'stable-session': resolve(ROOT, 'src/ui/scanner/stable-session.ts'),
        },
        formats: ['es'],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{
    output: Array<{ type: string; code?: string }>;
  }>;
  const code = outputs
    .flatMap((o) => o.output)
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code ?? '')
    .join('\n');
  const prints = readFileSync(join(ROOT, 'src/scan/face-prints.json'));
  console.log(
    `scanner's lazy chunk (session.ts + stable-session.ts, minified): ${kb(code.length)}, gzip ${kb(gzipSync(code, { level: 9 }).length)}; ` +
      `face fingerprints (src/scan/face-prints.json): ${kb(prints.length)}, gzip ${kb(gzipSync(prints, { level: 9 }).length)} (in that chunk); ` +
      `tesseract's worker, core and language files are fetched apart (src/scan/ocr-assets-plugin.ts)`,
  );
}

/** The base game's English titles and a tesseract reader already started, as the timed benches use them. */
async function warmScanner(): Promise<{ matcher: TitleMatcher; reader: TitleReader }> {
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  await reader.warm();
  return { matcher, reader };
}

/**
 * A projective photo and its cards, kept under test-output/bench-photos as `name`.jpg and `name`.jpg.json
 * once made (the maker takes several seconds a 2 MP photo here, 30-50 s a 12 MP one).
 */
function keptProjectivePhoto(
  name: string,
  seed: number,
  options: ProjectiveOptions,
): { jpeg: Uint8Array; cards: StablePhoto['cards'] } {
  const dir = join(ROOT, 'test-output/bench-photos');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.jpg`);
  const truthFile = `${file}.json`;
  if (!existsSync(file) || !existsSync(truthFile)) {
    const made = makeProjectivePhoto(seed, options);
    writeFileSync(file, made.jpeg);
    writeFileSync(truthFile, JSON.stringify(made.cards));
  }
  return {
    jpeg: readFileSync(file),
    cards: JSON.parse(readFileSync(truthFile, 'utf8')) as StablePhoto['cards'],
  };
}

/**
 * One card from a 12 MP photo (4032 x 3024, the projective maker, a seated player's 30-60 degrees, each
 * table kind in turn), decoded once; the time is recogniseCard's alone, reader warm. The maker takes 30-50 s
 * a 12 MP photo here, so they are kept under test-output/bench-photos once made.
 */
async function twelveMegapixels(): Promise<void> {
  const photos = Number(process.env.SCAN_BENCH_12MP ?? 7);
  const first = 9_500_000;
  const { matcher, reader } = await warmScanner();
  const ms: number[] = [];
  let right = 0;
  try {
    for (let k = 0; k < photos; k++) {
      const seed = first + k;
      const table = TABLE_KINDS[k % TABLE_KINDS.length]!;
      const { jpeg, cards } = keptProjectivePhoto(
        `projective-12mp-${seed}-${table.replace(' ', '-')}`,
        seed,
        {
          megapixels: 12,
          pitch: [30, 60],
          table,
          subject: { single: true },
        },
      );
      const image = decodePhoto(jpeg);
      const at = performance.now();
      const result = await recogniseCard(image, { reader, matcher });
      ms.push(performance.now() - at);
      if (result.found && result.matches[0]!.title === cards[0]!.printedTitle) right++;
    }
  } finally {
    await reader.close();
  }
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `one card from a 12 MP photo (projective maker, seeds ${first}-${first + photos - 1}, 30-60 degrees): median ${median(ms).toFixed(0)} ms ` +
      `(goal under 500 ms), fastest ${sorted[0]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms; ${right} of ${photos} named right`,
  );
}

/**
 * A Stable of 8 cards from a 2 MP photo (the projective maker, 30-60 degrees, each lay and table kind in
 * turn, seeds nothing was tuned on), decoded once; the time is recogniseStable's alone, reader warm. The
 * photos are kept under test-output/bench-photos once made.
 */
async function stablesOfEight(): Promise<void> {
  const photos = Number(process.env.SCAN_BENCH_STABLES ?? 10);
  const first = 9_600_000;
  const { matcher, reader } = await warmScanner();
  const ms: number[] = [];
  let right = 0;
  let wrong = 0;
  try {
    for (let k = 0; k < photos; k++) {
      const seed = first + k;
      const lay = STABLE_LAYS[k % STABLE_LAYS.length]!;
      const table = TABLE_KINDS[(k + Math.floor(k / STABLE_LAYS.length)) % TABLE_KINDS.length]!;
      const { jpeg, cards } = keptProjectivePhoto(`projective-stable8-${seed}`, seed, {
        megapixels: 2,
        pitch: [30, 60],
        table,
        subject: { single: false, lay, count: 8 },
      });
      const image = decodePhoto(jpeg);
      const at = performance.now();
      const found = await recogniseStable(image, { reader, matcher });
      ms.push(performance.now() - at);
      const score = scoreStableScan({ image, jpeg, cards, layout: 'spread' }, found);
      right += score.right;
      wrong += score.wrong;
    }
  } finally {
    await reader.close();
  }
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `a Stable of 8 cards from a 2 MP photo (projective maker, seeds ${first}-${first + photos - 1}, 30-60 degrees, each lay in turn): ` +
      `median ${median(ms).toFixed(0)} ms (goal under 1,500 ms), fastest ${sorted[0]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms; ` +
      `${right} of ${photos * 8} cards named right, ${wrong} wrong`,
  );
}

/**
 * Fixed Stable photos test/scan/stable.test.ts and stable-kinds.test.ts held until they kept one photo per
 * behaviour (the held-out kinds' first photos they dropped are in the held-out table's sets): each was every
 * card named, or listed once, when it left the tests. A figure now, not a pass mark.
 */
const FORMER_TEST_PHOTOS: ReadonlyArray<{ why: string; photo: () => StablePhoto }> = [
  { why: 'spread, one or two rows (311)', photo: () => makeStablePhoto(311, { layout: 'spread' }) },
  { why: 'fanned (411)', photo: () => makeStablePhoto(411, { layout: 'fanned' }) },
  {
    why: 'loose fan, stronger glare and blur (60001)',
    photo: () => makeStablePhoto(60_001, { layout: 'fanned', wide: true }),
  },
  {
    why: 'CAFFEINE OVERLOAD alone, once cut in two (2090005)',
    photo: () => makeStablePhoto(2_090_005, { layout: 'spread' }),
  },
  {
    why: 'BABY UNICORN against YAY, once taken for one card (3770004)',
    photo: () => {
      const kind = HELD_OUT_KINDS.find((k) => k.name === 'spread rows touching or overlapping')!;
      return makeStablePhoto(3_770_004, kind.options(3_770_004 - kind.firstSeed - 3_000_000));
    },
  },
];

/** Scores the photos the Stable tests held before, one row each: what a behaviour lost would show. */
async function formerTestPhotos(): Promise<void> {
  const { matcher, reader } = await warmScanner();
  console.log(
    '\n| Stable photo the tests held before | cards | named right | named wrong | listed unread | dropped | invented | ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { why, photo: make } of FORMER_TEST_PHOTOS) {
    const photo = make();
    const at = performance.now();
    const score = scoreStableScan(photo, await recogniseStable(photo.image, { reader, matcher }));
    console.log(
      `| ${why} | ${score.cards} | ${score.right} | ${score.wrong} | ${score.unread} | ${score.dropped} | ${score.phantom} | ${(performance.now() - at).toFixed(0)} |`,
    );
    if (process.env.SCAN_BENCH_VERBOSE) for (const miss of score.misses) console.log(`  ${why}: ${miss}`);
  }
  await reader.close();
}

/** Card counts of a set of Stable photos (a StableScore's counts, summed), and each photo's time. */
type Counts = Omit<StableScore, 'misses'>;
interface Tally extends Counts {
  ms: number[];
}
const COUNTS = [
  'cards',
  'named',
  'right',
  'wrong',
  'unread',
  'dropped',
  'phantom',
] as const satisfies ReadonlyArray<keyof Counts>;
const tally = (): Tally => ({ ...(Object.fromEntries(COUNTS.map((k) => [k, 0])) as Counts), ms: [] });
function addScore(into: Tally, score: StableScore, ms: number): void {
  for (const k of COUNTS) into[k] += score[k];
  into.ms.push(ms);
}
/**
 * Added to every Stable set's first seed (SCAN_BENCH_SEED_SHIFT): the same kinds of photo on seeds no one
 * tuned on, for a fresh check.
 */
const seedShift = (): number => {
  const shift = Number(process.env.SCAN_BENCH_SEED_SHIFT ?? 0);
  if (!Number.isInteger(shift) || shift < 0)
    throw new Error(
      `SCAN_BENCH_SEED_SHIFT must be a whole number of 0 or more, not ${process.env.SCAN_BENCH_SEED_SHIFT}`,
    );
  return shift;
};

const countsRow = (name: string, t: Tally) =>
  `| ${name} | ${t.right} | ${t.wrong} | ${t.unread} | ${t.dropped} | ${t.phantom} |`;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? NaN;

/**
 * Whole Stables, side by side in one run on the same seeded photos (2400 x 1800, spread and fanned):
 * ours on the whole photo; ours card by card (a photo of each card, as the single-card scanner needs);
 * plain tesseract.js on the whole photo, each line it read matched with the same matcher.
 */
async function stableBench(): Promise<void> {
  const perLayout = Number(process.env.SCAN_BENCH_STABLES ?? 10);
  // The held-out kinds alone, without the sets above and the baselines (a busy machine's quick look).
  if (process.env.SCAN_BENCH_STABLE_KINDS?.startsWith('only')) return heldOutKinds(perLayout);
  const baselineLimit = Number(process.env.SCAN_BENCH_STABLE_BASELINE ?? 4);
  const shift = seedShift();
  if (shift > 0) console.log(`Stable seeds shifted by ${shift}`);
  const madeAt = performance.now();
  const photos: StablePhoto[] = [];
  for (const layout of ['spread', 'fanned'] as const)
    for (let k = 0; k < perLayout; k++) photos.push(makeStablePhoto(90_000 + shift + k, { layout }));
  // Held out: fans from the wider generator on seeds no one looked at while tuning (sloppier fans,
  // stronger glare, more blur); scored apart from the rest, not part of the side by side.
  const heldOut: StablePhoto[] = [];
  for (let k = 0; k < perLayout; k++)
    heldOut.push(makeStablePhoto(130_000 + shift + k, { layout: 'fanned', wide: true }));
  console.log(
    `\n${photos.length} Stable photos (${perLayout} spread, ${perLayout} fanned, ${photos.reduce((n, p) => n + p.cards.length, 0)} cards) made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  await reader.warm();

  const whole = { spread: tally(), fanned: tally() };
  const wide = tally();
  for (const photo of [...photos, ...heldOut]) {
    const t = performance.now();
    const found = await recogniseStable(photo.image, { reader, matcher });
    const ms = performance.now() - t;
    const score = scoreStableScan(photo, found);
    addScore(heldOut.includes(photo) ? wide : whole[photo.layout], score, ms);
    if (process.env.SCAN_BENCH_VERBOSE)
      for (const miss of score.misses) console.log(`  ${photo.layout}: ${miss}`);
  }

  // Card by card: each card of the Stable photographed alone on the table, as the scanner takes them.
  const byCard = tally();
  const scans = allScans();
  for (const [k, photo] of photos.entries()) {
    let ms = 0;
    for (const [j, card] of photo.cards.entries()) {
      const single = makeTablePhoto(
        scans.find((s) => s.label.file === card.file)!.image,
        95_000 + k * 16 + j,
      );
      const t = performance.now();
      const result = await recogniseCard(single.image, { reader, matcher });
      ms += performance.now() - t;
      byCard.cards++;
      if (result.found) {
        byCard.named++;
        if (result.matches[0]!.title === card.printedTitle) byCard.right++;
      }
    }
    byCard.ms.push(ms);
  }
  await reader.close();

  // Plain tesseract.js: default settings on the whole photo; each line that matches a title well
  // enough is a card; scored as a bag of titles (it gives no card outlines).
  const assets = nodeOcrAssets();
  const worker = await createWorker('eng', undefined, {
    langPath: assets.langPaths!.eng!,
    cacheMethod: 'none',
    gzip: true,
  });
  const plain = tally();
  const sample = [
    ...photos.filter((p) => p.layout === 'spread').slice(0, baselineLimit),
    ...photos.filter((p) => p.layout === 'fanned').slice(0, baselineLimit),
  ];
  for (const photo of sample) {
    const t = performance.now();
    const { data } = await worker.recognize(Buffer.from(photo.jpeg));
    const titles = data.text
      .split('\n')
      .map((line) => matcher(line, 1)[0])
      .filter((m) => m !== undefined && isAccepted([m]))
      .map((m) => m!.title);
    plain.ms.push(performance.now() - t);
    const expected = photo.cards.map((c) => c.printedTitle);
    plain.cards += expected.length;
    plain.named += titles.length;
    for (const title of titles) {
      const at = expected.indexOf(title);
      if (at >= 0) {
        expected.splice(at, 1);
        plain.right++;
      }
    }
  }
  await worker.terminate();

  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  const row = (name: string, t: Tally, photoCount: number) =>
    `| ${name} | ${photoCount} | ${t.cards} | ${pct(t.right, t.cards)} | ${pct(t.right, t.named)} | ${median(t.ms).toFixed(0)} | ${p90(t.ms).toFixed(0)} |`;
  console.log('| Stable scan | photos | cards | recall | precision | median ms/photo | p90 ms/photo |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(row('ours, whole photo: spread', whole.spread, perLayout));
  console.log(row('ours, whole photo: fanned', whole.fanned, perLayout));
  console.log(row('ours, whole photo: fanned, wider generator, held out', wide, perLayout));
  const all = tally();
  for (const t of [whole.spread, whole.fanned])
    for (const key of ['cards', 'named', 'right', 'wrong', 'unread', 'dropped', 'phantom'] as const)
      all[key] += t[key];
  all.ms = [...whole.spread.ms, ...whole.fanned.ms];
  console.log(row('ours, whole photo: all', all, photos.length));
  console.log(row('ours, card by card (one photo per card, time per Stable)', byCard, photos.length));
  console.log(row('plain tesseract.js, whole photo, same matcher (bag of titles)', plain, sample.length));
  console.log(
    `precision counts named cards only (a card listed unread is the player's to name)\n\n` +
      '| Stable scan, card counts | named right | named wrong | listed unread | dropped | invented |\n|---|---|---|---|---|---|',
  );
  for (const [name, t] of [
    ['spread', whole.spread],
    ['fanned', whole.fanned],
    ['fanned, wider generator', wide],
  ] as const)
    console.log(countsRow(name, t));
  await formerTestPhotos();
  await heldOutKinds(perLayout);
}

/**
 * Stables made differently from the sets above, one axis at a time (stable-photos.ts HELD_OUT_KINDS):
 * how the whole-Stable scan holds on photos it was not written for. SCAN_BENCH_STABLE_KINDS=0,3 runs
 * only those kinds; =none skips them; =only (or only:0,3) runs them without the sets above.
 */
async function heldOutKinds(perKind: number): Promise<void> {
  const pick = process.env.SCAN_BENCH_STABLE_KINDS?.replace(/^only:?/, '');
  if (pick === 'none') return;
  const chosen = pick ? pick.split(',').map(Number) : HELD_OUT_KINDS.map((_, k) => k);
  const shift = seedShift();
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  await reader.warm();
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  const rows: string[] = [];
  for (const index of chosen) {
    const kind = HELD_OUT_KINDS[index]!;
    const matcher = makeTitleMatcher({
      deck: { cards: catalogFor({ boxes: kind.boxes }).faces },
      languages: ['en'],
    });
    const t = tally();
    for (let k = 0; k < perKind; k++) {
      const seed = kind.firstSeed + shift + k;
      const photo = makeStablePhoto(seed, kind.options(k));
      const at = performance.now();
      const found = await recogniseStable(photo.image, { reader, matcher });
      const score = scoreStableScan(photo, found);
      addScore(t, score, performance.now() - at);
      if (process.env.SCAN_BENCH_VERBOSE)
        for (const miss of score.misses) console.log(`  ${kind.name}, seed ${seed}: ${miss}`);
    }
    rows.push(
      `| ${kind.name} | ${perKind} | ${t.cards} | ${t.right} | ${t.wrong} | ${t.unread} | ${t.dropped} | ${t.phantom} | ${pct(t.right, t.cards)} | ${pct(t.right, t.named)} | ${median(t.ms).toFixed(0)} | ${p90(t.ms).toFixed(0)} |`,
    );
  }
  await reader.close();
  console.log(
    `\n| Stable scan, held-out kinds${shift ? ` (seeds shifted by ${shift})` : ''} | photos | cards | named right | named wrong | listed unread | dropped | invented | recall | precision | median ms/photo | p90 ms/photo |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

/** One card per photo: the scanner as it was, on all 84 faces, beside plain tesseract.js. */
async function singleCardBench(): Promise<void> {
  const perFace = Number(process.env.SCAN_BENCH_PER_FACE ?? 1);
  const baselineLimit = Number(process.env.SCAN_BENCH_BASELINE ?? Infinity);
  const labels = readLabels();
  const photos: Array<{ expected: string; photo: TablePhoto }> = [];
  const madeAt = performance.now();
  for (let round = 0; round < perFace; round++) {
    labels.forEach((label, k) => {
      photos.push({
        expected: label.printedTitle,
        photo: makeTablePhoto(readScan(label.file), 50_000 + round * 1000 + k),
      });
    });
  }
  console.log(
    `${photos.length} photos (${perFace} per face, ${labels.length} faces) made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s; ` +
      `${photos.filter((p) => p.photo.upsideDown).length} lie upside down`,
  );

  const faces = new Map(baseGame.cards.map((face) => [face.id, face]));
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  const startedAt = performance.now();
  await reader.warm();
  const startup = performance.now() - startedAt;
  const ours: number[] = [];
  let oursRight = 0;
  let attempts = 0;
  for (const { expected, photo } of photos) {
    const t = performance.now();
    const result = await recogniseCard(photo.image, { reader, matcher });
    ours.push(performance.now() - t);
    attempts += result.attempts;
    if (result.found && faces.get(result.matches[0]!.faceId)?.title.en === expected) oursRight++;
  }
  // Harder sets. 70000+: the card fills 45-65% of the frame's short side, blur up to 2.5 px, light down to
  // 40%, warm light and glare as always; never tuned on (the deblurred reads were tuned on 150000+ and
  // 500000+ of the same ranges). 160000+: wider still (40-65%, blur to 3 px, light to 35%), not tuned on.
  const hard = await hardSet(labels, 70_000, HARD_PHOTOS);
  const wider = await hardSet(labels, 160_000, WIDER_PHOTOS);
  async function hardSet(
    cards: typeof labels,
    seed: number,
    options: PhotoOptions,
  ): Promise<{ right: number; wrong: number; ms: number[] }> {
    let right = 0;
    let wrong = 0;
    const ms: number[] = [];
    for (const [k, label] of cards.entries()) {
      const photo = makeTablePhoto(readScan(label.file), seed + k, options);
      const t = performance.now();
      const result = await recogniseCard(photo.image, { reader, matcher });
      ms.push(performance.now() - t);
      if (!result.found) continue;
      if (result.matches[0]!.title === label.printedTitle) right++;
      else wrong++;
    }
    return { right, wrong, ms };
  }
  const otherPrint = process.env.SCAN_BENCH_OTHER_PRINT === '0' ? [] : await otherPrintRows(reader);
  await reader.close();

  const titles = [...new Set(baseGame.cards.map((face) => face.title.en))];
  const assets = nodeOcrAssets();
  const baselineWorker = await createWorker('eng', undefined, {
    langPath: assets.langPaths!.eng!,
    cacheMethod: 'none',
    gzip: true,
  });
  const baseline: number[] = [];
  let baselineRight = 0;
  for (const { expected, photo } of photos.slice(0, baselineLimit)) {
    const t = performance.now();
    const { data } = await baselineWorker.recognize(Buffer.from(photo.jpeg));
    const title = closestTitle(data.text, titles);
    baseline.push(performance.now() - t);
    if (title === expected) baselineRight++;
  }
  await baselineWorker.terminate();

  const pct = (right: number, of: number) => `${((100 * right) / of).toFixed(1)}%`;
  console.log(`\nour worker start-up: ${startup.toFixed(0)} ms (once per scanner session)`);
  console.log('| pipeline | photos | top-1 printed title | median ms/photo | p90 ms/photo |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ours: find card, title band, PSM 7 (${(attempts / photos.length).toFixed(2)} OCR passes/photo) | ${photos.length} | ${pct(oursRight, photos.length)} | ${median(ours).toFixed(1)} | ${p90(ours).toFixed(1)} |`,
  );
  for (const [name, set] of [
    ['harder, held out (45-65% of the frame, blur to 2.5 px, light to 40%)', hard],
    ['wider, held out (40-65% of the frame, blur to 3 px, light to 35%)', wider],
  ] as const) {
    console.log(
      `| ours, ${name}: ${set.wrong} wrong names, the other misses refused | ${labels.length} | ${pct(set.right, labels.length)} | ${median(set.ms).toFixed(1)} | ${p90(set.ms).toFixed(1)} |`,
    );
  }
  for (const line of otherPrint) console.log(line);
  console.log(
    `| baseline: tesseract.js whole photo, defaults, closest title | ${baseline.length} | ${pct(baselineRight, baseline.length)} | ${median(baseline).toFixed(1)} | ${p90(baseline).toFixed(1)} |`,
  );
  console.log(`speed-up (median): ${(median(baseline) / median(ours)).toFixed(1)}x`);
}

/**
 * Another print, never scanned (test/scan/print-cards.ts: coloured frame, heavy slab-serif title), on seeds
 * kept apart from the tests': the base game's 84 faces, and the 117 Control & Chaos faces in a game of both
 * decks; then the whole sets the tests sample. Rows in the single-card table's columns, plus the precision
 * (right among named).
 */
async function otherPrintRows(reader: TitleReader): Promise<string[]> {
  const sets = [
    {
      name: 'other print, base titles (held out, seeds 210000+)',
      photos: printPhotos(baseGame.cards, 210_000),
      matcher: gameOf(['base-2e']).matcher,
    },
    {
      name: 'other print, Control & Chaos titles in a control,chaos game (held out, seeds 230000+)',
      photos: printPhotos(controlChaosOwnFaces(['control', 'chaos']), 230_000),
      matcher: gameOf(['control', 'chaos']).matcher,
    },
    // The whole sets test/scan/other-print.test.ts takes every sixth photo of.
    {
      name: 'other print, base titles, every other face (seeds 200000+)',
      photos: printPhotos(
        baseGame.cards.filter((_, k) => k % 2 === 0),
        200_000,
      ),
      matcher: gameOf(['base-2e']).matcher,
    },
    ...controlChaosGames().map((game) => ({
      name: `other print, Control & Chaos titles in a ${game.name} (seeds ${game.firstSeed}+)`,
      photos: printPhotos(game.faces, game.firstSeed),
      matcher: gameOf(game.boxes).matcher,
    })),
  ];
  const rows: string[] = [];
  for (const set of sets) {
    const score = await scoreSet(set.photos, reader, set.matcher);
    const named = score.right + score.wrong.length;
    const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
    rows.push(
      `| ours on the ${set.name}: precision ${pct(score.right, named)}, ${score.wrong.length} wrong, ${score.refused.length} refused | ${score.photos} | ${pct(score.right, score.photos)} | ${median(score.ms).toFixed(1)} | ${p90(score.ms).toFixed(1)} |`,
    );
    if (process.env.SCAN_BENCH_VERBOSE)
      for (const miss of [...score.wrong, ...score.refused]) console.log(`  ${miss}`);
  }
  return rows;
}
