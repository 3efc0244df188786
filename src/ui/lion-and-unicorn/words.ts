// The Lion & The Unicorn screens' own words in English and French (the game's decision, event and
// news sentences come from src/games/lion-and-unicorn/text.ts); kept here so the shared dictionary stays small.
import { fill, language } from '../../i18n/index.ts';
import {
  animalName,
  fillText,
  lionText,
  type Animal,
  type LionNews,
  type LionState,
  type LionWords,
} from '../../games/lion-and-unicorn/index.ts';

const en = {
  // new game
  players: 'Players, in seating order',
  playersHint: 'Play passes to the left: down this list, then back to the top.',
  player: 'Player {n}',
  playerName: 'Name of player {n}',
  remove: 'Remove player {n}',
  addPlayer: 'Add a player',
  crownHolder: 'Holds the crown',
  crownHint: 'The crown goes to whoever last saw an animal in the wild: they play first.',
  deal: 'Deal the starting cards',
  dealHint:
    'Set apart one Mole, Goat, Swift, Rat, Adder and Fox, shuffle them and deal one face-down to each player. Each player then tells the phone which one they got, in secret.',
  errorName: 'Every player needs a name, and no two the same.',
  // secret hand-offs
  passTo: 'Pass the phone to {name}',
  othersLookAway: 'Everyone else, look away.',
  iAm: 'I am {name}: show me',
  yourStarting: '{name}, which starting card did you get?',
  startingSecret: 'Nobody else sees your answer.',
  doneHide: 'Done: hide it',
  startingTwice: 'Two players named the same starting card. Check the cards and deal again.',
  nextPlayer: 'Thank you. Hide the screen and pass the phone on.',
  hideFrom: 'Hide from {name}',
  hideFromHint: '{name} must not see the card they drew. {name}, look away; everyone else, look at it.',
  notLooking: '{name} is not looking: name the card',
  whichAnimal: 'Which animal did {name} draw?',
  back: 'Back',
  hideAgain: 'Hide again',
  moleLook: '{name} may look at their face-down cards once: on the table, or here.',
  moleShow: 'Show {name} their cards',
  moleDone: '{name} has looked',
  moleCards: "{name}'s face-down cards, as they lie",
  peek: '{name}, see your starting card',
  peekFor: 'Starting card of {name}',
  yourStartingIs: 'Your starting card: {animal}',
  // table
  round: 'Round {n}',
  roundLabel: 'Round',
  turnOf: "{name}'s turn",
  deck: 'Deck',
  discard: 'Discard pile',
  discardTop: 'On top: {animal}',
  setAside: 'Under the crown, out of this round: {animals}',
  roundsWon: '{n} won',
  roundsWonLabel: 'Rounds won',
  crown: 'Holds the crown',
  card: 'Card {n}',
  faceDown: 'face-down',
  faceUp: 'face-up',
  starting: 'starting card',
  noCards: 'No cards',
  keepRows:
    "Keep each row of cards in the order shown here: new cards go at the right end. A face-down card's animal is never shown.",
  // walker
  drawCard: 'Draw a card',
  flipOne: 'Flip one of my cards',
  stealOne: 'Steal a face-down card',
  flipWhich: 'Which card does {name} turn over?',
  stealWhich: 'Which face-down card does {name} take?',
  turnUp: 'turn face-up',
  turnDown: 'turn face-down',
  cardOf: "{name}'s card {n}",
  giveTo: 'Give it to {name}',
  handWhich: 'Which face-up card?',
  handTo: 'To whom?',
  ratWho: 'Whose face-down cards?',
  ratOrder: "Tap {name}'s face-down cards in their new order, left to right. Nobody looks at them.",
  ratShuffle: 'Mix them for me',
  ratDone: 'Done: they lie in this order',
  ratRestart: 'Start the order again',
  ratPlaces: 'New order: {places}',
  discardWhich: 'Which face-up card goes to the discard pile?',
  returnWhich: 'Which card of the set goes back into the deck?',
  dealNext: 'Deal round {n}',
  dealNextHint:
    'Gather every card but the set under the crown, set apart the six starting animals and deal one to each player.',
  refused: 'Refused: {reason}',
  decides: '{name} decides',
  othersDecide: 'Everyone but {name} decides',
  // end
  roundWinner: '{name} wins round {n}',
  roundOver: 'Round over',
  matchOver: 'Match over',
  matchWinner: '{name} wins the match',
  wearsCrown: '{name} has won two rounds and puts the crown on their head.',
  takesCrown: '{name} takes the crown: the set goes under it for the next round.',
  winningSet: 'Winning set: {animals}',
  player_: 'Player',
  newGame: 'New game',
  // history, disputes
  history: 'History',
  historyEmpty: 'Nothing has happened yet.',
  setupLine: 'Round 1 is dealt',
  undone: 'undone',
  undo: 'Undo',
  redo: 'Redo',
  undoConfirm: 'Take back “{event}”?',
  redoConfirm: 'Put back “{event}”?',
  holdHint: 'Hold a button, or tap it and confirm: nothing is taken back by one accidental tap.',
  judge: 'Ask the judge',
  judgeIntro:
    'The judge sees the table as everyone may see it: the face-up cards, how many are face-down, the rounds won.',
  judgeRound: 'Who wins the round as the cards lie?',
  ask: 'Ask',
  judgeWinner: '{name} wins the round',
  judgeMatch: '{name} also wins the match',
  judgeNobody: 'Nobody wins yet: play carries on.',
  judgeReturn: 'Several sets at once: {names} each put a card back.',
  judgeError: 'The judge could not answer: {reason}',
  judgeSent: 'What the judge was asked',
  faceDownCount: '{n} face-down',
};

