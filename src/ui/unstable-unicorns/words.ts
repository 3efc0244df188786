// Decisions, options and past events in words a table understands, in the interface language.
// Only wording: which options exist and what they do is the walker's business.
import {
  ownTurnNumber,
  triggersLostByDrawing,
  type NotInHand,
} from '../../games/unstable-unicorns/explain.ts';
import { handLimit } from '../../games/unstable-unicorns/continuous.ts';
import { language as uiLanguage, t, type MessageKey } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import type { Correction, Decision, GameEvent, Option, Result, Table, Zone } from './walker.ts';
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
  if ('may' in action) return findChoice(action.may);
  if ('onlyIf' in action) return findChoice(action.effect);
  return undefined;
}

/** "Destroy an Upgrade card": a branch of a "choose one" in words, for the simple shapes the base game uses. */
function branchLabel(source: string | undefined, branch: number): string | undefined {
  const abilities = source ? face(source)?.abilities : undefined;
  for (const ability of abilities ?? []) {
    // A replacement carrying out an effect (Shadow Unicorn) chooses inside it.
    const effect =
      'effect' in ability
        ? ability.effect
        : ability.on === 'replace' && ability.instead.do === 'perform'
          ? ability.instead.effect
          : undefined;
    if (!effect) continue;
    const chosen = findChoice(effect)?.[branch];
    if (chosen && 'then' in chosen) return takeThatLabel(chosen.then);
    if (!chosen || !('do' in chosen)) continue;
    const kind = 'filter' in chosen && chosen.filter ? chosen.filter.kind : 'card';
    const verb = `act.${chosen.do}` as MessageKey;
    const noun = `kind.${kind}` as MessageKey;
    if (!(verb in en) || !(noun in en)) return undefined;
    return `${t(verb)} ${t(noun)}`;
  }
  return undefined;
}

/** "Discard 2: put it into your Stable": a price, then where the Unicorn taken goes (Shadow Unicorn). */
function takeThatLabel([price, taken]: readonly [Action, Action]): string | undefined {
  if (!('do' in price) || price.do !== 'discard' || typeof price.count !== 'number') return undefined;
  if (!('do' in taken) || taken.do !== 'take-that') return undefined;
  return t(taken.to === 'hand' ? 'opt.takeThat.hand' : 'opt.takeThat.stable', { n: price.count });
}

/**
 * The cards a source draws just before the discard it asks for ("draw 2, then discard 1": Unicorn
 * on the Cob), read from its abilities so the question can say the draw the table must make.
 */
function drawBeforeDiscard(source: string | undefined): number | undefined {
  const steps = (action: Action): number | undefined => {
    const list = 'then' in action ? action.then : 'and' in action ? action.and : undefined;
    if (!list) return undefined;
    for (let i = 0; i + 1 < list.length; i++) {
      const [first, next] = [list[i]!, list[i + 1]!];
      if ('do' in first && first.do === 'draw' && !first.who && 'do' in next && next.do === 'discard')
        return first.count;
    }
    return undefined;
  };
  for (const ability of (source ? face(source)?.abilities : undefined) ?? []) {
    const n = 'effect' in ability ? steps(ability.effect) : undefined;
    if (n !== undefined) return n;
  }
  return undefined;
}

