// Draws the app icons (a golden unicorn horn and a sparkle on a night-purple tile) into public/icons.
// Run once with `npx tsx src/ui/icons/draw-icons.ts`; the PNGs are committed, this is how they were made.
import { writeFileSync, mkdirSync } from 'node:fs';
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

/** Inside test for a point in a triangle (barycentric signs). */
function inTriangle(px: number, py: number, a: number[], b: number[], c: number[]): boolean {
  const s = (p1: number[], p2: number[]) =>
    (px - p2[0]!) * (p1[1]! - p2[1]!) - (p1[0]! - p2[0]!) * (py - p2[1]!);
  const d1 = s(a, b);
  const d2 = s(b, c);
  const d3 = s(c, a);
  const neg = d1 < 0 || d2 < 0 || d3 < 0;
  const pos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

/** The colour of the icon at a point of the unit square, or null outside the tile. */
function shade(x: number, y: number, maskable: boolean): Rgb | null {
  // The tile: a rounded square, or the full square for the maskable icon (the OS crops it).
  if (!maskable) {
    const r = 0.22;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  // Maskable content must sit in the central 80% circle, so it is drawn smaller.
  const k = maskable ? 0.72 : 0.92;
  const u = (x - 0.5) / k + 0.5;
  const v = (y - 0.5) / k + 0.5;
  const top: Rgb = [44, 22, 84];
  const bottom: Rgb = [98, 44, 170];
  let colour: Rgb = top.map((t, i) => t + (bottom[i]! - t) * y) as Rgb;
  // The horn: a tall triangle leaning right, banded like a twisted horn.
  const tip = [0.6, 0.12];
  const left = [0.3, 0.84];
  const right = [0.54, 0.88];
  if (inTriangle(u, v, tip, left, right)) {
    const band = Math.floor((u * 0.55 + v) * 9) % 2 === 0;
    colour = band ? [255, 210, 110] : [240, 170, 60];
  }
  // A four-point sparkle to the right of the horn.
  const sx = 0.77;
  const sy = 0.34;
  const dx = Math.abs(u - sx);
  const dy = Math.abs(v - sy);
  if (Math.sqrt(dx) + Math.sqrt(dy) < Math.sqrt(0.11)) colour = [255, 244, 214];
  const tx = Math.abs(u - 0.26);
  const ty = Math.abs(v - 0.3);
  if (Math.sqrt(tx) + Math.sqrt(ty) < Math.sqrt(0.05)) colour = [255, 244, 214];
  return colour;
}

function draw(size: number, maskable: boolean): Buffer {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = shade((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, maskable);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          covered++;
        }
      }
      const at = (py * size + px) * 4;
      const n = covered || 1;
      png.data[at] = Math.round(r / n);
      png.data[at + 1] = Math.round(g / n);
      png.data[at + 2] = Math.round(b / n);
      png.data[at + 3] = Math.round((255 * covered) / samples ** 2);
    }
  }
  return PNG.sync.write(png);
}

const out = new URL('../../../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), draw(192, false));
writeFileSync(new URL('icon-512.png', out), draw(512, false));
writeFileSync(new URL('maskable-512.png', out), draw(512, true));
writeFileSync(new URL('apple-touch-icon.png', out), draw(180, true));
writeFileSync(new URL('favicon-48.png', out), draw(48, false));
