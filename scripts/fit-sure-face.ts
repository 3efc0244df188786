// Fits the face's floor under a sure title read that is not plain (src/scan/naming-rules.ts
// NAMING.face.sureFloor) on labelled projective photos, and prints how it was chosen.
// Run: npx tsx scripts/fit-sure-face.ts [--judge] [FIRST_SEED ...] (default: the projective tuning seeds)
//
// Each first seed gives one 2 MP single-card photo per angle band and table kind, seeded as
// bench/scan-makers.bench.ts seeds them (first + 10000 x band + 1000 x table). Each photo is scanned in the
// base game and again in a game lacking the card's title (any name there is a look-alike). What the two
// votes were on each (the trace's `votes`) is kept in test-output/fit-sure-face/SEED.json, so a second run
// only fits. The floor is chosen among sure reads that no legible read spells: the look-alikes' faces
// must all fall under it, the right names' faces over it as far as they can.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../src/scan/match.ts';
import { NAMING } from '../src/scan/naming-rules.ts';
import { makeTitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import { recogniseCard } from '../src/scan/recognise.ts';
import type { ScanTrace, TracedVote } from '../src/scan/trace.ts';
import { makeProjectivePhoto, TABLE_KINDS } from '../test/scan/makers/projective.ts';

/** The projective tuning seeds (TUNING-LOG.md, "Single cards on unseen projective seeds"). */
const TUNING = [9_100_800, 9_100_900, ...Array.from({ length: 10 }, (_, j) => 9_200_000 + 10 * j)];
const BANDS: Array<[number, number]> = [
  [30, 40],
  [40, 50],
  [50, 60],
];
// --judge: only what naming.ts decides on these photos, before and now (for seeds nothing was fitted on).
const judge = process.argv.includes('--judge');
const args = process.argv.slice(2).filter((a) => a !== '--judge');
const firsts = args.length > 0 ? args.map(Number) : TUNING;
if (firsts.some((s) => !Number.isInteger(s) || s < 0))
  throw new Error('usage: fit-sure-face.ts [--judge] [FIRST_SEED ...]');

type Vote = Pick<TracedVote, 'title' | 'sure' | 'plain' | 'own' | 'lead' | 'contradicted'> & {
  /** What the scan named. */
  named: string | null;
  /** The face's best fit and its score, or null where it did not vote. */
  face: string | null;
  faceScore?: number | null;
  reads: string[];
};
interface Photo {
  seed: number;
  band: string;
  table: string;
  truth: string;
  full: Vote | null;
  lacking: Vote | null;
}

const cache = 'test-output/fit-sure-face';
mkdirSync(cache, { recursive: true });
const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
const lackingMatcher = (title: string) =>
  makeTitleMatcher({
    deck: { ...baseGame, cards: baseGame.cards.filter((c) => c.title.en !== title) },
    languages: ['en'],
  });

const photos: Photo[] = [];
let reader: ReturnType<typeof makeTitleReader> | null = null;
try {
  for (const first of firsts) {
    for (const [b, pitch] of BANDS.entries())
      for (const [t, table] of TABLE_KINDS.entries()) {
        const seed = first + 10_000 * b + 1000 * t;
        const file = `${cache}/${seed}.json`;
        if (existsSync(file)) {
          photos.push(JSON.parse(readFileSync(file, 'utf8')) as Photo);
          continue;
        }
        if (!reader) {
          reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
          await reader.warm();
        }
        const photo = makeProjectivePhoto(seed, { megapixels: 2, pitch, table, subject: { single: true } });
        const truth = photo.cards[0]!.printedTitle;
        const scan = async (m: typeof matcher): Promise<Vote | null> => {
          const trace: ScanTrace = { reads: [], votes: [] };
          const result = await recogniseCard(photo.image, { reader: reader!, matcher: m, trace });
          const vote = trace.votes!.at(-1);
          const named = result.found ? result.matches[0]!.title : null;
          const reads = trace.reads.map(
            (r) =>
              `${r.read} (${r.confidence}: ${r.matches[0]?.title ?? '-'} ${r.matches[0]?.confidence ?? ''})`,
          );
          return {
            title: vote?.title ?? null,
            sure: vote?.sure ?? false,
            plain: vote?.plain ?? false,
            own: vote?.own ?? null,
            named,
            face: vote?.face?.title ?? null,
            faceScore: vote?.face?.score ?? null,
            lead: vote?.lead ?? null,
            contradicted: vote?.contradicted ?? null,
            reads,
          };
        };
        const record: Photo = {
          seed,
          band: `${pitch[0]}-${pitch[1]} deg`,
          table,
          truth,
          full: await scan(matcher),
          lacking: await scan(lackingMatcher(truth)),
        };
        writeFileSync(file, JSON.stringify(record));
        photos.push(record);
        const line = (v: Vote | null) =>
          v
            ? `${v.named ?? 'unread'} (${v.title ?? '-'} sure ${v.sure} plain ${v.plain} own ${v.own?.toFixed(2) ?? '-'}, face ${v.face ?? '-'} ${v.faceScore?.toFixed(2) ?? ''})`
            : 'no outline';
        console.log(`seed ${seed} ${truth}: ${line(record.full)}; lacking it: ${line(record.lacking)}`);
      }
  }
} finally {
  await reader?.close();
}

const f = (x: number) => x.toFixed(3);
// Sure reads that no legible read spells, with their face known: where the floor decides.
const decided = (v: Vote | null): v is Vote & { own: number } =>
  v !== null && v.title !== null && v.sure && v.plain === false && typeof v.own === 'number';
const right = photos.filter((p) => decided(p.full) && p.full.title === p.truth).map((p) => p.full!.own!);
const lookAlikes = photos.filter((p) => decided(p.lacking)).map((p) => p.lacking!.own!);
const wrong = photos.filter((p) => decided(p.full) && p.full.title !== p.truth).map((p) => p.full!.own!);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
console.log(`\n${photos.length} photos, first seeds ${firsts.join(' ')}`);
console.log(
  `sure reads no legible read spells, face known: ${right.length} right names, faces ${sorted(right).map(f).join(' ')}`,
);
console.log(
  `  look-alikes (game lacking the card): ${lookAlikes.length}, faces ${sorted(lookAlikes).map(f).join(' ')}`,
);
if (wrong.length > 0)
  console.log(`  wrong names in the base game: ${wrong.length}, faces ${sorted(wrong).map(f).join(' ')}`);
const bad = [...lookAlikes, ...wrong];
if (judge) console.log('--judge: nothing fitted on these photos');
else if (bad.length > 0) {
  // The floor: halfway between the highest look-alike's face and the lowest right face over it; a right
  // face under the highest look-alike is lost (reported), since a look-alike must never be named.
  const highestBad = Math.max(...bad);
  const rightAbove = right.filter((s) => s > highestBad);
  const floor = rightAbove.length > 0 ? (highestBad + Math.min(...rightAbove)) / 2 : highestBad + 0.01;
  const lost = right.filter((s) => s < floor).length;
  console.log(
    `sureFloor = halfway between the highest look-alike or wrong name's face (${f(highestBad)}) and the lowest right face over it (${rightAbove.length > 0 ? f(Math.min(...rightAbove)) : '-'}) = ${f(floor)}`,
  );
  console.log(
    `  refuses ${bad.length}/${bad.length} look-alikes and wrong names, loses ${lost}/${right.length} right names`,
  );
  console.log(`fitted, rounded: sureFloor ${Math.round(floor * 100) / 100}`);
} else
  console.log('no look-alike or wrong name by a sure read that is not plain: nothing to fit on these photos');
console.log(`in src/scan/naming-rules.ts now: ${JSON.stringify(NAMING.face)}`);

// What the naming decides on these photos: as scanned (naming.ts now), and replayed from the same votes
// with the rule before sureFloor (a sure read stood whatever its face; a refused read named nothing).
const before = (v: Vote | null): string | null => {
  if (v === null) return null;
  if (v.title === null) return v.named;
  return v.sure || v.own === null || v.own === undefined || v.own >= NAMING.face.ownFloor ? v.title : null;
};
// naming.ts now, replayed from the same votes (a record made before `lead` was traced: the face names nothing).
const after = (v: Vote | null): string | null => {
  if (v === null) return null;
  if (v.title === null) return v.named;
  const { ownFloor, sureFloor, name, lead } = NAMING.face;
  const floor = !v.sure ? ownFloor : v.plain ? -Infinity : sureFloor;
  if (v.own === null || v.own === undefined || v.own >= floor) return v.title;
  const byFace = (v.faceScore ?? 0) >= name && (v.lead ?? 0) >= lead && v.contradicted === false;
  return byFace ? v.face : null;
};
const differ = photos.filter(
  (p) =>
    (p.full?.lead !== undefined && after(p.full) !== p.full?.named) ||
    (p.lacking?.lead !== undefined && after(p.lacking) !== p.lacking?.named),
);
console.log(
  `\nreplayed naming.ts differs from the scan on ${differ.length} photos ${differ.map((p) => p.seed).join(' ')}`,
);
for (const [name, decide] of [
  ['before sureFloor (replayed from the votes)', before],
  ['naming.ts now (replayed from the votes)', after],
] as const) {
  const rows = new Map<
    string,
    { n: number; right: number; wrong: number; unread: number; lookAlike: number }
  >();
  const add = (key: string, p: Photo) => {
    const row = rows.get(key) ?? { n: 0, right: 0, wrong: 0, unread: 0, lookAlike: 0 };
    const named = decide(p.full);
    row.n++;
    if (named === p.truth) row.right++;
    else if (named === null) row.unread++;
    else row.wrong++;
    if (decide(p.lacking) !== null) row.lookAlike++;
    rows.set(key, row);
  };
  for (const p of photos) add(p.band, p);
  for (const p of photos) add(p.table, p);
  for (const p of photos) add('all', p);
  console.log(
    `\n${name}\n| photos | single cards | named right | named wrong | unread | in a game lacking the card: a look-alike named |\n|---|---|---|---|---|---|`,
  );
  for (const [key, r] of rows)
    console.log(
      `| ${key} | ${r.n} | ${r.right} (${((100 * r.right) / r.n).toFixed(1)}%) | ${r.wrong} | ${r.unread} | ${r.lookAlike} of ${r.n} |`,
    );
  const misses = photos.filter((p) => decide(p.full) !== p.truth || decide(p.lacking) !== null);
  for (const p of misses)
    console.log(
      `- ${p.seed} (${p.band}, ${p.table}): ${p.truth} ${decide(p.full) === p.truth ? 'named right' : `read as ${decide(p.full) ?? 'unread'}`}${decide(p.lacking) === null ? '' : `; in a game lacking it, named ${decide(p.lacking)}`}`,
    );
}