/** What an Instant may answer before it happens (Intervention, Bulletproof Vest...), in words. */
function eventQuestion(decision: Decision, table: Table, language: Language): string | undefined {
  const event = decision.event;
  if (!event?.card || event.on === 'draw') return undefined;
  const cause = decision.source ? cardName(decision.source, language) : '';
  const card = cardName(event.card, language);
  const who = name(table, event.player);
  const text =
    event.on === 'sacrifice'
      ? say('aboutToSacrifice', { name: who, card })
      : say('aboutToBeDestroyed', { whose: say('whose', { name: who, card }) });
  return cause ? say('bySource', { card: cause, text }) : text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Ana destroys a card" as the card asking it says it, with which of how many: "Two-For-One: ... (1 of 2)". */
function effectQuestion(decision: Decision, text: string, language: Language): string {
  const counted =
    decision.of !== undefined && decision.remaining !== undefined && decision.of > 1
      ? say('nthOf', { text, nth: decision.of - decision.remaining + 1, of: decision.of })
      : text;
  return decision.source
    ? say('bySource', { card: cardName(decision.source, language), text: counted })
    : counted;
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
    case 'draw':
      // Someone may answer the draw first (Trapped Chest): the answers' own buttons say so, and the
      // question stays short enough for the middle column around the phone.
      return say('draw', { name: who });
    case 'respond': {
      // An Instant's window before a sacrifice or a destruction is no Neigh round: it says what is about to happen.
      const before = eventQuestion(decision, table, language);
      if (before) return before;
      if (decision.event) return t('decide.respondEvent');
      return decision.about
        ? say('respondAbout', {
            name: name(table, decision.about.player),
            card: cardName(decision.about.card, language),
          })
        : decision.source
          ? t('decide.respond', { name: who, card })
          : // A draw about to happen (Trapped Chest): no card is being played, so none is named.
            t('decide.respondEvent');
    }
    case 'discard': {
      // An Ultimate Unicorn is already in the Stable when its price is asked: the question says why.
      if (decision.price) return t('decide.priceDiscard', { name: who, card });
      // The hand-limit discard is asked of one named player, the turn player.
      if (table.turn.phase === 'end' && decision.remaining && !decision.source)
        return t('decide.handLimit', {
          name: who,
          n: decision.remaining,
          limit: handLimit(table, decision.player ?? table.turn.player),
        });
      const drew = drawBeforeDiscard(decision.source);
      if (drew !== undefined && decision.source)
        return say('drawThenDiscard', { card, name: who, n: cards(drew) });
      return effectQuestion(decision, t('decide.discard', { name: who }), language);
    }
    case 'sacrifice':
      return decision.price
        ? t('decide.priceSacrifice', { name: who, card })
        : effectQuestion(decision, t('decide.sacrifice', { name: who, card }), language);
    case 'destroy':
    case 'steal':
    case 'return':
    case 'move':
    case 'take':
    case 'player':
    case 'to-deck':
      return effectQuestion(decision, t(`decide.${decision.kind}`, { name: who, card }), language);
    case 'move-to':
      return decision.moving
        ? effectQuestion(
            { ...decision, of: undefined },
            say('moveToStable', { card: cardName(decision.moving, language) }),
            language,
          )
        : t('decide.move-to');
    case 'search':
      // A deck search names the deck; a discard-pile search (Magical Flying Unicorn) has no hidden zone.
      return decision.zone && 'deck' in decision.zone
        ? t('decide.search', { name: who, card })
        : t('decide.searchDiscard', { name: who, card });
    case 'use':
      // A card answering what another player is about to do (Objection, Hypnocorn, Pied Pipercorn).
      if (decision.about)
        return t('decide.useBefore', {
          name: who,
          card,
          other: name(table, decision.about.player),
          that: cardName(decision.about.card, language),
        });
      return t('decide.use', { name: who, card });
    case 'bring':
      // The card just drawn, shown only if it can go into a Stable (Rainbow Bridge).
      if (decision.zone && 'drawn' in decision.zone)
        return t('decide.drawn', { name: name(table, decision.zone.drawn), card });
      return effectQuestion(decision, t('decide.bring', { name: who, card }), language);
    default:
      return t(`decide.${decision.kind}` as MessageKey, { name: who, card });
  }
}

/** Why a card named for a play cannot be in the player's hand, as the rules found it. */
export function notInHandSentence(
  because: NotInHand,
  card: string,
  player: number,
  table: Table,
  language: Language,
): string {
  const params = { card: cardName(card, language), name: name(table, player) };
  switch (because) {
    case 'empty-hand':
      return t('refuse.emptyHand', params);
    case 'hand-known': {
      const known = table.players[player]?.hand.known ?? [];
      return t('refuse.handKnown', { ...params, cards: known.map((c) => cardName(c, language)).join(', ') });
    }
    case 'not-in-game':
      return t('refuse.notInGame', params);
    case 'all-seen':
      return t('refuse.notInHand', params);
  }
}

/** The words on an option's button. */
export function optionLabel(decision: Decision, option: Option, table: Table, language: Language): string {
  const source = decision.source ? cardName(decision.source, language) : '';
  if ('pass' in option) {
    if (decision.kind === 'respond')
      return decision.source && !decision.event
        ? t('opt.pass.respond', { card: source })
        : t('opt.pass.respondEvent');
    if (decision.kind === 'beginning-of-turn') return t('opt.pass.beginning');
    if (decision.kind === 'action') return t('opt.pass.action');
    return t('opt.pass');
  }
  if ('draw' in option)
    return decision.kind === 'draw'
      ? say('drawOption', { name: name(table, decision.player) })
      : t('opt.draw');
  if ('play' in option) return t('opt.play', { card: cardName(option.play, language) });
  if ('use' in option) return option.use ? t('opt.use.yes') : t('opt.use.no');
  if ('branch' in option)
    return branchLabel(decision.source, option.branch) ?? t('opt.branch', { n: option.branch + 1 });
  if ('trigger' in option) return t('opt.trigger', { card: cardName(option.card, language) });
  if ('named' in option) return t(`named.${option.named}`);
  if ('none' in option) return decision.zone && 'drawn' in decision.zone ? t('opt.notShown') : t('opt.none');
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
  return triggersLostByDrawing(decision).map((card) => cardName(card, language));
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
    case 'draw':
      if ('player' in option && card)
        return t('ev.respond', { name: name(table, option.player), card: cardText });
      return say('evDraw', { name: who });
    case 'into':
      return 'player' in option
        ? say('evInto', { name: who, card: source, target: name(table, option.player) })
        : source;
    case 'respond':
      if ('player' in option && card)
        return t('ev.respond', { name: name(table, option.player), card: cardText });
      // Before a sacrifice or a destruction nobody answered the event, not the card that caused it.
      return decision.event ? say('evNoAnswerEvent') : t('ev.noAnswer', { card: source });
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
      if (decision.zone && 'hand' in decision.zone)
        return say('evSeenHand', { card: cardText, name: name(table, decision.zone.hand) });
      if (decision.zone && 'pull' in decision.zone)
        return say('evSeenPull', { card: cardText, name: name(table, decision.zone.pull) });
      return t('ev.identify', { card: cardText });
    case 'reveal':
      return 'none' in option ? t('ev.none', { name: who }) : t('ev.reveal', { card: cardText });
    case 'baby':
      return t('ev.baby', { name: who, card: cardText });
    case 'name-kind':
      return 'named' in option
        ? t('ev.named', { name: who, kind: t(`named.${option.named}`), card: source })
        : t('ev.none', { name: who });
    default: {
      if ('none' in option && decision.zone && 'drawn' in decision.zone)
        return t('ev.drawnKept', { name: name(table, decision.zone.drawn), card: source });
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
          'to-deck',
        ] as const
      ).includes(decision.kind as 'discard')
        ? // A search without a deck to hide the card in takes it from the discard pile.
          decision.kind === 'search' && !(decision.zone && 'deck' in decision.zone)
          ? 'verb.searchDiscard'
          : (`verb.${decision.kind}` as MessageKey)
        : 'verb.other';
      const where = 'index' in option ? ` (${name(table, option.player)})` : '';
      return t('ev.card', { name: who, what: t(verb, { card: cardText + where }) });
    }
  }
}

