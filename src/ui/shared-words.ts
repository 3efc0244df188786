// The words a shared table uses for an answer that was not applied (issue 30): which sentence fits
// the race the fold reported. Who and what are named by the caller (a seat's player, the move's name).
import type { RaceNotice } from '../engine/table-log.ts';
import { t } from '../i18n/index.ts';

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
      ? t('shared.setAsideUndo', names)
      : kind === 'redo'
        ? t('shared.setAsideRedo', names)
        : notice.instead.kind === 'undo'
          ? t('shared.racedUndo', { ...names, move: move(notice.entry) })
          : t('shared.setAside', { ...names, move: move(notice.entry) });
  return notice.following > 0 ? `${first} ${t('shared.following', { n: notice.following })}` : first;
}