export type LionUiWords = typeof en;

const fr: LionUiWords = {
  players: 'Joueurs, dans l’ordre autour de la table',
  playersHint: 'Le jeu passe à gauche : en descendant cette liste, puis on remonte en haut.',
  player: 'Joueur {n}',
  playerName: 'Nom du joueur {n}',
  remove: 'Retirer le joueur {n}',
  addPlayer: 'Ajouter un joueur',
  crownHolder: 'Porte la couronne',
  crownHint: 'La couronne va à qui a vu un animal sauvage en dernier : il joue en premier.',
  deal: 'Distribuer les cartes de départ',
  dealHint:
    'Mettez de côté une Taupe, une Chèvre, un Martinet, un Rat, une Vipère et un Renard, mélangez-les et donnez-en une face cachée à chaque joueur. Chacun dit ensuite au téléphone laquelle il a reçue, en secret.',
  errorName: 'Chaque joueur doit avoir un nom, et deux noms différents.',
  passTo: 'Passez le téléphone à {name}',
  othersLookAway: 'Les autres, ne regardez pas.',
  iAm: 'Je suis {name} : montrer',
  yourStarting: '{name}, quelle carte de départ avez-vous reçue ?',
  startingSecret: 'Personne d’autre ne voit votre réponse.',
  doneHide: 'Fini : cacher',
  startingTwice:
    'Deux joueurs ont nommé la même carte de départ. Vérifiez les cartes et distribuez à nouveau.',
  nextPlayer: 'Merci. Cachez l’écran et passez le téléphone.',
  hideFrom: 'Cacher à {name}',
  hideFromHint:
    '{name} ne doit pas voir la carte piochée. {name}, ne regardez pas ; les autres, regardez-la.',
  notLooking: '{name} ne regarde pas : nommer la carte',
  whichAnimal: 'Quel animal {name} a-t-il pioché ?',
  back: 'Retour',
  hideAgain: 'Cacher à nouveau',
  moleLook: '{name} peut regarder ses cartes cachées une fois : sur la table, ou ici.',
  moleShow: 'Montrer ses cartes à {name}',
  moleDone: '{name} a regardé',
  moleCards: 'Cartes cachées de {name}, dans l’ordre',
  peek: '{name}, voir votre carte de départ',
  peekFor: 'Carte de départ de {name}',
  yourStartingIs: 'Votre carte de départ : {animal}',
  round: 'Manche {n}',
  roundLabel: 'Manche',
  turnOf: 'Au tour de {name}',
  deck: 'Pioche',
  discard: 'Défausse',
  discardTop: 'Dessus : {animal}',
  setAside: 'Sous la couronne, hors de cette manche : {animals}',
  roundsWon: '{n} gagnée(s)',
  roundsWonLabel: 'Manches gagnées',
  crown: 'Porte la couronne',
  card: 'Carte {n}',
  faceDown: 'cachée',
  faceUp: 'visible',
  starting: 'carte de départ',
  noCards: 'Aucune carte',
  keepRows:
    'Gardez chaque rangée de cartes dans l’ordre affiché ici : les nouvelles cartes vont au bout à droite. L’animal d’une carte cachée n’est jamais montré.',
  drawCard: 'Piocher une carte',
  flipOne: 'Retourner une de mes cartes',
  stealOne: 'Voler une carte cachée',
  flipWhich: 'Quelle carte {name} retourne-t-il ?',
  stealWhich: 'Quelle carte cachée {name} prend-il ?',
  turnUp: 'la montrer',
  turnDown: 'la cacher',
  cardOf: 'Carte {n} de {name}',
  giveTo: 'La donner à {name}',
  handWhich: 'Quelle carte visible ?',
  handTo: 'À qui ?',
  ratWho: 'Les cartes cachées de qui ?',
  ratOrder:
    'Touchez les cartes cachées de {name} dans leur nouvel ordre, de gauche à droite. Personne ne les regarde.',
  ratShuffle: 'Les mélanger pour moi',
  ratDone: 'Fait : elles sont dans cet ordre',
  ratRestart: 'Recommencer l’ordre',
  ratPlaces: 'Nouvel ordre : {places}',
  discardWhich: 'Quelle carte visible part à la défausse ?',
  returnWhich: 'Quelle carte de l’ensemble retourne dans la pioche ?',
  dealNext: 'Distribuer la manche {n}',
  dealNextHint:
    'Rassemblez toutes les cartes sauf l’ensemble sous la couronne, mettez de côté les six animaux de départ et donnez-en un à chaque joueur.',
  refused: 'Refusé : {reason}',
  decides: '{name} décide',
  othersDecide: 'Tout le monde sauf {name} décide',
  roundWinner: '{name} gagne la manche {n}',
  roundOver: 'Manche finie',
  matchOver: 'Partie finie',
  matchWinner: '{name} gagne la partie',
  wearsCrown: '{name} a gagné deux manches et pose la couronne sur sa tête.',
  takesCrown: '{name} prend la couronne : l’ensemble va dessous pour la manche suivante.',
  winningSet: 'Ensemble gagnant : {animals}',
  player_: 'Joueur',
  newGame: 'Nouvelle partie',
  history: 'Historique',
  historyEmpty: 'Rien ne s’est encore passé.',
  setupLine: 'La manche 1 est distribuée',
  undone: 'annulé',
  undo: 'Défaire',
  redo: 'Refaire',
  undoConfirm: 'Défaire « {event} » ?',
  redoConfirm: 'Remettre « {event} » ?',
  holdHint:
    'Maintenez un bouton, ou touchez-le et confirmez : rien n’est repris par un seul toucher accidentel.',
  judge: 'Demander à l’arbitre',
  judgeIntro:
    'L’arbitre voit la table comme tout le monde peut la voir : les cartes visibles, le nombre de cartes cachées, les manches gagnées.',
  judgeRound: 'Qui gagne la manche, les cartes telles qu’elles sont ?',
  ask: 'Demander',
  judgeWinner: '{name} gagne la manche',
  judgeMatch: '{name} gagne aussi la partie',
  judgeNobody: 'Personne ne gagne encore : le jeu continue.',
  judgeReturn: 'Plusieurs ensembles à la fois : {names} remettent chacun une carte.',
  judgeError: 'L’arbitre n’a pas pu répondre : {reason}',
  judgeSent: 'Ce qui a été demandé à l’arbitre',
  faceDownCount: '{n} cachée(s)',
};

