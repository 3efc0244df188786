// Where things lie on a printed 2nd-edition card, in card units (the card mapped onto 600 x 839), as measured
// on the 84 scans in ../shared/ocr/cards-2e: the one place src/scan takes the card's layout from.
import type { Quad } from './geometry.ts';

/** The upright card. */
export const CARD_WIDTH = 600;
export const CARD_HEIGHT = 839;

/** The card's corners, top-left first, clockwise. */
export const CARD_CORNERS: Quad = [
  { x: 0, y: 0 },
  { x: CARD_WIDTH, y: 0 },
  { x: CARD_WIDTH, y: CARD_HEIGHT },
  { x: 0, y: CARD_HEIGHT },
];

/** Where the title's letters lie on all 84 faces. */
export const TITLE_LETTERS = { left: 81, right: 517, top: 56, bottom: 95 } as const;
/** Card units between a card's top edge and the middle of its title. */
export const TITLE_MIDDLE = (TITLE_LETTERS.top + TITLE_LETTERS.bottom) / 2;

/**
 * Where the title is read: the letters (TITLE_LETTERS) with a margin for a slightly misplaced corner. The
 * coloured corner triangle reaches in at the top left and is removed by colour, not by position.
 */
export const TITLE_BAND = { x: 64, y: 44, width: 476, height: 64 } as const;

/**
 * Where a title may be printed on another print, or found when the outline is the inner edge of a
 * coloured frame (the card's own edge is then a frame's width further out): the band is looked for in
 * here by its ink. Ends above the art box.
 */
export const TITLE_SEARCH = { x: 64, y: 16, width: 476, height: 120 } as const;

/** The part of the card whose title shape is compared (title-shapes.ts): the title's line, room for a misplaced outline. */
export const TITLE_WINDOW = { x: 68, y: 46, width: 464, height: 62 } as const;

/** The coloured corner triangles (top-left and bottom-right) lie within x + y < 140 of their corner. */
export const CORNER_TRIANGLE_EDGE = 140;

/** The art box's edges (its sides measured on the 84 scans: paper up to x 80, art from about 84). */
export const ART_BOX = { top: 151, bottom: 596, left: 84, right: 516 } as const;

/** Beside the art box, nearer the edge than this, every face shows plain paper. */
export const SIDE_MARGIN = 70;

/** Above and below the title's letters, across the middle of the card, every face shows plain paper. */
export const TITLE_PAPER = [
  { left: 150, right: 450, top: 18, bottom: 45 },
  { left: 100, right: 500, top: 106, bottom: 140 },
] as const;

/** The two corners without a triangle (top-right, bottom-left) are plain paper on every face. */
export const CORNER_PAPER = [
  { left: 480, right: 590, top: 10, bottom: 50 },
  { left: 10, right: 120, top: 789, bottom: 829 },
] as const;
