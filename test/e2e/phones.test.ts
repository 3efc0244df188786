// Two phones at one table (issue 30): the table's phone and a joining phone pair by copying codes,
// then a tap on either is seen on the other. Both pages run in one Chromium on this machine: the one
// host candidate each gathers is this machine's own address (hidden behind an mDNS name), which the
// kernel routes over lo, so nothing goes on any wire. phones-netns.test.ts runs the same pairing
// with each phone in a network namespace of its own (where this machine allows ip netns).
// A phone of another version is here too, not in a file of its own: two pairings at once on one host
// (two test files side by side) at times never connected.
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp, watchCsp } from './harness.ts';
import { importAndOpen, pairAndPlay, pairByCode } from './phones.ts';

describe.skipIf(NO_BROWSER)('two phones paired by codes', () => {
  const app = servedApp();

  it('the joining phone receives the game, and a tap on either phone appears on the other', async () => {
    const table = await phone(app.browser);
    const joiner = await phone(app.browser);
    await pairAndPlay(table.page, app.origin, joiner.page, app.origin);
    await table.context.close();
    await joiner.context.close();
  }, 180_000);

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

// A joining phone whose Stablehand is another version than the table's (issue 30): it follows the
// game, says to update Stablehand on every phone, and offers no answer, Undo or Fix the table.
const drawInstead = 'Draw a card instead of playing';

describe.skipIf(NO_BROWSER)('a phone of another version at a shared table', () => {
  const app = servedApp();

  it('follows the table read-only and says to update Stablehand on every phone', async () => {
    const table = await phone(app.browser);
    // The joining phone runs a later Stablehand: its rules chunk carries the next rules number.
    // No service worker, so every chunk it loads comes through the route below.
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(60_000);
    await watchCsp(context);
    let bumped = 0;
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/\{rules:(\d+),mark\(/, (_whole, n: string) => {
        bumped += 1;
        return `{rules:${Number(n) + 1},mark(`;
      });
      await route.fulfill({ response, body });
    });
    const joiner = await context.newPage();

    await importAndOpen(table.page, app.origin);
    await pairByCode(table.page, joiner, app.origin);
    // Unstable Unicorns' rules (and only they) were raised on the joining phone.
    expect(bumped).toBe(1);

    await joiner
      .getByTestId('other-rules')
      .getByText(
        'This phone’s Stablehand is another version than the table’s: it follows the game but cannot answer. Update Stablehand on every phone.',
      )
      .waitFor();
    await joiner.getByTestId('following-only').getByText('Ana: play a card, or draw').waitFor();
    expect(await joiner.getByRole('button', { name: drawInstead }).count()).toBe(0);
    expect(await joiner.getByRole('button', { name: 'Fix the table' }).count()).toBe(0);
    expect(await joiner.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await screenshot(joiner, 'phones-other-version');

    // The table's phone plays on; the other version's phone follows.
    await table.page.getByRole('link', { name: 'Back to the table' }).click();
    await table.page.getByRole('button', { name: drawInstead }).click();
    await joiner
      .getByTestId('following-only')
      .getByText(/^Ben: /)
      .waitFor();
    // The table's phone, of the table's version, answers as ever and says nothing of versions.
    expect(await table.page.getByTestId('other-rules').count()).toBe(0);
    await table.context.close();
    await context.close();
  }, 180_000);
});
