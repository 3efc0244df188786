// Today's scanner on photos of each maker, fresh seeds: the tuning makers (test/scan/photos.ts,
// stable-photos.ts) and the projective one (test/scan/makers/projective.ts), by angle band and table kind.
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, type TitleMatcher } from '../src/scan/match.ts';
import { makeTitleReader, type TitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import type { RgbaImage } from '../src/scan/pixels.ts';
import { recogniseCard } from '../src/scan/recognise.ts';
import { recogniseStable, type StableFinder } from '../src/scan/stable.ts';
import {
  makeProjectivePhoto,
  STABLE_LAYS,
  TABLE_KINDS,
  type ProjectiveOptions,
} from '../test/scan/makers/projective.ts';
import { haveScans, makeTablePhoto, readLabels, readScan, scansDir } from '../test/scan/photos.ts';
import {
  makeStablePhoto,
  scoreStableScan,
  type StableCardTruth,
  type StablePhoto,
} from '../test/scan/stable-photos.ts';

/** A seated player's angles off vertical, in three bands. */
const BANDS: Array<[number, number]> = [
  [30, 40],
  [40, 50],
  [50, 60],
];

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${process.env[name]}`);
  return value;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((100 * a) / b)}%`);

interface Singles {
  seeds: number[];
  right: number;
  wrong: number;
  unread: number;
  ms: number[];
  /** Scanned again in a game lacking the card's face: any name then is a look-alike. */
  lacking: number;
  lookAlike: number;
}
interface Stables {
  seeds: number[];
  cards: number;
  right: number;
  wrong: number;
  unread: number;
  dropped: number;
  phantom: number;
  ms: number[];
}
const singles = (): Singles => ({
  seeds: [],
  right: 0,
  wrong: 0,
  unread: 0,
  ms: [],
  lacking: 0,
  lookAlike: 0,
});
const stables = (): Stables => ({
  seeds: [],
  cards: 0,
  right: 0,
  wrong: 0,
  unread: 0,
  dropped: 0,
  phantom: 0,
  ms: [],
});

/** Seeds as short ranges: 8000100-8000101, 8001100. */
function seedList(seeds: number[]): string {
  const sorted = [...seeds].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(' ');
}

const singleHead =
  '| photos | seeds | single cards | named right | named wrong | unread | median ms | in a game lacking the card: named |\n|---|---|---|---|---|---|---|---|';
const singleRow = (name: string, t: Singles) =>
  `| ${name} | ${seedList(t.seeds)} | ${t.seeds.length} | ${t.right} (${pct(t.right, t.seeds.length)}) | ${t.wrong} | ${t.unread} | ${median(t.ms).toFixed(0)} | ${t.lacking === 0 ? '-' : `${t.lookAlike} of ${t.lacking}`} |`;
const stableHead =
  '| photos | seeds | Stables | cards lying | recall | named wrong | unread | not listed | listed where none lies | median ms |\n|---|---|---|---|---|---|---|---|---|---|';
const stableRow = (name: string, t: Stables) =>
  `| ${name} | ${seedList(t.seeds)} | ${t.seeds.length} | ${t.cards} | ${t.right} (${pct(t.right, t.cards)}) | ${t.wrong} | ${t.unread} | ${t.dropped} | ${t.phantom} | ${median(t.ms).toFixed(0)} |`;

interface Scanner {
  reader: TitleReader;
  matcher: TitleMatcher;
  verbose: boolean;
  /** Each single card is scanned a second time in a game lacking its face (a box the game lacks). */
  lacking: boolean;
  /** SCAN_STABLE_FINDER=evidence|regions: whole Stables found by one finder alone (stable.ts StableFinder). */
  finder: StableFinder;
}

/** The base game without the faces printing this title: its card is then of a box the game lacks. */
const lackingMatcher = (title: string) =>
  makeTitleMatcher({
    deck: { ...baseGame, cards: baseGame.cards.filter((c) => c.title.en !== title) },
    languages: ['en'],
  });

async function scoreSingle(scanner: Scanner, image: RgbaImage, title: string, seed: number, into: Singles[]) {
  const t = performance.now();
  const result = await recogniseCard(image, scanner);
  const ms = performance.now() - t;
  const named = result.found ? result.matches[0]!.title : null;
  let lookAlike: string | null = null;
  if (scanner.lacking) {
    const lacking = await recogniseCard(image, { ...scanner, matcher: lackingMatcher(title) });
    lookAlike = lacking.found ? lacking.matches[0]!.title : null;
  }
  for (const tally of into) {
    tally.seeds.push(seed);
    tally.ms.push(ms);
    if (named === title) tally.right++;
    else if (named === null) tally.unread++;
    else tally.wrong++;
    if (scanner.lacking) tally.lacking++;
    if (lookAlike !== null) tally.lookAlike++;
  }
  if (scanner.verbose || lookAlike !== null || (named !== null && named !== title))
    console.log(
      `  seed ${seed}: ${named === title ? `${title} named right` : `${title} read as ${named ?? 'unread'}`}${lookAlike === null ? '' : `; in a game lacking it, named ${lookAlike}`}`,
    );
}

