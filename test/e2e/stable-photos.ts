// The two Stables the whole-Stable e2e tests photograph (the tiebreak, Load a position, Fix the table,
// the disputes), made from the real card scans, and the check that a test stayed off the network.
import { haveScans, scansDir } from '../scan/photos.ts';
import { makeStablePhoto } from '../scan/stable-photos.ts';

export { haveScans };
if (!haveScans) console.warn(`Stable photo e2e skipped: the card scans are missing (${scansDir})`);

// Each photo is made once per file (a Stable photo costs seconds of CPU) and handed out as the same bytes.
let photoA: Uint8Array | undefined;
let photoB: Uint8Array | undefined;

/**
 * A: Rhinocorn, Yay (an Upgrade, not counted), Llamacorn, Baby Unicorn (Red), spread in one photo:
 * every title readable; 3 Unicorns, 29 letters.
 */
export const stableA = () =>
  (photoA ??= makeStablePhoto(5101, {
    layout: 'spread',
    files: ['UU-Base-022.jpg', 'UU-Base-069.jpg', 'UU-Base-030.jpg', 'UU-Base-001.jpg'],
  }).jpeg);

/**
 * B: Basic Unicorn (Red), Seductive Unicorn, and a Classy Narwhal whose title is half hidden and whose
 * art is under a thumb, so neither its title nor its face can name it: 3 Unicorns and 41 letters once
 * it is put right, 2 Unicorns before.
 */
export const stableB = () =>
  (photoB ??= makeStablePhoto(5202, {
    layout: 'spread',
    files: ['UU-Base-014.jpg', 'UU-Base-033.jpg', 'UU-Base-049.jpg'],
    cover: { card: 2, from: 0.45, art: true },
  }).jpeg);

/** The requests that went somewhere other than the app itself (a photo's blob: address is the page's own). */
export function offTheApp(requests: string[], origin: string): string[] {
  return requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:'));
}
