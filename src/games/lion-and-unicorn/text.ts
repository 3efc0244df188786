// The words the app shows for The Lion & The Unicorn's decisions, events and table news, in English
// and French, as plain data with {placeholders}; animal names come from rules/lion-and-unicorn/cards.json.
import { animalCard, animalOf, type Animal } from './cards.ts';
import type { LionCorrection, LionEvent, LionNews, LionPile, LionState, LionStep } from './game.ts';

/**
 * Placeholders: {player} who acts, {animal}, {to} / {target} / {victim} another player's name,
 * {count} a number, {players} a list of names. A drawn card is never named in the history:
 * the drawer may read it there.
 */
export interface LionWords {
  /** The waiting decision, addressed to whoever must act. */
  decision: Record<LionStep['kind'], string>;
  /** Why the action decision is there a second time. */
  foxAction: string;
  /** Buttons for the three actions. */
  actions: { draw: string; flip: string; steal: string };
  /** One line per recorded event for the history; flip is split by the side the card turns to. */
  event: Record<Exclude<LionEvent['type'], 'flip' | 'correct'>, string> & {
    flipUp: string;
    flipDown: string;
  };
  /**
   * History lines for corrections. {from} and {to} are places (`places`), {n} a card's place in its
   * row. A card is named only when the table may see it: never one that stays face-down.
   */
  correction: {
    moveSeen: string;
    moveHidden: string;
    faceUp: string;
    faceDown: string;
    drew: string;
    turn: string;
    rounds: string;
    crown: string;
    /** A starting card put right: named only when it lies face-up. */
    starting: string;
    startingSeen: string;
  };
  /** Places for corrections: a player's row ({player}) and the three piles. */
  places: { seat: string; deck: string; discard: string; setAside: string };
  news: Record<LionNews['kind'], string>;
  /** Shown on the drawer's own view while the others name the card. */
  lookAway: string;
  faceDown: string;
  startingCard: string;
  crown: string;
  roundsWon: string;
  winner: string;
  setAside: string;
}