async function scoreStablePhoto(
  scanner: Scanner,
  photo: Pick<StablePhoto, 'image' | 'jpeg'> & { cards: StableCardTruth[] },
  seed: number,
  into: Stables[],
) {
  const t = performance.now();
  const found = await recogniseStable(photo.image, scanner);
  const ms = performance.now() - t;
  const score = scoreStableScan({ ...photo, layout: 'spread' }, found);
  for (const tally of into) {
    tally.seeds.push(seed);
    tally.ms.push(ms);
    tally.cards += score.cards;
    tally.right += score.right;
    tally.wrong += score.wrong;
    tally.unread += score.unread;
    tally.dropped += score.dropped;
    tally.phantom += score.phantom;
  }
  if (scanner.verbose) {
    const counts = `${score.right}/${score.cards} right, ${score.wrong} wrong, ${score.unread} unread, ${score.dropped} not listed, ${score.phantom} where none lies`;
    console.log(`  seed ${seed} Stable: ${counts}; ${score.misses.join('; ')}`);
  }
}

export default async function scanMakersBench(): Promise<void> {
  if (!haveScans) {
    console.log(`skipped: no card scans at ${scansDir} (the shared ocr folder sits beside the repository)`);
    return;
  }
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  await reader.warm();
  const scanner: Scanner = {
    reader,
    matcher,
    verbose: Boolean(process.env.SCAN_BENCH_VERBOSE),
    lacking: process.env.SCAN_MAKERS_LACKING !== '0',
    finder: (['evidence', 'regions'] as const).find((f) => f === process.env.SCAN_STABLE_FINDER) ?? 'both',
  };
  console.log(
    scanner.finder === 'both'
      ? 'Stables found as the app finds them: the evidence, then the regions where a title names a card (SCAN_STABLE_FINDER=evidence|regions: one alone)'
      : `Stables found by the ${scanner.finder} finder alone (SCAN_STABLE_FINDER unset: both, as the app)`,
  );
  try {
    const only = process.env.SCAN_MAKERS_ONLY;
    if (only !== 'projective') await tuningMaker(scanner);
    if (only !== 'tuning') await projectiveMaker(scanner);
  } finally {
    await reader.close();
  }
}

/** Today's makers, on seeds none of the scanner's sets or tests use (SCAN_MAKERS_SEED moves them). */
async function tuningMaker(scanner: Scanner): Promise<void> {
  const first = count('SCAN_MAKERS_SEED', 8_000_000) + 900_000;
  const perKind = count('SCAN_MAKERS_TUNING', 4);
  console.log(
    `\n### tuning maker (test/scan/photos.ts, stable-photos.ts): overhead, 5-20 degrees off vertical`,
  );
  const labels = readLabels();
  const byTable = { wood: singles(), cloth: singles() };
  const all = singles();
  for (let k = 0; k < perKind * 2; k++) {
    const seed = first + k;
    const label = labels[seed % labels.length]!;
    const photo = makeTablePhoto(readScan(label.file), seed);
    await scoreSingle(scanner, photo.image, label.printedTitle, seed, [byTable[photo.background], all]);
  }
  console.log(singleHead);
  for (const [name, t] of Object.entries(byTable)) console.log(singleRow(name, t));
  console.log(singleRow('all', all));
  const byLayout = { spread: stables(), fanned: stables() };
  for (const layout of ['spread', 'fanned'] as const)
    for (let k = 0; k < perKind; k++) {
      const seed = first + 1000 + (layout === 'fanned' ? 100 : 0) + k;
      await scoreStablePhoto(scanner, makeStablePhoto(seed, { layout }), seed, [byLayout[layout]]);
    }
  console.log(`\n${stableHead}`);
  for (const [name, t] of Object.entries(byLayout)) console.log(stableRow(name, t));
}

/**
 * The projective maker: every angle band with every table kind, single cards and whole Stables laid each
 * way in turn; every fourth photo 12 MP (SCAN_MAKERS_12MP_EVERY), the others 2 MP. SCAN_MAKERS_SINGLES and SCAN_MAKERS_STABLES set
 * the photos per band and table; a photo's seed is first + 10000 * band + 1000 * table + k (+ 500 for Stables).
 */
