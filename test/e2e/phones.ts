// The pairing and play the two-phone e2e tests go through: the table's phone shares the 23 Nov
// game by its code (copied by hand, or scanned as a QR), the joining phone answers, then each
// phone taps once and the other follows.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { answer, drawPhase, expectNow, screenshot, seriousAxeIssues } from './harness.ts';
import { importAndOpen } from './saved-game.ts';
import { newLog, record, seededRandom, type GameLog } from '../../src/engine/game-log.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../../src/games/unstable-unicorns/simulate.ts';
import type { GameEvent, GameSetup, GameState } from '../../src/games/unstable-unicorns/game/types.ts';

export const myCode = (page: Page) => page.getByTestId('my-code').inputValue();

/**
 * Keeps, in the page, every RTCPeerConnection it makes and what happened to it (candidates,
 * descriptions, state changes, with times), so a pairing that stalls can say where it stopped.
 * Test-only: the app is not changed, the page's constructor is wrapped before the app loads.
 */
export async function watchPeers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: { pc: RTCPeerConnection; log: string[] }[] = [];
    (window as unknown as { __peers: typeof peers }).__peers = peers;
    const lines = (sdp: string | undefined) =>
      (sdp ?? '').split(/\r?\n/).filter((l) => l.startsWith('a=candidate') || l.startsWith('a=end-of'));
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        const log: string[] = [];
        const at = () => `${Math.round(performance.now())}ms`;
        peers.push({ pc: this, log });
        log.push(`${at()} made`);
        this.addEventListener('icecandidate', (e) =>
          log.push(`${at()} local candidate ${e.candidate?.candidate ?? '(end)'}`),
        );
        this.addEventListener('icecandidateerror', (e) =>
          log.push(`${at()} candidate error ${e.errorCode} ${e.errorText} ${e.url}`),
        );
        for (const kind of [
          'icegatheringstatechange',
          'iceconnectionstatechange',
          'connectionstatechange',
          'signalingstatechange',
        ])
          this.addEventListener(kind, () =>
            log.push(
              `${at()} ${kind}: gathering ${this.iceGatheringState}, ice ${this.iceConnectionState}, connection ${this.connectionState}, signaling ${this.signalingState}`,
            ),
          );
        this.addEventListener('datachannel', () => log.push(`${at()} datachannel`));
        const setRemote = this.setRemoteDescription.bind(this);
        this.setRemoteDescription = (async (d: RTCSessionDescriptionInit) => {
          log.push(`${at()} setRemoteDescription ${d.type} ${JSON.stringify(lines(d.sdp))}`);
          try {
            await setRemote(d);
            log.push(`${at()} setRemoteDescription done`);
          } catch (error) {
            log.push(`${at()} setRemoteDescription failed ${String(error)}`);
            throw error;
          }
        }) as typeof this.setRemoteDescription;
      }
    } as typeof RTCPeerConnection;
  });
}

/** What each RTCPeerConnection of the page went through, and its candidate pairs now. */
export async function peersReport(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const peers = (window as unknown as { __peers?: { pc: RTCPeerConnection; log: string[] }[] }).__peers;
      if (!peers) return '(not watched)';
      const out: string[] = [];
      for (const [i, { pc, log }] of peers.entries()) {
        out.push(
          `peer ${i} now: gathering ${pc.iceGatheringState}, ice ${pc.iceConnectionState}, connection ${pc.connectionState}, signaling ${pc.signalingState}`,
        );
        out.push(...log.map((l) => `  ${l}`));
        out.push(
          `  local sdp candidates: ${JSON.stringify((pc.localDescription?.sdp ?? '').split(/\r?\n/).filter((l) => l.startsWith('a=candidate')))}`,
        );
        const stats = await pc.getStats();
        stats.forEach((s: { type: string; [k: string]: unknown }) => {
          if (
            s.type === 'candidate-pair' ||
            s.type === 'local-candidate' ||
            s.type === 'remote-candidate' ||
            s.type === 'transport'
          )
            out.push(`  stats ${JSON.stringify(s)}`);
        });
      }
      return out.join('\n');
    })
    .catch((error: unknown) => `(no report: ${String(error)})`);
}

