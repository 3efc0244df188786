// Makes src/scan/face-prints.json: one fingerprint of each face's art (src/scan/face-print.ts) from the card
// scans, for the scanner's second vote. Run: npx tsx scripts/make-face-prints.ts ../shared/ocr/cards-2e
//
// Only the fingerprints are stored (a 64-bit hash and a 12-bin hue histogram per face), never the images:
// nothing of the art can be rebuilt from them. The scans stay outside the repository.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { facePrintOf } from '../src/scan/face-print.ts';
import type { Quad } from '../src/scan/geometry.ts';

const [dir, ...rest] = process.argv.slice(2);
if (!dir) throw new Error('usage: make-face-prints.ts SCANS_DIR [--out FILE] (SCANS_DIR holds labels.csv)');
const out = rest.includes('--out') ? rest[rest.indexOf('--out') + 1]! : 'src/scan/face-prints.json';

const lines = readFileSync(join(dir, 'labels.csv'), 'utf8').trim().split('\n').slice(1);
const faces = lines.map((line) => {
  const [file, , title] = line.split(',');
  const decoded = jpeg.decode(readFileSync(join(dir, file!)), { useTArray: true, formatAsRGBA: true });
  const { width, height } = decoded;
  // A scan is the card alone, edge to edge.
  const whole: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const print = facePrintOf(decoded, whole);
  return `${title!}|${print.lum}|${print.hue}`;
});
// One line per face, as prettier keeps it: TITLE|brightness hash|hue histogram.
const text = `${JSON.stringify({ made: 'scripts/make-face-prints.ts', faces }, null, 2)}\n`;
writeFileSync(out, text);
console.log(`${faces.length} faces -> ${out} (${(text.length / 1024).toFixed(1)} KB)`);
