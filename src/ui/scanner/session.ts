// The scanner's recognition session, loaded by dynamic import when the scanner opens so the app shell never
// carries OCR code: one title reader (tesseract worker from our /ocr/), the matcher and learned names.
import { baseGame } from '../../games/unstable-unicorns/catalog.ts';
import { makeLearnedNames, type LearnedName } from '../../scan/learned-names.ts';
import { makeTitleMatcher } from '../../scan/match.ts';
import { browserOcrAssets, makeTitleReader } from '../../scan/ocr.ts';
import type { RgbaImage } from '../../scan/pixels.ts';
import { recogniseCard, type Recognition } from '../../scan/recognise.ts';

export interface ScanSession {
  recognise(image: RgbaImage, signal?: AbortSignal): Promise<Recognition>;
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
  /** Where the OCR files are served; default the app's base + "ocr/". */
  ocrBase?: string;
}

export function startScanSession(options: ScanSessionOptions): ScanSession {
  const learned = makeLearnedNames(options.learned, options.onLearn);
  const other = options.language === 'fr' ? 'en' : 'fr';
  const matcher = makeTitleMatcher({
    deck: baseGame,
    languages: [options.language, other],
    nameLanguage: options.language,
    learned,
  });
  const reader = makeTitleReader({
    assets: browserOcrAssets(options.ocrBase ?? `${import.meta.env.BASE_URL}ocr/`),
    language: options.language === 'fr' ? 'fra' : 'eng',
    idleMs: 30_000,
  });
  void reader.warm().catch(() => undefined);
  return {
    recognise: (image, signal) => recogniseCard(image, { reader, matcher, signal }),
    teach: (text, faceId) => learned.teach(text, faceId),
    faces: () =>
      baseGame.cards
        .map((face) => ({ id: face.id, name: face.name[options.language] ?? face.name.en }))
        .sort((a, b) => a.name.localeCompare(b.name, options.language)),
    close: () => reader.close(),
  };
}
