// The blur a phone photo has is measured from the card's own edge against the table, so the blurred
// title is sharpened by just as much: within a fraction of a pixel of how the test photo was blurred.
import { describe, expect, it } from 'vitest';
import { estimateBlur } from '../../src/scan/blur.ts';
import { findCard } from '../../src/scan/find-card.ts';
import { HARD_PHOTOS, haveScans, makeTablePhoto, readLabels, readScan, scansDir } from './photos.ts';

if (!haveScans) console.warn(`blur tests skipped: no card scans at ${scansDir}`);

describe.skipIf(!haveScans)('the blur of a photo, from the card’s edge', () => {
  it(
    'is measured within half a pixel on soft photos of small cards, most within 0.2 px',
    { timeout: 300_000 },
    () => {
      const labels = readLabels();
      const errors: number[] = [];
      let unmeasured = 0;
      for (let k = 0; k < 16; k++) {
        const photo = makeTablePhoto(readScan(labels[k * 5]!.file), 41_000 + k, HARD_PHOTOS);
        const found = findCard(photo.image);
        if (typeof found === 'string') throw new Error(`no card found on seed ${41_000 + k}`);
        const blur = estimateBlur(photo.image, found.corners);
        // No clean edge on any side: the scanner falls back on guesses, so a rare miss is allowed.
        if (blur === null) unmeasured++;
        else errors.push(Math.abs(blur - photo.blur));
      }
      expect(unmeasured).toBeLessThanOrEqual(1);
      errors.sort((a, b) => a - b);
      expect(errors[errors.length - 1]).toBeLessThanOrEqual(0.5);
      expect(errors[Math.floor(errors.length * 0.75)]).toBeLessThanOrEqual(0.2);
    },
  );

  it('tells a sharp photo from a soft one of the same card', { timeout: 120_000 }, () => {
    const scan = readScan(readLabels()[10]!.file);
    const measure = (seed: number) => {
      const photo = makeTablePhoto(scan, seed, { size: [0.5, 0.6], maxBlur: 2.5 });
      const found = findCard(photo.image);
      if (typeof found === 'string') throw new Error('no card');
      return { made: photo.blur, measured: estimateBlur(photo.image, found.corners)! };
    };
    const photos = [41_100, 41_101, 41_102, 41_103, 41_104, 41_105].map(measure);
    const sharp = photos.reduce((a, b) => (a.made < b.made ? a : b));
    const soft = photos.reduce((a, b) => (a.made > b.made ? a : b));
    expect(soft.made - sharp.made).toBeGreaterThan(1);
    expect(soft.measured - sharp.measured).toBeGreaterThan(0.7 * (soft.made - sharp.made));
  });

  it('has no answer when the card is no brighter than the table', () => {
    const width = 400;
    const height = 300;
    const data = new Uint8ClampedArray(width * height * 4).fill(230);
    const corners = [
      { x: 100, y: 50 },
      { x: 300, y: 50 },
      { x: 300, y: 250 },
      { x: 100, y: 250 },
    ] as const;
    expect(estimateBlur({ width, height, data }, [...corners] as never)).toBeNull();
  });
});
