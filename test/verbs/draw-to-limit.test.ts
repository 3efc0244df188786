// The `draw-to-limit` verb's module: drawing up to the hand limit.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('draw-to-limit', () => {
  it('has a module of its own', () => {
    expect(moduleOf('draw-to-limit').verb).toBe('draw-to-limit');
  });

  it('Unicornucopia: never an impossible action, even at a bare table', () => {
    expect(canDo('unicornucopia', { do: 'draw-to-limit' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
