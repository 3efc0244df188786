// My box in Settings, as the e2e games of the Control & Chaos boxes use it: a group's box whose Neigh
// count differs from the print, corrected before the game starts.
import type { Page } from 'playwright-core';

/** The words My box shows, in the language of the test. */
export interface MyBoxWords {
  myBox: string;
  /** The box's name, as its radio button says. */
  box: string;
  find: string;
  copies: RegExp;
  changed: string;
}

/** My box: the Neigh count of the box set to 12, found by typing `query` in the box's search. */
export async function correctNeighs(
  page: Page,
  origin: string,
  w: MyBoxWords,
  query = 'neigh',
): Promise<void> {
  await page.goto(`${origin}/#/settings`);
  await page.getByRole('heading', { name: w.myBox }).waitFor();
  await page.getByRole('radio', { name: w.box }).check();
  await page.getByLabel(w.find).fill(query);
  const neighs = page.getByLabel(w.copies);
  await neighs.fill('12');
  await neighs.press('Enter');
  await neighs.blur();
  await page.getByText(w.changed).waitFor();
}