export const lionText: { en: LionWords; fr: LionWords } = {
  en: {
    decision: {
      action: '{player}: draw, flip or steal a card',
      'steal-flip': '{player}: a card was taken from you; turn one of your other cards over',
      'draw-reveal': '{player} drew a card: everyone else, which animal is it?',
      goat: '{player}: give the Goat to another player',
      swift: '{player}: hand one of your face-up cards to another player',
      rat: '{player}: pick a player and mix up their face-down cards',
      adder: '{player}: discard one of your face-up cards',
      mole: '{player}: look at your face-down cards, then hand the phone back',
      'return-card': '{player}: several sets at once; put one card of your set back into the deck',
      'next-round': '{player} wins the round. Deal the next one when the table is ready',
    },
    foxAction: 'The Fox gives {player} one more action',
    actions: { draw: 'Draw', flip: 'Flip', steal: 'Steal' },
    event: {
      draw: '{player} draws a card',
      drawn: "{player}'s new card goes face-down",
      flipUp: '{player} turns a card face-up: {animal}',
      flipDown: '{player} turns a card face-down: {animal}',
      steal: '{player} steals a face-down card from {victim}',
      goat: '{player} gives the Goat to {to}',
      swift: '{player} hands a card to {to}: {animal}',
      rat: "{player} mixes up {target}'s face-down cards",
      adder: '{player} discards a card: {animal}',
      looked: '{player} has looked at their face-down cards',
      'return-card': '{player} puts a card back into the deck: {animal}',
      'next-round': 'A new round is dealt',
    },
    correction: {
      moveSeen: 'Correction: a card goes from {from} to {to}: {animal}',
      moveHidden: 'Correction: a face-down card goes from {from} to {to}',
      faceUp: "Correction: {player}'s card {n} lies face-up: {animal}",
      faceDown: "Correction: {player}'s card {n} lies face-down: {animal}",
      drew: 'Correction: {player} drew 1 more card',
      turn: "Correction: it is {player}'s turn",
      rounds: 'Correction: {player} has won {count} round(s)',
      crown: 'Correction: {player} holds the crown',
      starting: "Correction: {player}'s starting card is put right, in secret",
      startingSeen: "Correction: {player}'s starting card is {animal}",
    },
    places: {
      seat: "{player}'s row",
      deck: 'the deck',
      discard: 'the discard pile',
      setAside: 'the set under the crown',
    },
    news: {
      reshuffled: 'The discard pile ({count} cards) is shuffled into a new deck',
      'crows-discarded': '{count} face-up Crows go to the discard pile',
      'face-down-discarded': "{count} of {player}'s face-down cards go to the discard pile",
      'shuffled-back': 'The {animal} card is shuffled back into the deck',
      'no-effect': "{player}'s starting {animal} has nothing to act on",
      'sets-at-once': 'Several winning sets at once ({players}): nobody wins yet',
      'round-won': '{player} wins the round and takes the crown',
      'match-won': '{player} has won two rounds and the match!',
      'round-dealt': 'Round {count} is dealt',
      turn: "{player}'s turn",
      'action-dropped': "After the correction, {player}'s {animal} has nothing left to act on",
      'draw-cancelled': 'The deck and the discard pile are empty: {player} takes another action',
    },
    lookAway: 'Look away: the others are naming your card',
    faceDown: 'Face-down card',
    startingCard: 'Starting card',
    crown: 'Crown',
    roundsWon: 'Rounds won',
    winner: 'Winner',
    setAside: 'Left out this round',
  },
  fr: {
    decision: {
      action: '{player} : piochez, retournez ou volez une carte',
      'steal-flip': '{player} : on vous a pris une carte ; retournez une de vos autres cartes',
      'draw-reveal': '{player} a pioché : les autres, quel animal est-ce ?',
      goat: '{player} : donnez la Chèvre à un autre joueur',
      swift: '{player} : passez une de vos cartes visibles à un autre joueur',
      rat: '{player} : choisissez un joueur et mélangez ses cartes cachées',
      adder: '{player} : défaussez une de vos cartes visibles',
      mole: '{player} : regardez vos cartes cachées, puis rendez le téléphone',
      'return-card':
        '{player} : plusieurs ensembles à la fois ; remettez une carte de votre ensemble dans la pioche',
      'next-round': '{player} gagne la manche. Distribuez la suivante quand la table est prête',
    },
    foxAction: 'Le Renard donne une action de plus à {player}',
    actions: { draw: 'Piocher', flip: 'Retourner', steal: 'Voler' },
    event: {
      draw: '{player} pioche une carte',
      drawn: 'La nouvelle carte de {player} est posée face cachée',
      flipUp: '{player} retourne une carte face visible : {animal}',
      flipDown: '{player} retourne une carte face cachée : {animal}',
      steal: '{player} vole une carte cachée à {victim}',
      goat: '{player} donne la Chèvre à {to}',
      swift: '{player} passe une carte à {to} : {animal}',
      rat: '{player} mélange les cartes cachées de {target}',
      adder: '{player} défausse une carte : {animal}',
      looked: '{player} a regardé ses cartes cachées',
      'return-card': '{player} remet une carte dans la pioche : {animal}',
      'next-round': 'Une nouvelle manche est distribuée',
    },
    correction: {
      moveSeen: 'Correction : une carte passe de {from} à {to} : {animal}',
      moveHidden: 'Correction : une carte cachée passe de {from} à {to}',
      faceUp: 'Correction : la carte {n} de {player} est face visible : {animal}',
      faceDown: 'Correction : la carte {n} de {player} est face cachée : {animal}',
      drew: 'Correction : {player} a pioché 1 carte de plus',
      turn: 'Correction : c’est au tour de {player}',
      rounds: 'Correction : {player} a gagné {count} manche(s)',
      crown: 'Correction : {player} porte la couronne',
      starting: 'Correction : la carte de départ de {player} est rectifiée, en secret',
      startingSeen: 'Correction : la carte de départ de {player} est {animal}',
    },
    places: {
      seat: 'la rangée de {player}',
      deck: 'la pioche',
      discard: 'la défausse',
      setAside: 'l’ensemble sous la couronne',
    },
    news: {
      reshuffled: 'La défausse ({count} cartes) est mélangée en une nouvelle pioche',
      'crows-discarded': '{count} Corbeaux visibles partent à la défausse',
      'face-down-discarded': '{count} cartes cachées de {player} partent à la défausse',
      'shuffled-back': 'La carte {animal} retourne dans la pioche',
      'no-effect': 'La carte de départ {animal} de {player} ne peut rien faire',
      'sets-at-once': 'Plusieurs ensembles gagnants à la fois ({players}) : personne ne gagne encore',
      'round-won': '{player} gagne la manche et prend la couronne',
      'match-won': '{player} a gagné deux manches et la partie !',
      'round-dealt': 'La manche {count} est distribuée',
      turn: 'Au tour de {player}',
      'action-dropped': 'Après la correction, la carte {animal} de {player} n’a plus rien sur quoi agir',
      'draw-cancelled': 'La pioche et la défausse sont vides : {player} choisit une autre action',
    },
    lookAway: 'Ne regardez pas : les autres nomment votre carte',
    faceDown: 'Carte cachée',
    startingCard: 'Carte de départ',
    crown: 'Couronne',
    roundsWon: 'Manches gagnées',
    winner: 'Vainqueur',
    setAside: 'Mis de côté cette manche',
  },
};

/** An animal's name in a language. */
export function animalName(animal: Animal, language: 'en' | 'fr'): string {
  return animalCard[animal].name[language];
}

