import { callables } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import * as deployed from './index';

describe('deployed functions', () => {
  it('export exactly one function per callable contract, under the contract name', () => {
    const exported = Object.keys(deployed);
    for (const name of Object.keys(callables)) expect(exported).toContain(name);
  });

  it('deploy every callable to us-central1 with a 70 s timeout', () => {
    for (const name of Object.keys(callables)) {
      const endpoint = (
        deployed as Record<string, { __endpoint?: { region?: string[]; timeoutSeconds?: number } }>
      )[name]?.__endpoint;
      expect(endpoint?.region).toEqual(['us-central1']);
      expect(endpoint?.timeoutSeconds).toBe(70);
    }
  });
});
