// Decisions, options and past events in words a table understands, in the interface language.
// Only wording: which options exist and what they do is the walker's business.
import { t, type MessageKey } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import type { Decision, Option, Table } from './walker.ts';
import { cardName, face } from './card-names.ts';
import { en } from '../../i18n/en.ts';
import type { Action } from '../../games/unstable-unicorns/vocabulary.ts';

const name = (table: Table, seat: number | null | undefined): string =>
  seat === null || seat === undefined ? '' : (table.players[seat]?.name ?? '?');

/** The card an option names, if any. */
export function optionCard(option: Option): string | undefined {
  if ('card' in option) return option.card;
  if ('play' in option) return option.play;
  return undefined;
}

/** The first "choose one" among a card's abilities, wherever it is nested. */
function findChoice(action: Action): Action[] | undefined {
  if ('chooseOne' in action) return action.chooseOne;
  if ('then' in action) return action.then.map(findChoice).find(Boolean);
  if ('and' in action) return action.and.map(findChoice).find(Boolean);
  if ('eachPlayer' in action) return findChoice(action.eachPlayer);
  return undefined;
}

/** "Destroy an Upgrade card": a branch of a "choose one" in words, for the simple shapes the base game uses. */
function branchLabel(source: string | undefined, branch: number): string | undefined {
  const abilities = source ? face(source)?.abilities : undefined;
  for (const ability of abilities ?? []) {
    if (!('effect' in ability)) continue;
    const chosen = findChoice(ability.effect)?.[branch];
    if (!chosen || !('do' in chosen)) continue;
    const kind = 'filter' in chosen && chosen.filter ? chosen.filter.kind : 'card';
    const verb = `act.${chosen.do}` as MessageKey;
    const noun = `kind.${kind}` as MessageKey;
    if (!(verb in en) || !(noun in en)) return undefined;
    return `${t(verb)} ${t(noun)}`;
  }
  return undefined;
}

/** "What happens now": one sentence for the pending decision. */
export function decisionSentence(decision: Decision, table: Table, language: Language): string {
  const who = name(table, decision.player);
  const card = decision.source ? cardName(decision.source, language) : '';
  switch (decision.kind) {
    case 'action':
      return decision.options.some((o) => 'draw' in o)
        ? t('decide.action', { name: who })
        : t('decide.actionMore', { name: who });
    case 'beginning-of-turn':
      return t('decide.beginning', { name: who });
    case 'discard':
      return table.turn.phase === 'end' && decision.remaining
        ? t('decide.handLimit', { name: who, n: decision.remaining })
        : t('decide.discard', { name: who });
    default:
      return t(`decide.${decision.kind}` as MessageKey, { name: who, card });
  }
}

/** The words on an option's button. */
export function optionLabel(decision: Decision, option: Option, table: Table, language: Language): string {
  const source = decision.source ? cardName(decision.source, language) : '';
  if ('pass' in option) {
    if (decision.kind === 'respond') return t('opt.pass.respond', { card: source });
    if (decision.kind === 'beginning-of-turn') return t('opt.pass.beginning');
    if (decision.kind === 'action') return t('opt.pass.action');
    return t('opt.pass');
  }
  if ('draw' in option) return t('opt.draw');
  if ('play' in option) return t('opt.play', { card: cardName(option.play, language) });
  if ('use' in option) return option.use ? t('opt.use.yes') : t('opt.use.no');
  if ('branch' in option)
    return branchLabel(decision.source, option.branch) ?? t('opt.branch', { n: option.branch + 1 });
  if ('trigger' in option) return t('opt.trigger', { card: cardName(option.card, language) });
  if ('none' in option) return t('opt.none');
  if ('index' in option)
    return t('opt.stableCard', { card: cardName(option.card, language), name: name(table, option.player) });
  if ('player' in option && 'card' in option)
    return t('opt.respond', { name: name(table, option.player), card: cardName(option.card, language) });
  if ('player' in option) return name(table, option.player);
  if ('card' in option) return cardName(option.card, language);
  return '?';
}

/** The optional beginning-of-turn effects a "draw now" gives up. */
export function lostTriggers(decision: Decision, language: Language): string[] {
  if (decision.kind !== 'beginning-of-turn') return [];
  return decision.options.flatMap((o) => ('trigger' in o ? [cardName(o.card, language)] : []));
}

/** A past event in words: the decision it answered and the answer. */
export function eventSentence(
  decision: Decision | null,
  option: Option,
  table: Table,
  language: Language,
): string {
  if (!decision) return '?';
  const who = name(table, decision.player);
  const source = decision.source ? cardName(decision.source, language) : '';
  const card = optionCard(option);
  const cardText = card ? cardName(card, language) : '';
  switch (decision.kind) {
    case 'action':
      if ('draw' in option) return t('ev.draw', { name: who });
      if ('play' in option) return t('ev.play', { name: who, card: cardText });
      return t('ev.endAction', { name: who });
    case 'into':
      return 'player' in option ? t('ev.into', { card: source, target: name(table, option.player) }) : source;
    case 'respond':
      if ('player' in option && card)
        return t('ev.respond', { name: name(table, option.player), card: cardText });
      return t('ev.noAnswer', { card: source });
    case 'beginning-of-turn': {
      if ('trigger' in option) return t('ev.trigger', { name: who, card: cardText });
      const lost = lostTriggers(decision, language);
      return lost.length
        ? t('ev.toDrawLost', { name: who, cards: lost.join(', ') })
        : t('ev.toDraw', { name: who });
    }
    case 'use':
    case 'replace':
      return 'use' in option && option.use
        ? t('ev.use', { name: who, card: source })
        : t('ev.skip', { name: who, card: source });
    case 'choose-one':
      return t('ev.branch', { name: who, n: 'branch' in option ? option.branch + 1 : '?', card: source });
    case 'identify':
      return t('ev.identify', { card: cardText });
    case 'baby':
      return t('ev.baby', { name: who, card: cardText });
    default: {
      if ('none' in option || 'pass' in option) return t('ev.none', { name: who });
      if (!card && 'player' in option)
        return t('ev.player', { name: who, target: name(table, option.player) });
      const verb = (
        [
          'discard',
          'sacrifice',
          'destroy',
          'steal',
          'return',
          'move',
          'bring',
          'search',
          'take',
          'declare',
        ] as const
      ).includes(decision.kind as 'discard')
        ? t(`verb.${decision.kind}` as MessageKey)
        : t('verb.other');
      const where = 'index' in option ? ` (${name(table, option.player)})` : '';
      return t('ev.card', { name: who, what: verb, card: cardText + where });
    }
  }
}
