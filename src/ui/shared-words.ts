// The words a shared table uses for an answer that was not applied (issue 30): which sentence fits
// the race the fold reported. Who and what are named by the caller (a seat's player, the move's name).
import type { RaceNotice } from '../engine/table-log.ts';
import { say } from './phones/words.ts';

/** "Ben’s Neigh came at the same moment as Ana’s and was not applied." (and the later moves set aside with it). */
export function raceSentence<Event>(
  notice: RaceNotice<Event>,
  who: (entry: RaceNotice<Event>['entry']) => string,
  move: (entry: RaceNotice<Event>['entry']) => string,
): string {
  const names = { who: who(notice.entry), other: who(notice.instead) };
  const kind = notice.entry.kind;
  const first =
    kind === 'undo'
      ? say('race.setAsideUndo', names)
      : kind === 'redo'
        ? say('race.setAsideRedo', names)
        : notice.instead.kind === 'undo'
          ? say('race.racedUndo', { ...names, move: move(notice.entry) })
          : say('race.setAside', { ...names, move: move(notice.entry) });
  return notice.following > 0 ? `${first} ${say('race.following', { n: notice.following })}` : first;
}
