import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { z } from './zod';

describe("core's zod", () => {
  it('words the issues a schema leaves to zod in English', () => {
    const unknownKey = z.safeParse(z.strictObject({ id: z.string() }), { id: 'a', extra: 1 });
    expect(unknownKey.error?.issues[0]?.message).toBe('Unrecognized key: "extra"');
    const wrongType = z.safeParse(z.boolean(), 'yes');
    expect(wrongType.error?.issues[0]?.message).toBe(
      'Invalid input: expected boolean, received string',
    );
  });

  it('is kept by bundlers, whose tree shaking would drop a module that only re-exports zod', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { sideEffects: unknown };
    expect(manifest.sideEffects).toContain('./src/zod.ts');
  });
});
