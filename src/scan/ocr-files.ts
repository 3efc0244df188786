// The files the scanner's OCR needs, as paths under the app's ocr/ folder: the list the build serves
// (ocr-assets-plugin.ts) and the list the app saves for offline use on the first visit (ui/ocr-offline.ts).

/** The cache the service worker keeps the OCR files in (vite.config.ts, CacheFirst on /ocr/). */
export const OCR_CACHE = 'stablehand-ocr';

/**
 * Every OCR file by path under ocr/: the browser worker, the three LSTM-only core builds (tesseract.js
 * picks one by feature detection, so all three are kept) and the English and French language data.
 */
export const OCR_FILES = [
  'worker.min.js',
  'core/tesseract-core-relaxedsimd-lstm.wasm.js',
  'core/tesseract-core-simd-lstm.wasm.js',
  'core/tesseract-core-lstm.wasm.js',
  'lang/eng.traineddata.gz',
  'lang/fra.traineddata.gz',
] as const;
