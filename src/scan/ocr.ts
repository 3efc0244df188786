// The OCR bridge: tesseract.js workers (two by default), each started lazily and fed one title band at a
// time through its own queue, abortable, and shut down after a quiet spell (after squoosh's worker bridge).
// Node and browser alike.
import type { Worker as TesseractWorker } from 'tesseract.js';

/** Where tesseract's three parts come from; always our own origin or local files, never a CDN. */
export interface OcrAssets {
  /** The worker script (browser: a URL on our origin; Node: tesseract.js's own node worker if omitted). */
  workerPath?: string;
  /** A folder of tesseract.js-core files (browser); Node loads the core from node_modules if omitted. */
  corePath?: string;
  /** A folder holding `<lang>.traineddata.gz` (4.0.0_best_int): a URL in the browser, a path in Node. */
  langPath: string;
  /** In Node the two language packs live in separate folders: lang code to folder. */
  langPaths?: Partial<Record<OcrLanguage, string>>;
}

/** Tesseract language codes for the decks' languages. */
export type OcrLanguage = 'eng' | 'fra';

/** One line of text as tesseract read it. */
export interface ReadLine {
  text: string;
  /** Tesseract's own confidence, 0..100. */
  confidence: number;
}

/** How one band is to be read. */
export interface ReadOptions {
  /**
   * Raw line (tesseract's page mode 13): no layout step at all. A tightly cropped, grey, deblurred band
   * reads better so; the layout step of the usual single-line mode drops blurred letters as noise.
   */
  rawLine?: boolean;
}

export interface TitleReader {
  /**
   * Reads one line of capitals from an encoded image (PGM/PNG bytes). Queued behind earlier calls;
   * an aborted call rejects at once with an AbortError (a band already inside tesseract finishes
   * quietly in the background: it takes tens of milliseconds).
   */
  read(image: Uint8Array, signal?: AbortSignal, options?: ReadOptions): Promise<ReadLine>;
  /** Starts the workers now (e.g. when the scanner opens) so the first reads do not pay for it. */
  warm(): Promise<void>;
  /** Stops the workers; the next read starts one again. */
  close(): Promise<void>;
  /** Whether any worker is running, for tests of the idle shutdown. */
  readonly running: boolean;
}

export interface TitleReaderOptions {
  assets: OcrAssets;
  language?: OcrLanguage;
  /** Stop the workers after this long without work; default 30 s. 0 keeps them until close(). */
  idleMs?: number;
  /** How many tesseract workers read at once (default WORKERS); each is started on its first read or by warm(). */
  workers?: number;
  /** Running in Node (CLI, tests, bench): kept for callers; both sides skip tesseract's own cache. */
  node?: boolean;
  /**
   * Schedules the idle shutdown and returns its cancel; default a timer. Tests pass their own, so
   * they can run the shutdown when they choose instead of sleeping through the delay.
   */
  scheduleIdle?: (shutDown: () => void, ms: number) => () => void;
}

function idleTimer(shutDown: () => void, ms: number): () => void {
  const timer = setTimeout(shutDown, ms);
  (timer as { unref?: () => void }).unref?.();
  return () => clearTimeout(timer);
}

/** Capital letters the printed titles use in English and French, plus space and hyphen. */
export const TITLE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ -';

/** The small page tesseract's first recognition is paid for on (pixels): its size, white, and the one black bar of ink on it. */
const WARM_UP = { width: 48, height: 24, bar: { left: 8, right: 40, top: 8, bottom: 16 } } as const;
/** How long the worker waits without work before it stops (ms), unless the caller says otherwise. */
const IDLE_MS = 30_000;

function warmUpImage(): Uint8Array {
  const { width, height, bar } = WARM_UP;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height).fill(255);
  out.set(header, 0);
  for (let y = bar.top; y < bar.bottom; y++)
    out.fill(0, header.length + y * width + bar.left, header.length + y * width + bar.right);
  return out;
}

