// The `take-that` verb's module: the Unicorn a replacement names taken into the taker's hand or Stable.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('take-that', () => {
  it('has a module of its own', () => {
    expect(moduleOf('take-that').verb).toBe('take-that');
  });

  it('Shadow Unicorn may take the Unicorn when nothing makes it immune', () => {
    expect(canDo('shadow-unicorn', { do: 'take-that', to: 'hand' }, [{}, {}], {})).toBe(true);
  });
});
