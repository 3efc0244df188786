// Two tabs on one game (issue 28): a tab shown another tab's newer moves is not told its own tap
// was lost when it made none, and a correction refused for a newer game is not shown as done.
import { describe, expect, it } from 'vitest';
import { answer, expectNow, NO_BROWSER, phone, servedApp } from './harness.ts';
import { drawInstead, importAndOpen } from './saved-game.ts';

describe.skipIf(NO_BROWSER)('two tabs on one game', () => {
  const app = servedApp();

  it('a tab that made no tap is shown the newer moves without being told a tap was lost', async () => {
    const { context, page: first } = await phone(app.browser);
    const url = await importAndOpen(first, app.origin);
    const second = await context.newPage();
    await second.goto(url);
    await expectNow(second, 'Ana: play a card, or draw');
    await answer(first, drawInstead(first));
    const banner = second.getByTestId('moved-on');
    await banner.getByText('This game moved on in another tab').waitFor();
    await expectNow(second, /^Ben: /);
    expect(await banner.textContent()).not.toMatch(/not recorded/);
    await context.close();
  }, 180_000);

  it('a correction refused because another tab moved on is not shown as done', async () => {
    const { context } = await phone(app.browser);
    // No BroadcastChannel: the second tab learns of the newer game only when its save is refused.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'BroadcastChannel', { value: undefined, configurable: true });
    });
    const first = await context.newPage();
    const url = await importAndOpen(first, app.origin);
    const second = await context.newPage();
    await second.goto(url);
    await expectNow(second, 'Ana: play a card, or draw');
    await answer(first, drawInstead(first));
    await expectNow(first, /^Ben: /);

    await second.getByRole('button', { name: 'Fix the table' }).click();
    await second.getByRole('heading', { name: 'Fix the table', level: 2 }).waitFor();
    await second.getByRole('button', { name: 'Ana drew 1 more', exact: true }).click();
    await second.getByText(/Your last tap was not recorded/).waitFor();
    expect(await second.getByRole('status').getByText('Correction: Ana drew 1 more card').count()).toBe(0);
    await context.close();
  }, 180_000);
});
