// The e2e harness: builds the app once (skipped when dist is newer than every source file), serves
// it from 127.0.0.1 on a free port with a tiny static server, and opens Debian's chromium.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The browser every e2e test launches (Debian's); CHROMIUM_PATH only lets the CI-guard test point it elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Set when the machine has no chromium: the e2e suites skip and say why. */
export const NO_BROWSER = existsSync(CHROMIUM)
  ? ''
  : `e2e skipped: ${CHROMIUM} is missing (apt-get install -y chromium; CI installs it)`;
// In CI a skipped browser suite would pass by skipping: there, a missing browser fails every e2e file.
if (NO_BROWSER && process.env.CI === 'true') {
  throw new Error(
    `CI=true but ${CHROMIUM} is missing, so the browser tests cannot run: install it (apt-get install -y chromium), as .ci/run does`,
  );
}
if (NO_BROWSER) console.warn(NO_BROWSER);

const BUILDS = join(ROOT, 'test-output/e2e-dist');
/** Names the newest build's directory; its mtime is when that build began. */
const LATEST = join(BUILDS, 'latest');
const LOCK = join(ROOT, 'test-output/e2e-build.lock');
const SOURCES = ['src', 'rules', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** The newest build's directory when no source file changed since it began, else null. */
function fresh(): string | null {
  if (!existsSync(LATEST)) return null;
  const built = statSync(LATEST).mtimeMs;
  const dir = join(BUILDS, readFileSync(LATEST, 'utf8').trim());
  return existsSync(dir) && SOURCES.every((s) => newest(join(ROOT, s)) < built) ? dir : null;
}

/**
 * Builds the app unless the newest build is up to date, and returns its directory. Each build
 * gets its own directory, so a suite still serving an older build is never pulled from under its
 * feet when another suite rebuilds after an edit; a lock makes concurrent suites share one build.
 */
export async function buildOnce(): Promise<string> {
  mkdirSync(BUILDS, { recursive: true });
  for (;;) {
    const ready = fresh();
    if (ready) return ready;
    try {
      mkdirSync(LOCK);
    } catch {
      // Another suite builds (or has just finished: its lock may be gone by now); a lock older than
      // 5 minutes is left from a killed run.
      const lock = statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > 300_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const again = fresh();
      if (again) return again;
      const started = new Date();
      const name = `build-${started.getTime()}`;
      const dir = join(BUILDS, name);
      execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dir, '--emptyOutDir'], {
        cwd: ROOT,
        stdio: 'pipe',
      });
      writeFileSync(LATEST, name);
      // The stamp says when the build began, so an edit made during the build triggers another.
      utimesSync(LATEST, started, started);
      // Builds older than an hour belong to finished runs.
      for (const old of readdirSync(BUILDS)) {
        const path = join(BUILDS, old);
        if (old.startsWith('build-') && old !== name && Date.now() - statSync(path).mtimeMs > 3_600_000) {
          rmSync(path, { recursive: true, force: true });
        }
      }
      return dir;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.traineddata': 'application/octet-stream',
  '.gz': 'application/gzip',
};

/** Serves a built app on 127.0.0.1 at a free port; unknown paths get index.html, as a PWA host would. */
export async function serve(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Content-Security-Policy violations reported by any page since the current test began. */
const cspViolations: string[] = [];

/**
 * Fails the test that just ran when any page broke the app's Content-Security-Policy (index.html):
 * a blocked inline style, script, eval, worker or fetch. Every e2e file imports this harness, so
 * every e2e test runs under the policy.
 */
afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length > 0) {
    throw new Error(`the Content-Security-Policy was broken:\n${seen.join('\n')}`);
  }
});

/** Hands over (and forgets) the violations reported so far: for a test that provokes one on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Listens on every page of the context for what a policy violation looks like: the page's
 * securitypolicyviolation event (reported through a binding) and the console error Chromium
 * prints for it (which also covers violations raised before the page's own script ran).
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, detail: string) => {
    cspViolations.push(detail);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (detail: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
}

/**
 * A phone-sized context that records every request it makes (service worker included), watched
 * for policy violations. `serviceWorkers: 'block'` where the test serves the build's files itself.
 */
export async function phone(
  browser: Browser,
  options: { locale?: string; colorScheme?: 'dark' | 'light'; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'dark',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  // The machine is shared: waits are generous, so a busy moment is not a failure.
  context.setDefaultTimeout(60_000);
  await watchCsp(context);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  return { context, page, requests };
}

/** axe-core's script (half a megabyte), read once per test file. */
let axeScript: string | undefined;

/** Runs axe-core in the page; returns the serious and critical violations, described. */
export async function seriousAxeIssues(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: a <script> tag would be inline script,
  // which the app's policy rightly blocks. The app moves between screens without reloading, so
  // the script is evaluated once per page load, not before every run.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate((axeScript ??= readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c?: unknown) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Saves a screenshot to test-output/screenshots/NAME.png for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(ROOT, 'test-output/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * For a describe block: the built app served from a local port and a browser, started before its
 * tests (within `timeout` ms: a first build takes a while) and closed after them. `origin` and
 * `browser` are ready inside the tests.
 */
export function servedApp(timeout = 180_000): { readonly origin: string; readonly browser: Browser } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  beforeAll(async () => {
    server = await serve(await buildOnce());
    browser = await launch();
  }, timeout);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  }, timeout);
  return {
    get origin() {
      if (!server) throw new Error('the app is served only once the tests begin');
      return server.origin;
    },
    get browser() {
      if (!browser) throw new Error('the browser opens only once the tests begin');
      return browser;
    },
  };
}

