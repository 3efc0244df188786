// The `prevent` verb's module: the event answered does not happen.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('prevent', () => {
  it('has a module of its own', () => {
    expect(moduleOf('prevent').verb).toBe('prevent');
  });

  it('Bulletproof Vest: never an impossible action, even at a bare table', () => {
    expect(canDo('bulletproof-vest', { do: 'prevent' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
