// Scenario helper for the walker's tests, keyteki/XMage style: build a table, start the turn at a
// phase, answer the decisions one by one, then look at the zones. Cards are named by catalog id.
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type {
  Correction,
  Decision,
  GameEvent,
  GameState,
  Option,
  TargetingStyle,
} from '../../src/games/unstable-unicorns/game/types.ts';
import type { CardId, HouseRules, Phase } from '../../src/games/unstable-unicorns/table.ts';
import type { Composition } from '../../src/games/unstable-unicorns/catalog.ts';

export interface SeatSpec {
  name?: string;
  stable?: CardId[];
  /** Known cards (the whole hand, unless `unknown` adds unseen ones). */
  hand?: CardId[];
  /** Cards in hand the table has not seen. */
  unknown?: number;
}

export interface PositionSpec {
  players: SeatSpec[];
  deck?: number;
  discard?: CardId[];
  turn?: { player?: number; phase?: Phase };
  targeting?: TargetingStyle;
  /** The table's house rules (table.ts HouseRules). */
  houseRules?: HouseRules;
  /** The boxes the deck is made of (absent: the base game), e.g. { boxes: ['control'] }. */
  composition?: Composition;
  /**
   * The Draw phase is a decision of its own ('draw', one tap). By default the scenario confirms it
   * at once, for tests about something else; 'ask' leaves it pending for the test to answer.
   */
  draws?: 'confirm' | 'ask';
}

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/** A game in progress that a test drives decision by decision. */
export class Scenario {
  state: GameState;
  /** Every state so far, the first one included: state i is the table after i answers. */
  history: GameState[] = [];

  constructor(spec: PositionSpec) {
    this.state = walker.init({
      players: spec.players.map((seat, i) => seat.name ?? NAMES[i]!),
      targeting: spec.targeting,
      ...(spec.houseRules ? { houseRules: spec.houseRules } : {}),
      position: {
        language: 'en',
        players: spec.players.map((seat, i) => ({
          name: seat.name ?? NAMES[i]!,
          stable: seat.stable ?? [],
          hand: { count: (seat.hand?.length ?? 0) + (seat.unknown ?? 0), known: seat.hand ?? [] },
        })),
        nursery: [],
        deck: spec.deck ?? 30,
        discard: spec.discard ?? [],
        turn: { player: spec.turn?.player ?? 0, phase: spec.turn?.phase ?? 'action' },
        twoPlayerVariant: false,
        ...(spec.composition ? { composition: spec.composition } : {}),
      },
    });
    this.confirmDraws = spec.draws !== 'ask';
    this.history.push(this.state);
    this.drawIfAsked();
  }

  /** True when the scenario confirms Draw phases by itself. */
  private confirmDraws: boolean;

  /** Confirms the Draw phase's draw when the table waits on it (and the test does not ask to see it). */
  private drawIfAsked(): void {
    if (this.confirmDraws && this.state.pending?.kind === 'draw') this.choose({ draw: true }, 'draw');
  }

  /** Applies an event (an answer or a correction) and keeps the state in the history. */
  apply(event: GameEvent): this {
    this.state = walker.apply(this.state, event);
    this.history.push(this.state);
    this.drawIfAsked();
    return this;
  }

  /** Makes a correction (the physical table outranks the phone). */
  correct(correction: Correction): this {
    return this.apply({ type: 'correct', correction });
  }

  get pending(): Decision {
    const decision = this.state.pending;
    if (!decision) throw new Error('the game is over: no decision pending');
    return decision;
  }

  get table() {
    return this.state.table;
  }

  /** Answers the pending decision with the one option that has all these fields; checks its kind when given. */
  choose(wanted: Partial<Record<string, unknown>>, kind?: Decision['kind']): this {
    const decision = this.pending;
    if (kind && decision.kind !== kind) {
      throw new Error(`expected a "${kind}" decision, the table waits on ${JSON.stringify(decision)}`);
    }
    const matches = decision.options.filter((option) =>
      Object.entries(wanted).every(([key, value]) => (option as Record<string, unknown>)[key] === value),
    );
    if (matches.length !== 1) {
      throw new Error(
        `${matches.length} options of the "${decision.kind}" decision match ${JSON.stringify(wanted)}: ${JSON.stringify(decision.options)}`,
      );
    }
    this.state = walker.apply(this.state, { type: 'choose', option: matches[0]! as Option });
    this.history.push(this.state);
    this.drawIfAsked();
    // The Stable a played card enters is asked when the card resolves (after the Neigh window,
    // the default targeting style): answer it with the one given to play().
    if (this.into !== undefined && this.state.pending?.kind === 'into') {
      const into = this.into;
      this.into = undefined;
      this.choose({ player: into }, 'into');
    }
    return this;
  }

  /** The Stable named in play(), until the walker asks for it. */
  private into: number | undefined;

  /** Plays a card from the turn player's hand (into a Stable when it is a Unicorn, Upgrade or Downgrade). */
  play(card: CardId, into?: number): this {
    this.into = into;
    this.choose({ play: card }, 'action');
    return this;
  }

  /** Nobody answers the card on the Neigh pile (when a window is open). */
  noResponse(): this {
    if (this.state.pending?.kind === 'respond') this.choose({ pass: true }, 'respond');
    return this;
  }

  /** Picks a card in a Stable for the pending decision. */
  target(player: number, card: CardId, kind?: Decision['kind']): this {
    return this.choose({ player, card }, kind);
  }

  stable(player: number): CardId[] {
    return this.table.players[player]!.stable;
  }

  hand(player: number) {
    return this.table.players[player]!.hand;
  }

  /** The options of the pending decision, as plain objects. */
  options(): Option[] {
    return this.pending.options;
  }

  /** True when the pending decision offers an option with all these fields. */
  offers(wanted: Partial<Record<string, unknown>>): boolean {
    return (this.state.pending?.options ?? []).some((option) =>
      Object.entries(wanted).every(([key, value]) => (option as Record<string, unknown>)[key] === value),
    );
  }
}

/** Starts a scenario. */
export function scenario(spec: PositionSpec): Scenario {
  return new Scenario(spec);
}

/** A Basic Unicorn for filling Stables. */
export const BASIC = 'basic-unicorn-red';
