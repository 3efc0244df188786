// My box with counts a new game would ignore (issue 28): a stored record of an old or edited
// database (-5 copies, a billion, a string) is not shown as a correction, since no game counts it.
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, phone, servedApp } from './harness.ts';

describe.skipIf(NO_BROWSER)('My box', () => {
  const app = servedApp();

  it('shows the box as printed when the stored counts are none a game counts', async () => {
    const { context, page } = await phone(app.browser);
    await page.goto(app.origin);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('stablehand');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('boxCorrections', 'readwrite');
            const store = tx.objectStore('boxCorrections');
            store.put({
              box: 'base-2e',
              copies: { neigh: -5, 'super-neigh': 1_000_000_000, rhinocorn: '3' },
            });
            store.put({ box: 'control', copies: 'abcd' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.goto(`${app.origin}/#/settings`);
    await page.getByRole('heading', { name: 'My box' }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Your box:' });
    await status.getByText(/This box is as printed\./).waitFor();
    await page.getByLabel('Find a card in this box').fill('neigh');
    const neighs = page.getByLabel(/^Copies of Neigh in your box \(printed: (\d+)\)$/);
    const printed = /printed: (\d+)/.exec((await neighs.getAttribute('aria-label')) ?? '')![1];
    expect(await neighs.inputValue()).toBe(printed);

    await page.getByRole('radio', { name: 'Control & Chaos: Control' }).check();
    await status.getByText(/This box is as printed\./).waitFor();
    await context.close();
  }, 180_000);
});
