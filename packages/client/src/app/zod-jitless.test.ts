import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs without eval once the start-up module has run, so no CSP violation is reported', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And parsing still works without the compiled fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