// French elides "de", "que", "le", "la"... before a vowel ("la rangée d’Ana", with the typographic
// apostrophe of the French interface): the same rule as the app's own words (src/i18n), written
// again here because the rules modules import nothing of the app.
const ELIDING = /(^|[\s(«])(de|que|le|la|ne|se|jusque|lorsque|puisque) $/i;
const VOWEL_START = /^[aeiouyàâæéèêëîïôœùûüÿ]/i;

/** Fills a template's {placeholders} (an unknown one is left as it is), eliding in French before a vowel. */
export function fillText(
  template: string,
  values: Record<string, string | number>,
  language: 'en' | 'fr' = 'en',
): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    out += template.slice(last, match.index);
    last = match.index + match[0].length;
    if (!(match[1]! in values)) {
      out += match[0];
      continue;
    }
    const value = String(values[match[1]!]);
    if (language === 'fr' && VOWEL_START.test(value))
      out = out.replace(ELIDING, (_whole, before: string, word: string) => `${before}${word.slice(0, -1)}’`);
    out += value;
  }
  return out + template.slice(last);
}

/**
 * The history line for an event, in a language, read against the table just before it (to know
 * which way a card turned and which animal it shows). Never names a face-down card's animal.
 */
export function describeEvent(before: LionState, event: LionEvent, language: 'en' | 'fr'): string {
  const words = lionText[language];
  const fill = (template: string, values: Record<string, string | number>) =>
    fillText(template, values, language);
  if (event.type === 'correct') return describeCorrection(before, event.correction, language);
  const name = (seat: number) => before.seats[seat]?.name ?? '?';
  const values: Record<string, string | number> = { player: name(event.player) };
  const animalIn = (id: string) => animalName(animalOf[id]!, language);
  switch (event.type) {
    case 'flip': {
      const card = before.seats[event.player]?.cards.find((c) => c.id === event.card);
      values.animal = animalIn(event.card);
      return fill(card?.faceUp ? words.event.flipDown : words.event.flipUp, values);
    }
    case 'steal': {
      const victim = before.seats.findIndex((s) => s.cards.some((c) => c.id === event.card));
      return fill(words.event.steal, { ...values, victim: name(victim) });
    }
    case 'goat':
      return fill(words.event.goat, { ...values, to: name(event.to) });
    case 'swift':
      return fill(words.event.swift, { ...values, animal: animalIn(event.card), to: name(event.to) });
    case 'rat':
      return fill(words.event.rat, { ...values, target: name(event.target) });
    case 'adder':
    case 'return-card':
      return fill(words.event[event.type], { ...values, animal: animalIn(event.card) });
    default:
      return fill(words.event[event.type], values);
  }
}

/**
 * The history line for a correction, read against the table just before it. The card is named
 * only when the table sees it before or after: a card that stays face-down, or goes into the
 * unseen deck from a row, is told without its animal.
 */
export function describeCorrection(
  before: LionState,
  correction: LionCorrection,
  language: 'en' | 'fr',
): string {
  const words = lionText[language];
  const fill = (template: string, values: Record<string, string | number>) =>
    fillText(template, values, language);
  const name = (seat: number) => before.seats[seat]?.name ?? '?';
  const place = (where: number | LionPile): string =>
    typeof where === 'number' ? fill(words.places.seat, { player: name(where) }) : words.places[where];
  const seen = (to: number | LionPile, up: boolean | undefined): boolean =>
    typeof to === 'number' ? up === true : to !== 'deck';
  switch (correction.kind) {
    case 'move': {
      const seat = before.seats.findIndex((s) => s.cards.some((c) => c.id === correction.card));
      const card = before.seats[seat]?.cards.find((c) => c.id === correction.card);
      const values = { from: place(seat), to: place(correction.to) };
      if (card?.faceUp || seen(correction.to, correction.up))
        return fill(words.correction.moveSeen, {
          ...values,
          animal: animalName(animalOf[correction.card]!, language),
        });
      return fill(words.correction.moveHidden, values);
    }
    case 'take': {
      const values = { from: place(correction.from), to: place(correction.to) };
      if (correction.from !== 'deck' || seen(correction.to, correction.up))
        return fill(words.correction.moveSeen, {
          ...values,
          animal: animalName(correction.animal, language),
        });
      return fill(words.correction.moveHidden, values);
    }
    case 'face': {
      const seat = before.seats.findIndex((s) => s.cards.some((c) => c.id === correction.card));
      const n = (before.seats[seat]?.cards.findIndex((c) => c.id === correction.card) ?? -1) + 1;
      return fill(correction.up ? words.correction.faceUp : words.correction.faceDown, {
        player: name(seat),
        n,
        animal: animalName(animalOf[correction.card]!, language),
      });
    }
    case 'drew':
      return fill(words.correction.drew, { player: name(correction.player) });
    case 'turn':
      return fill(words.correction.turn, { player: name(correction.player) });
    case 'rounds':
      return fill(words.correction.rounds, { player: name(correction.player), count: correction.won });
    case 'crown':
      return fill(words.correction.crown, { player: name(correction.player) });
    case 'starting': {
      const up = before.seats[correction.player]?.cards.find((c) => c.starting)?.faceUp;
      return fill(up ? words.correction.startingSeen : words.correction.starting, {
        player: name(correction.player),
        animal: animalName(correction.animal, language),
      });
    }
  }
}
