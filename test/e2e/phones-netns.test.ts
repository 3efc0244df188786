// Two phones in real Chromium, each in a network namespace of its own that the test makes, joined
// by one virtual cable and attached to nothing else (the design's section 7.3): they pair by codes
// copied by hand, and by QR codes each browser reads with its camera (a fake one, fed the other
// browser's QR as a video clip).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import {
  answer,
  buildOnce,
  CHROMIUM,
  CHROMIUM_FLAGS,
  drawPhase,
  expectNow,
  NO_BROWSER,
  phone,
  ROOT,
  screenshot,
  seriousAxeIssues,
} from './harness.ts';
import {
  connected,
  longGameFile,
  pairAndPlay,
  pairByCode,
  playBothWays,
  step,
  takeSeats,
  watchPeers,
} from './phones.ts';
import { importAndOpen } from './saved-game.ts';

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
  // Served by the test, so no service worker serves the build's own copies.
  const { context, page } = await phone(browser, { serviceWorkers: 'block' });
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
  return { browser, page };
}

const FRAME = { width: 1280, height: 720 };

/**
 * A clip for Chromium's fake camera (y4m, 4:2:0, five frames, played in a loop) of `rgba` (an
 * image `width` wide) scaled by `scale` without smoothing, centred on white: what ffmpeg would
 * make, written here so the test needs no other program.
 */
function writeClip(clip: string, rgba?: { width: number; height: number; data: Uint8Array }): void {
  const { width: W, height: H } = FRAME;
  const rgb = new Uint8Array(W * H * 3).fill(255);
  if (rgba) {
    const scale = Math.min((H * 0.9) / rgba.height, (W * 0.9) / rgba.width);
    const w = Math.floor(rgba.width * scale);
    const h = Math.floor(rgba.height * scale);
    const left = Math.floor((W - w) / 2);
    const top = Math.floor((H - h) / 2);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const from = (Math.floor(y / scale) * rgba.width + Math.floor(x / scale)) * 4;
        const alpha = rgba.data[from + 3]! / 255;
        const to = ((top + y) * W + left + x) * 3;
        for (let c = 0; c < 3; c++)
          rgb[to + c] = Math.round(rgba.data[from + c]! * alpha + 255 * (1 - alpha));
      }
  }
  // BT.601 studio range, as ffmpeg's yuv420p.
  const Y = new Uint8Array(W * H);
  const U = new Uint8Array((W / 2) * (H / 2));
  const V = new Uint8Array((W / 2) * (H / 2));
  for (let i = 0; i < W * H; i++) {
    const [r, g, b] = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!];
    Y[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let y = 0; y < H / 2; y++)
    for (let x = 0; x < W / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * y + dy) * W + 2 * x + dx) * 3;
        r += rgb[i]! / 4;
        g += rgb[i + 1]! / 4;
        b += rgb[i + 2]! / 4;
      }
      U[y * (W / 2) + x] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      V[y * (W / 2) + x] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Y, U, V]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(clip, Buffer.concat([header, ...Array<Buffer>(5).fill(frame)]));
}

/** What a phone's camera sees when held over `qr`: the QR as the page shows it, filling most of the frame. */
async function filmQr(qr: Locator, clip: string): Promise<void> {
  const png = PNG.sync.read(await qr.screenshot({ scale: 'device' }));
  writeClip(clip, { width: png.width, height: png.height, data: png.data });
}

/** A camera that sees nothing yet (a white frame): the clip is replaced before the camera opens. */
function blankClip(clip: string): void {
  writeClip(clip);
}

