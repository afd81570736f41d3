import { describe, expect, it } from 'vitest';

import { callables } from './registry';

describe('callable registry', () => {
  it('keys every contract by its own name', () => {
    for (const [key, contract] of Object.entries(callables)) expect(contract.name).toBe(key);
  });

  it('gives every contract an access level and a summary', () => {
    for (const contract of Object.values(callables)) {
      expect(['public', 'signed-in', 'admin']).toContain(contract.access);
      expect(contract.summary.length).toBeGreaterThan(10);
    }
  });
});