/** Waits for the table's phone to say both phones are linked; when it never does, prints what each peer went through. */
export async function connected(table: Page, joiner: Page, timeout?: number): Promise<void> {
  try {
    await table.getByText('Connected: both phones follow this game.').waitFor({ timeout });
    if (process.env.PAIRING_REPORT)
      console.log(
        `PAIRING OK\n--- table's phone\n${await peersReport(table)}\n--- joining phone\n${await peersReport(joiner)}`,
      );
  } catch (error) {
    const said = async (page: Page) =>
      (
        await page
          .locator('[role=alert], [role=status]')
          .allTextContents()
          .catch(() => [])
      ).join(' | ');
    console.log(
      `PAIRING STALLED (table says: ${await said(table)}; joining phone says: ${await said(joiner)})\n--- table's phone\n${await peersReport(table)}\n--- joining phone\n${await peersReport(joiner)}`,
    );
    throw error;
  }
}
const drawInstead = (page: Page) => page.getByRole('button', { name: 'Draw a card instead of playing' });

/**
 * Pairs `table` (which opens the game from `tableOrigin`) and `joiner` (at `joinerOrigin`) by
 * copying the codes, then plays one tap on each phone and checks the other follows.
 */
export async function pairAndPlay(
  table: Page,
  tableOrigin: string,
  joiner: Page,
  joinerOrigin: string,
): Promise<void> {
  await watchPeers(table);
  await watchPeers(joiner);
  await importAndOpen(table, tableOrigin);

  await table.getByRole('link', { name: 'Play with several phones' }).click();
  await table.getByRole('button', { name: 'Show this table’s code' }).click();
  const offer = await myCode(table);
  expect(offer).toMatch(/^SHo1/);

  await joiner.goto(`${joinerOrigin}/#/phones`);
  // An answer code where the table's code goes is refused with the reason, and nothing starts.
  await joiner.getByLabel('The table’s code').fill('SHa1' + offer.slice(4));
  await joiner.getByRole('button', { name: 'Make my answer' }).click();
  await joiner.getByText('This is an answer code: paste the table’s code here.').waitFor();

  await joiner.getByLabel('The table’s code').fill(offer);
  await joiner.getByRole('button', { name: 'Make my answer' }).click();
  const reply = await myCode(joiner);
  expect(reply).toMatch(/^SHa1/);

  await table.getByLabel('The joining phone’s answer').fill(reply);
  await table.getByRole('button', { name: 'Connect' }).click();
  await connected(table, joiner);

  await playBothWays(table, joiner);
}

/**
 * Once the two phones are linked (the table's phone says so): the joining phone opens the table on
 * its own, and a tap on either phone (and an undo) is seen on the other.
 */
export async function playBothWays(table: Page, joiner: Page): Promise<void> {
  // The joining phone opens the same table on its own.
  await expectNow(joiner, 'Ana: play a card, or draw');

  await table.getByRole('link', { name: 'Back to the table' }).click();
  await expectNow(table, 'Ana: play a card, or draw');

  // Ana draws instead of playing, tapped on the joining phone: the table's phone moves on to Ben.
  await answer(joiner, drawInstead(joiner));
  await expectNow(joiner, /^Ben: /);
  await expectNow(table, /^Ben: /);
  // Another phone's tap is how a shared game goes on: not "moved on in another tab".
  expect(await table.getByTestId('moved-on').count()).toBe(0);

  // Ben's draw, confirmed on the table's phone: the joining phone moves on with it.
  await drawPhase(table, 'Ben');
  await expectNow(table, 'Ben: play a card, or draw');
  await expectNow(joiner, 'Ben: play a card, or draw');
  expect(await joiner.getByTestId('moved-on').count()).toBe(0);

  // The joining phone takes Ben's draw back (History, Undo): both phones ask for it again.
  await joiner.getByRole('link', { name: 'History' }).click();
  await joiner.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  await joiner.getByRole('button', { name: 'Undo', exact: true }).click();
  await joiner.getByRole('button', { name: 'Confirm' }).click();
  await joiner.getByRole('button', { name: 'Back', exact: true }).click();
  await expectNow(joiner, 'Ben: draw 1 card');
  await expectNow(table, 'Ben: draw 1 card');
}

