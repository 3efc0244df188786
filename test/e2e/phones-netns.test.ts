// Two phones in real Chromium, each in a network namespace of its own that the test makes, joined
// by one virtual cable and attached to nothing else (the design's section 7.3): they pair by codes
// copied by hand, and by QR codes each browser reads with its camera (a fake one, fed the other
// browser's QR as a video clip).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import {
  buildOnce,
  CHROMIUM,
  CHROMIUM_FLAGS,
  drawPhase,
  expectNow,
  NO_BROWSER,
  ROOT,
  seriousAxeIssues,
  watchCsp,
} from './harness.ts';
import { importAndOpen, pairAndPlay, playBothWays, takeSeats } from './phones.ts';

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
async function phoneIn(
  space: string,
  dist: string,
  camera?: string,
): Promise<{ browser: Browser; page: Page }> {
  const dir = join(ROOT, 'test-output/netns');
  mkdirSync(dir, { recursive: true });
  const wrapper = join(dir, `chromium-${space}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${space} ${CHROMIUM} "$@"\n`);
  chmodSync(wrapper, 0o755);
  // The camera, where asked for: a clip played in a loop, the permission granted without a prompt.
  const cameraFlags = camera
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${camera}`,
      ]
    : [];
  const browser = await chromium.launch({
    executablePath: wrapper,
    args: [...CHROMIUM_FLAGS, ...cameraFlags],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
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

/**
 * What a phone's camera sees when held over `qr`: the QR as the page shows it, scaled up to fill
 * most of a 1280 x 720 frame on white, as a short y4m clip (Chromium's fake camera plays it in a loop).
 */
async function filmQr(qr: Locator, clip: string): Promise<void> {
  const png = `${clip}.png`;
  await qr.screenshot({ path: png, scale: 'device' });
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-loop', '1', '-i', png, '-t', '1', '-r', '5'],
    ...['-vf', 'scale=-2:640:flags=neighbor,pad=1280:720:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p'],
    clip,
  ]);
}

/** A camera that sees nothing yet (a white frame): the clip is replaced before the camera opens. */
function blankClip(clip: string): void {
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=white:s=1280x720:r=5:d=1'],
    ...['-pix_fmt', 'yuv420p', clip],
  ]);
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
  it('pair by QR codes, each read by the other phone’s camera; a tap on either phone appears on the other; each phone takes a seat; a locked phone shows asleep and catches up', async () => {
    const dir = join(ROOT, 'test-output/netns');
    mkdirSync(dir, { recursive: true });
    const offerClip = join(dir, `offer-${tag}.y4m`);
    const answerClip = join(dir, `answer-${tag}.y4m`);
    blankClip(answerClip);
    const table = await phoneIn(SPACES[0], dist, answerClip);
    browsers.push(table.browser);
    await importAndOpen(table.page, ORIGIN);
    await table.page.getByRole('link', { name: 'Play with several phones' }).click();
    await table.page.getByRole('button', { name: 'Show this table’s code' }).click();
    const offerQr = table.page.getByRole('img', {
      name: 'This table’s code: scan it with the joining phone',
    });
    await filmQr(offerQr, offerClip);
    expect(await seriousAxeIssues(table.page)).toEqual([]);

    // The joining phone's camera sees the table's QR; nothing is typed or pasted on either phone.
    const joiner = await phoneIn(SPACES[1], dist, offerClip);
    browsers.push(joiner.browser);
    await joiner.page.goto(`${ORIGIN}/#/phones`);
    await joiner.page.getByRole('button', { name: 'Scan the table’s code' }).click();
    const answerQr = joiner.page.getByRole('img', { name: 'My answer: scan it with the table’s phone' });
    await answerQr.waitFor();
    // The QR holds the same answer as the code shown for copying by hand.
    expect(await joiner.page.getByTestId('my-code').inputValue()).toMatch(/^SHa1/);
    await filmQr(answerQr, answerClip);

    await table.page.getByRole('button', { name: 'Scan the joining phone’s answer' }).click();
    await table.page.getByText('Connected: both phones follow this game.').waitFor();
    await playBothWays(table.page, joiner.page);
    await takeSeats(table.page, joiner.page);

    // Ben's phone locks (every process of its Chromium stopped, by the pids in its namespace, all
    // started by this test): Ana's phone shows it asleep, and answers Ben's draw for him meanwhile.
    const frozen = execFileSync('ip', ['netns', 'pids', SPACES[1]]).toString().split(/\s+/).filter(Boolean);
    for (const pid of frozen) process.kill(Number(pid), 'SIGSTOP');
    try {
      await table.page
        .getByTestId('phones-strip')
        .getByText(/^Ben’s phone: asleep since 0:\d\d$/)
        // From WebRTC's connection state (about 6 s), not from Ben's awareness lapsing (30 s at least).
        .waitFor({ timeout: 20_000 });
      await drawPhase(table.page, 'Ben');
      // Ben's action is his own again: Ana's phone waits for him.
      await table.page.locator('.phones-waiting', { hasText: 'Ben: play a card, or draw' }).waitFor();
    } finally {
      for (const pid of frozen) process.kill(Number(pid), 'SIGCONT');
    }
    // It wakes: the draw made meanwhile reaches it, and it shows connected again.
    await expectNow(joiner.page, 'Ben: play a card, or draw');
    await table.page
      .getByTestId('phones-strip')
      .getByText('Ben’s phone: connected')
      .waitFor({ timeout: 30_000 });
  }, 180_000);
});
