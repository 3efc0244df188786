// The title matcher: what a player's phone misreads still lands on the right card, shared titles answer
// with a face that prints them, and a title taught once is recognised from then on.
import { describe, expect, it } from 'vitest';
import { baseGame, catalogFor } from '../../../src/games/unstable-unicorns/catalog.ts';
import { makeLearnedNames } from '../../../src/scan/learned-names.ts';
import { makeTitleMatcher, partDistance } from '../../../src/scan/match.ts';
import { normaliseTitle } from '../../../src/scan/normalise.ts';
import { isAccepted } from '../../../src/scan/recognise.ts';

const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en', 'fr'] });
const titleOf = (faceId: string) => baseGame.cards.find((face) => face.id === faceId)!.title.en;

describe('matching misread titles', () => {
  it.each([
    ['RHINOCRN', 'rhinocorn'],
    ['UNICORN PHEONIX', 'unicorn-phoenix'],
    ['EXTREMELY DESTRUCTIVE UNIC0RN', 'extremely-destructive-unicorn'],
    ['SHARKWITH A HORN', 'shark-with-a-horn'],
    ['- CLAW MACHINE', 'claw-machine'],
    ['TWO FOR ONE', 'two-for-one'],
  ])('reads "%s" as %s', (read, faceId) => {
    const [best] = matcher(read);
    expect(best?.faceId).toBe(faceId);
    expect(best?.title).toBe(titleOf(faceId));
  });

  it('answers a shared printed title with a face that prints it', () => {
    const [best] = matcher('BASIC UNICORM');
    expect(best?.title).toBe('BASIC UNICORN');
    const face = baseGame.cards.find((card) => card.id === best!.faceId)!;
    expect(face.title.en).toBe('BASIC UNICORN');
    expect(face.type).toBe('basic-unicorn');
  });

  it('tells BABY UNICORN from BASIC UNICORN and BABY NARWHAL', () => {
    expect(matcher('BABY UNICORN')[0]?.title).toBe('BABY UNICORN');
    expect(matcher('BASIC UNICORN')[0]?.title).toBe('BASIC UNICORN');
    expect(matcher('BABY NARWHAL')[0]?.faceId).toBe('baby-narwhal');
  });

  it('matches a French printed title, accents or not', () => {
    expect(matcher('LICORNE SEDUCTRICE')[0]?.faceId).toBe('seductive-unicorn');
    expect(matcher('RITUEL SADIQUE')[0]?.faceId).toBe('sadistic-ritual');
  });

  it('offers three distinct cards, best first, with confidences from 0 to 1', () => {
    const matches = matcher('MAGICAL FLYNG UNICORN');
    expect(matches).toHaveLength(3);
    expect(matches[0]!.faceId).toBe('magical-flying-unicorn');
    expect(new Set(matches.map((m) => m.faceId)).size).toBe(3);
    for (const m of matches) expect(m.confidence).toBeGreaterThanOrEqual(0);
    expect(matches[0]!.confidence).toBeLessThanOrEqual(1);
    expect(matches[0]!.confidence).toBeGreaterThan(matches[1]!.confidence);
  });

  it('has nothing to offer for empty or symbol-only text', () => {
    expect(matcher('')).toEqual([]);
    expect(matcher('!!! 123')).toEqual([]);
  });
});

describe('a read that only got the common end of a title', () => {
  // In a Control & Chaos game dozens of titles end in UNICORN or ...CORN: the read must show what
  // tells the card from the others, or the player is asked instead of being told a wrong card.
  const game = makeTitleMatcher({
    deck: { cards: catalogFor({ boxes: ['control', 'chaos'] }).faces },
    languages: ['en'],
  });
  const named = (read: string) => {
    const matches = game(read);
    return isAccepted(matches) ? matches[0]!.title : null;
  };

  it.each(['XX UNICORN', 'RR UNICORN', '- ZQ UNICORN', 'VV ICORN', 'ST ARB ICORN'])(
    'names no card from "%s"',
    (read) => {
      expect(named(read)).toBeNull();
    },
  );

  it.each([
    ['SPY UNICRN', 'SPY UNICORN'],
    ['SP UNICORN', 'SPY UNICORN'],
    ['MAMA UNIC0RN', 'MAMA UNICORN'],
    ['TWIN UNICORN', 'TWIN UNICORNS'],
    ['WEENIECRN', 'WEENIECORN'],
    ['FOX ICORN', 'FOXICORN'],
    ['SLOTH CORN', 'SLOTHICORN'],
    ['ABY NIGHTMARE UNICORN', 'BABY NIGHTMARE UNICORN'],
  ])('still names "%s" as %s', (read, title) => {
    expect(named(read)).toBe(title);
  });

  it('finds a part of a title anywhere in a read, slips counted', () => {
    expect(partDistance('SPY', 'XSPYUNICORN')).toBe(0);
    expect(partDistance('SPY', 'SPVUNICORN')).toBe(1);
    expect(partDistance('MAMA', 'RBUNICORN')).toBeGreaterThanOrEqual(3);
  });
});

describe('learned names', () => {
  it('recognises a taught title from then on, and only after teaching', () => {
    const learned = makeLearnedNames();
    const withLearned = makeTitleMatcher({ deck: baseGame, languages: ['en'], learned });
    // A print whose title the catalog does not have: before teaching, nothing close.
    expect(
      withLearned('RHINOCORNE FURIEUSE')[0]?.faceId === 'rhinocorn' &&
        withLearned('RHINOCORNE FURIEUSE')[0]!.confidence > 0.9,
    ).toBe(false);
    learned.teach('Rhinocorne furieuse', 'rhinocorn');
    const [best] = withLearned('RHINOCORNE FURIEUS');
    expect(best?.faceId).toBe('rhinocorn');
    expect(best?.source).toBe('learned');
    expect(learned.lookup('RHINOCORNE  FURIEUSE')).toBe('rhinocorn');
  });

  it('reports each taught name to storage and starts from stored ones', () => {
    const saved: string[] = [];
    const learned = makeLearnedNames([{ text: 'licorne de mer', faceId: 'mermaid-unicorn' }], (entry) =>
      saved.push(`${entry.text}=${entry.faceId}`),
    );
    expect(learned.lookup('LICORNE DE MER')).toBe('mermaid-unicorn');
    learned.teach('Coup de sabot', 'back-kick');
    expect(saved).toEqual(['COUP DE SABOT=back-kick']);
  });

  it('refuses to teach an empty title, naming the problem', () => {
    const learned = makeLearnedNames();
    expect(() => learned.teach('  ', 'rhinocorn')).toThrow(/title read is empty/);
    expect(learned.all()).toEqual([]);
  });

  it('ignores a learned name for a face the deck does not have', () => {
    const learned = makeLearnedNames([{ text: 'GHOST CARD', faceId: 'no-such-face' }]);
    const m = makeTitleMatcher({ deck: baseGame, learned });
    expect(m('GHOST CARD').every((match) => match.faceId !== 'no-such-face')).toBe(true);
  });
});

describe('normalising titles', () => {
  it('drops accents, punctuation and extra spaces', () => {
    expect(normaliseTitle('  Bébé  licorne ')).toBe('BEBE LICORNE');
    expect(normaliseTitle('Re - Target')).toBe('RE-TARGET');
    expect(normaliseTitle('YOUPI !')).toBe('YOUPI');
  });
});
