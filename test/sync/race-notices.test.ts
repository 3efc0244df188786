// What the table tells when two phones answered at the same moment: the answer not applied, named
// with whose it was and whose came first, in both languages; "play it now" plays it if still legal.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { RuleError, type GameRules } from '../../src/engine/game-log.ts';
import { raceNotices } from '../../src/engine/table-log.ts';
import { OtherRulesError, SharedTable } from '../../src/sync/shared-table.ts';
import { raceSentence } from '../../src/ui/shared-words.ts';
import { setLanguage } from '../../src/i18n/index.ts';

type Event = { answer: string; seat: number };
/** A Neigh round: each seat may Neigh once; "pass" closes nothing. Enough rules to refuse a second Neigh. */
const rules: GameRules<{ players: string[] }, string[], Event, null> = {
  init: () => [],
  apply(state, event) {
    if (event.answer === 'Neigh' && state.includes(`Neigh:${event.seat}`))
      throw new RuleError('Neigh', 'this seat has Neighed already');
    return [...state, `${event.answer}:${event.seat}`];
  },
  pending: () => null,
};
const PLAYERS = ['Ana', 'Ben'];

function phoneOf(seat: number, clientId: number, device = PLAYERS[seat]!.toLowerCase()) {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  return new SharedTable<{ players: string[] }, Event>(doc, device, seat, () => 0);
}
const merge = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
};
const state = (table: SharedTable<{ players: string[] }, Event>) =>
  table.fold().log.events.reduce(rules.apply, rules.init({ players: PLAYERS }));
const who = (entry: { seat?: number }) => PLAYERS[entry.seat!]!;
const move = (entry: { event?: Event }) => entry.event!.answer;

afterEach(() => setLanguage('en'));

describe('answers given at the same moment', () => {
  it("tells that Ben's Neigh came at the same moment as Ana's, and plays it on one tap", () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ben.doc);
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    ben.play(rules, state(ben), { answer: 'Neigh', seat: 1 });
    ben.play(rules, state(ben), { answer: 'pass', seat: 1 });
    merge(ana.doc, ben.doc);

    for (const table of [ana, ben]) {
      const notices = raceNotices(table.fold(), table.list());
      expect(notices).toHaveLength(1);
      expect(raceSentence(notices[0]!, who, move)).toBe(
        'Ben’s Neigh came at the same moment as Ana’s and was not applied. 1 later move(s) from the same phone followed it and were not applied either.',
      );
    }
    setLanguage('fr');
    expect(raceSentence(raceNotices(ben.fold(), ben.list())[0]!, who, move)).toMatch(
      /^La réponse de Ben \(Neigh\) est arrivée en même temps que celle d’Ana : elle n’a pas été jouée\./,
    );

    // Ben plays it now: it is still legal (he has not Neighed), it applies, and the notice goes.
    const aside = ben.fold().setAside[0]!.entry.id;
    expect(ben.canPlayAgain(rules, state(ben), aside)).toBe(true);
    ben.playAgain(rules, state(ben), aside);
    merge(ana.doc, ben.doc);
    expect(ana.fold().log.events).toEqual([
      { answer: 'Neigh', seat: 0 },
      { answer: 'Neigh', seat: 1 },
    ]);
    expect(raceNotices(ana.fold(), ana.list())).toEqual([]);
    // The set-aside entry itself is kept, and is still never among the events.
    expect(ana.fold().setAside.map((s) => s.entry.id)).toContain(aside);
  });

  it('tells nothing when both phones tapped the same answer at once: it is applied once, nothing is lost', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ben.doc);
    // Ana's phone answers for Ben while Ben taps the same pass on his own phone.
    ana.play(rules, state(ana), { answer: 'pass', seat: 1 });
    ben.play(rules, state(ben), { answer: 'pass', seat: 1 });
    merge(ana.doc, ben.doc);
    expect(ana.fold().log.events).toEqual([{ answer: 'pass', seat: 1 }]);
    expect(ana.fold().setAside).toHaveLength(1);
    expect(raceNotices(ana.fold(), ana.list())).toEqual([]);
  });

  it('still tells when the same answer was followed by another move on one phone only: that move is lost', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ben.doc);
    ana.play(rules, state(ana), { answer: 'pass', seat: 1 });
    ben.play(rules, state(ben), { answer: 'pass', seat: 1 });
    ben.play(rules, state(ben), { answer: 'Neigh', seat: 1 });
    merge(ana.doc, ben.doc);
    expect(ana.fold().log.events).toEqual([{ answer: 'pass', seat: 1 }]);
    expect(raceNotices(ana.fold(), ana.list())).toHaveLength(1);
  });

  it('tells nothing when a phone whose app was reopened shares its saved game again beside the kept table', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ben.doc);
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    merge(ana.doc, ben.doc);
    ben.play(rules, state(ben), { answer: 'pass', seat: 1 });
    ben.play(rules, state(ben), { answer: 'Neigh', seat: 1 });
    ben.undo();
    merge(ana.doc, ben.doc);
    const log = ana.fold().log;
    expect(log.events).toHaveLength(2);
    expect(log.undone).toHaveLength(1);
    // Ana's app closes; reopened, it knows only its saved game and shares it anew (a new document,
    // a new device name), then meets Ben's phone, which kept the table.
    const reopened = phoneOf(0, 4, 'ana-again');
    reopened.share('test', log, rules);
    merge(reopened.doc, ben.doc);
    for (const table of [reopened, ben]) {
      expect(table.fold().log).toMatchObject({ events: log.events, undone: log.undone });
      expect(raceNotices(table.fold(), table.list())).toEqual([]);
    }
  });

  it('refuses to play again an answer that no longer fits, writing nothing', () => {
    const ana = phoneOf(0, 1);
    const ana2 = phoneOf(0, 2, 'ana-tablet');
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ana2.doc);
    // Ana tapped Neigh on two phones at once: the second cannot be played again.
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    ana2.play(rules, state(ana2), { answer: 'Neigh', seat: 0 });
    merge(ana.doc, ana2.doc);
    expect(ana2.fold().setAside).toMatchObject([{ entry: { by: 'ana-tablet' }, why: 'same-moment' }]);
    const aside = ana2.fold().setAside[0]!.entry.id;
    const before = ana2.list().length;
    // No "play it now" is offered for it.
    expect(ana2.canPlayAgain(rules, state(ana2), aside)).toBe(false);
    expect(() => ana2.playAgain(rules, state(ana2), aside)).toThrow(RuleError);
    expect(ana2.list()).toHaveLength(before);
  });

  it('tells that an undo came at the same moment as a move and nothing was undone', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share(
      'test',
      { setup: { players: PLAYERS }, events: [{ answer: 'pass', seat: 0 }], undone: [] },
      rules,
    );
    merge(ana.doc, ben.doc);
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    ben.undo();
    merge(ana.doc, ben.doc);
    const [notice] = raceNotices(ben.fold(), ben.list());
    expect(raceSentence(notice!, who, move)).toBe(
      'Ben’s undo came at the same moment as Ana’s move: nothing was undone.',
    );
    expect(ben.fold().log.undone).toEqual([]);
  });
});

