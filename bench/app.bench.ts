// The app at a table: the shell's initial JavaScript in KB gzip (entry chunk plus its static imports,
// from dist/.vite/manifest.json, no OCR code in it), and the taps a turn costs (the e2e taps test).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-output/bench-dist');
/** The budget from the app issue: the shell must start on a slow phone. */
const BUDGET_KB = 100;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;
const gzipKb = (file: string): number => gzipBytes(file) / 1024;

/** Where test/e2e/taps.test.ts leaves the taps it counted. */
const TAPS_REPORT = join(ROOT, 'test-output/taps.json');

interface TapsReport {
  /** The most taps each kind of move may cost (issue 26); keys: none. */
  goals: Record<string, number>;
  viewport: string;
  counts: Record<string, { taps: number; keys: number; scrolledTo?: string[] }>;
}

const MOMENTS: Record<string, string> = {
  knownHand: 'a Basic Unicorn from a known hand, nobody Neighs',
  basicUnknownHand: 'a whole turn from an unknown hand: the draw, a Basic Unicorn, nobody Neighs',
  neighAnswer: 'a Neigh answer (the tap that Neighs the play)',
  magicOneTarget: 'a Magic card from an unknown hand with one target (Unicorn Poison), nobody Neighs',
  discardTwo: 'a discard of 2 unknown cards at the hand limit (one by kind, one likely)',
};

/** Runs the e2e taps test in Chromium and prints what it counted, from the decision shown to the table updated. */
function tapsBench(): void {
  const started = Date.now();
  const run = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run', 'test/e2e/taps.test.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (!existsSync(TAPS_REPORT) || statSync(TAPS_REPORT).mtimeMs < started) {
    console.log('taps per play: not measured (the e2e taps test did not run; is /usr/bin/chromium there?)');
    console.log((run.stdout + run.stderr).split('\n').slice(-15).join('\n'));
    return;
  }
  const report = JSON.parse(readFileSync(TAPS_REPORT, 'utf8')) as TapsReport;
  console.log(`taps and keys per kind of move, counted in Chromium at ${report.viewport}:`);
  for (const [moment, { taps, keys, scrolledTo = [] }] of Object.entries(report.counts)) {
    const goal = report.goals[moment];
    const scrolls = scrolledTo.length
      ? `, ${scrolledTo.length} scroll(s) first (to ${scrolledTo.map((s) => `"${s}"`).join(', ')})`
      : ', no scroll';
    const goalWords = goal === undefined ? '' : ` (goal ${goal} or fewer, 0 keys)`;
    console.log(`  ${taps} tap(s), ${keys} key(s)${goalWords}${scrolls}: ${MOMENTS[moment] ?? moment}`);
  }
  if (run.status !== 0) console.log('  (the e2e taps test failed: see npx vitest run test/e2e/taps.test.ts)');
}

/** Where test/e2e/whole-game.test.ts leaves what a whole game cost the fingers. */
const GAME_REPORT = join(ROOT, 'test-output/whole-game.json');
/** The goal of issue 26: a turn told in 4 taps or fewer on average, with no key typed. */
const TAPS_PER_TURN_GOAL = 4;

/**
 * Games of other seeds, never tuned on, for the taps per turn (BENCH_GAME_SEEDS=4,14,18): the seeds
 * that bring every moment the whole-game test asks for (npx tsx test/e2e/whole-game-script.ts broad).
 */
function otherSeedsBench(): void {
  const given = (process.env.BENCH_GAME_SEEDS ?? '').split(',').filter(Boolean);
  const seeds = given.map(Number);
  if (seeds.some((seed) => !Number.isInteger(seed) || seed < 0))
    throw new Error(`BENCH_GAME_SEEDS must be whole numbers with commas between, not ${given.join(',')}`);
  if (seeds.length === 0) {
    console.log('games of other seeds: not run (BENCH_GAME_SEEDS=4,14,18 runs them, about 2 minutes each)');
    return;
  }
  let taps = 0;
  let turns = 0;
  for (const seed of seeds) {
    const game = playGame(seed);
    if (!game) continue;
    taps += game.taps;
    turns += game.turns;
    console.log(
      `  seed ${seed}: ${game.turns} turns, ${game.taps} taps, ${game.keys} keys, ${(game.taps / game.turns).toFixed(2)} taps per turn`,
    );
  }
  if (turns > 0)
    console.log(
      `games of seeds ${seeds.join(', ')}: ${(taps / turns).toFixed(2)} taps per turn over ${turns} turns (goal ${TAPS_PER_TURN_GOAL} or fewer)`,
    );
}

/** Runs the whole-game test with the seed's shuffle; its report, or null (said) when it did not finish. */
function playGame(seed?: number): GameReport | null {
  const started = Date.now();
  const run = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run', 'test/e2e/whole-game.test.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: seed === undefined ? process.env : { ...process.env, WHOLE_GAME_SEED: String(seed) },
  });
  if (!existsSync(GAME_REPORT) || statSync(GAME_REPORT).mtimeMs < started) {
    console.log(
      `a whole game${seed === undefined ? '' : ` (seed ${seed})`}: not measured (the e2e whole-game test did not finish)`,
    );
    console.log((run.stdout + run.stderr).split('\n').slice(-15).join('\n'));
    return null;
  }
  return { ...(JSON.parse(readFileSync(GAME_REPORT, 'utf8')) as GameReport), passed: run.status === 0 };
}

