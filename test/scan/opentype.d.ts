// The few parts of opentype.js (which ships no types) that the test photos' title renderer uses.
// Declared by hand so the tests stay strictly typed; the package is a dev dependency, never in the app.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
    tables: { os2?: { sCapHeight?: number } };
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
