// Two phones at one table (issue 30): the table's phone and a joining phone pair by copying codes,
// then a tap on either is seen on the other. Both pages run in one Chromium on this machine: the one
// host candidate each gathers is this machine's own address (hidden behind an mDNS name), which the
// kernel routes over lo, so nothing goes on any wire. phones-netns.test.ts runs the same pairing
// with each phone in a network namespace of its own (where this machine allows ip netns).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  answer,
  buildOnce,
  drawPhase,
  expectNow,
  NO_BROWSER,
  phone,
  screenshot,
  seriousAxeIssues,
  servedApp,
} from './harness.ts';
import { connected, myCode, pairAndPlay, pairByCode, step, watchPeers } from './phones.ts';
import { drawInstead, importAndOpen } from './saved-game.ts';

/**
 * A phone running a later Stablehand: the built chunks holding a game's rules number (Unstable
 * Unicorns', the Lion's) are served with the next number, read from the build on disk so no other
 * request goes through the test, and no service worker serves the build's own copies.
 */
async function laterVersionPhone(browser: Browser) {
  const assets = join(await buildOnce(), 'assets');
  const rules = /\{rules:(\d+),mark\(/;
  const later = new Map<string, string>();
  for (const name of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(assets, name), 'utf8');
    if (rules.test(text))
      later.set(
        name,
        text.replace(rules, (_whole, n: string) => `{rules:${Number(n) + 1},mark(`),
      );
  }
  expect(later.size).toBeGreaterThan(0);
  const { context, page } = await phone(browser, { serviceWorkers: 'block' });
  for (const [name, body] of later)
    await context.route(`**/assets/${name}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body }),
    );
  return { context, page };
}

/**
 * The moves History lists (its latest page), each as its number and sentence; checks each number is
 * there once, the latest being the table's step. Opened from the table screen and left for it again.
 */
async function historyMoves(page: Page): Promise<string[]> {
  const at = await step(page);
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  const lines = page.locator('.history li[data-n]');
  await lines.first().waitFor();
  const moves: string[] = [];
  for (const line of await lines.all())
    moves.push(`${await line.getAttribute('data-n')} ${await line.locator('.event-text').textContent()}`);
  const numbers = moves.map((m) => Number(m.split(' ')[0]));
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(numbers[0]).toBe(at);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.locator('#now-what').waitFor();
  return moves;
}

describe.skipIf(NO_BROWSER)('two phones paired by codes', () => {
  const app = servedApp();

  /**
   * The table's phone (`table`, opened on the 23 Nov game) shows its code; a joining phone whose timers are
   * the page's fake clock reads it and makes its answer, which the table's phone has not read yet.
   */
  const answeredOnFakeClock = async (table: Awaited<ReturnType<typeof phone>>) => {
    await importAndOpen(table.page, app.origin);
    await table.page.getByRole('link', { name: 'Play with several phones' }).click();
    await table.page.getByRole('button', { name: 'Show this table’s code' }).click();
    const offer = await myCode(table.page);
    const joiner = await phone(app.browser);
    await joiner.page.clock.install();
    await joiner.page.goto(`${app.origin}/#/phones`);
    await joiner.page.getByLabel('The table’s code').fill(offer);
    await joiner.page.getByRole('button', { name: 'Make my answer' }).click();
    return { table, joiner };
  };

  it('the joining phone receives the game, and a tap on either phone appears on the other', async () => {
    const table = await phone(app.browser);
    const joiner = await phone(app.browser);
    await pairAndPlay(table.page, app.origin, joiner.page, app.origin);

    // The joining phone keeps the shared game among its own, and its Phones screen says so.
    await joiner.page.getByRole('link', { name: 'Play with several phones' }).click();
    await joiner.page
      .getByTestId('saved-here')
      .getByText(
        'This game is saved on this phone too: Home lists it, and it goes on here if the link is lost.',
      )
      .waitFor();
    await joiner.page.goBack();
    await expectNow(joiner.page, 'Ben: draw 1 card');
    expect(await joiner.page.getByRole('link', { name: 'Connect again' }).count()).toBe(0);

    // The table's phone dies: the joining phone's strip no longer shows it connected, and offers
    // to pair again, from this phone, with the same game.
    await table.context.close();
    await joiner.page
      .getByTestId('phones-strip')
      .getByText(/^A phone with no seat yet: (asleep since \d+:\d\d|gone)$/)
      .waitFor();
    await joiner.page.getByRole('link', { name: 'Connect again' }).click();
    await joiner.page.getByRole('button', { name: 'Show this table’s code' }).click();
    expect(await joiner.page.getByTestId('my-code').inputValue()).toMatch(/^SHo1/);

    // The app closed and opened again, with no other phone: Home lists the game, which opens where it was.
    await joiner.page.goto(app.origin);
    await joiner.page.getByRole('button', { name: 'Resume' }).first().click();
    await expectNow(joiner.page, 'Ben: draw 1 card');
    await joiner.context.close();
  }, 180_000);

  it('a phone whose app was closed and opened again pairs again with the same table: what it played alone arrives once, both Histories list each move once', async () => {
    const table = await phone(app.browser);
    const joiner = await phone(app.browser);
    await pairAndPlay(table.page, app.origin, joiner.page, app.origin);
    const before = await step(table.page);

    // The joining phone's app is closed and opened again; alone, Ben's draw is confirmed on it.
    await joiner.page.reload();
    await joiner.page.goto(app.origin);
    await joiner.page.getByRole('button', { name: 'Resume' }).first().click();
    await drawPhase(joiner.page, 'Ben');
    await expectNow(joiner.page, 'Ben: play a card, or draw');
    // The phones pair again: the draw reaches the table's phone, once.
    await pairByCode(table.page, joiner.page, app.origin);
    await table.page.getByRole('link', { name: 'Back to the table' }).click();
    await expectNow(table.page, 'Ben: play a card, or draw');
    await expectNow(joiner.page, 'Ben: play a card, or draw');
    expect(await step(table.page)).toBe(before + 1);
    expect(await step(joiner.page)).toBe(before + 1);
    expect(await historyMoves(table.page)).toEqual(await historyMoves(joiner.page));

    // Now the table's phone is closed and opened again; alone, Ben draws instead of playing there.
    await table.page.reload();
    await table.page.goto(app.origin);
    await table.page.getByRole('button', { name: 'Resume' }).first().click();
    await expectNow(table.page, 'Ben: play a card, or draw');
    await answer(table.page, drawInstead(table.page));
    await expectNow(table.page, 'Cleo: draw 1 card');
    await pairByCode(table.page, joiner.page, app.origin);
    await table.page.getByRole('link', { name: 'Back to the table' }).click();
    await expectNow(joiner.page, 'Cleo: draw 1 card');
    await expectNow(table.page, 'Cleo: draw 1 card');
    expect(await step(table.page)).toBe(before + 2);
    expect(await step(joiner.page)).toBe(before + 2);
    const moves = await historyMoves(joiner.page);
    expect(await historyMoves(table.page)).toEqual(moves);
    await screenshot(joiner.page, 'phones-reopened');
    // Each phone's strip lists the other once, connected (not its earlier apps as gone ones).
    for (const p of [table.page, joiner.page]) {
      const others = p.getByTestId('phones-strip').locator('li[data-state]');
      await expect.poll(() => others.allTextContents()).toEqual(['A phone with no seat yet: connected']);
    }
    // No answer was set aside: nothing to tell.
    expect(await joiner.page.getByText('at the same moment').count()).toBe(0);

    // The table goes on: Cleo's draw confirmed on the joining phone reaches the table's phone.
    await drawPhase(joiner.page, 'Cleo');
    await expectNow(table.page, 'Cleo: play a card, or draw');
    expect(await step(table.page)).toBe(before + 3);

    // Exported from Home, the game carries the table's entries as the phone kept them, and a new
    // phone imports the file and opens it where the table is.
    await joiner.page.goto(app.origin);
    const download = joiner.page.waitForEvent('download');
    await joiner.page.getByRole('button', { name: 'Export: Ana, Ben, Cleo' }).click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    const file = JSON.parse(exported) as { version: number; shared?: { entries: unknown[] } };
    expect(file.version).toBe(3);
    expect(file.shared?.entries.length).toBeGreaterThan(before + 3);
    const reader = await phone(app.browser);
    await reader.page.goto(app.origin);
    await reader.page.getByTestId('import-file').setInputFiles({
      name: 'shared.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await reader.page.getByText('Game imported: Ana, Ben, Cleo').waitFor();
    await reader.page.getByRole('button', { name: 'Resume' }).first().click();
    await expectNow(reader.page, 'Cleo: play a card, or draw');
    expect(await step(reader.page)).toBe(before + 3);
    await reader.context.close();
    await table.context.close();
    await joiner.context.close();
  }, 240_000);

  it('a phone of another version follows read-only: no answer, and History’s Undo, Redo and Undo to here disabled with the reason', async () => {
    const table = await phone(app.browser);
    const joiner = await laterVersionPhone(app.browser);
    await importAndOpen(table.page, app.origin);
    await pairByCode(table.page, joiner.page, app.origin);
    await joiner.page
      .getByTestId('other-rules')
      .getByText(
        'This phone’s Stablehand is another version than the table’s: it follows the game but cannot answer. Update Stablehand on every phone.',
      )
      .waitFor();
    await joiner.page.getByTestId('following-only').getByText('Ana: play a card, or draw').waitFor();
    expect(await joiner.page.getByRole('button', { name: 'Draw a card instead of playing' }).count()).toBe(0);
    expect(await joiner.page.getByRole('button', { name: 'Fix the table' }).count()).toBe(0);
    expect(await joiner.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);

    // The table's phone plays Ana's draw and takes it back: the other phone's History has a move
    // to redo and moves to undo, and may touch none of them.
    await table.page.getByRole('link', { name: 'Back to the table' }).click();
    await table.page.getByRole('button', { name: 'Draw a card instead of playing' }).click();
    await joiner.page
      .getByTestId('following-only')
      .getByText(/^Ben: /)
      .waitFor();
    await table.page.getByRole('link', { name: 'History' }).click();
    await table.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await table.page.getByRole('button', { name: 'Confirm' }).click();
    await joiner.page.getByTestId('following-only').getByText('Ana: play a card, or draw').waitFor();

    await joiner.page.getByRole('link', { name: 'History' }).click();
    await joiner.page
      .getByTestId('history-follows-only')
      .getByText(
        'This phone’s Stablehand is another version than the table’s: it cannot undo or redo here. Update Stablehand on every phone, or undo on a phone of the table’s version.',
      )
      .waitFor();
    expect(await joiner.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    expect(await joiner.page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
    const undoHere = joiner.page.getByRole('button', { name: 'Undo to here' });
    expect(await undoHere.count()).toBeGreaterThan(0);
    for (const button of await undoHere.all()) expect(await button.isDisabled()).toBe(true);
    await screenshot(joiner.page, 'phones-other-version-history');
    // The table's phone, of the table's version, may redo as ever (once its undo has settled) and
    // says nothing of versions.
    const redo = table.page.getByRole('button', { name: 'Redo', exact: true });
    await expect.poll(() => redo.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(await table.page.getByTestId('history-follows-only').count()).toBe(0);
    await table.context.close();
    await joiner.context.close();
  }, 180_000);

  it('the table’s phone says Connected when the link opens before it has finished applying the answer (as on a loaded phone)', async () => {
    const table = await phone(app.browser);
    // The order a loaded phone showed (test/README.md): the joining phone's checks reached the
    // table before its answer did, so the channel opened while the answer was still being applied.
    // Here applying an answer returns only once the phones are linked, so that order always holds.
    await table.page.addInitScript(() => {
      const apply = RTCPeerConnection.prototype.setRemoteDescription as (
        this: RTCPeerConnection,
        description: RTCSessionDescriptionInit,
      ) => Promise<void>;
      RTCPeerConnection.prototype.setRemoteDescription = async function (
        this: RTCPeerConnection,
        description: RTCSessionDescriptionInit,
      ) {
        await apply.call(this, description);
        if (description.type !== 'answer') return;
        const linked = () => this.sctp?.state === 'connected';
        for (let waited = 0; !linked() && waited < 20_000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        // A moment more, for the channel's open event to be handled first.
        await new Promise((resolve) => setTimeout(resolve, 200));
      } as typeof RTCPeerConnection.prototype.setRemoteDescription;
    });
    const joiner = await phone(app.browser);
    await watchPeers(table.page);
    await watchPeers(joiner.page);
    await importAndOpen(table.page, app.origin);
    await pairByCode(table.page, joiner.page, app.origin);
    await expectNow(joiner.page, 'Ana: play a card, or draw');
    await table.context.close();
    await joiner.context.close();
  }, 120_000);

  it('when the joining phone is gone before its answer reaches the table, the table’s phone says the phones did not connect, and its new codes link another phone', async () => {
    const table = await phone(app.browser);
    await watchPeers(table.page);
    await importAndOpen(table.page, app.origin);
    await table.page.getByRole('link', { name: 'Play with several phones' }).click();
    await table.page.getByRole('button', { name: 'Show this table’s code' }).click();
    const offer = await myCode(table.page);

    // The joining phone makes its answer, then is closed before the table's phone reads it.
    const gone = await phone(app.browser);
    await gone.page.goto(`${app.origin}/#/phones`);
    await gone.page.getByLabel('The table’s code').fill(offer);
    await gone.page.getByRole('button', { name: 'Make my answer' }).click();
    const reply = await myCode(gone.page);
    await gone.context.close();

    await table.page.getByLabel('The joining phone’s answer').fill(reply);
    await table.page.getByRole('button', { name: 'Connect' }).click();
    // Said within a reasonable time (the app waits 20 s), not a silent wait for ever.
    await table.page
      .getByText('The phones did not connect. Check that both are on the same Wi-Fi', { exact: false })
      .waitFor({ timeout: 45_000 });
    expect(await table.page.getByText('Connected: both phones follow this game.').count()).toBe(0);
    await screenshot(table.page, 'phones-no-link-en');
    expect(await seriousAxeIssues(table.page)).toEqual([]);

    // One tap makes new codes, and another phone links with them.
    await table.page.getByRole('button', { name: 'Make new codes' }).click();
    const again = await myCode(table.page);
    expect(again).toMatch(/^SHo1/);
    expect(again).not.toBe(offer);
    const joiner = await phone(app.browser);
    await watchPeers(joiner.page);
    await joiner.page.goto(`${app.origin}/#/phones`);
    await joiner.page.getByLabel('The table’s code').fill(again);
    await joiner.page.getByRole('button', { name: 'Make my answer' }).click();
    await table.page.getByLabel('The joining phone’s answer').fill(await myCode(joiner.page));
    await table.page.getByRole('button', { name: 'Connect' }).click();
    await connected(table.page, joiner.page);
    await table.page
      .getByText('The phones did not connect.', { exact: false })
      .waitFor({ state: 'detached' });
    await table.context.close();
    await joiner.context.close();
  }, 180_000);

  it('the joining phone whose answer never reaches the table says so once its wait is over (its clock moved on 2 minutes), and makes new codes', async () => {
    // The joining phone's timers are the page's fake clock: its 2-minute wait is moved on, not waited.
    const { table, joiner } = await answeredOnFakeClock(await phone(app.browser));
    expect(await myCode(joiner.page)).toMatch(/^SHa1/);
    await joiner.page.getByText('Waiting for the other phone…').waitFor();
    // The table's phone never reads the answer. A moment before the wait is over, nothing is said yet.
    await joiner.page.clock.fastForward(115_000);
    const noLink = joiner.page
      .getByRole('alert')
      .getByText(
        'The phones did not connect. Check that both are on the same Wi-Fi (or one phone’s hotspot), then make new codes.',
      );
    expect(await noLink.count()).toBe(0);
    await joiner.page.clock.fastForward(6_000);
    await noLink.waitFor({ timeout: 10_000 });
    expect(await joiner.page.getByText('Waiting for the other phone…').count()).toBe(0);
    expect(await seriousAxeIssues(joiner.page)).toEqual([]);

    // Make new codes: the phone asks for the table's code again.
    await joiner.page.getByRole('button', { name: 'Make new codes' }).click();
    await joiner.page.getByLabel('The table’s code').waitFor();
    expect(await noLink.count()).toBe(0);
    await table.context.close();
    await joiner.context.close();
  }, 120_000);

  it('a joining phone linked to the table but sent nothing says so once its wait is over (its clock moved on 30 s), and makes new codes', async () => {
    // The table's phone links, then sends nothing on the channel (as a phone whose first messages were lost).
    const silent = await phone(app.browser);
    await silent.page.addInitScript(() => {
      RTCDataChannel.prototype.send = () => undefined;
    });
    const { table, joiner } = await answeredOnFakeClock(silent);
    await table.page.getByLabel('The joining phone’s answer').fill(await myCode(joiner.page));
    await table.page.getByRole('button', { name: 'Connect' }).click();
    await connected(table.page, joiner.page);
    // Linked: the joining phone no longer shows its code, and waits for the game.
    await joiner.page.getByTestId('my-code').waitFor({ state: 'detached' });
    await joiner.page.getByText('Waiting for the other phone…').waitFor();
    const noGame = joiner.page
      .getByRole('alert')
      .getByText(
        'The phones connected, but the table’s game has not arrived on this phone. Make new codes on both phones.',
      );
    await joiner.page.clock.fastForward(25_000);
    expect(await noGame.count()).toBe(0);
    await joiner.page.clock.fastForward(6_000);
    await noGame.waitFor({ timeout: 10_000 });
    await screenshot(joiner.page, 'phones-no-game');
    expect(await joiner.page.getByText('Waiting for the other phone…').count()).toBe(0);
    await joiner.page.getByRole('button', { name: 'Make new codes' }).click();
    await joiner.page.getByLabel('The table’s code').waitFor();
    await table.context.close();
    await joiner.context.close();
  }, 120_000);

  it('a phone that finds no network address says so, on the table’s phone and on the joining phone (in French), and makes no code', async () => {
    /** The phone's WebRTC finds no address: every candidate is left out of what it would put in a code. */
    const noAddress = (page: Page) =>
      page.addInitScript(() => {
        const own = Object.getOwnPropertyDescriptor(RTCPeerConnection.prototype, 'localDescription')!;
        Object.defineProperty(RTCPeerConnection.prototype, 'localDescription', {
          get(this: RTCPeerConnection) {
            const description = own.get!.call(this) as RTCSessionDescription | null;
            if (!description) return description;
            const sdp = description.sdp
              .split('\r\n')
              .filter((line) => !line.startsWith('a=candidate:'))
              .join('\r\n');
            return { type: description.type, sdp, toJSON: () => ({ type: description.type, sdp }) };
          },
        });
      });
    const table = await phone(app.browser);
    await noAddress(table.page);
    await table.page.clock.install();
    await importAndOpen(table.page, app.origin);
    await table.page.getByRole('link', { name: 'Play with several phones' }).click();
    await table.page.getByRole('button', { name: 'Show this table’s code' }).click();
    const noNetwork = table.page
      .getByRole('alert')
      .getByText(
        'This phone found no network: join the same Wi-Fi as the other phone (or its hotspot), then try again.',
      );
    // Said as soon as gathering ends with no address; a phone still gathering gives up after 30 s (moved on here).
    await shownWithClockMoved(table.page, noNetwork);
    expect(await table.page.getByTestId('my-code').count()).toBe(0);
    await table.page.getByRole('button', { name: 'Show this table’s code' }).waitFor();

    // The joining phone, in French, with a real table's code: no answer is made, and it says why.
    const other = await phone(app.browser);
    await importAndOpen(other.page, app.origin);
    await other.page.getByRole('link', { name: 'Play with several phones' }).click();
    await other.page.getByRole('button', { name: 'Show this table’s code' }).click();
    const offer = await myCode(other.page);
    const joiner = await phone(app.browser, { locale: 'fr-FR' });
    await noAddress(joiner.page);
    await joiner.page.clock.install();
    await joiner.page.goto(`${app.origin}/#/phones`);
    await joiner.page.getByLabel('Le code de la table').fill(offer);
    await joiner.page.getByRole('button', { name: 'Faire ma réponse' }).click();
    const aucunReseau = joiner.page
      .getByRole('alert')
      .getByText(
        'Ce téléphone n’a trouvé aucun réseau : rejoignez le même Wi-Fi que l’autre téléphone (ou son partage de connexion), puis réessayez.',
      );
    await shownWithClockMoved(joiner.page, aucunReseau);
    expect(await joiner.page.getByTestId('my-code').count()).toBe(0);
    await joiner.page.getByLabel('Le code de la table').waitFor();
    for (const p of [table, other, joiner]) await p.context.close();
  }, 150_000);

  it('the Join a table screen, in French too, passes axe; with no camera it points to the codes by hand', async () => {
    for (const locale of ['en-GB', 'fr-FR']) {
      const { context, page } = await phone(app.browser, { locale });
      await page.goto(app.origin);
      await page
        .getByRole('link', { name: locale === 'en-GB' ? 'Join a table' : 'Rejoindre une table' })
        .click();
      await page.getByLabel(locale === 'en-GB' ? 'The table’s code' : 'Le code de la table').waitFor();
      await screenshot(page, `phones-join-${locale}`);
      expect(await seriousAxeIssues(page)).toEqual([]);
      if (locale === 'en-GB') {
        // This Chromium has no camera: the phone says so and points to the codes copied by hand.
        await page.getByRole('button', { name: 'Scan the table’s code' }).click();
        await page.getByText('The camera did not open: copy the codes by hand below.').waitFor();
        await page.getByLabel('The table’s code').waitFor();
      }
      await context.close();
    }
  }, 120_000);
});

/** Waits for a sentence while the page's clock moves on 5 s at a time (up to 40 s, a phone's wait for its first address). */
async function shownWithClockMoved(page: Page, sentence: Locator): Promise<void> {
  for (let moved = 0; (await sentence.count()) === 0 && moved < 40_000; moved += 5_000) {
    await page.waitForTimeout(500);
    await page.clock.fastForward(5_000);
  }
  await sentence.waitFor({ timeout: 10_000 });
}
