// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures.
// Speed and size are reported here, never asserted by tests.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
// `npm run bench scan` runs scan.bench.ts alone, not scan-makers too: a whole name wins over a part of one.
const exact = benches.some((f) => f === `${only}.bench.ts`);
for (const file of benches) {
  if (only && (exact ? file !== `${only}.bench.ts` : !file.includes(only))) continue;
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  const mod = (await import(join(here, file))) as { default: () => Promise<void> | void };
  await mod.default();
}
