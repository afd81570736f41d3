import { describe, expect, it } from 'vitest';

import { flushMicrotasks } from '../testing/flush-microtasks';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after every microtask queued before it', async () => {
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await flushMicrotasks();
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });
});
