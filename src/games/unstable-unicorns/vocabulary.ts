// The effect vocabulary: the small set of words every Unstable Unicorns card effect is written in.
// Card data in rules/ is checked against these schemas when loaded; the interpreter reads the same shapes.
import { z } from 'zod';

/** The printed card types. Baby, Basic and Magical Unicorns are all "Unicorn cards". */
export const CardType = z.enum([
  'baby-unicorn',
  'basic-unicorn',
  'magical-unicorn',
  /** Control & Chaos: a fourth Unicorn kind, with a cost paid on entering (seed 002). */
  'ultimate-unicorn',
  'magic',
  'upgrade',
  'downgrade',
  'instant',
]);
export type CardType = z.infer<typeof CardType>;

/**
 * Which cards an effect may pick. Every field narrows; an empty filter means "a card".
 * `unicorn` covers baby, basic and magical Unicorn cards (as the rulebook's "Unicorn card").
 */
export const CardFilter = z
  .object({
    kind: z
      .enum([
        'card',
        'unicorn',
        'baby-unicorn',
        'basic-unicorn',
        'magical-unicorn',
        'ultimate-unicorn',
        'magic',
        'upgrade',
        'downgrade',
        'neigh',
        'instant',
      ])
      .default('card'),
    /** Another kind also accepted (Re-Target: "an Upgrade or a Downgrade"). */
    orKind: z.enum(['upgrade', 'downgrade', 'unicorn', 'magic']).optional(),
    /** The printed name must contain this word (The Great Narwhal: "Narwhal"). */
    nameIncludes: z.string().optional(),
    /** The card carrying the effect may not be picked. */
    notSelf: z.boolean().optional(),
    /**
     * Only cards of the card type named for the card carrying the effect as it entered its Stable
     * (`name-kind`; Nightmare Pact). Nothing was named: no card fits.
     */
    named: z.literal(true).optional(),
  })
  .strict();
export type CardFilter = z.infer<typeof CardFilter>;

/**
 * Whose Stable or hand an action reaches, from the point of view of the card's controller.
 * - you: the controller; another: one other player of the controller's choice;
 * - any: any one player, the controller included; owner: the owner of the card picked by the
 *   previous step of the same effect (Back Kick: "that player discards").
 */
export const Whose = z.enum(['you', 'another', 'any', 'owner']);
export type Whose = z.infer<typeof Whose>;

const count = z.union([z.number().int().positive(), z.literal('all')]);