// ---- What an event did (the walker's results) and corrections, in words ----------------------
// These sentences are this game's own, so they stay in its lazy chunk rather than in src/i18n.

/** This game's own sentences, English and French key for key (exported for the test that checks the French). */
export const said = {
  en: {
    drewPhase: '{name} drew {n} (Draw phase)',
    drewAction: '{name} drew {n} as their action',
    drewCard: '{name} drew {n} ({card})',
    drewCorrection: '{name} drew {n}',
    tookDeck: '{name} searched the deck and took {card}',
    tookDiscard: '{name} took {card} from the discard pile',
    cards1: '1 card',
    cardsN: '{n} cards',
    played: '{name} played {card}',
    answered: '{name} answered {against} with {card}',
    stopped: '{whose} was stopped by {by}',
    // Said of every card nobody stopped, effect or none (a Basic Unicorn): the effect's own results follow.
    resolved: '{whose} went ahead',
    entered: '{card} entered {name}’s Stable',
    whose: '{name}’s {card}',
    aHandCard: 'a card from {name}’s hand',
    destroyed: '{what} was destroyed',
    sacrificed: '{what} was sacrificed',
    stolen: '{what} was stolen into {to}’s Stable',
    returned: '{what} went back to {name}’s hand',
    discarded: '{name} discarded {card}',
    aCard: 'a card',
    moved: '{what} moved into {to}’s Stable',
    brought: '{name} brought {card} into {to}’s Stable',
    revealed: '{card} came off the top of the deck onto the discard pile',
    shuffled: '{what} was shuffled into the deck',
    turnSkipped: '{name}’s turn is skipped',
    lookedAsTheyWere: '{name} looked at the top {n} of the deck and left them as they were',
    lookedOrder: '{name} looked at the top {n} of the deck and put them back in the order they chose',
    lookedKept: '{name} looked at the top {n} of the deck, kept {k} and put the rest back',
    byCard: '{text} ({card})',
    forcedInto: '{why}: {card} can only enter {name}’s Stable',
    forced: '{why}: the only choice was {choice}',
    forcedWho: '{why}: {name}’s only choice was {choice}',
    forcedOnly: '{name}’s only choice: {choice}',
    forcedMoveTo: '{why}: the card can only move into {name}’s Stable',
    forcedOnlyTable: 'Only one choice: {choice}',
    stolenAway: '{what} was stolen',
    movedAway: '{what} was moved',
    skipped: '{card}: nothing happened, {why}',
    becauseOf: 'because of {card}',
    corrected: 'Correction: {text}',
    turn: 'Turn {n}: {name}’s turn begins',
    turnOwn: '{name}’s {nth} turn begins',
    wonOne: '{name} wins with {n} Unicorns',
    wonMany: '{names} win with {n} Unicorns each',
    wonDeckOne: 'The deck ran out: {name} wins with the most Unicorns',
    wonDeckMany: 'The deck ran out: {names} win',
    everyoneLoses: 'The game is over: everyone loses',
    // corrections
    cHandMore: '{n} more in {name}’s hand',
    cHandLess: '{n} fewer in {name}’s hand',
    cDeckMore: '{n} more in the deck',
    cDeckLess: '{n} fewer in the deck',
    cDrew1: '{name} drew 1 more card',
    cDrewN: '{name} drew {n} more cards',
    cDiscarded: '{name} discarded one more card: {card}',
    cMove: '{card} moved from {from} to {to}',
    cTurn: 'it is {name}’s turn, {phase}',
    zStable: '{name}’s Stable',
    zHand: '{name}’s hand',
    zHandUnknown: '{name}’s hand, face down',
    zDiscard: 'the discard pile',
    zDeck: 'the deck',
    zNursery: 'the Nursery',
    zPile: 'the Neigh pile',
    // decisions
    respondAbout: 'Any Neigh against {name}’s {card}?',
    aboutToSacrifice: '{name} is about to sacrifice {card}. Does anyone answer first?',
    aboutToBeDestroyed: '{whose} is about to be destroyed. Does anyone answer first?',
    bySource: '{card}: {text}',
    nthOf: '{text} ({nth} of {of})',
    drawThenDiscard: '{card}: {name} draws {n}, then discards a card',
    moveToStable: 'Into which Stable does {card} move?',
    goesInto: '{card} enters',
    draw: '{name}: draw 1 card',
    drawOption: '{name} drew 1 card',
    answersFirst: 'Someone plays {cards} first…',
    ownTurn: '{nth} turn',
    stableMore: '+{n}',
    stableAll: 'cards not shown: all {n} cards of {name}’s Stable',
    stableOf: '{name}’s Stable',
    ownTurnOf: '{name}’s {nth} turn',
    evDraw: '{name} drew 1 card (Draw phase)',
    evNoAnswerEvent: 'No one answered: it went ahead',
    evInto: '{name} put {card} into {target}’s Stable',
    evSeenHand: 'The table saw {card} in {name}’s hand',
    evSeenPull: 'The table saw {card}, taken from {name}’s hand',
    // Fix the table
    fixOpen: 'Fix the table',
    fixTitle: 'Fix the table',
    fixDone: 'Back to the game',
    fixIntro: 'Make the phone match the real table. Each fix is kept in History and can be undone.',
    whichDiscarded: 'Which card did {name} discard?',
    searchCard: 'Search a card',
    moveWhich: 'Which card moves?',
    moveFrom: 'Where is {card} now?',
    moveTo: 'Where does {card} go?',
    drewMore: '{name} drew 1 more',
    discardedMore: '{name} discarded 1 more',
    handLess: '1 card fewer in {name}’s hand',
    handMore: '1 card more in {name}’s hand',
    handCards: 'cards in hand',
    deckLess: '1 card fewer in the deck',
    deckMore: '1 card more in the deck',
    deckCards: 'cards in the deck',
    move: 'Move a card',
    whoseTurn: 'Whose turn is it?',
    phase: 'Which phase?',
    photoCompare: 'Compare with the phone',
    photoIs: '{name}’s Stable is now what the photo shows',
    photoSame: 'The phone already shows this Stable: nothing to fix.',
    photoEnters: '{card} is in the photo. Where did it come from?',
    photoLeaves: '{card} is not in the photo. Where did it go?',
    photoNowhere: '{card} cannot be in this Stable: {why}',
    photoApply1: 'Make this correction',
    photoApplyN: 'Make these {n} corrections',
    photoClose: 'Close',
    photoUnnamed1: 'One card in the photo was not named: it is left out of this Stable.',
    photoUnnamedN: '{n} cards in the photo were not named: they are left out of this Stable.',
    photoFrom: '{card} is in the photo: it came from {zone}.',
    photoTo: '{card} is not in the photo: it went to {zone}.',
    // History
    undoToHere: 'Undo to here',
    undoToConfirm: 'Take back “{event}” and the {n} events after it?',
    undoToConfirm0: 'Take back “{event}”?',
    everyone: 'Everyone',
    filterBy: 'Show the events of',
    searchHistory: 'Search the history',
    showMore: 'Show {n} earlier events',
    justNow: 'Just now',
    noMatch: 'No event matches.',
    latestFirst: 'Newest first',
    // rule words
    'rule.only-one': 'only one choice was possible',
    'rule.nothing-to-target': 'nothing to target',
    'rule.hand-limit': 'hand limit',
    'rule.empty-hand': 'the hand is empty',
    'rule.empty-deck': 'the deck is empty',
    'rule.no-card': 'no such card',
    'rule.cost-not-paid': 'the cost was not paid in full',
    'rule.cost-unpayable': 'its cost cannot be paid',
    'rule.correction': 'the table was corrected',
    // Rules round 3 (issue 28): Dingocorn, and why an answer is refused.
    toNursery: '{what} went back to the Nursery',
    cannotAnswerOne: '{names} cannot answer: {why}',
    cannotAnswerMany: '{names} cannot answer: {why}',
  },
  fr: {
    drewPhase: '{name} a pioché {n} (phase de Pioche)',
    drewAction: '{name} a pioché {n} comme action',
    drewCard: '{name} a pioché {n} ({card})',
    drewCorrection: '{name} a pioché {n}',
    tookDeck: '{name} a fouillé le paquet et a pris {card}',
    tookDiscard: '{name} a pris {card} dans la défausse',
    cards1: '1 carte',
    cardsN: '{n} cartes',
    played: '{name} a joué {card}',
    answered: '{name} a répondu à {against} avec {card}',
    stopped: '{whose} a été arrêtée par {by}',
    resolved: '{whose} est passée',
    entered: '{card} est entrée dans l’Écurie de {name}',
    // "La carte Huuue d’Ana": a card's name takes no article of its own, so "carte" carries it.
    whose: 'la carte {card} de {name}',
    aHandCard: 'une carte de la main de {name}',
    destroyed: '{what} a été détruite',
    sacrificed: '{what} a été sacrifiée',
    stolen: '{what} a été volée vers l’Écurie de {to}',
    returned: '{what} est retournée dans la main de {name}',
    discarded: '{name} a défaussé {card}',
    aCard: 'une carte',
    moved: '{what} a été déplacée dans l’Écurie de {to}',
    brought: '{name} a fait entrer {card} dans l’Écurie de {to}',
    revealed: '{card} est sortie du dessus du paquet vers la défausse',
    shuffled: '{what} a été mélangée dans le paquet',
    turnSkipped: 'Le tour de {name} est passé',
    lookedAsTheyWere: '{name} a regardé {n} du dessus du paquet et les a laissées à leur place',
    lookedOrder: '{name} a regardé {n} du dessus du paquet et les a remises dans l’ordre de son choix',
    lookedKept: '{name} a regardé {n} du dessus du paquet, en a gardé {k} et a remis les autres',
    byCard: '{text} ({card})',
    forcedInto: '{why} : {card} ne peut entrer que dans l’Écurie de {name}',
    forced: '{why} : seul choix possible, {choice}',
    forcedWho: '{why} : seul choix possible pour {name}, {choice}',
    forcedOnly: 'Seul choix possible pour {name} : {choice}',
    forcedMoveTo: '{why} : la carte ne peut aller que dans l’Écurie de {name}',
    forcedOnlyTable: 'Seul choix possible : {choice}',
    stolenAway: '{what} a été volée',
    movedAway: '{what} a été déplacée',
    skipped: '{card} : sans effet, {why}',
    becauseOf: 'à cause de {card}',
    corrected: 'Correction : {text}',
    turn: 'Tour {n} : c’est au tour de {name}',
    turnOwn: 'C’est au tour de {name} : son {nth} tour',
    wonOne: '{name} gagne avec {n} Licornes',
    wonMany: '{names} gagnent avec {n} Licornes chacun',
    wonDeckOne: 'Le paquet est vide : {name} gagne avec le plus de Licornes',
    wonDeckMany: 'Le paquet est vide : {names} gagnent',
    everyoneLoses: 'La partie est finie : tout le monde perd',
    cHandMore: '{n} de plus dans la main de {name}',
    cHandLess: '{n} de moins dans la main de {name}',
    cDeckMore: '{n} de plus dans le paquet',
    cDeckLess: '{n} de moins dans le paquet',
    cDrew1: '{name} a pioché 1 carte de plus',
    cDrewN: '{name} a pioché {n} cartes de plus',
    cDiscarded: '{name} a défaussé une carte de plus : {card}',
    cMove: '{card} déplacée de {from} vers {to}',
    cTurn: 'c’est au tour de {name}, {phase}',
    zStable: 'l’Écurie de {name}',
    zHand: 'la main de {name}',
    zHandUnknown: 'la main de {name}, face cachée',
    zDiscard: 'la défausse',
    zDeck: 'le paquet',
    zNursery: 'la Nurserie',
    zPile: 'la pile des Huuue',
    respondAbout: 'Un Huuue contre la carte {card} de {name} ?',
    aboutToSacrifice: '{name} va sacrifier {card}. Quelqu’un répond-il avant ?',
    aboutToBeDestroyed: '{whose} va être détruite. Quelqu’un répond-il avant ?',
    bySource: '{card} : {text}',
    nthOf: '{text} ({nth} sur {of})',
    drawThenDiscard: '{card} : {name} pioche {n}, puis défausse une carte',
    moveToStable: 'Dans quelle Écurie va {card} ?',
    goesInto: '{card} entre dans',
    draw: '{name} : piochez 1 carte',
    drawOption: '{name} a pioché 1 carte',
    answersFirst: 'Quelqu’un joue d’abord {cards}…',
    ownTurn: '{nth} tour',
    stableMore: '+{n}',
    stableAll: 'cartes non montrées : les {n} cartes de l’Écurie de {name}',
    stableOf: 'Écurie de {name}',
    ownTurnOf: '{nth} tour de {name}',
    evDraw: '{name} a pioché 1 carte (phase de Pioche)',
    evNoAnswerEvent: 'Personne n’a répondu : cela a eu lieu',
    evInto: '{name} a mis {card} dans l’Écurie de {target}',
    evSeenHand: 'La table a vu {card} dans la main de {name}',
    evSeenPull: 'La table a vu {card}, prise dans la main de {name}',
    fixOpen: 'Corriger la table',
    fixTitle: 'Corriger la table',
    fixDone: 'Retour à la partie',
    fixIntro:
      'Alignez le téléphone sur la vraie table. Chaque correction est gardée dans l’Historique et peut être annulée.',
    whichDiscarded: 'Quelle carte {name} a-t-il défaussée ?',
    searchCard: 'Chercher une carte',
    moveWhich: 'Quelle carte bouge ?',
    moveFrom: 'Où est {card} maintenant ?',
    moveTo: 'Où va {card} ?',
    drewMore: '{name} a pioché 1 de plus',
    discardedMore: '{name} a défaussé 1 de plus',
    handLess: '1 carte de moins dans la main de {name}',
    handMore: '1 carte de plus dans la main de {name}',
    handCards: 'cartes en main',
    deckLess: '1 carte de moins dans le paquet',
    deckMore: '1 carte de plus dans le paquet',
    deckCards: 'cartes dans le paquet',
    move: 'Déplacer une carte',
    whoseTurn: 'À qui le tour ?',
    phase: 'Quelle phase ?',
    photoCompare: 'Comparer avec le téléphone',
    photoIs: 'L’Écurie de {name} est maintenant celle de la photo',
    photoSame: 'Le téléphone montre déjà cette Écurie : rien à corriger.',
    photoEnters: '{card} est sur la photo. D’où vient-elle ?',
    photoLeaves: '{card} n’est pas sur la photo. Où est-elle allée ?',
    photoNowhere: '{card} ne peut pas être dans cette Écurie : {why}',
    photoApply1: 'Faire cette correction',
    photoApplyN: 'Faire ces {n} corrections',
    photoClose: 'Fermer',
    photoUnnamed1: 'Une carte de la photo n’a pas été nommée : elle est laissée hors de cette Écurie.',
    photoUnnamedN: '{n} cartes de la photo n’ont pas été nommées : elles sont laissées hors de cette Écurie.',
    photoFrom: '{card} est sur la photo : elle vient de {zone}.',
    photoTo: '{card} n’est pas sur la photo : elle est allée dans {zone}.',
    undoToHere: 'Annuler jusqu’ici',
    undoToConfirm: 'Reprendre « {event} » et les {n} événements suivants ?',
    undoToConfirm0: 'Reprendre « {event} » ?',
    everyone: 'Tout le monde',
    filterBy: 'Montrer les événements de',
    searchHistory: 'Chercher dans l’historique',
    showMore: 'Montrer {n} événements plus anciens',
    justNow: 'À l’instant',
    noMatch: 'Aucun événement ne correspond.',
    latestFirst: 'Le plus récent en premier',
    'rule.only-one': 'un seul choix possible',
    'rule.nothing-to-target': 'aucune cible',
    'rule.hand-limit': 'limite de main',
    'rule.empty-hand': 'la main est vide',
    'rule.empty-deck': 'le paquet est vide',
    'rule.no-card': 'aucune carte de ce genre',
    'rule.cost-not-paid': 'le coût n’a pas été payé en entier',
    'rule.cost-unpayable': 'son coût ne peut pas être payé',
    'rule.correction': 'la table a été corrigée',
    // Rules round 3 (issue 28): Dingocorn, and why an answer is refused.
    toNursery: '{what} est retournée à la Nurserie',
    cannotAnswerOne: '{names} ne peut pas répondre : {why}',
    cannotAnswerMany: '{names} ne peuvent pas répondre : {why}',
  },
} as const;

