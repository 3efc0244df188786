// Card recognition speed and accuracy on seeded table photos of all 84 faces, side by side with a plain
// baseline in the same process: tesseract.js on the whole photo with default settings, closest title.
import { createWorker } from 'tesseract.js';
import { baseGame } from '../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher, titleSimilarity } from '../src/scan/match.ts';
import { normaliseTitle } from '../src/scan/normalise.ts';
import { makeTitleReader } from '../src/scan/ocr.ts';
import { nodeOcrAssets } from '../src/scan/ocr-node.ts';
import { recogniseCard } from '../src/scan/recognise.ts';
import {
  haveScans,
  makeTablePhoto,
  readLabels,
  readScan,
  scansDir,
  type TablePhoto,
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
  console.log(`our worker start-up: ${startup.toFixed(0)} ms (once per scanner session)`);
  console.log('| pipeline | photos | top-1 printed title | median ms/photo | p90 ms/photo |');
  console.log('|---|---|---|---|---|');
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? NaN;
  console.log(
    `| ours: find card, title band, PSM 7 (${(attempts / photos.length).toFixed(2)} OCR passes/photo) | ${photos.length} | ${pct(oursRight, photos.length)} | ${median(ours).toFixed(1)} | ${p90(ours).toFixed(1)} |`,
  );
  console.log(
    `| baseline: tesseract.js whole photo, defaults, closest title | ${baseline.length} | ${pct(baselineRight, baseline.length)} | ${median(baseline).toFixed(1)} | ${p90(baseline).toFixed(1)} |`,
  );
  console.log(`speed-up (median): ${(median(baseline) / median(ours)).toFixed(1)}x`);
}
