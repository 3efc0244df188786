// The app shell's weight: builds the app and prints the initial JavaScript (the entry chunk plus
// its static imports, from dist/.vite/manifest.json) in KB gzip, and checks no OCR code is in it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-output/bench-dist');
/** The budget from the app issue: the shell must start on a slow phone. */
const BUDGET_KB = 100;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const gzipKb = (file: string): number => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length / 1024;

export default function appBench(): void {
  const started = performance.now();
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', OUT, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

  // The initial JavaScript: the entry and everything it imports statically, transitively.
  const initial = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key]!;
    if (initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const jsKb = [...initial].reduce((sum, file) => sum + gzipKb(file), 0);
  const cssKb = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
  const ocrWords = /tesseract|traineddata|createWorker/i;
  const ocrInShell = [...initial].filter((file) => ocrWords.test(readFileSync(join(OUT, file), 'utf8')));
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const ocrChunks = allJs.filter((file) => ocrWords.test(readFileSync(join(OUT, file), 'utf8')));
  const lazyKb = allJs.filter((f) => !initial.has(f)).reduce((sum, file) => sum + gzipKb(file), 0);

  console.log(`build: ${buildSeconds.toFixed(1)} s`);
  console.log(
    `initial JavaScript of the shell: ${jsKb.toFixed(1)} KB gzip in ${initial.size} file(s) (budget ${BUDGET_KB} KB)`,
  );
  for (const file of initial) console.log(`  ${file}: ${gzipKb(file).toFixed(1)} KB gzip`);
  console.log(`initial CSS: ${cssKb.toFixed(1)} KB gzip`);
  console.log(`lazy chunks (loaded when a screen needs them): ${lazyKb.toFixed(1)} KB gzip`);
  console.log(
    ocrInShell.length === 0
      ? `OCR code in the shell: none (${ocrChunks.length} lazy chunk(s) mention it: ${ocrChunks.join(', ') || '-'})`
      : `OCR code in the shell: YES, in ${ocrInShell.join(', ')}`,
  );
  console.log(jsKb <= BUDGET_KB && ocrInShell.length === 0 ? 'shell within budget' : 'shell OVER budget');
}
