// The turn walker's plain-JSON shapes: the setup a game starts from, the table as the walker keeps
// it (a Table plus the Neigh pile, the effect chain and the turn's bookkeeping), decisions and events.
import type { Composition, Language } from '../catalog.ts';
import type { CardId, HouseRules, Phase, Table } from '../table.ts';
import type { Outcome } from '../scoring.ts';
import type { Action, CardFilter, NamedKind } from '../vocabulary.ts';

/**
 * When a played card's targets are named (seed 004, "Choosing Targets for Effects"):
 * 'after' (option 2, the default): players decide on Neighs before any target is chosen;
 * 'before' (option 1): the Magic card's first target is named when it is announced.
 */
export type TargetingStyle = 'after' | 'before';

/** How a game starts. */
export interface GameSetup {
  /** Player names in turn order; the first one plays first. 2 to 8. */
  players: string[];
  /** The language of the physical deck (the tiebreak counts printed names). Default 'en'. */
  language?: Language;
  /** Default 'after'. */
  targeting?: TargetingStyle;
  /** The readings this table chose where tables disagree (table.ts HouseRules). Saved with the game. */
  houseRules?: HouseRules;
  /**
   * The boxes the deck is made of and the table's corrections of their copies, fixed at new game.
   * Absent: the base game as printed (every game saved before boxes existed).
   */
  composition?: Composition;
  /** Each player's Baby Unicorn, by seat. Absent: each player picks one as the first decisions. */
  babies?: CardId[];
  /**
   * Start from a position instead of a fresh deal (tests, "load this position"): the table as the
   * judge's format describes it, with the turn player and phase to start at. Hands are counts plus
   * known cards; deck is the number of cards left.
   */
  position?: Table;
}

/** A card on the Neigh pile: who played it, and the Stable it is to enter (Unicorn, Upgrade, Downgrade). */
export interface PileCard {
  player: number;
  card: CardId;
  into?: number;
  /** Targeting style 'before': the first target named on announcement. */
  declared?: Option;
}

/** One link of the effect chain, waiting to resolve: a triggered effect of a card. */
export interface ChainLink {
  card: CardId;
  controller: number;
  effect: Action;
  optional: boolean;
  /** What made it trigger, for people reading the table. */
  trigger: 'enter' | 'leave' | 'whenever';
  /** An Ultimate Unicorn's price as it enters: paid in full or not at all. Absent: not a price. */
  cost?: boolean;
  /** "That player" of the effect, named by what triggered it (Retribution: who destroyed). Absent: none. */
  about?: number;
  /** "That card" of the effect, named by what triggered it (Extra Life: the Unicorn that left). */
  aboutCard?: CardId;
}

/** The table as the walker keeps it. It is a Table: every rules question of the judge takes it as is. */
export interface TableState extends Table {
  turn: {
    player: number;
    phase: Phase;
    /** Counts turns from 1. */
    number: number;
    /** Cards the turn player may still play in this Action phase (Double Dutch makes it 2). */
    playsLeft: number;
    /** Cards played in this Action phase (a draw is only possible before the first). */
    played: number;
    /** An effect ended the turn (Rhinocorn): the rest goes straight to the End of Turn phase. */
    ending: boolean;
    /** Phases of this turn an effect skips (Sniper Unicorn: the Action phase). Absent: none. */
    skips?: Array<'draw' | 'action'>;
    /** Players barred from playing some cards for the rest of the turn (Objection). Absent: none. */
    barred?: Array<{ player: number; filter: CardFilter; by: CardId }>;
  };
  /** The Neigh pile: the card being played at the bottom, Instants on top (top last). */
  pile: PileCard[];
  /** Triggered effects waiting to resolve, in order. */
  chain: ChainLink[];
  /** Players owed an extra turn (Change of Luck), in the order they were earned. */
  extraTurns: number[];
  /**
   * How many turns each player has begun, the current one included, by seat ("Ana's 2nd turn").
   * Absent: not known (a table loaded at a position from a game already under way).
   */
  turnsBegun?: number[];
  /**
   * Players whose next turn is skipped, with the card that said so (Totally Not Two Unicorns).
   * Absent: none (every game saved before it existed).
   */
  skippedTurns?: Array<{ player: number; by: CardId }>;
  /** Black-backed copies left in the box (the base game's 2-player list, and cards set aside by corrections). */
  outOfGame: number;
  targeting: TargetingStyle;
  /** Set once the game is over: who won and why. */
  outcome: (Omit<Outcome, 'letters'> & { letters?: Record<number, number> }) | null;
}

/** The kinds of decisions the walker asks for. See index.ts for what each option means. */
export type DecisionKind =
  | 'baby'
  | 'action'
  | 'into'
  | 'respond'
  | 'beginning-of-turn'
  | 'use'
  | 'replace'
  | 'choose-one'
  | 'player'
  | 'discard'
  | 'sacrifice'
  | 'destroy'
  | 'steal'
  | 'return'
  | 'move'
  | 'move-to'
  | 'bring'
  | 'search'
  | 'take'
  | 'identify'
  | 'declare'
  | 'draw'
  /** A card came off the top of the deck for all to see: which one (Prospecting, Fortune Teller Unicorn). */
  | 'reveal'
  /** A card of the player's own Stable to shuffle into the deck (Unicorn Abduction). */
  | 'to-deck'
  /** A card type to name (Nightmare Pact). */
  | 'name-kind';