async function projectiveMaker(scanner: Scanner): Promise<void> {
  const first = count('SCAN_MAKERS_SEED', 8_000_000);
  const perCell = count('SCAN_MAKERS_SINGLES', 2);
  const stablesPerCell = count('SCAN_MAKERS_STABLES', 1);
  // Every this many photos is 12 MP (a 12 MP photo takes the maker 30-50 s here, a 2 MP one several).
  const every12 = count('SCAN_MAKERS_12MP_EVERY', 4);
  console.log(
    `\n### projective maker (test/scan/makers/projective.ts): a pinhole camera held 30-60 degrees off vertical, first seed ${first}`,
  );
  const cellSingles = new Map<string, Singles>();
  const cellStables = new Map<string, Stables>();
  const bandSingles = BANDS.map(singles);
  const bandStables = BANDS.map(stables);
  const tableSingles = TABLE_KINDS.map(singles);
  const tableStables = TABLE_KINDS.map(stables);
  const laySingles = { '2 MP': singles(), '12 MP': singles() };
  const lays = new Map(STABLE_LAYS.map((lay) => [lay, stables()]));
  const sizeStables = { '2 MP': stables(), '12 MP': stables() };
  const allSingles = singles();
  const allStables = stables();
  let made = 0;
  const makeMs: number[] = [];
  for (const [b, pitch] of BANDS.entries()) {
    for (const [t, table] of TABLE_KINDS.entries()) {
      const name = `${pitch[0]}-${pitch[1]} deg, ${table}`;
      cellSingles.set(name, singles());
      cellStables.set(name, stables());
      for (let k = 0; k < perCell + stablesPerCell; k++) {
        const single = k < perCell;
        const megapixels = every12 > 0 && made % every12 === every12 - 1 ? 12 : 2;
        made++;
        const seed = first + 10_000 * b + 1000 * t + (single ? k : 500 + k - perCell);
        const lay = STABLE_LAYS[(seed + b + t) % STABLE_LAYS.length]!;
        const options: ProjectiveOptions = {
          megapixels,
          pitch,
          table,
          subject: single ? { single: true } : { single: false, lay },
        };
        const started = performance.now();
        const photo = makeProjectivePhoto(seed, options);
        makeMs.push(performance.now() - started);
        const size = megapixels === 12 ? '12 MP' : '2 MP';
        if (single)
          await scoreSingle(scanner, photo.image, photo.cards[0]!.printedTitle, seed, [
            cellSingles.get(name)!,
            bandSingles[b]!,
            tableSingles[t]!,
            laySingles[size],
            allSingles,
          ]);
        else
          await scoreStablePhoto(scanner, photo, seed, [
            cellStables.get(name)!,
            bandStables[b]!,
            tableStables[t]!,
            lays.get(lay)!,
            sizeStables[size],
            allStables,
          ]);
      }
    }
  }
  console.log(`(${made} photos made, median ${(median(makeMs) / 1000).toFixed(1)} s each)`);
  console.log(
    `\nSingle cards (the card photographed; neighbours partly in view are not to be named)\n${singleHead}`,
  );
  for (const [name, t] of cellSingles) if (t.seeds.length > 0) console.log(singleRow(name, t));
  for (const [b, pitch] of BANDS.entries())
    console.log(singleRow(`**${pitch[0]}-${pitch[1]} deg**`, bandSingles[b]!));
  for (const [t, table] of TABLE_KINDS.entries()) console.log(singleRow(`**${table}**`, tableSingles[t]!));
  for (const [size, t] of Object.entries(laySingles))
    if (t.seeds.length > 0) console.log(singleRow(`**${size}**`, t));
  console.log(singleRow('**all**', allSingles));
  if (allStables.seeds.length === 0) return;
  console.log(`\nWhole Stables\n${stableHead}`);
  for (const [name, t] of cellStables) if (t.seeds.length > 0) console.log(stableRow(name, t));
  for (const [b, pitch] of BANDS.entries())
    console.log(stableRow(`**${pitch[0]}-${pitch[1]} deg**`, bandStables[b]!));
  for (const [t, table] of TABLE_KINDS.entries()) console.log(stableRow(`**${table}**`, tableStables[t]!));
  for (const [lay, t] of lays) if (t.seeds.length > 0) console.log(stableRow(`**${lay}**`, t));
  for (const [size, t] of Object.entries(sizeStables))
    if (t.seeds.length > 0) console.log(stableRow(`**${size}**`, t));
  console.log(stableRow('**all**', allStables));
}
