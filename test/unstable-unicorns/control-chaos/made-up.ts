// Made-up cards for tests: a face written in the effect vocabulary is added to the card data, and
// the walker and the judge are loaded afresh on that data. No engine code is touched or stubbed.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

const DATA = new URL('../../../rules/unstable-unicorns/base-2e.json', import.meta.url);
const raw = JSON.parse(readFileSync(DATA, 'utf8')) as { cards: Array<Record<string, unknown>> };

/** What a test says about a made-up face: its id, type and abilities (the rest gets plain defaults). */
export interface MadeUp {
  id: string;
  type: string;
  abilities: unknown[];
  copies?: number;
  name?: string;
}

/** The face as a deck file writes it, with our own placeholder summary. */
function face(card: MadeUp): Record<string, unknown> {
  const name = card.name ?? card.id.replace(/-/g, ' ');
  return {
    id: card.id,
    number: 'TEST-000',
    name: { en: name },
    title: { en: name.toUpperCase() },
    type: card.type,
    copies: card.copies ?? 1,
    outWithTwoPlayers: false,
    summary: { en: `A made-up card for a test: ${name}.`, fr: `Une carte inventée pour un test : ${name}.` },
    abilities: card.abilities,
  };
}

export type Loaded = {
  scenario: typeof import('../../walker/scenario.ts').scenario;
  legality: typeof import('../../../src/games/unstable-unicorns/legality.ts');
  judge: typeof import('../../../src/games/unstable-unicorns/judge.ts').answerUnstableUnicorns;
};

/** The walker, the legality questions and the judge, loaded on the card data plus these faces. */
export async function withCards(...cards: MadeUp[]): Promise<Loaded> {
  vi.resetModules();
  const data = structuredClone(raw);
  data.cards.push(...cards.map(face));
  vi.doMock('../../../rules/unstable-unicorns/base-2e.json', () => ({ default: data }));
  const { scenario } = await import('../../walker/scenario.ts');
  const legality = await import('../../../src/games/unstable-unicorns/legality.ts');
  const { answerUnstableUnicorns } = await import('../../../src/games/unstable-unicorns/judge.ts');
  return { scenario, legality, judge: answerUnstableUnicorns };
}