interface GameReport {
  seed: number;
  broad: boolean;
  turns: number;
  moves: number;
  taps: number;
  keys: number;
  byKind: Record<string, number>;
  toldByKind?: Record<string, number>;
  /** Taps whose button was off the screen or covered until scrolled to. */
  scrolledByKind?: Record<string, number>;
  passed: boolean;
}

/** Replays the whole scripted game in Chromium and prints its taps and keys per turn. */
function wholeGameBench(): void {
  const game = playGame();
  if (!game) return;
  const cards = game.broad ? 'every card playable' : 'a few cards played';
  console.log(
    `a whole 3-player base game (seed ${game.seed}, ${cards}, ${game.turns} turns, ${game.moves} moves) told to the phone: ` +
      `${game.taps} taps and ${game.keys} keys, ${(game.taps / game.turns).toFixed(2)} taps and ` +
      `${(game.keys / game.turns).toFixed(2)} keys per turn (goal ${TAPS_PER_TURN_GOAL} taps or fewer, 0 keys)`,
  );
  // Where the taps go: each kind of move told, its taps, how many times it was told, taps per telling.
  // "respond+X": a Neigh round nobody answered, told by answering X, the decision offered under it.
  const kinds = Object.entries(game.byKind).sort((a, b) => b[1] - a[1]);
  const scrolled = Object.values(game.scrolledByKind ?? {}).reduce((sum, n) => sum + n, 0);
  console.log(
    `  taps by what was told (taps / times told = taps each; ${scrolled} tap(s) on a button scrolled to first):`,
  );
  for (const [kind, taps] of kinds) {
    const told = game.toldByKind?.[kind];
    const each = told ? ` / ${told} = ${(taps / told).toFixed(2)}` : '';
    const after = game.scrolledByKind?.[kind];
    console.log(`    ${kind}: ${taps}${each}${after ? `, ${after} scrolled to first` : ''}`);
  }
  if (!game.passed)
    console.log('  (the e2e whole-game test failed: see npx vitest run test/e2e/whole-game.test.ts)');
}

export default function appBench(): void {
  shellBench();
  tapsBench();
  wholeGameBench();
  otherSeedsBench();
}

function shellBench(): void {
  const started = performance.now();
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', OUT, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

  // The initial JavaScript: the entry and everything it imports statically, transitively.
  const initial = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key]!;
    if (initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const jsBytes = [...initial].reduce((sum, file) => sum + gzipBytes(file), 0);
  const jsKb = jsBytes / 1024;
  const cssKb = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
  // OCR code, not the data's file names: the shell names eng.traineddata.gz to check the offline cache.
  const ocrWords = /tesseract|createWorker/i;
  const ocrInShell = [...initial].filter((file) => ocrWords.test(readFileSync(join(OUT, file), 'utf8')));
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const ocrChunks = allJs.filter((file) => ocrWords.test(readFileSync(join(OUT, file), 'utf8')));
  const lazyKb = allJs.filter((f) => !initial.has(f)).reduce((sum, file) => sum + gzipKb(file), 0);

  console.log(`build: ${buildSeconds.toFixed(1)} s`);
  console.log(
    `initial JavaScript of the shell: ${jsKb.toFixed(1)} KB gzip in ${initial.size} file(s) (budget ${BUDGET_KB} KB)`,
  );
  for (const file of initial) console.log(`  ${file}: ${gzipKb(file).toFixed(1)} KB gzip`);
  console.log(`initial CSS: ${cssKb.toFixed(1)} KB gzip`);
  console.log(`lazy chunks (loaded when a screen needs them): ${lazyKb.toFixed(1)} KB gzip`);
  console.log(
    ocrInShell.length === 0
      ? `OCR code in the shell: none (${ocrChunks.length} lazy chunk(s) mention it: ${ocrChunks.join(', ') || '-'})`
      : `OCR code in the shell: YES, in ${ocrInShell.join(', ')}`,
  );
  console.log(jsKb <= BUDGET_KB && ocrInShell.length === 0 ? 'shell within budget' : 'shell OVER budget');
  console.log(`initial JavaScript in bytes: ${jsBytes} B gzip`);

  // Several phones (issue 30): the lazy chunks its screens load, none of them in the shell.
  const phonesKeys = [
    ['the Phones screen', 'src/ui/screens/Phones.tsx'],
    ['QR codes (show and read)', 'src/ui/phones/QrParts.tsx'],
    ['the QR reader', 'node_modules/jsqr/dist/jsQR.js'],
  ] as const;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = (pattern: RegExp) =>
    [...byFile.entries()]
      .filter(([file, key]) => pattern.test(key) && file.endsWith('.js'))
      .map(([file]) => file);
  const phonesChunks: Array<[string, string[]]> = [
    ...phonesKeys.map(([what, key]): [string, string[]] => [what, manifest[key] ? [manifest[key].file] : []]),
    ['the shared table (Yjs, y-protocols, src/sync)', named(/^_shared-table-/)],
    ['the kept tables (src/store/shared-tables.ts)', named(/^_shared-tables-/)],
  ];
  console.log('several phones, lazy chunks:');
  for (const [what, files] of phonesChunks) {
    const inShell = files.filter((file) => initial.has(file));
    console.log(
      `  ${what}: ${files.length === 0 ? 'not found' : `${files.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)} KB gzip`}${inShell.length > 0 ? ' (IN THE SHELL)' : ''}`,
    );
  }
}