type SaidKey = keyof (typeof said)['en'];

/** A sentence of this game's own words, in the interface language, {placeholders} filled. */
export function say(key: SaidKey, params: Record<string, string | number> = {}): string {
  const text: string = said[uiLanguage()][key] ?? said.en[key];
  const filled = text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
  // French elides "de" before a vowel: "la main d’Ana".
  return uiLanguage() === 'fr' ? filled.replace(/\bde ([AEIOUYÉÈaeiouyéè])/g, 'd’$1') : filled;
}

/** 1st, 2nd, 3rd, 4th... in English; 1er, 2e, 3e... in French. */
export function ordinal(n: number): string {
  const lang = uiLanguage();
  const form = new Intl.PluralRules(lang, { type: 'ordinal' }).select(n);
  if (lang === 'fr') return `${n}${form === 'one' ? 'er' : 'e'}`;
  return `${n}${{ one: 'st', two: 'nd', few: 'rd' }[form as string] ?? 'th'}`;
}

/**
 * The turn in words as players count it: the turn player's own 2nd turn, not the table's 4th;
 * with the player's name when `name` is given. The table's count only when the rules do not know.
 */
export function turnWords(
  table: { turn: { player: number; number: number }; turnsBegun?: readonly number[] },
  name?: string,
): string {
  const own = ownTurnNumber(table);
  if (own === null)
    return name === undefined
      ? t('table.turnNumber', { n: table.turn.number })
      : `${t('table.turnNumber', { n: table.turn.number })} · ${name}`;
  return name === undefined
    ? say('ownTurn', { nth: ordinal(own) })
    : say('ownTurnOf', { nth: ordinal(own), name });
}

