// The longest game title, apart from the game file's reader (zod) so that a lazy screen writing a title
// does not load it: every name of a full table of eight, as the app writes it (names joined by ", ").
import { MAX_NAME } from './games.ts';

export const MAX_TITLE = 8 * MAX_NAME + 7 * ', '.length;
