import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zodWithoutEval', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes zod build and use object schemas without evaluating strings', async () => {
    await import('./zodWithoutEval');
    // zod loads after the setting, as in the app, where it only comes with a later chunk.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const evaluated = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.number(), b: z.string().optional() });
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
    expect(schema.safeParse({ a: 'x' }).success).toBe(false);
    expect(evaluated).not.toHaveBeenCalled();
  });
});
