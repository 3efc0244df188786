// The app shell in real Chromium at a phone's size: Home, a new game reaching the table, settings
// in French, a refused import, offline reload through the service worker, axe on every screen,
// and not one request to another origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildOnce,
  NO_BROWSER,
  phone,
  screenshot,
  seriousAxeIssues,
  servedApp,
  takeCspViolations,
} from './harness.ts';

describe.skipIf(NO_BROWSER)('the app shell', () => {
  const app = servedApp();
  const allRequests: string[] = [];

  it('is built with a strict Content-Security-Policy, and a broken policy is caught', async () => {
    const html = readFileSync(join(await buildOnce(), 'index.html'), 'utf8');
    const policy = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    // No inline script or style attribute anywhere in the built page or its chunks' templates.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);

    // The watcher every e2e test runs under does see a violation: an inline style is refused.
    const { context, page } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<span style="color: red">probe</span>';
      document.body.append(probe);
    });
    // Both reports come: the page's event and Chromium's console error.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return (
          seen.some((line) => line.startsWith('console:')) && seen.some((line) => /^style-src/.test(line))
        );
      })
      .toBe(true);
    expect(
      await page.evaluate(() => document.querySelector<HTMLElement>('div > span')?.style.color ?? ''),
    ).toBe('');
    await context.close();
  });

  it('keeps the several-phones code out of the initial JavaScript: the sync, pairing and kept tables load lazily', async () => {
    const dir = await buildOnce();
    const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    // The shell: the entry and what it imports statically, as the bench measures it.
    const initial = new Set<string>();
    const visit = (key: string): void => {
      const chunk = manifest[key]!;
      if (initial.has(chunk.file)) return;
      initial.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
    const lazy = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !initial.has(file));
    const text = (file: string) => readFileSync(join(dir, file), 'utf8');
    // Names the minifier keeps: the kept tables' store, Export's reading of a kept table, the
    // shared document's format mark, the WebRTC pairing.
    for (const mark of ['keepTable', 'tableOf', 'entriesOfKept', 'stablehand-table', 'RTCPeerConnection']) {
      expect(
        [...initial].filter((file) => text(file).includes(mark)),
        mark,
      ).toEqual([]);
      expect(
        lazy.some((file) => text(file).includes(mark)),
        `${mark} in a lazy chunk`,
      ).toBe(true);
    }
    // The database still declares the shared tables where it opens, so every database opens alike.
    expect([...initial].some((file) => /sharedTables:\s*[`'"]\[game\+at\]/.test(text(file)))).toBe(true);
  });

  it('opens on Home with a way to start a game, and every tool screen passes axe', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'home-en');
    for (const [hash, heading, shot] of [
      ['#/settings', 'Settings', 'settings-en'],
      ['#/rules', 'Rules reference', 'rules-en'],
      ['#/tiebreak', 'Tiebreak calculator', 'tiebreak-en'],
      ['#/load', 'Load a position', 'load-en'],
      ['#/new', 'New game', 'new-game-en'],
    ] as const) {
      await page.goto(`${app.origin}/${hash}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await seriousAxeIssues(page), hash).toEqual([]);
      // Nothing is wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, shot);
    }
    // Nothing is wider than a small phone either.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const hash of ['#/', '#/new', '#/settings', '#/rules', '#/tiebreak', '#/load']) {
      await page.goto(`${app.origin}/${hash}`);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), hash).toBeLessThanOrEqual(360);
    }
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('starts a three-player game from the new-game screen and lands on its table', async () => {
    const { context, page, requests } = await phone(app.browser);
    // A stand-in wake lock that counts what the app asks of it.
    await page.addInitScript(() => {
      const counts = { requested: 0, released: 0 };
      Object.assign(window, { wakeLocks: counts });
      // And storage that grants persistence when asked, so the app's asking shows in Settings.
      Object.defineProperty(navigator.storage, 'persisted', { configurable: true, value: async () => false });
      Object.defineProperty(navigator.storage, 'persist', { configurable: true, value: async () => true });
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async () => {
            counts.requested += 1;
            return { release: async () => void (counts.released += 1) };
          },
        },
      });
    });
    const wakeLocks = () => page.evaluate(() => (window as unknown as { wakeLocks: object }).wakeLocks);
    await page.goto(`${app.origin}/#/new`);
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Ben');
    // A missing name is refused with a reason, and the game does not start.
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Every player needs a name');
    await page.getByLabel('Name of player 3').fill('Cy');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\//);
    await page.locator('#now-what', { hasText: 'Ana: draw 1 card' }).waitFor();
    // The screen stays awake while the table is open, and is let go when the table is left.
    expect(await wakeLocks()).toEqual({ requested: 1, released: 0 });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await wakeLocks()).toEqual({ requested: 1, released: 1 });
    // The game is kept: Home lists it after a reload, with whose decision it waits for.
    await page.goto(app.origin);
    await page.getByText('Ana, Ben, Cy').waitFor();
    await page.goto(`${app.origin}/#/settings`);
    await page.getByText('Games are kept on this device even when space runs low.').waitFor();
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('speaks French when the player picks it, and keeps the choice after a reload', async () => {
    const { context, page, requests } = await phone(app.browser, { colorScheme: 'light' });
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await page.getByRole('heading', { name: 'Réglages', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Réglages', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.goto(`${app.origin}/#/`);
    await page.getByRole('button', { name: 'Nouvelle partie' }).waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'home-fr-light');
    await page.goto(`${app.origin}/#/new`);
    await page.getByRole('heading', { name: 'Nouvelle partie', level: 1 }).waitFor();
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'new-game-fr-light');
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('refuses a broken game file with a sentence at the top of the screen and keeps the saved games as they were', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();
    const before = await page.locator('.game-item').count();
    await page.getByTestId('import-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ format: 'stablehand-game', version: 1, game: 'unstable-unicorns' }),
      ),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.locator('p').first().textContent()).toBe(
      'This file was not imported, and nothing changed. It is damaged or was edited by hand: a part of it is missing or wrong.',
    );
    // At the top of the screen, above the title and the list; the field it names is kept under Details.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    expect(await top('[role="alert"]')).toBeLessThan(await top('.hero'));
    expect(await alert.locator('details').textContent()).toMatch(/title/);
    expect(await page.locator('.game-item').count()).toBe(before);
    await page.getByTestId('import-file').setInputFiles({
      name: 'not-json.json',
      mimeType: 'application/json',
      buffer: Buffer.from('this is not a game'),
    });
    await page.getByText('It is not a game file: game files are text exported by Stablehand.').waitFor();
    expect(await page.locator('.game-item').count()).toBe(before);

    // In French, a move the rules refuse is named by its number, with no JSON in the sentence.
    await page.goto(`${app.origin}/#/settings`);
    await page.getByLabel('Français').check();
    await page.goto(app.origin);
    const setup = {
      players: ['Ana', 'Ben', 'Cy'],
      language: 'fr',
      targeting: 'after',
      babies: ['baby-unicorn-red', 'baby-unicorn-pink', 'baby-unicorn-orange'],
    };
    await page.getByTestId('import-file').setInputFiles({
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'stablehand-game',
          version: 2,
          game: 'unstable-unicorns',
          title: 'Ana, Ben, Cy',
          players: ['Ana', 'Ben', 'Cy'],
          log: {
            format: 2,
            rules: 2,
            setup,
            events: [{ type: 'choose', option: { play: 'neigh' } }],
            undone: [],
          },
        }),
      ),
    });
    const french = page.getByRole('alert').locator('p').first();
    await french.waitFor();
    expect(await french.textContent()).toBe(
      'Ce fichier n’a pas été importé, et rien n’a changé. Le coup 1 de sa partie ne suit pas les règles telles que l’application les connaît : le fichier a été modifié, ou vient d’une autre version.',
    );
    expect(await french.textContent()).not.toMatch(/[{}"]/);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await screenshot(page, 'import-refused-fr');
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('reloads with no network once the service worker has the shell', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.goto(app.origin);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; the reload puts the page under its control.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await page.goto(`${app.origin}/#/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // Screens loaded on demand come from the worker's cache too, and so does a saved game.
    await page.goto(`${app.origin}/#/new`);
    await page.getByLabel('Name of player 1').fill('Dee');
    await page.getByLabel('Name of player 2').fill('Eve');
    await page.getByRole('button', { name: 'Remove player 3' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#now-what', { hasText: 'Dee: draw 1 card' }).waitFor();
    await page.reload();
    await page.locator('#now-what', { hasText: 'Dee: draw 1 card' }).waitFor();
    await context.setOffline(false);
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('runs without IndexedDB, warning that nothing will be kept', async () => {
    const { context, page, requests } = await phone(app.browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto(app.origin);
    await page.getByText('nothing will be kept after you close it').waitFor();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Ben');
    await page.getByLabel('Name of player 3').fill('Cy');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#now-what', { hasText: 'Ana: draw 1 card' }).waitFor();
    await screenshot(page, 'no-storage-warning');
    allRequests.push(...requests);
    await context.close();
  }, 180_000);

  it('never sent a request to any other origin', () => {
    expect(allRequests.length).toBeGreaterThan(10);
    const foreign = allRequests.filter(
      (url) => !url.startsWith(`${app.origin}/`) && !url.startsWith('blob:') && !url.startsWith('data:'),
    );
    expect(foreign).toEqual([]);
  }, 180_000);
});
