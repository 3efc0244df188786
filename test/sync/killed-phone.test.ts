// A phone killed between sending a move and keeping it (issue 30): the other phone received the
// entry, the killed phone's kept table lacks it. Opened again, the phone plays on from what it kept;
// its new entry must never take the id of the one it lost, or the fold would set one of the two
// moves aside without a word.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { bareEvent } from '../../src/engine/game-log.ts';
import { raceNotices } from '../../src/engine/table-log.ts';
import { merge, newGame, phone, randomTap, tap, type Phone } from './phones.ts';

const PLAYERS = 3;
const DEAL = 21;

/** A tap on `table` whose event is not `unlike` (another answer than the one lost), from pick `from` on. */
function otherTap(at: Phone, unlike: unknown, from: number) {
  for (let pick = from; pick < from + 200; pick++) {
    const chosen = randomTap(at.table, PLAYERS, DEAL, pick);
    if (chosen && JSON.stringify(chosen.event) !== JSON.stringify(unlike)) {
      at.table.play(walker, chosen.state, chosen.event);
      return chosen.event;
    }
  }
  return undefined;
}

describe('a phone killed before it kept a move the other phone received', () => {
  it('plays on after the reopen without reusing an id: both phones fold alike and neither move is lost', () => {
    let checked = 0;
    for (let moves = 2; moves < 30 && checked < 5; moves++) {
      const ana = phone('ana', 1);
      ana.table.checkWith(walker);
      ana.table.share('unstable-unicorns', newGame(PLAYERS), walker);
      const ben = phone('ben', 2);
      ben.table.checkWith(walker);
      for (let pick = 1, made = 0; made < moves; pick++) if (tap(ana.table, PLAYERS, DEAL, pick)) made += 1;
      merge([ana, ben]);
      // What Ana's phone kept before it was killed: everything but her last move, which Ben received.
      const kept = Y.encodeStateAsUpdate(ana.doc);
      const lost = tap(ana.table, PLAYERS, DEAL, 500 + moves);
      if (!lost) continue;
      merge([ana, ben]);
      expect(bareEvent(ben.table.fold().log.events.at(-1)!)).toEqual(lost);

      // Opened again: a new document (a new Yjs client) with the table she kept, the same phone name.
      const again = phone('ana', 3);
      again.table.checkWith(walker);
      again.table.restore({ updates: [kept] });
      const played = otherTap(again, lost, 900);
      if (!played) continue;
      checked += 1;
      merge([again, ben]);

      const entries = ben.table.list();
      expect(new Set(entries.map((e) => e.id)).size, 'every entry id once').toBe(entries.length);
      const table = ben.table.fold();
      expect(again.table.fold().log).toEqual(table.log);
      expect(again.table.list()).toEqual(entries);
      // One of the two answers is the table's; the other is set aside because it came at the same
      // moment, and the table says so (with Play it now where it still fits): nothing unexplained.
      expect(table.setAside.map((s) => s.why)).toEqual(['same-moment']);
      const notices = raceNotices(table, entries);
      expect(notices).toHaveLength(1);
      const shown = [table.log.events.at(-1)!, notices[0]!.entry.event!].map((e) => bareEvent(e));
      expect(shown).toEqual(expect.arrayContaining([lost, played]));
      expect(table.log.events).toHaveLength(moves + 1);
    }
    expect(checked).toBe(5);
  });
});
