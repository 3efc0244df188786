// The current table written in the judge's question format (../shared/judge/README.md), so the
// disputes screen asks the very judge the command line and the tests use.
import type { Table } from '../../games/unstable-unicorns/table.ts';
import { facesById } from '../../games/unstable-unicorns/names.ts';

/** The catalog's English name: always one face (colour labels included), whatever the deck's language. */
export function judgeName(id: string): string {
  return facesById.get(id)?.name.en ?? id;
}

/** The game's boxes and corrected copies as the judge reads them (nothing for the base game as printed). */
function judgeDecks(table: Table): Record<string, unknown> {
  if (!table.composition) return {};
  const copies = Object.entries(table.composition.copies ?? {});
  return {
    decks: table.composition.boxes,
    ...(copies.length ? { copies: Object.fromEntries(copies.map(([id, n]) => [judgeName(id), n])) } : {}),
  };
}

/** The table part of a judge question; add `ask` to make a question. */
export function judgeTable(table: Table, overrides: { deck?: number } = {}): Record<string, unknown> {
  return {
    game: 'unstable-unicorns',
    language: table.language,
    ...judgeDecks(table),
    players: table.players.map((seat) => ({
      name: seat.name,
      stable: seat.stable.map(judgeName),
      hand:
        seat.hand.known.length >= seat.hand.count && seat.hand.count > 0
          ? seat.hand.known.map(judgeName)
          : seat.hand.count,
    })),
    deck: overrides.deck ?? table.deck,
    discard: table.discard.map(judgeName),
    turn: { player: table.players[table.turn.player]?.name, phase: table.turn.phase },
  };
}
