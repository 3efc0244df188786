// The speed layer of the continuous effects, kept apart so that continuous.ts reads as rules: a
// Stable's continuous modifiers worked out once per Stable content, and quick looks before that.
//
// SPEED CACHE. Nothing here decides a rule: every function gives what reading the Stable's cards
// one by one would give (continuous.ts asks its rule questions through them).
import type { Ability, Modifier } from './vocabulary.ts';
import { allFaces, cardFace, isUnicornType, sameCards, type CardId, type Table } from './table.ts';

export function modifiersOf(abilities: readonly Ability[]): Modifier[] {
  return abilities.flatMap((ability) => (ability.on === 'continuous' ? [ability.modifier] : []));
}

/**
 * What a Stable's own cards make of it: which card switches Blinding Light on, and every
 * continuous modifier in force with the place of its card. It depends on the Stable's cards alone,
 * so it is worked out once per Stable content and shared by every question asked of the table.
 */
export interface StableView {
  remover: number | undefined;
  modifiers: ReadonlyArray<{ modifier: Modifier; index: number }>;
  /** The place of the first card carrying each kind of modifier. */
  firstOfKind: ReadonlyMap<Modifier['kind'], number>;
}

// Printed continuous modifiers per face, read once from the catalog.
const printedModifiers = new Map<CardId, readonly Modifier[]>();
export function facePrintedModifiers(card: CardId): readonly Modifier[] {
  let found = printedModifiers.get(card);
  if (!found) {
    found = modifiersOf(cardFace(card).abilities);
    printedModifiers.set(card, found);
  }
  return found;
}

function buildStableView(stable: readonly CardId[]): StableView {
  const remover = stable.findIndex(
    (card) =>
      !isUnicornType(cardFace(card).type) &&
      facePrintedModifiers(card).some((modifier) => modifier.kind === 'unicorns-lose-effects'),
  );
  const modifiers: Array<{ modifier: Modifier; index: number }> = [];
  const firstOfKind = new Map<Modifier['kind'], number>();
  stable.forEach((card, index) => {
    if (remover >= 0 && isUnicornType(cardFace(card).type)) return;
    for (const modifier of facePrintedModifiers(card)) {
      modifiers.push({ modifier, index });
      if (!firstOfKind.has(modifier.kind)) firstOfKind.set(modifier.kind, index);
    }
  });
  return { remover: remover < 0 ? undefined : remover, modifiers, firstOfKind };
}

// Views by Stable content. The walker changes its tables in place and copies them often, so a
// view is found by a number worked out from the cards (no string, no allocation) and confirmed
// against a copy of the cards it was made from.
const viewsByHash = new Map<number, Array<{ cards: CardId[]; view: StableView }>>();
let viewCount = 0;
const VIEWS_AT_MOST = 5000;
const NO_CARDS: readonly CardId[] = [];
const EMPTY_VIEW: StableView = { remover: undefined, modifiers: [], firstOfKind: new Map() };

// Each face's place in the catalog, and whether it carries a continuous modifier at all.
const faceFacts = new Map<CardId, { place: number; modifies: boolean }>(
  allFaces().map((face, place) => [face.id, { place, modifies: modifiersOf(face.abilities).length > 0 }]),
);

// While a question that changes no table is being answered (withStableViews), each Stable array
// stands for the same cards throughout: its view is found by the array itself.
let viewsOfArrays: Map<readonly CardId[], StableView> | undefined;
const reusedViewMap = new Map<readonly CardId[], StableView>();

/**
 * Answers a question that changes no table, finding each Stable's view once by its array: the
 * walker asks many of them of one table (which cards may be played, who may answer).
 */
export function withStableViews<T>(question: () => T): T {
  if (viewsOfArrays) return question();
  viewsOfArrays = reusedViewMap;
  try {
    return question();
  } finally {
    reusedViewMap.clear();
    viewsOfArrays = undefined;
  }
}

export function stableView(table: Table, player: number): StableView {
  const stable = table.players[player]?.stable ?? NO_CARDS;
  if (viewsOfArrays) {
    let view = viewsOfArrays.get(stable);
    if (!view) {
      view = viewOfCards(stable);
      viewsOfArrays.set(stable, view);
    }
    return view;
  }
  return viewOfCards(stable);
}

function viewOfCards(stable: readonly CardId[]): StableView {
  let hash = stable.length;
  let modifies = false;
  for (const card of stable) {
    const facts = faceFacts.get(card);
    if (!facts) continue;
    hash = (Math.imul(hash, 31) + facts.place) | 0;
    if (facts.modifies) modifies = true;
  }
  // Most Stables hold no card with a continuous effect: nothing to work out.
  if (!modifies) return EMPTY_VIEW;
  let bucket = viewsByHash.get(hash);
  if (bucket) {
    for (const entry of bucket) if (sameCards(entry.cards, stable)) return entry.view;
  } else {
    if (viewCount >= VIEWS_AT_MOST) {
      viewsByHash.clear();
      viewCount = 0;
    }
    bucket = [];
    viewsByHash.set(hash, bucket);
  }
  const view = buildStableView(stable);
  bucket.push({ cards: [...stable], view });
  viewCount += 1;
  return view;
}

// The faces printed with each kind of continuous modifier (one or two per kind in the base game).
const facesOfKind = new Map<Modifier['kind'], CardId[]>();
for (const face of allFaces()) {
  for (const modifier of modifiersOf(face.abilities)) {
    const faces = facesOfKind.get(modifier.kind) ?? [];
    if (!faces.includes(face.id)) faces.push(face.id);
    facesOfKind.set(modifier.kind, faces);
  }
}

/**
 * False when no card printed with this kind of modifier is in the Stable, so the Stable cannot
 * have it: a quick look (comparing card ids) before working out the Stable's view.
 */
export function holdsKind(table: Table, player: number, kind: Modifier['kind']): boolean {
  const stable = table.players[player]?.stable;
  const faces = facesOfKind.get(kind);
  if (!stable || !faces) return false;
  for (const face of faces) if (stable.includes(face)) return true;
  return false;
}