/**
 * Waits for the "Now" panel to ask `text`. When it never does, keeps a screenshot and says what
 * the panel asks instead.
 */
export async function expectNow(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('#now-what', { hasText: text }).waitFor();
  } catch (error) {
    await screenshot(page, 'now-not-reached');
    const asked = await page
      .locator('#now-what')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    // A banner (another tab moved on, a save refused) says why the table is not where the test expected.
    const banner = await page
      .getByTestId('moved-on')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    const why = banner ? `; the banner says "${banner}"` : '';
    throw new Error(`waited for "${String(text)}", the table asks "${asked}"${why}`, { cause: error });
  }
}

/**
 * Taps an answer and waits until the game has recorded it: the step of the panel `panel` (the
 * Unstable Unicorns "Now" panel by default) moves on, or the panel goes.
 */
export async function answer(page: Page, button: Locator, panel = '.now'): Promise<void> {
  const step = await page.locator(panel).getAttribute('data-step');
  await button.click();
  await page.waitForFunction(
    ([selector, before]) => document.querySelector(selector!)?.getAttribute('data-step') !== before,
    [panel, step] as const,
  );
}

/** Starts a game from a table typed as the judge's JSON (Load a position, in English). */
export async function loadPosition(page: Page, origin: string, position: unknown): Promise<void> {
  await page.goto(`${origin}/#/load`);
  await page.getByLabel('Table (JSON)').fill(JSON.stringify(position));
  await page.getByRole('button', { name: 'Start from this table' }).click();
}

/** Answers "which Stable does it go into?" if the walker asks it now (not when one Stable only may take the card). */
export async function stableIfAsked(page: Page, into: string): Promise<void> {
  if ((await page.locator('#now-what', { hasText: 'Which Stable does' }).count()) > 0) {
    await answer(page, page.getByRole('button', { name: into, exact: true }));
  }
}

/** The Draw phase of an Unstable Unicorns turn: the walker asks "NAME: draw 1 card"; one tap confirms. */
export async function drawPhase(page: Page, name: string): Promise<void> {
  await expectNow(page, `${name}: draw 1 card`);
  await answer(page, page.getByRole('button', { name: `${name} drew 1 card`, exact: true }));
}

/**
 * True when the element is on screen now and nothing lies over it: the topmost element near each
 * of its corners (inside the rounded ones) and at its centre is the element or inside it.
 */
export async function uncovered(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const xs = [box.left + box.width * 0.15, box.left + box.width / 2, box.right - box.width * 0.15];
    const ys = [box.top + box.height * 0.25, box.top + box.height / 2, box.bottom - box.height * 0.25];
    return xs.every((x) =>
      ys.every((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      }),
    );
  });
}

/** The turn player enters a card by search and taps it. */
export async function pickCard(page: Page, query: string, card: RegExp): Promise<void> {
  await page.getByLabel('Search a card').fill(query);
  await answer(page, page.getByRole('button', { name: card }).first());
}

/** Nobody answers the card just played with a Neigh. */
export async function noOneAnswers(page: Page): Promise<void> {
  await answer(page, page.getByRole('button', { name: /^No one answers/ }));
}

/** The address of the History of the game whose table is open. */
export function historyAddress(page: Page): string {
  return page.url().replace(/#.*$/, '') + page.url().match(/#\/game\/[^/]+/)![0] + '/history';
}

/** An Unstable Unicorns table as the phone shows it: the status strip's counts, each seat's hand and Stable. */
export interface ShownTable {
  deck: number;
  discard: number;
  /** The name of the card on top of the discard pile; null when the pile is empty. */
  discardTop: string | null;
  nursery: number;
  hands: Record<string, number>;
  /** Each Stable's cards by name, sorted (an Upgrade's or Downgrade's mark left out). */
  stables: Record<string, string[]>;
}

/** The table as the phone shows it, read from the table screen as a player would. */
export async function shownTable(page: Page, names: readonly string[]): Promise<ShownTable> {
  const stat = async (label: string) =>
    Number(await page.locator('.status-strip .stat', { hasText: label }).locator('.n').textContent());
  const hands: Record<string, number> = {};
  const stables: Record<string, string[]> = {};
  for (const name of names) {
    const seat = page.locator(`section[aria-label="Table"] article[aria-label="${name}"]`);
    const count = (await seat.locator('header .hand-count').textContent())?.match(/^(\d+) in hand$/)?.[1];
    hands[name] = Number(count);
    stables[name] = (await seat.locator('.chip').allTextContents())
      .map((s) => s.replace(/^[▲▼]\s*/, ''))
      .sort();
  }
  const discard = await stat('Discard');
  // The keys in this order: the whole-game test compares the table with the script's by its JSON.
  return {
    deck: await stat('Deck'),
    discard,
    discardTop: discard ? await page.locator('.discard-top button').textContent() : null,
    nursery: await stat('Nursery'),
    hands,
    stables,
  };
}