describe('an entry the rules refuse', () => {
  it('is set aside on the phone that checks, whoever wrote it, and the table still replays', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    merge(ana.doc, ben.doc);
    ana.checkWith(rules);
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    merge(ana.doc, ben.doc);
    // Ben's phone (other rules, or a damaged update) writes a second Neigh for Ana, then a pass.
    const head = ben.fold().head;
    ben.entries.push([
      { id: 'ben:9', after: head, by: 'ben', at: 0, kind: 'event', event: { answer: 'Neigh', seat: 0 } },
    ]);
    ben.entries.push([
      { id: 'ben:10', after: 'ben:9', by: 'ben', at: 0, kind: 'event', event: { answer: 'pass', seat: 1 } },
    ]);
    merge(ana.doc, ben.doc);
    const folded = ana.fold();
    expect(folded.log.events).toEqual([{ answer: 'Neigh', seat: 0 }]);
    expect(folded.setAside.map((s) => [s.entry.id, s.why])).toEqual([
      ['ben:9', 'refused'],
      ['ben:10', 'follows-set-aside'],
    ]);
    expect(ana.state()).toEqual(['Neigh:0']);
    // Ana's next tap follows her table, not the refused entry.
    ana.play(rules, ana.state()!, { answer: 'pass', seat: 0 });
    expect(ana.fold().log.events).toHaveLength(2);
  });
});

describe('a phone with other rules', () => {
  it('follows the table but writes nothing: no answer, no undo', () => {
    const ana = phoneOf(0, 1);
    const ben = phoneOf(1, 2);
    ana.share('test', { setup: { players: PLAYERS }, events: [], undone: [] }, rules);
    ana.play(rules, state(ana), { answer: 'Neigh', seat: 0 });
    merge(ana.doc, ben.doc);
    // Ben's Stablehand is a later version: its rules carry another number.
    const later = { ...rules, keeping: { rules: 2 } } as unknown as typeof rules;
    ben.checkWith(later);
    expect(ben.followsOnly(later)).toBe(true);
    expect(ana.followsOnly(rules)).toBe(false);
    expect(ben.fold().log.events).toEqual([{ answer: 'Neigh', seat: 0 }]);
    expect(() => ben.play(later, state(ben), { answer: 'Neigh', seat: 1 })).toThrow(OtherRulesError);
    expect(() => ben.undo()).toThrow(OtherRulesError);
    expect(ben.list()).toHaveLength(1);
  });
});
