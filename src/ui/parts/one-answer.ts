// One tap, one answer: once an answer (or an undo, a redo) is recorded, every answer button stays
// inert for a moment, so the second tap of a double tap never lands on the decision drawn next.
import { createSignal } from 'solid-js';

/** Longer than the gap between the two taps of a double tap on a phone lying on a table (up to ~600 ms), with room for a slow phone. */
export const SETTLE_MS = 800;

const [settling, setSettling] = createSignal(false);
let timer: ReturnType<typeof setTimeout> | undefined;

/** True while the table settles after an answer: answer buttons are disabled, taps are ignored. */
export const answerSettling = settling;

/**
 * Records one answer unless another was recorded less than SETTLE_MS ago. `record` says whether
 * it recorded anything: an answer the rules refuse starts no pause, since the same decision is
 * still asked. Returns false when the tap was ignored.
 */
export function answerOnce(record: () => boolean): boolean {
  if (settling()) return false;
  if (record()) {
    setSettling(true);
    clearTimeout(timer);
    timer = setTimeout(() => setSettling(false), SETTLE_MS);
  }
  return true;
}
