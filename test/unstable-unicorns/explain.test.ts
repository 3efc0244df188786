// The explanations the screens show, asked of the rules: who may not answer a Neigh and why, why a
// named card cannot be played, what counts other than one Unicorn, which judge context a play needs.
import { describe, expect, it } from 'vitest';
import {
  countChanges,
  likelyStable,
  stablesToEnter,
  playContext,
  unicornFaces,
  unicornsNow,
  whoMayNotAnswer,
  triggersLostByDrawing,
  whyNotPlayable,
  answersBeforeTheDraw,
  likelyFirst,
  mayBeInHand,
  unseenCopies,
} from '../../src/games/unstable-unicorns/explain.ts';
import { startFromTable } from '../../src/games/unstable-unicorns/game/index.ts';
import { readTable } from '../../src/games/unstable-unicorns/validate.ts';

const table = readTable({
  players: [
    { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Rhinocorn', 'Ginormous Unicorn'], hand: 3 },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Slowdown'], hand: 2 },
    { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 2 },
    { name: 'Dee', stable: ['Baby Unicorn (Yellow)'], hand: 0 },
  ],
  deck: 40,
  turn: { player: 'Ana', phase: 'action' },
}).table;

describe('explaining the table', () => {
  it('says Ben may not Neigh Ana’s card because of his Slowdown, and leaves out Cy (offered) and Dee (no cards)', () => {
    const pile = [{ player: 0, card: 'unicorn-poison' }];
    const cannot = whoMayNotAnswer({ ...table, pile }, [2], 'en');
    expect(cannot.map((entry) => entry.player)).toEqual([1]);
    expect(cannot[0]!.sentence).toMatch(/Slowdown/);
    // The card that forbids it, whose lookup the panel opens beside the sentence.
    expect(cannot[0]!.card).toBe('slowdown');
    expect(whoMayNotAnswer({ ...table, pile: [] }, [], 'en')).toEqual([]);
  });

  it('explains a refused play by the rule, and a card every copy of which is seen as not in the hand', () => {
    const neigh = whyNotPlayable(table, 0, 'neigh', 'en');
    expect(neigh).toMatchObject({ refusal: { code: 'nothing-to-answer' } });
    // Rhinocorn's only copy is in Ana's Stable: the rules would let her play it, so she cannot hold it.
    expect(whyNotPlayable(table, 0, 'rhinocorn', 'en')).toEqual({ notInHand: true, because: 'all-seen' });
    const french = whyNotPlayable({ ...table, language: 'fr' }, 1, 'rhinocorn', 'fr');
    expect('sentence' in french && french.sentence).toMatch(/tour d’Ana/);
  });

  it('lists Ginormous Unicorn as counting two, and the Unicorns a Stable holds now', () => {
    expect(countChanges(table, 0)).toEqual([{ card: 'ginormous-unicorn', counts: 2 }]);
    expect(countChanges(table, 1)).toEqual([]);
    expect(unicornsNow(table, 0)).toEqual(['baby-unicorn-red', 'rhinocorn', 'ginormous-unicorn']);
    expect(unicornsNow(table, 1)).toEqual(['baby-unicorn-pink']);
  });

  it('knows Unicorn cards from the rest, and what a play question needs', () => {
    const faces = unicornFaces();
    expect(faces).toContain('baby-unicorn-red');
    expect(faces).toContain('rhinocorn');
    expect(faces).not.toContain('unicorn-poison');
    expect(faces).not.toContain('slowdown');
    const top = { player: 0, card: 'unicorn-poison' };
    expect(playContext('slowdown', 2, top)).toEqual({ into: 2 });
    expect(playContext('neigh', 2, top)).toEqual({ respondingTo: top });
    expect(playContext('unicorn-poison', 2, undefined)).toEqual({});
  });

  it('says which beginning-of-turn effects a draw now gives up, and none at other decisions', () => {
    const options = [{ pass: true }, { trigger: 0, card: 'double-dutch' }, { trigger: 1, card: 'rhinocorn' }];
    expect(triggersLostByDrawing({ kind: 'beginning-of-turn', options })).toEqual([
      'double-dutch',
      'rhinocorn',
    ]);
    expect(
      triggersLostByDrawing({ kind: 'action', options: [{ draw: true }, { play: 'rhinocorn' }] }),
    ).toEqual([]);
  });

  it('names the Stable a card enters before anyone asks: the player’s own, the only one allowed, or none', () => {
    // Ana plays a Basic Unicorn or an Upgrade at a table where nothing refuses: her own Stable.
    expect(stablesToEnter(table, 0, 'basic-unicorn-red')).toEqual([0, 1, 2, 3]);
    expect(likelyStable(table, 0, 'basic-unicorn-red')).toBe(0);
    expect(likelyStable(table, 0, 'rainbow-aura')).toBe(0);
    // A Downgrade among four players: the choice of victim is Ana's to make.
    expect(likelyStable(table, 0, 'barbed-wire')).toBeNull();
    // Magic cards enter no Stable.
    expect(stablesToEnter(table, 0, 'unicorn-poison')).toEqual([]);
    expect(likelyStable(table, 0, 'unicorn-poison')).toBeNull();

    // Two players: a Downgrade goes to the one other Stable.
    const two = readTable({
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 3 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 2 },
      ],
      deck: 40,
      turn: { player: 'Ana', phase: 'action' },
    }).table;
    expect(likelyStable(two, 0, 'barbed-wire')).toBe(1);
    // Ben's Queen Bee Unicorn lets Basic Unicorns into his Stable only: that one is named for Ana.
    const queen = readTable({
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 3 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Queen Bee Unicorn'], hand: 2 },
        { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 2 },
      ],
      deck: 40,
      turn: { player: 'Ana', phase: 'action' },
    }).table;
    expect(stablesToEnter(queen, 0, 'basic-unicorn-red')).toEqual([1]);
    expect(likelyStable(queen, 0, 'basic-unicorn-red')).toBe(1);
    // A Unicorn that is not Basic still goes to Ana's own Stable.
    expect(likelyStable(queen, 0, 'rhinocorn')).toBe(0);
  });
});