/**
 * Seats, on two linked phones at "Ben: draw 1 card": the joining phone becomes Ben's and answers
 * his draw live; the table's phone becomes Ana's, waits for Ben, and may answer for him. Each
 * phone's strip shows the other, connected.
 */
export async function takeSeats(table: Page, joiner: Page): Promise<void> {
  await joiner.getByLabel('This phone is').selectOption({ label: 'Ben’s' });
  await table.getByLabel('This phone is').selectOption({ label: 'Ana’s' });
  await table.getByTestId('phones-strip').getByText('Ben’s phone: connected').waitFor();
  await joiner.getByTestId('phones-strip').getByText('Ana’s phone: connected').waitFor();

  // Ben's draw is his: his phone asks it, Ana's phone waits for him.
  await expectNow(joiner, 'Ben: draw 1 card');
  await table.getByTestId('waiting-for').getByText('Waiting for Ben').waitFor();
  expect(await table.locator('#now-what').count()).toBe(0);
  await screenshot(table, 'phones-seat-ana-waiting');
  await screenshot(joiner, 'phones-seat-ben');
  expect(await seriousAxeIssues(table)).toEqual([]);

  // Ana's phone answers for Ben (he has no hands free): the question is there again.
  await table.getByRole('button', { name: 'Answer for Ben' }).click();
  await expectNow(table, 'Ben: draw 1 card');
}

/** The event the "Now" panel stands at: how many events the phone's table has. */
export async function step(page: Page): Promise<number> {
  return Number(await page.locator('.now').getAttribute('data-step'));
}

/**
 * A long game as the app exports it: four players of the simulator (seed 12, a real shuffled deck)
 * play 502 events, recorded as the app records them, up to Cleo's Basic Unicorn on the pile, which
 * Ana, Ben and Dan may each Neigh.
 */
export function longGameFile(): { file: object; events: number; question: RegExp } {
  const setup = { players: ['Ana', 'Ben', 'Cleo', 'Dan'] };
  const random = seededRandom(12);
  const real = dealRealTable(4, random);
  let state: GameState = walker.init(setup);
  let log: GameLog<GameSetup, GameEvent> = newLog(setup, walker.keeping?.rules);
  followMoves(real, state.moves, random);
  while (log.events.length < 502) {
    const option = chooseAtTable(state.pending!, state, real, random)!;
    ({ log, state } = record(walker, log, state, { type: 'choose', option }));
    followMoves(real, state.moves, random);
  }
  const neighs = state.pending?.options.filter((o) => 'card' in o && o.card === 'neigh');
  expect(neighs?.map((o) => ('player' in o ? o.player : -1))).toEqual([0, 1, 3]);
  return {
    file: {
      format: 'stablehand-game',
      version: 1,
      game: 'unstable-unicorns',
      title: 'Ana, Ben, Cleo, Dan',
      players: setup.players,
      exportedAt: '2026-11-28T00:00:00.000Z',
      log,
    },
    events: log.events.length,
    question: /^Any Neigh against Cleo’s /,
  };
}

/**
 * Pairs by codes copied by hand: `table` (on a table screen) shows its code, `joiner` (any page of
 * the app) answers. Returns when the table's phone says both are linked, with the time Connect was tapped.
 */
export async function pairByCode(table: Page, joiner: Page, joinerOrigin: string): Promise<number> {
  await table.getByRole('link', { name: 'Play with several phones' }).click();
  await table.getByRole('button', { name: 'Show this table’s code' }).click();
  const offer = await myCode(table);
  await joiner.goto(`${joinerOrigin}/#/phones`);
  await joiner.getByLabel('The table’s code').fill(offer);
  await joiner.getByRole('button', { name: 'Make my answer' }).click();
  const reply = await myCode(joiner);
  await table.getByLabel('The joining phone’s answer').fill(reply);
  const connect = Date.now();
  await table.getByRole('button', { name: 'Connect' }).click();
  await connected(table, joiner);
  return connect;
}
