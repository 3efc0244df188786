// The scanner's title list follows a game's boxes: in a Control game it reads Control & Chaos
// printed titles (OCR slips forgiven) and never answers with a base-game card, and back.
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../../src/scan/match.ts';

const matcherFor = (boxes: Array<'base-2e' | 'control' | 'chaos'>) =>
  makeTitleMatcher({ deck: { cards: catalogFor({ boxes }).faces }, languages: ['en'] });

describe('titles of the game’s boxes', () => {
  const control = matcherFor(['control']);

  it('reads Control titles from what the OCR makes of them', () => {
    expect(control('THE ANCESTOR UNIC0RN')[0]?.faceId).toBe('the-ancestor-unicorn');
    expect(control('NINE TAILED FOXICORN')[0]?.faceId).toBe('nine-tailed-foxicorn');
    expect(control('MILLION DOLLAR BABY UNlCORN')[0]?.faceId).toBe('million-dollar-baby-unicorn');
    expect(control('YOINK')[0]?.faceId).toBe('yoink');
    expect(control('NEIGH')[0]?.faceId).toBe('neigh');
  });

  it('never answers with a card of a box not in the game', () => {
    // RHINOCORN is a base-game title: the nearest Control title may come up, never Rhinocorn itself.
    expect(control('RHINOCORN', 3).map((m) => m.faceId)).not.toContain('rhinocorn');
    expect(control('ABSORB AND REFLECT', 3).map((m) => m.faceId)).not.toContain('absorb-and-reflect');
    const base = matcherFor(['base-2e']);
    expect(base('RACCOONICORN', 3).map((m) => m.faceId)).not.toContain('raccoonicorn');
    expect(matcherFor(['base-2e', 'chaos'])('ABSORB AND REFLECT')[0]?.faceId).toBe('absorb-and-reflect');
  });
});