describe('the Instants that may answer a draw', () => {
  it('picks out Ben’s and Cleo’s Trapped Chest from Ana’s Draw phase question, and nothing from other questions', () => {
    // Chaos deck, hands unknown: each other player might hold Trapped Chest.
    const game = startFromTable({
      decks: ['chaos'],
      players: [
        { name: 'Ana', stable: ['Baby Pegacorn'], hand: 5 },
        { name: 'Ben', stable: ['Baby Bearicorn'], hand: 5 },
        { name: 'Cleo', stable: ['Baby Slothicorn'], hand: 5 },
      ],
      deck: 60,
      turn: { player: 'Ana', phase: 'draw' },
    });
    const draw = game.state.pending!;
    expect(draw.kind).toBe('draw');
    expect(answersBeforeTheDraw(draw)).toEqual([
      { player: 1, card: 'trapped-chest' },
      { player: 2, card: 'trapped-chest' },
    ]);
    // The draw itself stays apart: it is the question's own answer.
    expect(draw.options).toContainEqual({ draw: true });
    expect(answersBeforeTheDraw({ kind: 'respond', options: [{ player: 1, card: 'neigh' }] })).toEqual([]);
  });
});

describe('which cards an unknown hand most likely holds', () => {
  it('puts Neigh (14 copies) ahead of Basic Unicorn (Red) (3, one in a Stable) ahead of Rhinocorn (1)', () => {
    const seen = readTable({
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)', 'Basic Unicorn (Red)'], hand: 3 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: ['Basic Unicorn (Red)'] },
        { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 2 },
      ],
      deck: 40,
      discard: ['Unicorn Poison', 'Unicorn Poison', 'Unicorn Poison'],
      turn: { player: 'Ana', phase: 'action' },
    }).table;
    expect(unseenCopies(seen, 'neigh')).toBe(14);
    // Three copies: one in Ana's Stable, one seen in Ben's hand.
    expect(unseenCopies(seen, 'basic-unicorn-red')).toBe(1);
    // All three in the discard pile: none can be in a hand.
    expect(unseenCopies(seen, 'unicorn-poison')).toBe(0);
    expect(
      likelyFirst(seen, ['rhinocorn', 'unicorn-poison', 'basic-unicorn-red', 'neigh', 'back-kick']),
    ).toEqual(['neigh', 'back-kick', 'rhinocorn', 'basic-unicorn-red', 'unicorn-poison']);
    // A Neigh on the Neigh pile is seen too.
    expect(unseenCopies({ ...seen, pile: [{ card: 'neigh' }] }, 'neigh')).toBe(13);
  });
});

describe('which cards can be in a hand', () => {
  const hands = readTable({
    players: [
      { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: ['Neigh', 'Back Kick'] },
      { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Rhinocorn'], hand: 3 },
      { name: 'Cy', stable: ['Baby Unicorn (Orange)'], hand: 2 },
    ],
    deck: 40,
    discard: ['Unicorn Poison', 'Unicorn Poison', 'Unicorn Poison'],
    turn: { player: 'Ana', phase: 'action' },
  }).table;

  it('names only the cards seen in a hand the table knows whole', () => {
    expect(mayBeInHand(hands, 0).sort()).toEqual(['back-kick', 'neigh']);
  });

  it('leaves out of an unseen hand the cards whose every copy is elsewhere, and every Baby Unicorn', () => {
    const ben = mayBeInHand(hands, 1);
    expect(ben).toContain('neigh');
    expect(ben).toContain('basic-unicorn-red');
    // The one Rhinocorn is in Ben's Stable, the three Unicorn Poisons in the discard pile.
    expect(ben).not.toContain('rhinocorn');
    expect(ben).not.toContain('unicorn-poison');
    expect(ben.some((card) => card.startsWith('baby-unicorn'))).toBe(false);
    // A hand partly seen: the card seen there, and anything unseen.
    const partly = {
      ...hands,
      players: hands.players.map((seat, p) =>
        p === 2 ? { ...seat, hand: { count: 2, known: ['super-neigh'] } } : seat,
      ),
    };
    expect(mayBeInHand(partly, 2)).toEqual(expect.arrayContaining(['super-neigh', 'neigh', 'back-kick']));
  });
});
