// May this player play this card from their hand now? Turn and phase, what an Instant may answer,
// the continuous effects that forbid (continuous.ts), and whether what the card must do is possible.
//
// Order of the questions, so the answer names the most basic reason: for an Instant, is there
// another player's card to answer (response), may this player play Neigh cards (Slowdown,
// Ginormous Unicorn), may that card be Neigh'd (Yay, Super Neigh); for any other card, is it the
// player's Action phase (turn), does their Stable forbid it (Broken Stable) or the Stable it
// enters refuse it (Queen Bee Unicorn), can it do what it must (target). Only a card played from a
// hand is refused for an impossible effect; a triggered effect that cannot be done is skipped
// (seed 002 "Impossible Actions"; triggers.ts). Double Dutch's second play is the walker's business.

import type { Language } from './catalog.ts';
import { TYPE_NAMES } from './names.ts';
import type { CardType } from './vocabulary.ts';
import {
  costPayable,
  instantAbility,
  isNeighCard,
  isPossible,
  mayBeNeighed,
  playRestriction,
  type EffectSource,
  type Refusal,
} from './continuous.ts';
import { cardFace, cardName, isStableType, type CardId, type Table } from './table.ts';

/** A card someone wants to play from their hand. */
export interface PlayRequest {
  player: number;
  card: CardId;
  /** The Stable a Unicorn, Upgrade or Downgrade card would enter (default: the player's own). */
  into?: number;
  /** The card on top of the Neigh pile that an Instant answers, and who played it. */
  respondingTo?: { player: number; card: CardId };
  /**
   * The card is already on the Neigh pile (out of the hand), its Stable named as it resolves;
   * `ignoreCost`: its price is no longer asked (the play was legal when made).
   */
  fromPile?: boolean;
  ignoreCost?: boolean;
}

/** The table once the card has left the player's hand (what a played card's effect sees). */
export function withoutHandCard(table: Table, player: number, card: CardId): Table {
  const players = table.players.slice();
  const seat = players[player];
  if (seat) {
    // The known cards are copied only when the card is one of them (the tables are not changed).
    const at = seat.hand.known.indexOf(card);
    const known = at < 0 ? seat.hand.known : seat.hand.known.filter((_card, i) => i !== at);
    players[player] = {
      name: seat.name,
      stable: seat.stable,
      hand: { count: Math.max(0, seat.hand.count - 1), known },
    };
  }
  // Only the fields of a Table: the walker's tables carry more, which no rule question reads.
  return {
    language: table.language,
    players,
    nursery: table.nursery,
    deck: table.deck,
    discard: table.discard,
    turn: table.turn,
    twoPlayerVariant: table.twoPlayerVariant,
    ...(table.houseRules ? { houseRules: table.houseRules } : {}),
    ...(table.composition ? { composition: table.composition } : {}),
  };
}

/**
 * Can what this card must do be done if the player plays it now? Magic cards need every step
 * they must carry out to be possible; Unicorn, Upgrade and Downgrade cards in the base game ask
 * nothing to be played (their enter effects are skipped when impossible); Instants answer a card.
 */
export function effectPossible(table: Table, player: number, card: CardId): boolean {
  const face = cardFace(card);
  if (face.type !== 'magic') return true;
  const after = withoutHandCard(table, player, card);
  const source: EffectSource = { card, controller: player };
  return face.abilities.every(
    (ability) => ability.on !== 'play' || isPossible(after, source, ability.effect),
  );
}

/**
 * Can an Instant do what it must when it resolves (Imitation needs a Basic Unicorn in hand)? A
 * Neigh always can; the Instant is judged out of its player's hand.
 */
export function instantPossible(table: Table, player: number, card: CardId): boolean {
  const ability = instantAbility(card);
  if (!ability) return true;
  const effect = ability.effect;
  if ('do' in effect && effect.do !== 'bring' && effect.do !== 'discard' && effect.do !== 'sacrifice')
    return true;
  return isPossible(withoutHandCard(table, player, card), { card, controller: player }, effect);
}