function abortError(): Error {
  const error = new Error('The title read was aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * How many tesseract workers read at once, unless the caller says otherwise: while one reads a band, the
 * other reads the next card's, and the page's own thread works out which card is which.
 */
const WORKERS = 2;

/** One tesseract worker, started lazily, fed one band at a time through its own queue. */
interface Slot {
  worker: Promise<TesseractWorker> | null;
  queue: Promise<unknown>;
  /** Reads queued on it or being read. */
  pending: number;
  /** The page mode the running worker is set to, switched only when a read asks for the other. */
  rawLineSet: boolean;
}

/** Makes the reader; nothing is loaded until the first read or warm(). */
export function makeTitleReader(options: TitleReaderOptions): TitleReader {
  const language = options.language ?? 'eng';
  const idleMs = options.idleMs ?? IDLE_MS;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers ?? WORKERS) }, () => ({
    worker: null,
    queue: Promise.resolve(),
    pending: 0,
    rawLineSet: false,
  }));
  const pending = () => slots.reduce((sum, slot) => sum + slot.pending, 0);
  const schedule = options.scheduleIdle ?? idleTimer;
  let cancelIdle = (): void => undefined;

  async function start(): Promise<TesseractWorker> {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const { assets } = options;
    const created = await createWorker(language, OEM.LSTM_ONLY, {
      ...(assets.workerPath ? { workerPath: assets.workerPath } : {}),
      ...(assets.corePath ? { corePath: assets.corePath } : {}),
      langPath: assets.langPaths?.[language] ?? assets.langPath,
      gzip: true,
      // No second copy in tesseract's own IndexedDB cache: the service worker keeps /ocr/ (CacheFirst).
      cacheMethod: 'none',
      workerBlobURL: false,
    });
    await created.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      tessedit_char_whitelist: TITLE_ALPHABET,
    });
    // tesseract's first recognition sets up its network and takes several times longer than the rest:
    // pay for it here, at start-up, on a small bar of ink (an empty page makes tesseract print to stdout).
    await created.recognize(warmUpImage() as unknown as Blob, {}, { text: true, blocks: false });
    return created;
  }

  function ensure(slot: Slot): Promise<TesseractWorker> {
    if (!slot.worker) {
      slot.rawLineSet = false;
      const started = start();
      slot.worker = started;
      started.catch(() => {
        if (slot.worker === started) slot.worker = null;
      });
    }
    return slot.worker;
  }

  function scheduleIdle(): void {
    cancelIdle();
    if (idleMs <= 0 || pending() > 0) return;
    cancelIdle = schedule(() => {
      if (pending() === 0) void close();
    }, idleMs);
  }

  async function close(): Promise<void> {
    cancelIdle();
    const running = slots.map((slot) => slot.worker);
    for (const slot of slots) slot.worker = null;
    await Promise.all(
      running.map(async (worker) => {
        if (worker) await (await worker.catch(() => null))?.terminate();
      }),
    );
  }

  /** The slot with the fewest reads waiting, a running one before one still to start. */
  function freest(): Slot {
    return slots.reduce((best, slot) =>
      slot.pending < best.pending || (slot.pending === best.pending && slot.worker && !best.worker)
        ? slot
        : best,
    );
  }

  return {
    read(image, signal, readOptions) {
      if (signal?.aborted) return Promise.reject(abortError());
      const slot = freest();
      slot.pending++;
      cancelIdle();
      const job = slot.queue.then(async () => {
        if (signal?.aborted) throw abortError();
        const w = await ensure(slot);
        if (signal?.aborted) throw abortError();
        const rawLine = readOptions?.rawLine ?? false;
        if (rawLine !== slot.rawLineSet) {
          const { PSM } = await import('tesseract.js');
          await w.setParameters({ tessedit_pageseg_mode: rawLine ? PSM.RAW_LINE : PSM.SINGLE_LINE });
          slot.rawLineSet = rawLine;
        }
        const result = await w.recognize(image as unknown as Blob, {}, { text: true, blocks: false });
        return { text: result.data.text.trim(), confidence: result.data.confidence };
      });
      slot.queue = job.catch(() => undefined);
      const settled = job.finally(() => {
        slot.pending--;
        scheduleIdle();
      });
      if (!signal) return settled;
      return new Promise<ReadLine>((resolve, reject) => {
        const onAbort = () => reject(abortError());
        signal.addEventListener('abort', onAbort, { once: true });
        settled.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    async warm() {
      await Promise.all(slots.map(ensure));
      scheduleIdle();
    },
    close,
    get running() {
      return slots.some((slot) => slot.worker !== null);
    },
  };
}

/** The asset URLs the app serves (see src/scan/ocr-assets-plugin.ts), under `base` (default "/ocr/"). */
export function browserOcrAssets(base = '/ocr/'): OcrAssets {
  const root = base.endsWith('/') ? base : `${base}/`;
  return { workerPath: `${root}worker.min.js`, corePath: `${root}core`, langPath: `${root}lang` };
}
