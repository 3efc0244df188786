// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures.
// Speed and size are reported here, never asserted by tests.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  const mod = (await import(join(here, file))) as { default: () => Promise<void> | void };
  await mod.default();
}