/** Why this play is not allowed now, or null when it is. */
export function playRefusal(table: Table, request: PlayRequest): Refusal | null {
  const { player, card } = request;
  const type = cardFace(card).type;
  // An Instant, or a card played the way an Instant is (Chronocorn) in answer to another's card.
  if (type === 'instant' || (request.respondingTo && instantAbility(card))) {
    const answered = request.respondingTo;
    if (!answered) return { because: { rule: 'response' }, code: 'nothing-to-answer' };
    if (answered.player === player) return { because: { rule: 'response' }, code: 'own-card' };
    const refusal =
      playRestriction(table, player, card, type === 'instant' ? undefined : player, type !== 'instant') ??
      mayBeNeighed(table, answered, card);
    if (refusal) return refusal;
    if (type !== 'instant' && !costPayable(withoutHandCard(table, player, card), card, player))
      return { because: { rule: 'target' }, code: 'cost' };
    if (!instantPossible(table, player, card)) return { because: { rule: 'target' }, code: 'no-target' };
    return null;
  }
  // A card already on the pile was played when it could be; it may be another player's now
  // (Frankencorn), who names its Stable out of their turn.
  if (!request.fromPile) {
    if (table.turn.player !== player) return { because: { rule: 'turn' }, code: 'not-your-turn' };
    if (table.turn.phase !== 'action') return { because: { rule: 'turn' }, code: 'not-action-phase' };
  }
  if (request.respondingTo) return { because: { rule: 'turn' }, code: 'only-instants-answer' };
  const into = isStableType(type) ? (request.into ?? player) : undefined;
  const restriction = playRestriction(table, player, card, into);
  if (restriction) return restriction;
  if (!effectPossible(table, player, card)) return { because: { rule: 'target' }, code: 'no-target' };
  // An Ultimate Unicorn whose price its Stable's owner cannot pay is not played (seed 002), unless
  // the house rule lets another player's Stable disregard what it cannot pay.
  const disregarded = into !== player && table.houseRules?.priceDisregarded === true;
  if (into !== undefined && !request.ignoreCost && !disregarded) {
    const after = request.fromPile ? table : withoutHandCard(table, player, card);
    if (!costPayable(after, card, into)) return { because: { rule: 'target' }, code: 'cost' };
  }
  return null;
}

/** The `because` of a refusal: the card's name in the language, or the rule word. */
export function becauseWord(refusal: Refusal, language: Language): string {
  return 'rule' in refusal.because ? refusal.because.rule : cardName(refusal.because.card, language);
}

const phaseNames: Record<Language, Record<string, string>> = {
  en: { beginning: 'Beginning of Turn', draw: 'Draw', action: 'Action', end: 'End of Turn' },
  fr: { beginning: 'Début de tour', draw: 'Pioche', action: 'Action', end: 'Fin de tour' },
};

