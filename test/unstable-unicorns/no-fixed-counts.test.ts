// The catalog is a value the game carries: no module but the catalog may name a deck's total or a
// card count (the base game's 114, 127, 82, 32, 13 Babies), or a game of other boxes would miscount.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// Totals of the base game's box: the deck, all its cards, the 2-player deck and what it leaves out.
const FIXED = /(?<![\w.#-])(114|127|82|32)(?![\w.%])|\bthirteen\b|\b13 Baby/;

describe('card counts come from the catalog', () => {
  it('names no deck total outside catalog.ts, in the rules, the app or the simulator', () => {
    const files = [
      ...sources(join(root, 'src/games/unstable-unicorns')),
      ...sources(join(root, 'src/ui/unstable-unicorns')),
      join(root, 'src/ui/screens/NewGame.tsx'),
      join(root, 'src/ui/screens/Tiebreak.tsx'),
    ].filter((file) => !file.endsWith('catalog.ts'));
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (FIXED.test(line)) found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
