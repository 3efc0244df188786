// The scanner's recognition session, loaded by dynamic import when the scanner opens so the app shell never
// carries OCR code: one title reader (tesseract worker from our /ocr/), the matcher and learned names.
import { catalogFor, type BoxId } from '../../games/unstable-unicorns/catalog.ts';
import { makeLearnedNames, type LearnedName } from '../../scan/learned-names.ts';
import { makeTitleMatcher } from '../../scan/match.ts';
import { browserOcrAssets, makeTitleReader } from '../../scan/ocr.ts';
import type { Quad } from '../../scan/geometry.ts';
import type { RgbaImage } from '../../scan/pixels.ts';
import { recogniseCard, type Recognition } from '../../scan/recognise.ts';

export interface ScanSession {
  /** Recognises the card in a frame; `guide` is where the guide frame shows the card should lie. */
  recognise(image: RgbaImage, signal?: AbortSignal, guide?: Quad): Promise<Recognition>;
  /** Teaches a read title; the entry is passed to `onLearn` for storage. */
  teach(text: string, faceId: string): LearnedName;
  /** Every face, for picking the card by hand: id and name in the session's language. */
  faces(): Array<{ id: string; name: string }>;
  close(): Promise<void>;
}

export interface ScanSessionOptions {
  language: 'en' | 'fr';
  learned: readonly LearnedName[];
  onLearn?: (entry: LearnedName) => void;
  /** The boxes of the game's deck, whose printed titles are read (default: the base game). */
  boxes?: readonly BoxId[];
  /** Where the OCR files are served; default the app's base + "ocr/". */
  ocrBase?: string;
}

export function startScanSession(options: ScanSessionOptions): ScanSession {
  const learned = makeLearnedNames(options.learned, options.onLearn);
  const other = options.language === 'fr' ? 'en' : 'fr';
  // The titles of the game's boxes only: a Control game never reads a base-game title, and back.
  const faces = catalogFor(options.boxes && { boxes: [...options.boxes] }).faces;
  const matcher = makeTitleMatcher({
    deck: { cards: faces },
    languages: [options.language, other],
    nameLanguage: options.language,
    learned,
  });
  const reader = makeTitleReader({
    assets: browserOcrAssets(options.ocrBase ?? `${import.meta.env.BASE_URL}ocr/`),
    language: options.language === 'fr' ? 'fra' : 'eng',
    idleMs: 30_000,
    // One card's bands are read one after another: a second worker would only take memory.
    workers: 1,
  });
  void reader.warm().catch(() => undefined);
  return {
    recognise: (image, signal, guide) => recogniseCard(image, { reader, matcher, signal, guide }),
    teach: (text, faceId) => learned.teach(text, faceId),
    faces: () =>
      faces
        .map((face) => ({ id: face.id, name: face.name[options.language] ?? face.name.en }))
        .sort((a, b) => a.name.localeCompare(b.name, options.language)),
    close: () => reader.close(),
  };
}

/**
 * The guide frame in frame pixels: a card-shaped box 80% of the frame's height, centred, as the scanner
 * draws it over the preview (the preview fills its box, so this is close enough to read a title).
 */
export function guideQuad(width: number, height: number): Quad {
  const h = height * 0.8;
  const w = (h * 63) / 88;
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}
