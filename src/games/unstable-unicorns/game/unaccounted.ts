// The faces nobody has seen: what the deck and the unknown hand cards can only be. A file of its
// own so that corrections.ts reads it without importing the walker's zones (no import circle).
import type { Catalog } from '../catalog.ts';
import { allFaces, catalogOf, facePlace, type CardId } from '../table.ts';
import type { TableState } from './types.ts';

// The black-backed faces in play at a table (its composition and the 2-player variant), in the
// catalog's order, with their copies: worked out once per deck, since this runs for most decisions.
interface Box {
  faces: CardId[];
  copies: Int16Array;
}
const boxes = new WeakMap<Catalog, [Box | undefined, Box | undefined]>();
function boxFor(t: TableState): Box {
  const catalog = catalogOf(t);
  let known = boxes.get(catalog);
  if (!known) boxes.set(catalog, (known = [undefined, undefined]));
  const variant = t.twoPlayerVariant ? 1 : 0;
  let box = known[variant];
  if (!box) {
    const copies = new Int16Array(allFaces().length);
    const faces: CardId[] = [];
    for (const face of catalog.faces) {
      const n = catalog.inPlay(face.id, t.twoPlayerVariant);
      if (face.type === 'baby-unicorn' || n === 0) continue;
      copies[facePlace(face.id)!] = n;
      faces.push(face.id);
    }
    box = { faces, copies };
    known[variant] = box;
  }
  return box;
}

/**
 * The black-backed faces of which some copy is not seen anywhere, in the catalog's order: they
 * are in the deck or among the unknown cards of the hands. A card nobody has seen can only be one.
 */
export function unaccounted(t: TableState): CardId[] {
  const box = boxFor(t);
  const left = box.copies.slice();
  for (const seat of t.players) {
    takeSeen(left, seat.stable);
    takeSeen(left, seat.hand.known);
  }
  takeSeen(left, t.discard);
  for (const entry of t.pile) {
    const place = facePlace(entry.card);
    if (place !== undefined) left[place]! -= 1;
  }
  return box.faces.filter((card) => left[facePlace(card)!]! > 0);
}

// A module-level helper rather than a closure: this runs for most decisions, and the TypeScript
// runner names every local closure as it is made.
function takeSeen(left: Int16Array, cards: readonly CardId[]): void {
  for (const card of cards) {
    const place = facePlace(card);
    if (place !== undefined) left[place]! -= 1;
  }
}
