import { describe, expect, it } from 'vitest';
import { PrintTurns } from './print-turns.js';

describe('PrintTurns: at most N documents print at once, the rest in order (issue 18)', () => {
  it('gives at most 2 turns at once and the next waiter a freed turn, first come first served', async () => {
    const turns = new PrintTurns(2);
    const never = new AbortController().signal;
    const first = await turns.take(never);
    const second = await turns.take(never);
    const order: string[] = [];
    const third = turns.take(never).then((release) => {
      order.push('third');
      return release;
    });
    const fourth = turns.take(never).then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect(turns.activeCount).toBe(2);
    expect(order).toEqual([]);
    first();
    first(); // a second release of the same turn frees nothing more
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(turns.activeCount).toBe(0);
  });

  it('lets a waiter whose deadline passed leave the queue without taking a turn', async () => {
    const turns = new PrintTurns(1);
    const held = await turns.take(new AbortController().signal);
    const deadline = new AbortController();
    const late = turns.take(deadline.signal);
    deadline.abort(new Error('deadline'));
    await expect(late).rejects.toThrow('deadline');
    held();
    expect(turns.activeCount).toBe(0);
    const next = await turns.take(new AbortController().signal);
    expect(turns.activeCount).toBe(1);
    next();
  });
});