/** French "de Ben" but "d’Ana": the preposition elides before a vowel. */
function de(name: string): string {
  return /^[aeiouyhâàéèêîïôû]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** French "que Ben" but "qu’Ana". */
function que(name: string): string {
  return /^[aeiouyhâàéèêîïôû]/i.test(name) ? `qu’${name}` : `que ${name}`;
}

/** The kind of card a Stable forbids, as the refusal names it: "Neigh", "Instant", "Magical Unicorn"... */
function kindWords(card: CardId, type: CardType, table: Table): Readonly<Record<Language, string>> {
  if (type === 'instant' && isNeighCard(card, table)) return { en: 'Neigh', fr: 'Huuue' };
  return TYPE_NAMES[type];
}

/** A sentence for people saying why the play is refused, in the table's language. */
export function refusalSentence(
  table: Table,
  request: PlayRequest,
  refusal: Refusal,
  language: Language,
): string {
  const who = table.players[request.player]?.name ?? '?';
  const card = cardName(request.card, language);
  const blocker = 'card' in refusal.because ? cardName(refusal.because.card, language) : '';
  const holder = 'card' in refusal.because ? (table.players[refusal.because.player]?.name ?? '?') : '';
  const answered = request.respondingTo ? cardName(request.respondingTo.card, language) : '';
  const answeredBy = request.respondingTo ? (table.players[request.respondingTo.player]?.name ?? '?') : '';
  const turnPlayer = table.players[table.turn.player]?.name ?? '?';
  const phase = phaseNames[language][table.turn.phase] ?? table.turn.phase;
  const type = cardFace(request.card).type;
  const fr = language === 'fr';
  switch (refusal.code) {
    case 'not-your-turn':
      return fr
        ? `C’est le tour ${de(turnPlayer)} : ${who} ne peut jouer que des cartes Illico, en réponse à une carte jouée.`
        : `It is ${turnPlayer}'s turn: ${who} may only play Instant cards, in answer to a card being played.`;
    case 'not-action-phase':
      return fr
        ? `${who} ne joue une carte que pendant sa phase d’Action ; c’est la phase « ${phase} ».`
        : `${who} plays a card only in their Action phase; this is the ${phase} phase.`;
    case 'only-instants-answer':
      return fr
        ? `Seules les cartes Illico répondent à une carte jouée ; ${card} n’en est pas une.`
        : `Only Instant cards answer a card being played; ${card} is not one.`;
    case 'nothing-to-answer':
      return fr
        ? `${card} répond à une carte qu’un autre joueur est en train de jouer, et aucune ne l’est.`
        : `${card} answers a card another player is playing, and none is being played.`;
    case 'own-card':
      return fr
        ? `${who} ne peut pas répondre à sa propre carte (${answered}) : une carte Illico répond à celle d’un autre joueur.`
        : `${who} cannot answer their own ${answered}: an Instant answers another player's card.`;
    case 'cannot-play-kind': {
      // Chronocorn answering a card is played as an Instant card: that is the kind refused.
      const asType = request.respondingTo ? 'instant' : type;
      const kind = kindWords(request.card, asType, table)[language];
      // The forbidding card may lie in another player's Stable (Elusive Oceloticorn).
      return fr
        ? `${holder} a ${blocker} dans son Écurie : pas de carte ${kind} pour ${who}.`
        : `${holder} has ${blocker} in their Stable, so ${who} cannot play ${kind} cards.`;
    }
    case 'basic-enters-only-there': {
      const into = table.players[request.into ?? request.player]?.name ?? '?';
      return fr
        ? `${holder} a ${blocker} : aucune Licorne Standard n’entre dans une autre Écurie que la sienne, donc pas dans celle ${de(into)}.`
        : `${holder} has ${blocker}: Basic Unicorns enter no Stable but ${holder}'s, so not ${into}'s.`;
    }
    case 'cannot-be-neighed':
      return fr
        ? `${holder} a ${blocker} : les cartes ${que(holder)} joue ne peuvent pas recevoir de Huuue, ${answered} non plus.`
        : `${holder} has ${blocker}: cards ${holder} plays cannot be Neigh'd, ${answered} included.`;
    case 'unanswerable':
      return fr
        ? `Rien ne répond à ${blocker} jouée par ${answeredBy}.`
        : `Nothing can answer ${answeredBy}'s ${blocker}.`;
    case 'cannot-answer-that':
      return fr
        ? `${card} ne répond pas à ${answered} : elle ne répond qu’à certaines cartes (voir son résumé).`
        : `${card} cannot answer ${answered}: it answers only some kinds of card (see its summary).`;
    case 'cost': {
      const owner = table.players[request.into ?? request.player]?.name ?? '?';
      return fr
        ? `${card} a un coût à payer en entrant, et ${owner} ne peut pas le payer ici : on ne peut pas la jouer.`
        : `${card} has a price to pay as it enters, and ${owner} cannot pay it here, so it cannot be played.`;
    }
    case 'game-over':
      return fr
        ? `La partie est finie sur cette table : plus personne ne joue de carte.`
        : `The game on this table is over: no one plays any more cards.`;
    case 'no-target':
      return fr
        ? `${card} doit faire quelque chose d’impossible ici (pas de cible permise, ou un coût impossible à payer) : on ne peut pas la jouer.`
        : `${card} would have to do something impossible here (no legal target, or a cost that cannot be paid), so it cannot be played.`;
  }
}
