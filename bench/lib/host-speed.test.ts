import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { SLOW_HOST_INDEX, slowHostNote } from './host-speed';

describe("Lighthouse's slow-host line", () => {
  it('says nothing when every row ran on a host over the line', () => {
    expect(
      slowHostNote([
        { page: 'web /', index: 1450 },
        { page: 'mobile /', index: SLOW_HOST_INDEX + 1 },
      ]),
    ).toBeNull();
  });

  it('names the rows at or under the line, with their indexes', () => {
    const note = slowHostNote([
      { page: 'web /', index: 1210 },
      { page: 'admin /auth/dashboard (admin)', index: 742.4 },
      { page: 'mobile /', index: SLOW_HOST_INDEX },
    ]);
    expect(note).toContain('on 2 of 3 rows');
    expect(note).toContain('admin /auth/dashboard (admin) 742, mobile / 1000');
    expect(note).not.toContain('web / 1210');
  });

  it('holds the line the installed Lighthouse warns at', () => {
    // Read from Lighthouse's own source, so an upgrade that moves its line fails here.
    const source = readFileSync(
      createRequire(import.meta.url).resolve('lighthouse/core/gather/driver/environment.js'),
      'utf8',
    );
    const line = /SLOW_CPU_BENCHMARK_INDEX_THRESHOLD = (\d+);/.exec(source)?.[1];
    expect(Number(line)).toBe(SLOW_HOST_INDEX);
  });
});
