// The app's policy forbids code built from text: the setting src/ui/no-eval.ts makes before any
// schema exists must be the one zod reads, and a schema must then parse without new Function.
import '../src/ui/no-eval.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';

afterEach(() => vi.restoreAllMocks());

describe('zod under the Content-Security-Policy', () => {
  it('runs jitless once the app has started', () => {
    expect(config().jitless).toBe(true);
  });

  it('parses an object schema without ever calling the Function constructor', () => {
    const original = globalThis.Function;
    const calls: unknown[][] = [];
    // Any attempt to build code from text is recorded, as the browser would report it.
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        calls.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const seat = z.object({ name: z.string(), hand: z.number().int().min(0) });
      for (let i = 0; i < 5; i++)
        expect(seat.parse({ name: 'Ana', hand: i })).toEqual({ name: 'Ana', hand: i });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