describe.skipIf(NO_BROWSER || REFUSED)('two phones, each in its own network namespace', () => {
  const browsers: Browser[] = [];
  let dist = '';
  /** The two phones of the first test, which the second goes on with (no new browsers for it). */
  let first:
    { table: { browser: Browser; page: Page }; joiner: { browser: Browser; page: Page } } | undefined;
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
    first = { table, joiner };
  }, 180_000);

  it('a 500-event game reaches a newcomer; answers at the same moment while the cable is cut; a phone frozen 30 s; the first phone closed, the game goes on', async () => {
    expect(first, 'the first test left its two phones').toBeDefined();
    const { table, joiner } = first!;
    // Fresh pages on the same browsers: each phone starts without a shared table.
    const game = longGameFile();
    await table.page.goto(ORIGIN);
    await table.page.reload();
    await table.page.getByTestId('import-file').setInputFiles({
      name: 'long.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(game.file)),
    });
    await table.page.getByText('Game imported: Ana, Ben, Cleo, Dan').waitFor();
    await table.page.getByRole('button', { name: 'Resume' }).first().click();
    await expectNow(table.page, game.question);
    expect(await step(table.page)).toBe(game.events);

    // 1. The newcomer receives the whole game: the same question, at the same event.
    await joiner.page.goto(ORIGIN);
    await joiner.page.reload();
    const received = await pairByCode(table.page, joiner.page, ORIGIN);
    await expectNow(joiner.page, game.question);
    console.log(
      `${game.events}-event game: table shown on the newcomer ${Date.now() - received} ms after Connect`,
    );
    expect(await step(joiner.page)).toBe(game.events);
    await table.page.getByRole('link', { name: 'Back to the table' }).click();
    await expectNow(table.page, game.question);

    // 3. The cable is cut; Ana Neighs on the table's phone, Ben on the other, each seeing only its own.
    const cable = [`va${tag}`, `vb${tag}`] as const;
    ip('-n', SPACES[0], 'link', 'set', cable[0], 'down');
    const cut = Date.now();
    await answer(table.page, table.page.getByRole('button', { name: 'Ana: Neigh', exact: true }));
    await answer(joiner.page, joiner.page.getByRole('button', { name: 'Ben: Neigh', exact: true }));
    await expectNow(table.page, 'Any Neigh against Ana’s Neigh?');
    await expectNow(joiner.page, 'Any Neigh against Ben’s Neigh?');
    // Apart for 10 s: longer than the 6 s after which Chromium calls a silent peer disconnected (design probe).
    await new Promise((resolve) => setTimeout(resolve, 10_000 - (Date.now() - cut)));
    ip('-n', SPACES[0], 'link', 'set', cable[0], 'up');
    ip('-n', SPACES[0], 'route', 'replace', 'default', 'via', '10.200.0.2');
    ip('-n', SPACES[1], 'route', 'replace', 'default', 'via', '10.200.0.1');
    // Rejoined: one Neigh applied on both phones, the other told on both, with a tap to play it now.
    const race = /^(Ana|Ben)’s Neigh came at the same moment as (Ana|Ben)’s and was not applied\.$/;
    const told = async (page: Page) =>
      page.getByTestId('races').locator('li > span', { hasText: race }).textContent();
    const [onTable, onJoiner] = [await told(table.page), await told(joiner.page)];
    expect(onJoiner).toBe(onTable);
    const [, loser, winner] = race.exec(onTable!)!;
    expect(loser).not.toBe(winner);
    console.log(`both phones: ${onTable}`);
    await screenshot(joiner.page, 'phones-race-en');
    expect(await seriousAxeIssues(joiner.page)).toEqual([]);
    await expectNow(table.page, `Any Neigh against ${winner}’s Neigh?`);
    await expectNow(joiner.page, `Any Neigh against ${winner}’s Neigh?`);
    expect(await step(table.page)).toBe(game.events + 1);
    expect(await step(joiner.page)).toBe(game.events + 1);
    // The answer not applied is still legal (a Neigh on the Neigh): one tap plays it, on both phones.
    await answer(joiner.page, joiner.page.getByTestId('races').getByRole('button', { name: 'Play it now' }));
    for (const page of [table.page, joiner.page]) {
      await expectNow(page, `Any Neigh against ${loser}’s Neigh?`);
      await page.getByTestId('races').waitFor({ state: 'detached' });
      expect(await step(page)).toBe(game.events + 2);
    }

    // 4. The joining phone's browser is frozen 30 s (every process of it, by the pids in its
    // namespace) while the table's phone taps: no one answers, and three corrections.
    const frozen = execFileSync('ip', ['netns', 'pids', SPACES[1]]).toString().split(/\s+/).filter(Boolean);
    const freezeAt = Date.now();
    for (const pid of frozen) process.kill(Number(pid), 'SIGSTOP');
    try {
      await answer(table.page, table.page.getByRole('button', { name: /^No one answers/ }));
      await table.page.getByRole('button', { name: 'Fix the table' }).click();
      for (let i = 0; i < 3; i++) {
        await table.page.getByRole('button', { name: 'Dan drew 1 more', exact: true }).click();
      }
      await table.page.getByRole('button', { name: 'Back to the game' }).first().click();
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - freezeAt)));
    } finally {
      for (const pid of frozen) process.kill(Number(pid), 'SIGCONT');
    }
    const tapped = await step(table.page);
    expect(tapped).toBe(game.events + 6);
    const asked = await table.page.locator('#now-what').textContent();
    await expectNow(joiner.page, asked!);
    await joiner.page.waitForFunction(
      (n) => document.querySelector('.now')?.getAttribute('data-step') === String(n),
      tapped,
    );

    // 5. The first phone is closed; the game goes on from the other, which others now join.
    await table.browser.close();
    browsers.splice(browsers.indexOf(table.browser), 1);
    await joiner.page.getByRole('button', { name: 'Fix the table' }).click();
    await joiner.page.getByRole('button', { name: 'Cleo drew 1 more', exact: true }).click();
    await joiner.page.getByRole('button', { name: 'Back to the game' }).first().click();
    expect(await step(joiner.page)).toBe(tapped + 1);
    const another = await phoneIn(SPACES[0], dist);
    browsers.push(another.browser);
    await watchPeers(another.page);
    await another.page.goto(ORIGIN);
    await pairByCode(joiner.page, another.page, ORIGIN);
    await joiner.page.getByRole('link', { name: 'Back to the table' }).click();
    await expectNow(another.page, asked!);
    expect(await step(another.page)).toBe(tapped + 1);
    await another.page.getByRole('button', { name: 'Fix the table' }).click();
    await another.page.getByRole('button', { name: 'Ana drew 1 more', exact: true }).click();
    await joiner.page.waitForFunction(
      (n) => document.querySelector('.now')?.getAttribute('data-step') === String(n),
      tapped + 2,
    );
    // Its browsers are done: the QR test starts two new phones in the same namespaces.
    for (const b of [joiner.browser, another.browser]) {
      await b.close();
      browsers.splice(browsers.indexOf(b), 1);
    }
  }, 300_000);

  it('pair by QR codes, each read by the other phone’s camera; a tap on either phone appears on the other; each phone takes a seat; a locked phone shows asleep and catches up', async () => {
    const dir = join(ROOT, 'test-output/netns');
    mkdirSync(dir, { recursive: true });
    const offerClip = join(dir, `offer-${tag}.y4m`);
    const answerClip = join(dir, `answer-${tag}.y4m`);
    blankClip(answerClip);
    const table = await phoneIn(SPACES[0], dist, answerClip);
    browsers.push(table.browser);
    await watchPeers(table.page);
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
    await watchPeers(joiner.page);
    await joiner.page.goto(`${ORIGIN}/#/phones`);
    await joiner.page.getByRole('button', { name: 'Scan the table’s code' }).click();
    const answerQr = joiner.page.getByRole('img', { name: 'My answer: scan it with the table’s phone' });
    await answerQr.waitFor();
    // The QR holds the same answer as the code shown for copying by hand.
    expect(await joiner.page.getByTestId('my-code').inputValue()).toMatch(/^SHa1/);
    await filmQr(answerQr, answerClip);

    await table.page.getByRole('button', { name: 'Scan the joining phone’s answer' }).click();
    await connected(table.page, joiner.page);
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
