// Another print the scanner has no scans of (print-cards.ts: coloured frame, heavy slab-serif title), drawn
// from titles: the drawing itself, and finding its title line in a binarised band (read on photos: ../other-print.test.ts).
import { describe, expect, it } from 'vitest';
import { binariseBand, keepTitleLine } from '../../../src/scan/title-band.ts';
import { makePrintCard } from '../print-cards.ts';

describe('the other print, drawn from titles', () => {
  it('is the same card for the same seed and another for another seed', () => {
    const a = makePrintCard('NARWHAL TORPEDO', 'magic', 5);
    const b = makePrintCard('NARWHAL TORPEDO', 'magic', 5);
    const c = makePrintCard('NARWHAL TORPEDO', 'magic', 6);
    expect(Buffer.from(a.image.data).equals(Buffer.from(b.image.data))).toBe(true);
    expect(Buffer.from(a.image.data).equals(Buffer.from(c.image.data))).toBe(false);
  });

  it('prints the title dark on the paper near the top, inside a coloured frame', () => {
    const { image, title, frame } = makePrintCard('YOINK', 'magic', 11);
    const at = (x: number, y: number) =>
      Array.from(image.data.subarray((y * 600 + x) * 4, (y * 600 + x) * 4 + 3));
    // The frame is a colour, not white paper: the 2e print's outline would not be the card's edge.
    const [r, g, b] = at(3, 400) as [number, number, number];
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(60);
    expect(frame).toBeGreaterThanOrEqual(10);
    // Ink within the title's box, and paper just above it.
    let dark = 0;
    for (let y = Math.ceil(title.y); y < title.y + title.height; y++)
      for (let x = Math.ceil(title.x); x < title.x + title.width; x++)
        if (Math.max(...at(x, y)) < 120) dark++;
    expect(dark / (title.width * title.height)).toBeGreaterThan(0.2);
    expect(Math.min(...at(300, Math.floor(title.y) - 6))).toBeGreaterThan(200);
  });
});

describe('finding the title line on another print', () => {
  const band = (rows: Array<[number, number, number, 'letters' | 'bar']>) => {
    // [from row, to row, share of the width, letters (2 of every 5 columns inked) or a solid bar]:
    // a synthetic binarised band 200 x 80.
    const data = new Uint8Array(200 * 80).fill(255);
    for (const [from, to, share, kind] of rows)
      for (let y = from; y < to; y++)
        for (let x = 0; x < 200 * share; x += 1) if (kind === 'bar' || x % 5 < 2) data[y * 200 + x] = 0;
    return { width: 200, height: 80, data };
  };
  const inkRows = (image: { width: number; height: number; data: Uint8Array }) =>
    Array.from({ length: image.height }, (_, y) => y).filter((y) =>
      image.data.subarray(y * image.width, (y + 1) * image.width).includes(0),
    );

  it('keeps the title and drops the rule under it and the art edge below', () => {
    const kept = keepTitleLine(
      band([
        [20, 45, 0.8, 'letters'],
        [50, 52, 0.9, 'bar'],
        [70, 80, 0.3, 'letters'],
      ]),
    )!;
    const rows = inkRows(kept);
    expect(rows[0]).toBe(20);
    expect(rows.at(-1)).toBe(44);
  });

  it('passes over a solid bar with more ink than the title (an art box’s top edge)', () => {
    const rows = inkRows(
      keepTitleLine(
        band([
          [5, 30, 0.6, 'letters'],
          [50, 65, 0.95, 'bar'],
        ]),
      )!,
    );
    expect([rows[0], rows.at(-1)]).toEqual([5, 29]);
  });

  it('passes over art that reaches the band’s lower end, however much ink it has', () => {
    const rows = inkRows(
      keepTitleLine(
        band([
          [10, 34, 0.5, 'letters'],
          [50, 80, 1, 'letters'],
        ]),
      )!,
    );
    expect([rows[0], rows.at(-1)]).toEqual([10, 33]);
  });

  it('finds no title when no line is as tall as a letter', () => {
    expect(
      keepTitleLine(
        band([
          [10, 14, 0.9, 'letters'],
          [40, 44, 0.9, 'letters'],
        ]),
      ),
    ).toBeNull();
  });

  it('takes dark maroon letters as ink when searching, and still drops a bright corner colour', () => {
    // Cream paper, maroon letters in the middle, a sky-blue corner on the left.
    const width = 60;
    const height = 30;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const letter = x >= 30 && x < 40 && y >= 8 && y < 22;
        const corner = x < 10;
        const colour = letter ? [105, 25, 30] : corner ? [70, 180, 235] : [245, 238, 220];
        data.set([...colour, 255], (y * width + x) * 4);
      }
    const inkAt = (image: { data: Uint8Array }, x: number, y: number) => image.data[y * width + x] === 0;
    const usual = binariseBand({ width, height, data }, { cut: 0.5 });
    const search = binariseBand({ width, height, data }, { cut: 0.5, search: true });
    expect(inkAt(usual, 35, 15)).toBe(false);
    expect(inkAt(search, 35, 15)).toBe(true);
    expect(inkAt(search, 5, 15)).toBe(false);
  });
});
