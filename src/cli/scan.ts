// `npm run --silent scan -- [--decks B,B] [--stable] [--trace OUT] PHOTO.jpg [PHOTO.png ...]`: one JSON line per
// photo naming the card in it (or, with --stable, every card of the Stable in it). A thin shell over src/scan, as the app runs it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BOX_IDS,
  cardFace,
  catalogFor,
  compositionProblem,
  type BoxId,
} from '../games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../scan/match.ts';
import { decodePhoto } from '../scan/node-image.ts';
import { makeTitleReader } from '../scan/ocr.ts';
import { nodeOcrAssets } from '../scan/ocr-node.ts';
import { recogniseCard } from '../scan/recognise.ts';
import type { StableCard } from '../scan/stable.ts';
import type { ScanTrace } from '../scan/trace.ts';
import { stableLine } from './scan-stable.ts';
import { writeCardTrace, writeStableTrace } from './scan-trace.ts';

const usage = `usage: npm run --silent scan -- [--decks ${BOX_IDS.join(',')}] [--stable] [--trace OUT] PHOTO.jpg [PHOTO.png ...]`;
let parsed;
try {
  parsed = parseArgs({
    options: {
      stable: { type: 'boolean', default: false },
      decks: { type: 'string' },
      // What each stage saw, as OUT.json and OUT.png (OUT-1, OUT-2, ... for several photos).
      trace: { type: 'string' },
    },
    allowPositionals: true,
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const stable = parsed.values.stable === true;
const files = parsed.positionals;
// --decks control,chaos: the game's boxes, as for `npm run simulate`; only their printed titles are read.
const boxes =
  parsed.values.decks === undefined
    ? (['base-2e'] as BoxId[])
    : (parsed.values.decks.split(',').map((box) => box.trim()) as BoxId[]);
const problem = compositionProblem({ boxes });
if (problem) {
  console.error(`--${problem}\n${usage}`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(usage);
  process.exit(2);
}
const traceBase = parsed.values.trace?.replace(/\.(png|json)$/i, '');
const traceOut = (index: number) =>
  traceBase === undefined ? undefined : files.length === 1 ? traceBase : `${traceBase}-${index + 1}`;

const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
const deck = { cards: catalogFor({ boxes }).faces };
const matcher = makeTitleMatcher({ deck, languages: ['en', 'fr'], nameLanguage: 'en' });
let failed = false;
try {
  await reader.warm();
  for (const [index, file] of files.entries()) {
    const out = traceOut(index);
    const trace: ScanTrace | undefined = out === undefined ? undefined : { reads: [], votes: [] };
    let photo;
    try {
      photo = decodePhoto(readFileSync(file));
    } catch (error) {
      failed = true;
      console.log(JSON.stringify({ file, error: `cannot read ${file}: ${(error as Error).message}` }));
      continue;
    }
    if (stable) {
      let seen: StableCard[] = [];
      const line = await stableLine(file, photo, { reader, matcher, trace }, (cards) => (seen = cards));
      console.log(JSON.stringify(line));
      if (out !== undefined && trace) writeStableTrace(out, file, photo, seen, trace);
      continue;
    }
    const started = performance.now();
    let result;
    try {
      result = await recogniseCard(photo, { reader, matcher, trace });
    } catch (error) {
      // One photo the recogniser cannot take never stops the batch: say so and go on.
      failed = true;
      console.log(JSON.stringify({ file, error: `cannot scan ${file}: ${(error as Error).message}` }));
      continue;
    }
    const ms = Math.round(performance.now() - started);
    if (out !== undefined && trace) writeCardTrace(out, file, photo, result, trace);
    const top = result.found ? result.matches[0]! : null;
    console.log(
      JSON.stringify({
        file,
        card: top ? cardFace(top.faceId).name.en : null,
        title: top ? top.title : null,
        confidence: top ? top.confidence : 0,
        ms,
      }),
    );
  }
} finally {
  await reader.close();
}
process.exit(failed ? 2 : 0);
