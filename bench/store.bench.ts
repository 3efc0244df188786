// The time to store one tap in a long game (issue 28), in Chromium's own IndexedDB: the app's shelf
// (src/store/games.ts, served by vite) saves a game of 300 and of 3,000 events, one tap at a time.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { openUnicornLog, type UnicornLog } from '../src/ui/unstable-unicorns/walker.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default async function storeBench(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`store one tap: not measured (${CHROMIUM} is missing)`);
    return;
  }
  const file = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/saved-v1-unstable-unicorns.json'), 'utf8'));
  // Events as the app stores them today: answers with the tables marked at their quiet points.
  const stored = openUnicornLog(file.log as UnicornLog).log.events as unknown[];
  const bytes = Math.round(JSON.stringify(stored).length / stored.length);
  const server = await createServer({
    root: ROOT,
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  });
  await server.listen();
  const { port } = server.httpServer!.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // A phone's CPU, as Chromium's devtools emulate a mid-range one (4 times slower than this machine).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const length of [300, 3000]) {
      const times = await page.evaluate(
        async ({ length, stored, setup }) => {
          const path = '/src/store/games.ts';
          const { openShelf } = (await import(path)) as typeof import('../src/store/games.ts');
          const shelf = await openShelf(`bench-${length}-${Math.random()}`);
          const events = Array.from({ length }, (_, i) => stored[i % stored.length]);
          await shelf.put({
            id: 'long',
            game: 'unstable-unicorns',
            title: 'Ana, Ben, Cleo',
            players: ['Ana', 'Ben', 'Cleo'],
            createdAt: 1,
            updatedAt: 1,
            over: false,
            log: { setup, events, undone: [] },
          });
          let current = (await shelf.get('long'))!;
          const taken: number[] = [];
          for (let tap = 0; tap < 15; tap++) {
            const next = {
              ...current,
              log: { ...current.log, events: [...current.log.events, stored[tap]] },
            };
            const started = performance.now();
            current = await shelf.update(next);
            taken.push(performance.now() - started);
          }
          return taken.sort((a, b) => a - b);
        },
        { length, stored, setup: file.log.setup },
      );
      // What one tap's save hands IndexedDB: the game's row (setup, no events) and the event it added;
      // before version 4, the whole game.
      const row = JSON.stringify({ setup: file.log.setup, undone: [] }).length + 200;
      const whole = row + length * bytes;
      console.log(
        `  written per tap at ${length} events: ~${Math.round((row + bytes) / 1000)} KB (the whole game: ~${Math.round(whole / 1000)} KB)`,
      );
      console.log(
        `store one tap at ${length} events (~${bytes} bytes each), Chromium IndexedDB, CPU 4x slower: ` +
          `median ${times[7]!.toFixed(1)} ms, slowest ${times[14]!.toFixed(1)} ms (15 taps)`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