const cards = (n: number): string => (n === 1 ? say('cards1') : say('cardsN', { n }));

/** A `because` of the walker (a card id or a rule word) in words. */
export function becauseWords(because: string, language: Language): string {
  if (face(because)) return cardName(because, language);
  const key = `rule.${because}` as SaidKey;
  return key in said.en ? say(key) : because.replace(/-/g, ' ');
}

/** Where a correction puts or takes a card, in words. */
export function zoneWords(zone: Zone, table: Table): string {
  if ('stable' in zone) return say('zStable', { name: name(table, zone.stable) });
  if ('hand' in zone)
    return say(zone.known === false ? 'zHandUnknown' : 'zHand', { name: name(table, zone.hand) });
  if ('discard' in zone) return say('zDiscard');
  if ('deck' in zone) return say('zDeck');
  if ('nursery' in zone) return say('zNursery');
  return say('zPile');
}

/** A correction of the table, in words (without the "Correction:" prefix). */
export function correctionWords(c: Correction, table: Table, language: Language): string {
  switch (c.kind) {
    case 'hand':
      return say(c.delta >= 0 ? 'cHandMore' : 'cHandLess', {
        n: Math.abs(c.delta),
        name: name(table, c.player),
      });
    case 'deck':
      return say(c.delta >= 0 ? 'cDeckMore' : 'cDeckLess', { n: Math.abs(c.delta) });
    case 'drew': {
      const n = c.count ?? 1;
      return say(n === 1 ? 'cDrew1' : 'cDrewN', { n, name: name(table, c.player) });
    }
    case 'discarded':
      return say('cDiscarded', { name: name(table, c.player), card: cardName(c.card, language) });
    case 'move':
      return say('cMove', {
        card: cardName(c.card, language),
        from: zoneWords(c.from, table),
        to: zoneWords(c.to, table),
      });
    case 'turn':
      return say('cTurn', { name: name(table, c.player), phase: t(`table.phase.${c.phase}`) });
  }
}

