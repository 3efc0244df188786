// `npm run --silent scan -- [--stable] PHOTO.jpg [PHOTO.png ...]`: one JSON line per photo naming the card
// in it (or, with --stable, every card of the Stable in it). A thin shell over src/scan, as the app runs it.
import { readFileSync } from 'node:fs';
import { baseGame } from '../games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../scan/match.ts';
import { decodePhoto } from '../scan/node-image.ts';
import { makeTitleReader } from '../scan/ocr.ts';
import { nodeOcrAssets } from '../scan/ocr-node.ts';
import { recogniseCard } from '../scan/recognise.ts';
import { stableLine } from './scan-stable.ts';

const stable = process.argv[2] === '--stable';
const files = process.argv.slice(stable ? 3 : 2);
if (files.length === 0) {
  console.error('usage: npm run --silent scan -- [--stable] PHOTO.jpg [PHOTO.png ...]');
  process.exit(2);
}

const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en', 'fr'], nameLanguage: 'en' });
let failed = false;
try {
  await reader.warm();
  for (const file of files) {
    let photo;
    try {
      photo = decodePhoto(readFileSync(file));
    } catch (error) {
      failed = true;
      console.log(JSON.stringify({ file, error: `cannot read ${file}: ${(error as Error).message}` }));
      continue;
    }
    if (stable) {
      console.log(JSON.stringify(await stableLine(file, photo, { reader, matcher })));
      continue;
    }
    const started = performance.now();
    let result;
    try {
      result = await recogniseCard(photo, { reader, matcher });
    } catch (error) {
      // One photo the recogniser cannot take never stops the batch: say so and go on.
      failed = true;
      console.log(JSON.stringify({ file, error: `cannot scan ${file}: ${(error as Error).message}` }));
      continue;
    }
    const ms = Math.round(performance.now() - started);
    const top = result.found ? result.matches[0]! : null;
    console.log(
      JSON.stringify({
        file,
        card: top ? baseGame.cards.find((face) => face.id === top.faceId)!.name.en : null,
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
