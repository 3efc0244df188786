// Why The Lion & The Unicorn refuses a correction, as sentences in English and French: the rules throw
// a coded refusal (its message in English), and the app says it in the player's language.
import { RuleError } from '../../engine/game-log.ts';
import type { Animal } from './cards.ts';
import type { LionPile } from './game.ts';
import { animalName, fillText, lionText } from './text.ts';

/** Placeholders: {player} a name, {pile} a pile, {animal}, {side} up/down, {count}, {seat}, {field}, {card}, {detail}. */
const refusals = {
  en: {
    shape: '{field}: {detail}',
    matchOver: 'the match is over: nothing more can be corrected',
    roundWon: 'the round is won and its cards are gathered: deal the next round, then correct the table',
    setsShowing:
      'several winning sets are showing: let each player give back a card first, then correct the table',
    noSeat: '{field}: there is no seat {seat} at this table',
    notInBox: 'card: {card} is not a card of the box',
    pointAtPile: 'only a card in front of a player is pointed at; name a card of a pile by its animal',
    startingStays: "{player}'s starting card never leaves {player}'s row",
    alreadyThere: 'that card already lies in front of {player}',
    noSide: 'a card put on {pile} has no side to choose',
    samePile: 'the card would stay on {pile}',
    notOnPile: 'no {animal} is on {pile}',
    notInRow: 'only a card in front of a player can be turned over',
    sameSide: 'that card of {player} already lies {side}',
    nothingToDraw: 'the deck and the discard pile are both empty: nothing can have been drawn',
    notInDeck: 'no {animal} is left in the deck',
    alreadyTurn: "it is already {player}'s turn",
    sameRounds: '{player} already has {count} round(s) won',
    justWon: '{player} has just won this round: undo the win instead',
    sameCrown: '{player} already holds the crown',
    neverStarting: 'a {animal} is never a starting card',
    sameStarting: "the phone already has {animal} as {player}'s starting card",
    noUnseen: 'no {animal} lies unseen (in the deck or face-down): check the cards',
    up: 'face-up',
    down: 'face-down',
  },
  fr: {
    shape: '{field} : {detail}',
    matchOver: 'la partie est finie : plus rien ne peut être corrigé',
    roundWon:
      'la manche est gagnée et ses cartes sont rassemblées : distribuez la manche suivante, puis corrigez la table',
    setsShowing:
      'plusieurs ensembles gagnants sont visibles : chacun remet d’abord une carte, puis corrigez la table',
    noSeat: '{field} : il n’y a pas de place {seat} à cette table',
    notInBox: 'card : {card} n’est pas une carte de la boîte',
    pointAtPile:
      'on ne montre du doigt qu’une carte posée devant un joueur ; une carte d’un tas se nomme par son animal',
    startingStays: 'la carte de départ de {player} ne quitte jamais sa rangée',
    alreadyThere: 'cette carte est déjà devant {player}',
    noSide: 'une carte posée sur {pile} n’a pas de face à choisir',
    samePile: 'la carte resterait sur {pile}',
    notOnPile: 'aucune carte {animal} sur {pile}',
    notInRow: 'seule une carte posée devant un joueur peut être retournée',
    sameSide: 'cette carte de {player} est déjà {side}',
    nothingToDraw: 'la pioche et la défausse sont vides : rien n’a pu être pioché',
    notInDeck: 'il ne reste aucune carte {animal} dans la pioche',
    alreadyTurn: 'c’est déjà au tour de {player}',
    sameRounds: '{player} a déjà {count} manche(s) gagnée(s)',
    justWon: '{player} vient de gagner cette manche : annulez plutôt la victoire',
    sameCrown: '{player} porte déjà la couronne',
    neverStarting: 'une carte {animal} n’est jamais une carte de départ',
    sameStarting: 'le téléphone a déjà {animal} comme carte de départ de {player}',
    noUnseen: 'aucune carte {animal} n’est hors de vue (pioche ou face cachée) : vérifiez les cartes',
    up: 'face visible',
    down: 'face cachée',
  },
};

export type LionRefusalCode = Exclude<keyof (typeof refusals)['en'], 'up' | 'down'>;

/** What a refusal names; piles, animals and sides are worded in the language it is said in. */
export interface LionRefusalValues {
  player?: string;
  pile?: LionPile;
  animal?: Animal;
  side?: 'up' | 'down';
  count?: number;
  seat?: number;
  field?: string;
  card?: string;
  detail?: string;
}

/** A refusal sentence in a language. */
export function refusalText(code: LionRefusalCode, values: LionRefusalValues, language: 'en' | 'fr'): string {
  const words = refusals[language];
  const { pile, animal, side, ...plain } = values;
  return fillText(
    words[code],
    {
      ...plain,
      ...(pile === undefined ? {} : { pile: lionText[language].places[pile] }),
      ...(animal === undefined ? {} : { animal: animalName(animal, language) }),
      ...(side === undefined ? {} : { side: words[side] }),
    } as Record<string, string | number>,
    language,
  );
}

/** A correction the table cannot make: a RuleError because 'correction', its message in English. */
export class LionRefusal extends RuleError {
  constructor(
    readonly code: LionRefusalCode,
    readonly values: LionRefusalValues,
  ) {
    super('correction', refusalText(code, values, 'en'));
    this.name = 'LionRefusal';
  }
}

/** What the app says for a refusal: a correction's in the language asked, any other rule's as it reads. */
export function refusalIn(error: RuleError, language: 'en' | 'fr'): string {
  return error instanceof LionRefusal ? refusalText(error.code, error.values, language) : error.message;
}
