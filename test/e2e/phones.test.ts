// Two phones at one table (issue 30): the table's phone and a joining phone pair by copying codes,
// then a tap on either is seen on the other. Both pages run in one Chromium on this machine: the one
// host candidate each gathers is this machine's own address (hidden behind an mDNS name), which the
// kernel routes over lo, so nothing goes on any wire. phones-netns.test.ts runs the same pairing
// with each phone in a network namespace of its own (where this machine allows ip netns).
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, screenshot, seriousAxeIssues, servedApp } from './harness.ts';
import { pairAndPlay } from './phones.ts';

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
