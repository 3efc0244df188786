// The time to store one tap in a long game (issue 28): a tap's save writes the event it added, so
// it should not grow with the log. IndexedDB here is fake-indexeddb (Node); printed only.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { openShelf, type SavedGame } from '../src/store/games.ts';
import { openUnicornLog, type UnicornLog } from '../src/ui/unstable-unicorns/walker.ts';

export default async function storeBench(): Promise<void> {
  const file = JSON.parse(
    readFileSync(new URL('../test/fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
  );
  // Events as the app stores them today: answers with the tables marked at their quiet points.
  const stored = openUnicornLog(file.log as UnicornLog).log.events as unknown[];
  const bytes = JSON.stringify(stored).length / stored.length;
  for (const length of [300, 3000]) {
    const events = Array.from({ length }, (_, i) => stored[i % stored.length]);
    const shelf = await openShelf(`bench-${length}-${Math.random()}`);
    const game: SavedGame = {
      id: 'long',
      game: 'unstable-unicorns',
      title: 'Ana, Ben, Cleo',
      players: ['Ana', 'Ben', 'Cleo'],
      createdAt: 1,
      updatedAt: 1,
      over: false,
      log: { ...file.log, events },
    };
    await shelf.put(game);
    let current: SavedGame = (await shelf.get('long'))!;
    const times: number[] = [];
    for (let tap = 0; tap < 15; tap++) {
      const next = { ...current, log: { ...current.log, events: [...current.log.events, stored[tap]] } };
      const started = performance.now();
      current = await shelf.update(next);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `store one tap at ${length} events (~${Math.round(bytes)} bytes each): ` +
        `median ${times[7]!.toFixed(1)} ms, slowest ${times[14]!.toFixed(1)} ms (15 taps, fake-indexeddb)`,
    );
  }
}
