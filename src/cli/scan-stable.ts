// The `scan --stable` line for one photo: every card of the Stable in reading order, each named or left
// null for the player to name, in the format of ../shared/ocr/README.md, timed after start-up.
import { cardFace } from '../games/unstable-unicorns/catalog.ts';
import type { TitleMatcher } from '../scan/match.ts';
import type { TitleReader } from '../scan/ocr.ts';
import type { RgbaImage } from '../scan/pixels.ts';
import { recogniseStable, type StableCard } from '../scan/stable.ts';
import type { ScanTrace } from '../scan/trace.ts';

export interface StableLine {
  file: string;
  cards: Array<{ card: string | null; title: string | null; confidence: number }>;
  ms: number;
}

export async function stableLine(
  file: string,
  photo: RgbaImage,
  options: { reader: TitleReader; matcher: TitleMatcher; trace?: ScanTrace },
  /** Called with the cards found (`--trace` draws them). */
  seen?: (cards: StableCard[]) => void,
): Promise<StableLine> {
  const started = performance.now();
  const cards = await recogniseStable(photo, options);
  seen?.(cards);
  const ms = Math.round(performance.now() - started);
  return {
    file,
    cards: cards.map((card) => {
      const top = card.matches[0];
      if (!card.named || !top) return { card: null, title: null, confidence: top?.confidence ?? 0 };
      const name = cardFace(top.faceId).name.en;
      return { card: name, title: top.title, confidence: top.confidence };
    }),
    ms,
  };
}
