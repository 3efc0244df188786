// Node's side of the OCR bridge: tesseract's worker, core and the 4.0.0_best_int language data straight
// from node_modules, so the CLI, tests and bench never touch the network.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OcrAssets } from './ocr.ts';

const require = createRequire(import.meta.url);

/** Local paths of the eng and fra language packs; tesseract.js's own Node worker and core. */
export function nodeOcrAssets(): OcrAssets {
  const eng = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const fra = join(dirname(require.resolve('@tesseract.js-data/fra/package.json')), '4.0.0_best_int');
  return { langPath: eng, langPaths: { eng, fra } };
}