/** "Correction: Ana drew 1 more card". */
export function correctionSentence(c: Correction, table: Table, language: Language): string {
  return say('corrected', { text: correctionWords(c, table, language) });
}

/** An option the walker took by itself, in words. */
function choiceWords(option: Option, table: Table, language: Language): string {
  if ('index' in option)
    return t('opt.stableCard', { card: cardName(option.card, language), name: name(table, option.player) });
  if ('player' in option && 'card' in option)
    return `${name(table, option.player)}: ${cardName(option.card, language)}`;
  if ('player' in option) return name(table, option.player);
  if ('card' in option) return cardName(option.card, language);
  if ('branch' in option) return t('opt.branch', { n: option.branch + 1 });
  if ('named' in option) return t(`named.${option.named}`);
  if ('use' in option) return option.use ? t('opt.use.yes') : t('opt.use.no');
  if ('none' in option) return t('opt.none');
  if ('draw' in option) return t('act.draw');
  if ('play' in option) return cardName(option.play, language);
  return t('opt.pass');
}

/** One result of the walker in words, as a sentence: its first letter a capital ("La carte Huuue d’Ana..."). */
export function resultSentence(r: Result, table: Table & { outcome?: unknown }, language: Language): string {
  const text = resultWords(r, table, language);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One result of the walker in words. `table` is the table after the event (for names and counts). */
function resultWords(r: Result, table: Table & { outcome?: unknown }, language: Language): string {
  const who = (p: number | null | undefined) => name(table, p);
  const whose = (p: number, card: string | null) =>
    card === null
      ? say('aHandCard', { name: who(p) })
      : say('whose', { name: who(p), card: cardName(card, language) });
  const by = (text: string, card?: string) =>
    card ? say('byCard', { text, card: cardName(card, language) }) : text;
  switch (r.kind) {
    case 'drew': {
      const n = cards(r.count);
      if (r.source === 'draw-phase') return say('drewPhase', { name: who(r.player), n });
      if (r.source === 'action') return say('drewAction', { name: who(r.player), n });
      if (r.source === 'correction') return say('drewCorrection', { name: who(r.player), n });
      return say('drewCard', { name: who(r.player), n, card: cardName(r.source, language) });
    }
    case 'took':
      return by(
        say(r.from === 'deck' ? 'tookDeck' : 'tookDiscard', {
          name: who(r.player),
          card: cardName(r.card, language),
        }),
        r.by,
      );
    case 'played':
      return say('played', { name: who(r.player), card: cardName(r.card, language) });
    case 'answered':
      return say('answered', {
        name: who(r.player),
        card: cardName(r.card, language),
        against: cardName(r.against, language),
      });
    case 'stopped':
      return say('stopped', { whose: whose(r.player, r.card), by: whose(r.by.player, r.by.card) });
    case 'resolved':
      return say('resolved', { whose: whose(r.player, r.card) });
    case 'entered':
      return say('entered', { card: cardName(r.card, language), name: who(r.into) });
    case 'destroyed':
    case 'sacrificed':
      return by(say(r.kind, { what: whose(r.player, r.card) }), r.by);
    case 'stolen':
    case 'moved':
      if (r.to === undefined)
        return by(
          say(r.kind === 'stolen' ? 'stolenAway' : 'movedAway', { what: whose(r.player, r.card) }),
          r.by,
        );
      return by(say(r.kind, { what: whose(r.player, r.card), to: who(r.to) }), r.by);
    case 'returned':
      return by(say('returned', { what: whose(r.player, r.card), name: who(r.player) }), r.by);
    case 'discarded':
      return by(
        say('discarded', {
          name: who(r.player),
          card: r.card === null ? say('aCard') : cardName(r.card, language),
        }),
        r.by,
      );
    case 'revealed':
      return by(say('revealed', { card: r.card === null ? say('aCard') : cardName(r.card, language) }), r.by);
    case 'shuffled':
      return by(say('shuffled', { what: whose(r.player, r.card) }), r.by);
    case 'to-nursery':
      return by(say('toNursery', { what: whose(r.player, r.card) }), r.by);
    case 'cannot-answer':
      return say(r.players.length === 1 ? 'cannotAnswerOne' : 'cannotAnswerMany', {
        names: r.players.map((p) => who(p)).join(', '),
        why: whose(r.because.player, r.because.card),
      });
    case 'turn-skipped':
      return by(say('turnSkipped', { name: who(r.player) }), r.by);
    case 'brought':
      return by(
        say('brought', {
          name: who(r.player),
          card: r.card === null ? say('aCard') : cardName(r.card, language),
          // Into the bringer's own Stable unless the result names another.
          to: who(r.to ?? r.player),
        }),
        r.by,
      );
    case 'looked': {
      const key = r.kept > 0 ? 'lookedKept' : r.asTheyWere ? 'lookedAsTheyWere' : 'lookedOrder';
      return by(say(key, { name: who(r.player), n: cards(r.count), k: r.kept }), r.by);
    }
    case 'forced': {
      const why = becauseWords(r.because, language);
      if (r.decision === 'into' && 'player' in r.option && r.source)
        return say('forcedInto', { why, card: cardName(r.source, language), name: who(r.option.player) });
      const choice = choiceWords(r.option, table, language);
      if (r.decision === 'move-to' && 'player' in r.option && r.because !== 'only-one')
        return say('forcedMoveTo', { why, name: who(r.option.player) });
      if (r.because === 'only-one')
        return r.player === null
          ? say('forcedOnlyTable', { choice })
          : say('forcedOnly', { choice, name: who(r.player) });
      return r.player === null
        ? say('forced', { why, choice })
        : say('forcedWho', { why, choice, name: who(r.player) });
    }
    case 'skipped': {
      const why = face(r.because)
        ? say('becauseOf', { card: cardName(r.because, language) })
        : becauseWords(r.because, language);
      return say('skipped', { card: cardName(r.card, language), why });
    }
    case 'corrected':
      return correctionSentence(r.correction, table, language);
    case 'turn':
      // Counted as the players count: Ana's 2nd turn, not the table's 4th (when the rules know it).
      return r.own === undefined
        ? say('turn', { n: r.number, name: who(r.player) })
        : say('turnOwn', { nth: ordinal(r.own), name: who(r.player) });
    case 'won': {
      if (r.everyoneLoses) return say('everyoneLoses');
      const names = r.winners.map((w) => who(w));
      const outcome = (table as { outcome?: { unicorns?: number[] } | null }).outcome;
      const n = outcome?.unicorns?.[r.winners[0]!] ?? '?';
      if (r.reason === 'deck-out')
        return names.length === 1
          ? say('wonDeckOne', { name: names[0]! })
          : say('wonDeckMany', { names: names.join(', ') });
      return names.length === 1
        ? say('wonOne', { name: names[0]!, n })
        : say('wonMany', { names: names.join(', '), n });
    }
  }
}

/**
 * The results of one event in words, in order. A draw or discard a correction made is said once,
 * by the correction itself.
 */
export function resultSentences(results: readonly Result[], table: Table, language: Language): string[] {
  const corrections = results.flatMap((r) => (r.kind === 'corrected' ? [r.correction] : []));
  const saidByCorrection = (r: Result): boolean =>
    corrections.some(
      (c) =>
        (r.kind === 'drew' && r.source === 'correction' && c.kind === 'drew' && c.player === r.player) ||
        (r.kind === 'discarded' &&
          !r.by &&
          c.kind === 'discarded' &&
          c.player === r.player &&
          c.card === r.card),
    );
  return results.filter((r) => !saidByCorrection(r)).map((r) => resultSentence(r, table, language));
}

/** The result each card-choosing decision makes of its own answer. */
const ANSWER_RESULT: Partial<Record<Decision['kind'], Result['kind']>> = {
  discard: 'discarded',
  sacrifice: 'sacrificed',
  destroy: 'destroyed',
};

/**
 * True when a result only says again what the answer itself said: the card a player chose to
 * discard (the hand limit), sacrifice or destroy, with no card behind it that the answer did not name.
 */
export function repeatsAnswer(result: Result, decision: Decision | null, event: GameEvent): boolean {
  if (!decision || event.type !== 'choose' || !('card' in event.option)) return false;
  if (ANSWER_RESULT[decision.kind] !== result.kind) return false;
  const said = result as { player: number; card: string | null; by?: string };
  if (said.by !== undefined) return false;
  const owner = 'player' in event.option ? event.option.player : decision.player;
  return said.card === event.option.card && said.player === owner;
}

/** Any past event in words: an answer to a decision, or a correction. */
export function anyEventSentence(
  decision: Decision | null,
  event: GameEvent,
  table: Table,
  language: Language,
): string {
  if (event.type === 'correct') return correctionSentence(event.correction, table, language);
  return eventSentence(decision, event.option, table, language);
}
