// The `babies-to-nursery` verb's module: every Baby Unicorn in the Stables goes back to the Nursery.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('babies-to-nursery', () => {
  it('has a module of its own', () => {
    expect(moduleOf('babies-to-nursery').verb).toBe('babies-to-nursery');
  });

  it('Dingocorn needs a Baby Unicorn in some Stable', () => {
    expect(
      canDo('dingocorn', { do: 'babies-to-nursery' }, [{ stable: ['basic-unicorn-blue'] }, {}], {}),
    ).toBe(false);
    expect(canDo('dingocorn', { do: 'babies-to-nursery' }, [{}, { stable: ['baby-unicorn-red'] }], {})).toBe(
      true,
    );
  });
});
