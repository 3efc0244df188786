// Build-time only: a vite plugin that serves tesseract's worker, core and eng/fra language data from the
// app's own origin under /ocr/ (dev server and build output), so the scanner never reaches for a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * Every file the scanner's OCR needs, by URL path under the base: the browser worker, the three LSTM-only
 * core builds (tesseract.js picks one by feature detection: relaxed SIMD, SIMD, plain) and the
 * 4.0.0_best_int language data, still gzipped (tesseract.js unzips it itself).
 */
export function ocrAssetFiles(): Record<string, string> {
  const core = packageDir('tesseract.js-core');
  const files: Record<string, string> = {
    'ocr/worker.min.js': join(packageDir('tesseract.js'), 'dist', 'worker.min.js'),
  };
  for (const build of [
    'tesseract-core-relaxedsimd-lstm',
    'tesseract-core-simd-lstm',
    'tesseract-core-lstm',
  ]) {
    files[`ocr/core/${build}.wasm.js`] = join(core, `${build}.wasm.js`);
  }
  for (const lang of ['eng', 'fra']) {
    files[`ocr/lang/${lang}.traineddata.gz`] = join(
      packageDir(`@tesseract.js-data/${lang}`),
      '4.0.0_best_int',
      `${lang}.traineddata.gz`,
    );
  }
  return files;
}

/** Serves the OCR files in `vite dev` and writes them into the build under ocr/ (not precached). */
export function ocrAssets(): Plugin {
  const files = ocrAssetFiles();
  let base = '/';
  return {
    name: 'stablehand-ocr-assets',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        const file = path.startsWith(base) ? files[path.slice(base.length)] : undefined;
        if (!file) return next();
        response.setHeader(
          'Content-Type',
          path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}
