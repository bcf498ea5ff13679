import { describe, expect, it } from 'vitest';
import { LaterQueryWrites, laterQueryWritesFor } from './laterQueryWrites';

describe('LaterQueryWrites', () => {
  it('has nothing to wait for when no write is pending', () => {
    expect(new LaterQueryWrites().settled()).toBeUndefined();
  });

  it('starts a write only once the current turn and its microtasks are over', async () => {
    const writes = new LaterQueryWrites();
    const order: string[] = [];
    const written = writes.after(async () => {
      order.push('write');
      return true;
    });
    await Promise.resolve();
    order.push('answer');
    expect(await written).toBe(true);
    expect(order).toEqual(['answer', 'write']);
  });

  it('lets readers wait until every pending write has landed, failed ones included', async () => {
    const writes = new LaterQueryWrites();
    const landed: string[] = [];
    const ok = writes.after(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      landed.push('slow');
    });
    const failed = writes.after(async () => {
      landed.push('failed');
      throw new Error('disk full');
    });
    await expect(failed).rejects.toThrow('disk full');
    const waiting = writes.settled();
    expect(waiting).toBeDefined();
    await waiting;
    expect(landed).toEqual(['failed', 'slow']);
    await ok;
    expect(writes.settled()).toBeUndefined();
  });

  it('keeps one set of writes per store', () => {
    const store = {};
    expect(laterQueryWritesFor(store)).toBe(laterQueryWritesFor(store));
    expect(laterQueryWritesFor({})).not.toBe(laterQueryWritesFor(store));
  });
});
