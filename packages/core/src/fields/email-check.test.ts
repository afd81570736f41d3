import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { emailSchema } from './email';
import { EMAIL_PATTERN, checkEmail } from './email-check';

/** checkEmail's answer in emailSchema's terms. */
function zodVerdict(value: string) {
  const parsed = emailSchema.safeParse(value);
  return parsed.success
    ? { ok: true, email: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message };
}

describe('checkEmail', () => {
  it('uses zod’s own email pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    '  Rosa.Chavez@Fundax.TEST ',
    'dana+events@example.co',
    'rosa',
    'rosa@',
    '@fundax.test',
    'rosa@fundax',
    'rosa chavez@fundax.test',
    'a@b.c',
    '',
    '   ',
    `${'a'.repeat(242)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
    '.rosa@fundax.test',
    'rosa..chavez@fundax.test',
  ])('agrees with emailSchema on %j', (value) => {
    expect(checkEmail(value)).toEqual(zodVerdict(value));
  });

  it('agrees with emailSchema on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        expect(checkEmail(value)).toEqual(zodVerdict(value));
      }),
    );
  });
});
