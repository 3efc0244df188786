// Makes src/scan/title-glyphs.ts: a small bitmap atlas of Oswald Medium capitals, from which the scanner
// composes candidate titles to compare with a band too blurred to read. Run: npx tsx scripts/make-title-glyphs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { fillContours, textOutline } from '../test/scan/title-render.ts';

/** Atlas cap height in pixels: about twice the working band's, so composing only ever shrinks. */
const CAP = 24;
/** Rows kept above the cap line (accents) and below the baseline (Q's tail). */
const ABOVE = 9;
const BELOW = 4;
const CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'’!ÀÂÇÉÈÊËÎÏÔÙÛÜŒ";

const require = createRequire(import.meta.url);
const file = require.resolve('@fontsource/oswald/files/oswald-latin-500-normal.woff');
const bytes = readFileSync(file);
const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const size = (CAP * font.unitsPerEm) / font.tables.os2!.sCapHeight!;
const scale = size / font.unitsPerEm;
const height = ABOVE + CAP + BELOW;

const glyphs: string[] = [];
for (const char of CHARS) {
  const glyph = font.charToGlyph(char);
  const advance = (glyph.advanceWidth ?? 0) * scale;
  // Drawn with a margin, then cut to the columns holding ink.
  const pad = 8;
  const width = Math.ceil(advance) + pad * 2;
  const rgb = new Float32Array(width * height * 3).fill(255);
  fillContours(rgb, width, height, textOutline(font, char, pad, ABOVE + CAP, size), [0, 0, 0]);
  const ink = (x: number, y: number) => Math.round(((255 - rgb[(y * width + x) * 3]!) / 255) * 15);
  let x0 = width;
  let x1 = -1;
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++)
      if (ink(x, y) > 0) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
  let hex = '';
  for (let y = 0; y < height; y++) for (let x = x0; x <= x1; x++) hex += ink(x, y).toString(16);
  glyphs.push(
    `  ${JSON.stringify(char)}: [${advance.toFixed(2)}, ${x0 - pad}, ${x1 - x0 + 1}, ${JSON.stringify(hex)}],`,
  );
}
glyphs.push(`  ' ': [${((font.charToGlyph(' ').advanceWidth ?? 0) * scale).toFixed(2)}, 0, 0, ''],`);

const kerning: string[] = [];
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
for (const a of letters)
  for (const b of letters) {
    const k = font.getKerningValue(font.charToGlyph(a), font.charToGlyph(b)) * scale;
    if (Math.abs(k) >= 0.3) kerning.push(`${a}${b}${k.toFixed(1)}`);
  }

writeFileSync(
  'src/scan/title-glyphs.ts',
  `// Oswald Medium capitals as small bitmaps, for composing candidate titles (title-shapes.ts). Made by
// scripts/make-title-glyphs.ts from @fontsource/oswald; do not edit by hand.
// Oswald: Copyright 2016 The Oswald Project Authors (https://github.com/googlefonts/OswaldFont),
// licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).

/** Cap height of the bitmaps in pixels; rows run from ABOVE above the cap line to BELOW under the baseline. */
export const GLYPH_CAP = ${CAP};
export const GLYPH_ABOVE = ${ABOVE};
export const GLYPH_HEIGHT = ${height};

/** Per character: advance, ink's left offset from the pen, ink width, then ink 0-f row by row. */
export const GLYPHS: Readonly<Record<string, readonly [number, number, number, string]>> = {
${glyphs.join('\n')}
};

/** Kerning of capital pairs in pixels, as "AV-1.2" entries. */
export const KERNING = ${JSON.stringify(kerning.join(' '))};
`,
);
console.log(`${CHARS.length} glyphs, ${kerning.length} kerning pairs`);