const dictionaries = { en, fr };

/** This screen's words in the interface language (reactive), with {placeholders} filled. */
export function say(key: keyof LionUiWords, values: Record<string, string | number> = {}): string {
  return fill(dictionaries[language()][key], values, language());
}

/** The game's own sentences (decisions, events, news) in the interface language. */
export function gameWords(): LionWords {
  return lionText[language()];
}

/** An animal's name in the interface language. */
export function animal(a: Animal): string {
  return animalName(a, language());
}

/** A list of names joined for a sentence. */
export function listOf(names: string[]): string {
  return names.join(', ');
}

/** A line for something that happened on its own (a reshuffle, Crows discarded, a win). */
export function newsLine(item: LionNews, state: LionState, animalOfCard: (id: string) => Animal): string {
  const words = gameWords().news;
  const name = (seat: number) => state.seats[seat]?.name ?? '?';
  switch (item.kind) {
    case 'reshuffled':
      return fillText(words.reshuffled, { count: item.cards });
    case 'crows-discarded':
      return fillText(words['crows-discarded'], { count: item.cards.length });
    case 'face-down-discarded':
      return fillText(words['face-down-discarded'], { count: item.cards.length, player: name(item.player) });
    case 'shuffled-back':
      return fillText(words['shuffled-back'], { animal: animal(animalOfCard(item.card)) });
    case 'no-effect':
      return fillText(words['no-effect'], {
        player: name(item.player),
        animal: animal(animalOfCard(item.card)),
      });
    case 'sets-at-once':
      return fillText(words['sets-at-once'], { players: listOf(item.players.map(name)) });
    case 'round-won':
      return fillText(words['round-won'], { player: name(item.player) });
    case 'match-won':
      return fillText(words['match-won'], { player: name(item.player) });
    case 'round-dealt':
      return fillText(words['round-dealt'], { count: item.round });
    case 'turn':
      return fillText(words.turn, { player: name(item.player) });
  }
}