/**
 * One legal answer. Shapes:
 * {pass: true} nobody answers / stop; {draw: true} draw as the action; {play: card} play this card;
 * {player} a player or their Stable; {player, index, card} a card in a Stable at that place;
 * {player, card} an Instant that player answers with; {card} a card in a hand, the discard pile,
 * the Nursery or the deck; {use: boolean} use an optional effect or not; {branch} one of a
 * "choose one"; {trigger, card} a beginning-of-turn effect to use now; {none: true} no such card.
 */
export type Option =
  | { pass: true }
  | { draw: true }
  | { play: CardId }
  | { player: number }
  | { player: number; index: number; card: CardId }
  | { player: number; card: CardId }
  | { card: CardId }
  | { use: boolean }
  | { branch: number }
  | { trigger: number; card: CardId }
  | { none: true }
  /** A card type named (Nightmare Pact). */
  | { named: NamedKind };

/** Where the card asked about lies, for 'identify' and deck 'search' decisions. */
export type HiddenZone =
  /** A card of this player's hand the table has not seen yet (Nanny Cam shows it). */
  | { hand: number }
  /** The card just taken at random from this player's hand (when the table can see it). */
  | { pull: number }
  /** A card searched out of the deck. */
  | { deck: true }
  /** One of the top `top` cards of the deck (turned over, or looked at and thrown away). */
  | { top: number }
  /** The card this player just drew, shown only if it is what the effect asks for (Rainbow Bridge). */
  | { drawn: number };

/** What the table waits for. `player` null: the table (any player named in the options may answer). */
export interface Decision {
  kind: DecisionKind;
  player: number | null;
  options: Option[];
  /** The card whose effect or rule asks. */
  source?: CardId;
  /** The options name cards in this player's hand, which the table may not know. */
  fromHand?: number;
  /** For 'identify' and deck searches: where the card lies. */
  zone?: HiddenZone;
  /** How many such choices are left in this step, this one included (discarding to the hand limit...). */
  remaining?: number;
  /** How many such choices the step asks in all, when it asks more than one (Two-For-One destroys 2). */
  of?: number;
  /** For 'move-to': the card being moved or brought, which the question names (Re-Target). */
  moving?: CardId;
  /**
   * For 'respond': whose card is being answered, and which (the top card of the Neigh pile). For
   * 'use' of a card answering what another player is about to do (Objection, Hypnocorn, Pied
   * Pipercorn): that player and that card.
   */
  about?: { player: number; card: CardId };
  /**
   * For 'respond' before an event rather than a card (Trapped Chest, Bulletproof Vest, Redirect,
   * Intervention): what is about to happen, and to or by whom (the player drawing or sacrificing,
   * the owner of the card to be destroyed).
   */
  event?: { on: 'draw' | 'sacrifice' | 'destroy'; player: number; card?: CardId };
  /**
   * For 'sacrifice' and 'discard': the card given up pays the price of `source`, an Ultimate
   * Unicorn that has just entered (the question says so). Absent: no price.
   */
  price?: true;
}

/** A place a card may be put by a correction. `known: false`: it goes into the hand face down. */
export type Zone =
  | { stable: number }
  | { hand: number; known?: boolean }
  | { discard: true }
  | { deck: true }
  | { nursery: true }
  | { pile: true };

/** The physical table outranks the phone: what a player says happened that the walker did not see. */
export type Correction =
  /** +n/-n unknown cards on a hand (the deck is untouched). */
  | { kind: 'hand'; player: number; delta: number }
  /** +n/-n cards on the deck. */
  | { kind: 'deck'; delta: number }
  /** The player drew `count` more cards (default 1): deck -count, hand +count. */
  | { kind: 'drew'; player: number; count?: number }
  /** The player discarded one more card, this one: hand -1, the card on the discard pile. */
  | { kind: 'discarded'; player: number; card: CardId }
  /** Any card from any zone to any zone. */
  | { kind: 'move'; card: CardId; from: Zone; to: Zone }
  /** Whose turn it is, and the phase. */
  | { kind: 'turn'; player: number; phase: Phase };

/** What goes into the log: an answer to the pending decision, or a correction of the table. */
export type GameEvent = { type: 'choose'; option: Option } | { type: 'correct'; correction: Correction };

/** What the walker is fed, in order, from a quiet point: answers, and corrections where they came. */
export type Input = Option | { correct: Correction };

/**
 * What an event did, said out loud as data (the UI words it). `because` is a card id or a rule
 * word ('only-one', 'nothing-to-target', 'hand-limit', ...).
 */