/** The card types a player may name (seed 002's five types; the Unicorn sub-types are Unicorn cards). */
export const NAMED_KINDS = ['unicorn', 'upgrade', 'downgrade', 'magic', 'instant'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

/** One action of the vocabulary. Names follow the rulebook's capitalised verbs. */
export type Action =
  | { do: 'draw'; count: number; who?: Whose }
  /**
   * `count: 'any'`: as many as the player chooses, none included (Spring Cleaning); a discard the
   * player chooses freely is not one they must make, so Dread Pirate Unicorn does not double it and
   * Parallel Universicorn does not replace it. `who: 'others'` with `upTo`: the controller names up
   * to that many other players, one by one and each once, and each of them discards (Puppetmaster
   * Unicorn: up to 2).
   */
  | {
      do: 'discard';
      count: number | 'all' | 'any';
      filter?: CardFilter;
      who?: Whose | 'others';
      upTo?: number;
    }
  | { do: 'sacrifice'; count: number | 'all'; filter?: CardFilter; self?: boolean }
  /**
   * `from: 'owner'`: only in the Stable of "that player" (Retribution: the one who destroyed).
   * `count: 'discarded'`: as many as the previous step discarded (Spring Cleaning); `oneEach`: no
   * two of them in the same player's Stable. `skipTriggers`: the destroyed card's own triggered
   * abilities (its leave effects) do not happen (Controlled Destruction).
   */
  | {
      do: 'destroy';
      count: number | 'discarded';
      filter?: CardFilter;
      from?: 'owner';
      oneEach?: boolean;
      skipTriggers?: boolean;
    }
  /** `from: 'owner'`: from the player the previous step reached (Unicorn Swap). Default: another player. */
  /** `that`: only the card the trigger names (Trojan Unicorn: the Unicorn just played). */
  | { do: 'steal'; count: number; filter?: CardFilter; from?: 'another' | 'owner'; that?: boolean }
  /** A card in a Stable goes back to its owner's hand; `each`: one card from every Stable, chosen by the controller. */
  /** `all`: every card of the picked player's Stable goes back to that player's hand (Time Rift). */
  | { do: 'return'; filter?: CardFilter; from: Whose | 'each'; self?: boolean; all?: boolean }
  /**
   * Put a card straight into your Stable without playing it (cannot be Neigh'd); from the deck it
   * is searched for, shown, and the deck is shuffled.
   */
  /**
   * `into: 'any'`: into the Stable of any player the controller picks, themselves included (Unicorn
   * Trap Master: a Downgrade from the hand; from the hand, discard pile or Nursery, not the deck);
   * absent, the controller's own.
   */
  /** `that`: only the card the trigger names, from the discard pile or Nursery (Extra Life: the Unicorn just sacrificed or destroyed). */
  /**
   * `into: 'owner'`: into the Stable of "that player", the one the previous step reached
   * (Alchemist Unicorn: the player whose Unicorn was destroyed; Unicorn of Foreboding Doom: the
   * player who played the Upgrade). `from: 'deck-top'`: the top cards
   * of the deck are turned over one by one until one fits the filter, which comes in; the others
   * go to the discard pile (Prospecting). `returned`: the cards the previous step sent back to a
   * hand, all of them, from that hand into that player's Stable (Time Rift).
   * From the hand, `that`: only the card the previous step drew (Rainbow Bridge). The table does not
   * know it: its player shows it if a Stable may take it (the table is told which), else keeps it.
   */
  | {
      do: 'bring';
      from: 'hand' | 'discard' | 'nursery' | 'deck' | 'deck-top';
      filter?: CardFilter;
      into?: 'any' | 'owner';
      that?: boolean;
      returned?: boolean;
    }
  /** Choose a card from the deck or the discard pile into your hand; it is revealed; a deck search shuffles. */
  | { do: 'search'; zone: 'deck' | 'discard'; filter?: CardFilter }
  /**
   * Take a card from another player's hand: at random (pull) or looking at the hand (choose).
   * `count`: that many (default 1). `from: 'you'`: "that player" (reached by the previous step)
   * takes from the controller's hand; `notTaken`: not a card the previous step took (Unicorn Black
   * Market: take two, and that player takes one back).
   */
  | {
      do: 'take-from-hand';
      from: 'another' | 'you';
      pick: 'random' | 'choose';
      count?: number;
      notTaken?: boolean;
    }
  /**
   * Move a card from one Stable into another player's Stable. `most-unicorns` / `fewest-unicorns`:
   * from a Stable counting the most Unicorns (as for winning) into one counting the fewest, only
   * while those counts differ; ties are the controller's pick (Lady Justice Unicorn).
   */
  | {
      do: 'move';
      filter?: CardFilter;
      from: 'you' | 'any' | 'most-unicorns';
      to: 'another' | 'other-than-source' | 'fewest-unicorns';
    }
  | { do: 'swap-hands'; with: 'another' }
  /** Shuffle the listed things into the deck. */
  /** `who: 'any'`: the hand is that of a player the controller picks, themselves included (Foxicorn). */
  /**
   * `stable`: a card of the controller's own Stable fitting `filter`, picked by them, leaves it for
   * the deck (not sacrificed: no leave trigger; Unicorn Abduction).
   */
  | {
      do: 'shuffle-into-deck';
      what: Array<'self' | 'hand' | 'discard' | 'stable'>;
      who?: 'any';
      filter?: CardFilter;
    }
  /**
   * Look at the top cards of the deck, keep `keep` of them in hand (0: none), put the rest back on
   * top: in any order (default), or `asTheyWere` (Unicorn Prophet). `discard`: any of the others
   * may go to the discard pile instead, as the looker picks; the table is told which (Fortune Teller
   * Unicorn: keep 0). The phone does not track the deck's order: it says what the player did and
   * counts what moved.
   */
  | { do: 'look-at-top'; count: number; keep: number; discard?: boolean; asTheyWere?: boolean }
  | { do: 'extra-turn' }
  | { do: 'end-turn' }
  /**
   * The controller may play two cards in this turn's Action phase (Double Dutch). `more`: two more
   * plays on top of those left (Totally Not Two Unicorns, played in the Action phase).
   */
  | { do: 'two-plays'; more?: boolean }
  /** The controller's next turn is skipped (Totally Not Two Unicorns). */
  | { do: 'skip-turn' }
  /** A card goes back to its controller's hand (flying Unicorns when they leave). */
  | { do: 'return-self' }
  /**
   * Every Baby Unicorn card in every Stable goes back to the Nursery (Dingocorn): not sacrificed,
   * destroyed nor returned to a hand, so nothing answering those (Archangel Unicorn, Unicorn Bribe,
   * Shadow Unicorn, leave effects) answers it.
   */
  | { do: 'babies-to-nursery' }
  /**
   * Cancel the card below on the Neigh pile; it goes to the discard pile, or on top of the deck
   * (Unwind and Rewind).
   */
  | { do: 'neigh'; to?: 'discard' | 'deck-top' }
  /** An Instant on the pile: its player picks the Stable the card below will enter (Destabilize). */
  | { do: 'choose-stable' }
  /**
   * The Magic card below on the pile becomes the controller's, who plays it at once (Absorb and
   * Reflect); `what: 'any'`: whatever the card being played (Frankencorn).
   */
  | { do: 'take-over'; what?: 'magic' | 'any' }
  /** The card played as an Instant enters its player's Stable (Chronocorn), cancelling nothing. */
  | { do: 'enter-self' }
  /** The controller plays no card from their hand this turn; the Action phase's draw stays (Nannycorn). */
  /**
   * With `filter` (and `who: 'owner'`: "that player" instead of the controller): that player plays
   * no card fitting the filter for the rest of this turn, Instants included (Objection: no Neigh card).
   */
  | { do: 'no-plays'; filter?: CardFilter; who?: 'owner' }
  /** Draw until the hand holds as many cards as the hand limit (Unicornucopia). */
  | { do: 'draw-to-limit' }
  /** Skip a phase of this turn (Sniper Unicorn: the Action phase; Foresight, Manticore: the Draw phase). */
  | { do: 'skip-phase'; phase: 'draw' | 'action' }
  /**
   * An Instant answering an event: that draw, sacrifice or destruction does not happen (Trapped
   * Chest, Intervention, Bulletproof Vest). A `whenever` effect answering what another player is
   * about to do: that Neigh card goes back to its player's hand (Objection), that Unicorn card's
   * effect does not happen (Hypnocorn).
   */
  | { do: 'prevent' }
  /**
   * An Instant answering a destruction: its player picks the card destroyed instead (Redirect).
   * `into: 'you'`: the card about to be brought into a Stable comes into the controller's instead
   * (Pied Pipercorn).
   */
  | { do: 'redirect'; into?: 'you' }
  /** Every hand moves one seat: `left` means each player hands theirs to the next player in turn order. */
  | { do: 'pass-hands'; direction: 'left' }
  /**
   * The card a replacement names, about to leave another player's Stable, comes to the controller
   * instead: into their hand or their Stable (Shadow Unicorn). Only inside `instead: perform`.
   */
  | { do: 'take-that'; to: 'hand' | 'stable' }
  /** The controller looks at another player's hand; the table learns nothing it is not told. */
  | { do: 'look-at-hand'; from: 'another' }
  /**
   * The controller names a card type (NAMED_KINDS); the card carrying the effect keeps it while it
   * stays in that Stable, for its filters with `named` (Nightmare Pact). Named again if it enters again.
   */
  | { do: 'name-kind' }
  // Combinators
  /** Do the second only if the first was done (rulebook "then"; also a cost before "then"). */
  | { then: [Action, Action] }
  /** Do both, in order ("and"). */
  | { and: Action[] }
  /** The controller chooses one of these. */
  | { chooseOne: Action[] }
  /** Every player, the controller first then in turn order, does this (Llamacorn). */
  | { eachPlayer: Action; includingYou: boolean }
  /**
   * The player who would do it may decline ("may draw a card"): the controller, or "that player"
   * for a step reaching them (Rainbow Bazooka, Golden Retrievercorn).
   */
  | { may: Action }
  /**
   * Only if the controller's Stable holds at least `atLeast` cards fitting the filter (default 1),
   * or, with `none`, no such card (Unicorn Adoption Agency: two Basic Unicorns; Nymphicorn: no
   * Magical Unicorn, for each player in turn).
   */
  | { onlyIf: { stableHas: CardFilter; atLeast?: number; none?: boolean }; effect: Action };

export const Action: z.ZodType<Action> = z.lazy(() =>
  z.union([
    z.object({ do: z.literal('draw'), count: z.number().int().positive(), who: Whose.optional() }).strict(),
    z
      .object({
        do: z.literal('discard'),
        count: z.union([count, z.literal('any')]),
        filter: CardFilter.optional(),
        who: z.union([Whose, z.literal('others')]).optional(),
        upTo: z.number().int().positive().optional(),
      })
      .strict()
      .refine((a) => (a.who === 'others') === (a.upTo !== undefined), {
        message: "`upTo` goes with `who: 'others'` and only with it",
      }),
    z
      .object({
        do: z.literal('sacrifice'),
        count,
        filter: CardFilter.optional(),
        self: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('destroy'),
        count: z.union([z.number().int().positive(), z.literal('discarded')]),
        filter: CardFilter.optional(),
        from: z.literal('owner').optional(),
        oneEach: z.boolean().optional(),
        skipTriggers: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('steal'),
        count: z.number().int().positive(),
        filter: CardFilter.optional(),
        from: z.enum(['another', 'owner']).optional(),
        that: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('return'),
        filter: CardFilter.optional(),
        from: z.union([Whose, z.literal('each')]),
        self: z.boolean().optional(),
        all: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('bring'),
        from: z.enum(['hand', 'discard', 'nursery', 'deck', 'deck-top']),
        filter: CardFilter.optional(),
        into: z.enum(['any', 'owner']).optional(),
        that: z.boolean().optional(),
        returned: z.boolean().optional(),
      })
      .strict()
      .refine((a) => a.into !== 'owner' || a.from === 'deck', {
        message: "`into: 'owner'` brings only from the deck",
      }),
    z
      .object({ do: z.literal('search'), zone: z.enum(['deck', 'discard']), filter: CardFilter.optional() })
      .strict(),
    z
      .object({
        do: z.literal('take-from-hand'),
        from: z.enum(['another', 'you']),
        pick: z.enum(['random', 'choose']),
        count: z.number().int().positive().optional(),
        notTaken: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('move'),
        filter: CardFilter.optional(),
        from: z.enum(['you', 'any', 'most-unicorns']),
        to: z.enum(['another', 'other-than-source', 'fewest-unicorns']),
      })
      .strict(),
    z.object({ do: z.literal('swap-hands'), with: z.literal('another') }).strict(),
    z
      .object({
        do: z.literal('shuffle-into-deck'),
        what: z.array(z.enum(['self', 'hand', 'discard', 'stable'])).min(1),
        who: z.literal('any').optional(),
        filter: CardFilter.optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('look-at-top'),
        count: z.number().int().positive(),
        keep: z.number().int().nonnegative(),
        discard: z.boolean().optional(),
        asTheyWere: z.boolean().optional(),
      })
      .strict(),
    z.object({ do: z.literal('extra-turn') }).strict(),
    z.object({ do: z.literal('end-turn') }).strict(),
    z.object({ do: z.literal('two-plays'), more: z.boolean().optional() }).strict(),
    z.object({ do: z.literal('skip-turn') }).strict(),
    z.object({ do: z.literal('return-self') }).strict(),
    z.object({ do: z.literal('babies-to-nursery') }).strict(),
    z.object({ do: z.literal('neigh'), to: z.enum(['discard', 'deck-top']).optional() }).strict(),
    z.object({ do: z.literal('choose-stable') }).strict(),
    z.object({ do: z.literal('prevent') }).strict(),
    z.object({ do: z.literal('draw-to-limit') }).strict(),
    z
      .object({
        do: z.literal('no-plays'),
        filter: CardFilter.optional(),
        who: z.literal('owner').optional(),
      })
      .strict(),
    z.object({ do: z.literal('redirect'), into: z.literal('you').optional() }).strict(),
    z.object({ do: z.literal('take-over'), what: z.enum(['magic', 'any']).optional() }).strict(),
    z.object({ do: z.literal('enter-self') }).strict(),
    z.object({ do: z.literal('skip-phase'), phase: z.enum(['draw', 'action']) }).strict(),
    z.object({ do: z.literal('pass-hands'), direction: z.literal('left') }).strict(),
    z.object({ do: z.literal('look-at-hand'), from: z.literal('another') }).strict(),
    z.object({ do: z.literal('name-kind') }).strict(),
    z.object({ do: z.literal('take-that'), to: z.enum(['hand', 'stable']) }).strict(),
    z.object({ then: z.tuple([Action, Action]) }).strict(),
    z.object({ and: z.array(Action).min(2) }).strict(),
    z.object({ chooseOne: z.array(Action).min(2) }).strict(),
    z.object({ eachPlayer: Action, includingYou: z.boolean() }).strict(),
    z.object({ may: Action }).strict(),
    z
      .object({
        onlyIf: z
          .object({
            stableHas: CardFilter,
            atLeast: z.number().int().positive().optional(),
            none: z.boolean().optional(),
          })
          .strict(),
        effect: Action,
      })
      .strict(),
  ]),
);

/** The actions a card may be immune to: every way an effect moves a card out of its Stable. */
export const ImmuneAction = z.enum(['destroy', 'sacrifice', 'steal', 'return', 'move']);
export type ImmuneAction = z.infer<typeof ImmuneAction>;

/** What a continuous effect changes while its card is in a Stable. Questions, not mutations. */
export const Modifier = z.discriminatedUnion('kind', [
  /** This card counts as N Unicorns (Ginormous Unicorn: 2). */
  z.object({ kind: z.literal('counts-as'), unicorns: z.number().int().nonnegative() }).strict(),
  /**
   * Players cannot play cards of this kind: the Stable's owner (default; Slowdown, Ginormous: neigh;
   * Broken Stable: upgrade; Brain Freeze: instant), or every other player (Elusive Oceloticorn).
   */
  z
    .object({
      kind: z.literal('cannot-play'),
      filter: CardFilter,
      who: z.enum(['owner', 'others']).optional(),
    })
    .strict(),
  /**
   * Every player, whatever Stable it is in: each single discard or sacrifice an effect asks of a
   * player becomes `count` of them (Dread Pirate Unicorn: discards; Patient Zero Unicorn: sacrifices).
   * Two such cards do not stack: a single one becomes `count`, never more.
   */
  z
    .object({
      kind: z.literal('each-becomes'),
      event: z.enum(['discard', 'sacrifice']),
      count: z.number().int().min(2),
    })
    .strict(),
  /**
   * Every player: a player about to discard one card for an effect may draw 1 instead while they
   * hold fewer cards than their hand limit (Parallel Universicorn).
   */
  z.object({ kind: z.literal('may-draw-instead-of-discard') }).strict(),
  /** The cards of this Stable fitting the filter have no triggered effect (Slothicorn: Magical Unicorns). */
  z.object({ kind: z.literal('triggers-off'), filter: CardFilter }).strict(),
  /** The Stable's owner's hand limit changes by `add` (Game Master Unicorn: +3). */
  z.object({ kind: z.literal('hand-limit'), add: z.number().int() }).strict(),
  /**
   * The Stable's owner needs `add` more Unicorns to win (negative: fewer), while their Stable holds
   * a card fitting `whileHolds` if given (Imaginary Friendicorn: -1 while a Baby Unicorn is there).
   * Only the goal moves: what a Stable counts, and so the deck-out tiebreak, is unchanged.
   */
  z
    .object({ kind: z.literal('win-target'), add: z.number().int(), whileHolds: CardFilter.optional() })
    .strict(),
  /** Cards the Stable's owner plays cannot be Neigh'd (Yay). */
  z.object({ kind: z.literal('cannot-be-neighed') }).strict(),
  /**
   * Immunity (seed 002): the cards `protects` names cannot be reached by these `actions` of other
   * cards' effects (only of cards of the types in `byType`, when given). Directly (an effect picks
   * the card, alone or in a group: destroy, steal, return, move) and, unless `indirect` is false,
   * indirectly (an effect makes a player act on it: the owner made to sacrifice, an Ultimate's
   * price). "Cannot be affected" lists every action. A card is never immune to its own effects.
   * Magical Kittencorn: self, destroy, by Magic cards; Rainbow Aura: your-unicorns, destroy.
   */
  z
    .object({
      kind: z.literal('immune'),
      protects: z.enum(['self', 'your-unicorns', 'your-cards']),
      actions: z.array(ImmuneAction).min(1),
      byType: z.array(CardType).min(1).optional(),
      indirect: z.boolean().optional(),
    })
    .strict(),
  /** The older form of `immune` with protects 'self' (saved data and older card files are still read). */
  z
    .object({ kind: z.literal('self-immune'), action: z.enum(['destroy']), byType: z.array(CardType) })
    .strict(),
  /** The older form of `immune` with protects 'your-unicorns' (still read). */
  z.object({ kind: z.literal('unicorns-immune'), action: z.enum(['destroy']) }).strict(),
  /** The owner's Unicorns are Pandas: not Unicorn cards for any effect, count 0, the owner cannot win (Pandamonium). */
  z.object({ kind: z.literal('unicorns-are-pandas') }).strict(),
  /** The owner's Unicorn cards are Basic Unicorns with no effects (Blinding Light). */
  z.object({ kind: z.literal('unicorns-lose-effects') }).strict(),
  /** Basic Unicorn cards cannot enter any Stable but the owner's (Queen Bee Unicorn). */
  z.object({ kind: z.literal('basic-unicorns-enter-only-here') }).strict(),
  /** The owner's hand is visible to every player (Nanny Cam). */
  z.object({ kind: z.literal('hand-visible') }).strict(),
]);
export type Modifier = z.infer<typeof Modifier>;

/** A triggered or continuous ability of a card. */
export const Ability = z.discriminatedUnion('on', [
  /** A Magic card's one-time effect when it resolves. */
  z.object({ on: z.literal('play'), effect: Action }).strict(),
  /**
   * When this card enters its controller's Stable. `cost` (Ultimate Unicorns): a mandatory price
   * paid in full as the card enters; a card whose price the Stable's owner could not pay is not
   * played (seed 002, Impossible Actions). Whether the card may pay with itself is the house rule
   * `ultimatePaysItself` (default: it may not).
   */
  z
    .object({ on: z.literal('enter'), optional: z.boolean(), effect: Action, cost: z.boolean().optional() })
    .strict(),
  /**
   * When this card leaves its Stable: sacrificed or destroyed, or in the `ways` listed (Pickpocket
   * Unicorn: any way, returned to a hand, stolen or moved included). Its controller is the player
   * whose Stable it left.
   */
  z
    .object({
      on: z.literal('leave'),
      optional: z.boolean(),
      effect: Action,
      ways: z
        .array(z.enum(['sacrifice', 'destroy', 'return', 'steal', 'move']))
        .min(1)
        .optional(),
    })
    .strict(),
  /** If this card is in your Stable at the beginning of your turn. */
  z.object({ on: z.literal('beginning-of-turn'), optional: z.boolean(), effect: Action }).strict(),
  /** Whenever something happens in the owner's Stable (Barbed Wire, Tiny Stable). */
  z
    .object({
      on: z.literal('whenever'),
      /**
       * `downgrade-enters-your-stable`: another Downgrade card enters (Anti-Magic Bubble, Glass Half
       * Full); `you-draw`: the owner drew, once per draw however many cards (Unicorn Tax);
       * `you-play-a-unicorn`: the owner plays a Unicorn card from their hand (Toll Booth);
       * `another-destroys-your-unicorn`: another player's effect destroyed a Unicorn card of the
       * owner's Stable, and "that player" of the effect is that other player (Retribution);
       * `your-unicorn-sacrificed-or-destroyed`: a Unicorn card of the owner's Stable was, and it is
       * "that card" of the effect (Extra Life); `another-plays-a-unicorn`: another player plays a
       * Unicorn card from their hand, which is "that card" (Trojan Unicorn; it resolves once the
       * played card has resolved); `no-unicorns-in-your-stable`: a state trigger, as soon as the
       * owner's Stable holds no Unicorn card (Unicorn Abduction sacrifices itself).
       *
       * What another player is about to do, answered at once, before it happens (its effect's
       * `prevent` or `redirect` acts on it; "that player" is the other player):
       * `another-plays-a-neigh`: a Neigh card just went on the Neigh pile, "that card" (Objection);
       * `another-uses-a-unicorn-effect`: a triggered effect of a Unicorn card they control is about
       * to happen, "that card" being the Unicorn (Hypnocorn; an Ultimate's price is no effect);
       * `another-brings-a-baby`: a Baby Unicorn is about to come from the Nursery into their own
       * Stable, "that card" (Pied Pipercorn).
       * `you-destroy`: an effect the owner controls destroyed a card, not
       * one of this card's own (Epic Level Unicorn); `you-discard`: the owner discarded for an effect,
       * once per discard step however many cards, not for this card's own effects nor the hand limit
       * (Puppetmaster Unicorn); `upgrade-played-into-own-stable`: a player's Upgrade card, played from
       * their hand, entered their own Stable; "that player" is them (Unicorn of Foreboding Doom);
       * `another-plays-a-card`: another player announces a card from their hand; it resolves at
       * once, before anyone answers the card, with "that player" the one playing and "that card"
       * the card (Frankencorn); `another-plays-a-downgrade-into-your-stable`: another player's
       * Downgrade card, played from their hand, entered the owner's Stable, "that player" being them
       * (Unicorn of Glory; not one moved in, nor one the owner plays on themselves).
       */
      event: z.enum([
        'unicorn-enters-or-leaves-your-stable',
        'more-than-five-unicorns',
        'downgrade-enters-your-stable',
        'you-draw',
        'you-play-a-unicorn',
        'another-destroys-your-unicorn',
        'your-unicorn-sacrificed-or-destroyed',
        'another-plays-a-unicorn',
        'no-unicorns-in-your-stable',
        'another-plays-a-neigh',
        'another-uses-a-unicorn-effect',
        'another-brings-a-baby',
        'you-destroy',
        'you-discard',
        'upgrade-played-into-own-stable',
        'another-plays-a-card',
        'another-plays-a-downgrade-into-your-stable',
      ]),
      optional: z.boolean(),
      effect: Action,
    })
    .strict(),
  /**
   * Replacement: if a card would undergo one of `events`, something else happens instead.
   * `protects`: self (this card), your-unicorns (Black Knight) or your-cards (Archangel Unicorn:
   * any card of the owner's Stable). `instead`: what happens instead; `sacrifice-other` sacrifices
   * another card of the owner's Stable fitting the filter (Unicorn Bribe: an Upgrade or Downgrade).
   * When several cards offer a replacement for the same event, the card's owner picks one.
   * `stolen-by-destroyer`: the player whose effect is destroying this card may steal it instead
   * (Unicorn of Betrayal; theirs to choose, asked before the owner's own replacements).
   * `protects: 'others-unicorns'` with `instead: perform`: when a Unicorn card of another player's
   * Stable is about to go, this card's owner may carry out `effect` instead, whose "that card" is
   * the Unicorn (Shadow Unicorn: a price, then `take-that`). Asked once the Unicorn's owner has
   * kept none of their own replacements.
   */
  z
    .object({
      on: z.literal('replace'),
      events: z.array(z.enum(['sacrifice', 'destroy', 'return-to-hand'])).min(1),
      protects: z.enum(['self', 'your-unicorns', 'your-cards', 'others-unicorns']),
      optional: z.boolean(),
      instead: z.union([
        z.object({ do: z.literal('to-nursery') }).strict(),
        z.object({ do: z.literal('discard'), count: z.number().int().positive() }).strict(),
        z.object({ do: z.literal('sacrifice-self') }).strict(),
        z.object({ do: z.literal('sacrifice-other'), filter: CardFilter }).strict(),
        z.object({ do: z.literal('stolen-by-destroyer') }).strict(),
        z.object({ do: z.literal('perform'), effect: Action }).strict(),
      ]),
    })
    .strict(),
  /**
   * An Instant's effect on the Neigh pile. `unanswerable`: nothing may answer it (Super Neigh).
   * `answers`: the cards being played it may answer (absent: any card another player plays);
   * judged on their printed type. A card of another type with this ability may also be played
   * the way an Instant is (Chronocorn).
   */
  z
    .object({
      on: z.literal('instant'),
      effect: Action,
      unanswerable: z.boolean(),
      answers: CardFilter.optional(),
      /**
       * Instead of a card being played, the Instant answers an event another player is about to
       * cause: a draw or a sacrifice of theirs, or a destruction of a card fitting `filter`;
       * `yours`: only of a card in the answering player's own Stable (Bulletproof Vest). Its
       * effect's "that player" is the one drawing, sacrificing, or whose card is destroyed.
       */
      event: z
        .object({
          on: z.enum(['draw', 'sacrifice', 'destroy']),
          filter: CardFilter.optional(),
          yours: z.boolean().optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
  /** While this card is being played, cards fitting the filter may not answer it (Wrecking Ball Unicorn: Neigh cards). */
  z.object({ on: z.literal('played'), unanswerableBy: CardFilter }).strict(),
  /** A continuous effect. */
  z.object({ on: z.literal('continuous'), modifier: Modifier }).strict(),
]);
export type Ability = z.infer<typeof Ability>;
