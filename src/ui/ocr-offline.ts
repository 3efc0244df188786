// Offline scanning from the first visit: once the first screen is up, the OCR files for both languages
// are saved into the service worker's OCR cache in the background, and Settings shows how far it got.
import { createSignal } from 'solid-js';

// The list of OCR files is its own small chunk, loaded when the saving starts: the shell carries no
// OCR names (the app bench checks that no OCR code reaches the shell).
const ocrFiles = () => import('../scan/ocr-files.ts');
/** How many files the scanner needs (the worker, three cores, two languages), until the list is loaded. */
const FILE_COUNT = 6;

/** Where saving the scanner's files stands: files saved out of all, and whether it stopped on an error. */
export interface ScannerFiles {
  state: 'unsupported' | 'waiting' | 'saving' | 'ready' | 'failed';
  saved: number;
  total: number;
}

const [scannerFiles, setScannerFiles] = createSignal<ScannerFiles>({
  state: 'waiting',
  saved: 0,
  total: FILE_COUNT,
});
export { scannerFiles };

let started: Promise<ScannerFiles> | undefined;

async function ocrCache(): Promise<{ cache: Cache; urls: string[] }> {
  const { OCR_CACHE, OCR_FILES } = await ocrFiles();
  const urls = OCR_FILES.map((path) => `${import.meta.env.BASE_URL}ocr/${path}`);
  return { cache: await caches.open(OCR_CACHE), urls };
}

/**
 * True when the cache holds what a scan of cards in this language needs with no network: the worker,
 * that language's data, and a core (the browser always picks the same one of the three, so a core
 * kept by an earlier scan is the one it will ask for; the first visit keeps all three).
 */
export async function scannerReadyOffline(language: 'en' | 'fr'): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const { cache, urls } = await ocrCache();
  const has = async (ending: string) =>
    (await Promise.all(urls.filter((url) => url.endsWith(ending)).map((url) => cache.match(url)))).some(
      (response) => response !== undefined,
    );
  const lang = language === 'fr' ? 'fra' : 'eng';
  return (await has('worker.min.js')) && (await has(`${lang}.traineddata.gz`)) && (await has('.wasm.js'));
}

/** Saves the missing OCR files one after the other (small steps, so the page stays quick); idempotent. */
export function saveScannerFiles(): Promise<ScannerFiles> {
  started ??= (async () => {
    if (typeof caches === 'undefined') {
      setScannerFiles({ state: 'unsupported', saved: 0, total: FILE_COUNT });
      return scannerFiles();
    }
    let saved = 0;
    let total = FILE_COUNT;
    try {
      const { cache, urls } = await ocrCache();
      total = urls.length;
      for (const url of urls) {
        setScannerFiles({ state: 'saving', saved, total });
        if (!(await cache.match(url))) await cache.add(url);
        saved += 1;
      }
      setScannerFiles({ state: 'ready', saved, total });
    } catch {
      // Offline or storage full: the scanner still saves its files on first use; try again next visit.
      setScannerFiles({ state: 'failed', saved, total });
      started = undefined;
    }
    return scannerFiles();
  })();
  return started;
}

/** Starts saving once the first screen is drawn and the browser is idle, so start-up is not slowed. */
export function saveScannerFilesWhenIdle(delayMs = 1500): void {
  const idle = (run: () => void): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 0);
  };
  setTimeout(() => idle(() => void saveScannerFiles()), delayMs);
}