export type Result =
  | {
      kind: 'drew';
      player: number;
      count: number;
      source: CardId | 'draw-phase' | 'action' | 'correction';
    }
  /**
   * A card searched out of the deck (then shuffled) or taken from the discard pile into the
   * player's hand, because of `by`: a search, not a draw.
   */
  | { kind: 'took'; player: number; card: CardId; from: 'deck' | 'discard'; by: CardId }
  /** Announced onto the Neigh pile. */
  | { kind: 'played'; player: number; card: CardId }
  /** An Instant played on the pile against `against`. */
  | { kind: 'answered'; player: number; card: CardId; against: CardId }
  | { kind: 'stopped'; player: number; card: CardId; by: { player: number; card: CardId } }
  | { kind: 'resolved'; player: number; card: CardId }
  | { kind: 'entered'; player: number; card: CardId; into: number }
  | {
      /**
       * `revealed`: turned over or looked at from the top of the deck, onto the discard pile;
       * `shuffled`: a Stable card shuffled into the deck.
       */
      kind:
        | 'destroyed'
        | 'sacrificed'
        | 'stolen'
        | 'returned'
        | 'discarded'
        | 'moved'
        | 'brought'
        | 'revealed'
        | 'shuffled'
        /** A Baby Unicorn sent back to the Nursery by an effect (Dingocorn). */
        | 'to-nursery';
      /** Whose card it was (the owner of the Stable or hand). */
      player: number;
      /** Null when the table cannot know which card (an unseen hand card). */
      card: CardId | null;
      /** The card that made it happen; absent for a rule (the hand limit). */
      by?: CardId;
      /** Stolen, moved or brought: the Stable it went to (brought: absent for its own). */
      to?: number;
    }
  /** The walker took the only legal answer, the others being refused by `because`. */
  | {
      kind: 'forced';
      decision: DecisionKind;
      option: Option;
      source?: CardId;
      player: number | null;
      because: string;
    }
  /**
   * The player looked at the top `count` cards of the deck (`kept` of them went to their hand, said
   * as a draw) and put the others back: as they were, or in the order they chose.
   */
  | { kind: 'looked'; player: number; count: number; kept: number; by: CardId; asTheyWere?: boolean }
  /** An effect (or a step of it) skipped as impossible. */
  | { kind: 'skipped'; card: CardId; player: number; because: string }
  /**
   * The Neigh window on `player`'s `card` closed with nobody able to answer: `players` may not
   * (they hold cards), because of this card (Yay, Super Neigh, Slowdown, Ginormous Unicorn...).
   */
  | {
      kind: 'cannot-answer';
      players: number[];
      player: number;
      card: CardId;
      because: { player: number; card: CardId };
    }
  | { kind: 'corrected'; correction: Correction }
  /** A new turn began. */
  /** `own`: which of the player's own turns it is (absent when not known: a position loaded mid-game). */
  | { kind: 'turn'; player: number; number: number; own?: number }
  /** A player's turn was skipped, because of this card (Totally Not Two Unicorns). */
  | { kind: 'turn-skipped'; player: number; by: CardId }
  | { kind: 'won'; winners: number[]; reason: 'unicorns' | 'deck-out'; everyoneLoses?: boolean };

/**
 * What physically happened with hidden cards, so the table (or the simulator holding the real
 * deck) can follow: the engine never knows the deck order nor unseen hand cards.
 */
export type Move =
  /** The player draws the top card of the deck. */
  | { draw: number }
  /** This face left the player's hand (played, discarded, brought into a Stable). */
  | { fromHand: number; card: CardId }
  /** This (public) face went into the player's hand. */
  | { toHand: number; card: CardId }
  /** This face was searched out of the deck into the player's hand (then the deck is shuffled). */
  | { deckToHand: number; card: CardId }
  | { shuffleDeck: true }
  /** The player's whole hand goes into the deck. */
  | { handToDeck: number }
  /** These public cards go into the deck. */
  | { toDeck: CardId[] }
  /** A card goes from one hand to another; `card` when the table knows which. */
  | { pull: { from: number; to: number; card?: CardId } }
  | { swapHands: [number, number] }
  /**
   * The player looks at the top `count` cards, keeps `keep` of them (absent: one), puts the others
   * back in any order, or `asTheyWere`.
   */
  | { lookAtTop: number; count: number; keep?: number; asTheyWere?: boolean }
  /** Corrections: this face was taken out of the deck (then put where the correction says). */
  | { fromDeck: CardId }
  /** Corrections: a card of the player's hand, which one unknown, set aside (in the box). */
  | { handToBox: number }
  /** Corrections: a card set aside comes into the player's hand (unseen). */
  | { boxToHand: number }
  /** Corrections: the top card of the deck set aside; a card set aside put on the deck. */
  | { deckToBox: true }
  | { boxToDeck: true };

/** Where the walker resumes after a quiet point (between phases, where the chain is empty). */
export type Resume = 'setup' | Phase | 'pile' | 'next';

/** The whole game state: plain JSON. */
export interface GameState {
  table: TableState;
  /** What the table waits for; null once the game is over. */
  pending: Decision | null;
  /** Hidden-card moves made by the last event (and the ones run automatically after it). */
  moves: Move[];
  /** What the last event did, and everything the walker ran by itself after it, in order. */
  results: Result[];
  /** The last quiet point and the answers given since: the walker replays from there. */
  checkpoint: { table: TableState; resume: Resume };
  answers: Input[];
}
