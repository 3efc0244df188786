// Two phones in real Chromium, each in a network namespace of its own that the test makes, joined
// by one virtual cable and attached to nothing else (the design's section 7.3): they pair by codes.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildOnce, CHROMIUM, CHROMIUM_FLAGS, NO_BROWSER, ROOT, watchCsp } from './harness.ts';
import { pairAndPlay } from './phones.ts';

const tag = String(process.pid % 100000);
const SPACES = [`shA${tag}`, `shB${tag}`] as const;

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'pipe' });
}

/** Makes the two namespaces and their cable; the reason when this machine refuses (no root, no ip). */
function makeNamespaces(): string {
  try {
    const [a, b] = SPACES;
    ip('netns', 'add', a);
    ip('netns', 'add', b);
    ip('link', 'add', `va${tag}`, 'type', 'veth', 'peer', 'name', `vb${tag}`);
    ip('link', 'set', `va${tag}`, 'netns', a);
    ip('link', 'set', `vb${tag}`, 'netns', b);
    ip('-n', a, 'addr', 'add', '10.200.0.1/24', 'dev', `va${tag}`);
    ip('-n', b, 'addr', 'add', '10.200.0.2/24', 'dev', `vb${tag}`);
    for (const n of SPACES) ip('-n', n, 'link', 'set', 'lo', 'up');
    ip('-n', a, 'link', 'set', `va${tag}`, 'up');
    ip('-n', b, 'link', 'set', `vb${tag}`, 'up');
    // A Wi-Fi that hands out a gateway (the other phone, which forwards nothing): Chromium then
    // offers its mDNS host candidate, as a phone on a café's Wi-Fi does.
    ip('-n', a, 'route', 'add', 'default', 'via', '10.200.0.2');
    ip('-n', b, 'route', 'add', 'default', 'via', '10.200.0.1');
    return '';
  } catch (error) {
    removeNamespaces();
    const e = error as { stderr?: Buffer; message: string };
    return `ip netns refused (${(e.stderr?.toString() || e.message).trim()}): the two-namespace test needs root and iproute2`;
  }
}

function removeNamespaces(): void {
  for (const n of SPACES) {
    try {
      ip('netns', 'del', n);
    } catch {
      // Not made (or already gone).
    }
  }
}

const REFUSED = NO_BROWSER ? '' : makeNamespaces();
if (REFUSED) {
  console.warn(REFUSED);
  if (process.env.CI === 'true') throw new Error(`CI=true: ${REFUSED}`);
}

const ORIGIN = 'http://127.0.0.1:4173';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/**
 * A phone in namespace `space`: its own Chromium started inside it, its pages served by the test
 * itself (nothing listens inside the namespace, and the namespace reaches only the other phone).
 */
async function phoneIn(space: string, dist: string): Promise<{ browser: Browser; page: Page }> {
  const dir = join(ROOT, 'test-output/netns');
  mkdirSync(dir, { recursive: true });
  const wrapper = join(dir, `chromium-${space}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${space} ${CHROMIUM} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ executablePath: wrapper, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(60_000);
  await watchCsp(context);
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    return route.fulfill({
      status: 200,
      contentType: types[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  return { browser, page: await context.newPage() };
}

describe.skipIf(NO_BROWSER || REFUSED)('two phones, each in its own network namespace', () => {
  const browsers: Browser[] = [];
  let dist = '';
  beforeAll(async () => {
    dist = await buildOnce();
  }, 180_000);
  afterAll(async () => {
    for (const b of browsers) await b.close();
    removeNamespaces();
  });

  it('pair by codes over the virtual cable; a tap on either phone appears on the other', async () => {
    const table = await phoneIn(SPACES[0], dist);
    browsers.push(table.browser);
    const joiner = await phoneIn(SPACES[1], dist);
    browsers.push(joiner.browser);
    // Each phone's Chromium really runs inside its namespace (the wrapper execs it in place).
    for (const space of SPACES) {
      const pids = execFileSync('ip', ['netns', 'pids', space]).toString().split(/\s+/).filter(Boolean);
      const names = pids.map((pid) =>
        existsSync(`/proc/${pid}/comm`) ? readFileSync(`/proc/${pid}/comm`, 'utf8') : '',
      );
      expect(names.some((n) => n.startsWith('chromium'))).toBe(true);
    }
    await pairAndPlay(table.page, ORIGIN, joiner.page, ORIGIN);
  }, 180_000);
});
