// Counts the hand-set numbers the scanner's code carries inline (issue 27: src/scan under 40), the comments
// that cite a photo seed, and the card's layout facts written outside card-layout.ts. Run: npx tsx scripts/count-thresholds.ts [--list]
//
// An inline threshold is a numeric literal in a src/scan .ts file (tests aside) that is not named in one
// place: not the value of a top-level `const`, nor inside a top-level const object or array (EVIDENCE,
// FACE_VOTE, SURE...), and not a structural number (0-4: indices, RGBA's four channels, quarter turns;
// 0.5: a pixel's centre or a half; 255 and 256: a byte's range). card-layout.ts is the layout itself;
// image-limits.ts and node-image.ts (file headers) are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const DIR = resolve(import.meta.dirname, '../src/scan');
const STRUCTURAL = new Set([0, 1, 2, 3, 4, 0.5, 255, 256]);
/** The layout's numbers: a card of 600 x 839 units, its triangle's edge (once 138 in one file, 140 in another). */
const LAYOUT_FACTS = new Set([600, 839, 138, 140]);
/** A photo seed cited in a comment: "seed 1410081", "seeds 90000-90011", or a bare number of 6-7 digits. */
const SEED = /\bseeds?\s+\d{3,}|\b\d{6,7}\b/i;
/** Files that read file formats, not photos: their numbers are the PNG and JPEG headers' (and safe sizes). */
const FORMATS = new Set(['image-limits.ts', 'node-image.ts']);

const list = process.argv.includes('--list');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !FORMATS.has(f));
let inline = 0;
let seeds = 0;
let layout = 0;
const rows: string[] = [];

/** Whether a node lies in the value of a top-level const (a named number, or a named table of them). */
function named(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionLike(at) || ts.isClassLike(at)) return false;
    if (ts.isVariableDeclaration(at)) {
      const statement = at.parent.parent;
      return (
        ts.isVariableStatement(statement) &&
        ts.isSourceFile(statement.parent) &&
        (at.parent.flags & ts.NodeFlags.Const) !== 0
      );
    }
  }
  return false;
}

for (const file of files) {
  const text = readFileSync(join(DIR, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let fileInline = 0;
  let fileLayout = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (file !== 'card-layout.ts' && LAYOUT_FACTS.has(value)) {
        fileLayout++;
        if (list) console.log(`  layout fact ${file}:${line} ${node.text}`);
      }
      if (file !== 'card-layout.ts' && !STRUCTURAL.has(value) && !named(node)) {
        fileInline++;
        if (list) console.log(`  inline ${file}:${line} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Comments: every // line and /* */ block, found by the scanner so strings never count.
  let fileSeeds = 0;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia)
      continue;
    for (const line of scanner.getTokenText().split('\n'))
      if (SEED.test(line)) {
        fileSeeds++;
        if (list) console.log(`  seed cited ${file}: ${line.trim()}`);
      }
  }
  inline += fileInline;
  seeds += fileSeeds;
  layout += fileLayout;
  if (fileInline + fileSeeds + fileLayout > 0)
    rows.push(`| ${file} | ${fileInline} | ${fileSeeds} | ${fileLayout} |`);
}
console.log(
  '| src/scan file | inline thresholds | comment lines citing a seed | layout facts outside card-layout.ts |',
);
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`| **all ${files.length} files** | **${inline}** | **${seeds}** | **${layout}** |`);
console.log(
  `inline numeric thresholds in src/scan: ${inline} (goal under 40); comment lines citing a photo seed: ${seeds} (goal 0); layout facts outside card-layout.ts: ${layout} (goal 0)`,
);
