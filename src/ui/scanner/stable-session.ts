// The whole-Stable scan in the app, loaded by dynamic import with the scanner's code so the shell never
// carries OCR: a photo file in, every card found with its best titles out, using one lasting reader.
import { catalogFor, type BoxId } from '../../games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../scan/match.ts';
import { browserOcrAssets, makeTitleReader, type TitleReader } from '../../scan/ocr.ts';
import { recogniseStable, type StableCard } from '../../scan/stable.ts';
import { readPhotoFile } from './camera.ts';

export interface StableScan {
  width: number;
  height: number;
  cards: StableCard[];
}

const readers = new Map<'en' | 'fr', TitleReader>();

/** Reads a Stable photo; rejects with the decoder's error when the file is not a photo. */
export async function scanStablePhoto(
  file: Blob,
  language: 'en' | 'fr',
  boxes?: readonly BoxId[],
): Promise<StableScan> {
  const photo = await readPhotoFile(file);
  let reader = readers.get(language);
  if (!reader) {
    reader = makeTitleReader({
      assets: browserOcrAssets(`${import.meta.env.BASE_URL}ocr/`),
      language: language === 'fr' ? 'fra' : 'eng',
      idleMs: 30_000,
    });
    readers.set(language, reader);
  }
  const matcher = makeTitleMatcher({
    deck: { cards: catalogFor(boxes && { boxes: [...boxes] }).faces },
    languages: [language, language === 'fr' ? 'en' : 'fr'],
    nameLanguage: language,
  });
  const cards = await recogniseStable(photo, { reader, matcher });
  return { width: photo.width, height: photo.height, cards };
}
