import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { emailSchema } from './email';
import { emailProblem } from './email-rule';

const messageOf = (value: unknown) => emailSchema.safeParse(value).error?.issues[0]?.message;

describe('emailSchema', () => {
  it('trims and lower-cases an address', () => {
    expect(emailSchema.parse('  Rosa.Chavez@Fundax.TEST ')).toBe('rosa.chavez@fundax.test');
    expect(emailSchema.parse('dana+events@example.co')).toBe('dana+events@example.co');
  });

  it.each(['rosa', 'rosa@', '@fundax.test', 'rosa@fundax', 'rosa chavez@fundax.test', 'a@b.c'])(
    'rejects %j with an example of the right form',
    (value) => {
      expect(messageOf(value)).toBe('Enter an email address like name@example.com.');
    },
  );

  it('asks for an address when it is empty or missing', () => {
    expect(messageOf('   ')).toBe('Enter your email address.');
    expect(messageOf(undefined)).toBe('Enter your email address.');
  });

  it('accepts 254 characters and no more', () => {
    const domain = '@example.com';
    expect(emailSchema.safeParse(`${'a'.repeat(254 - domain.length)}${domain}`).success).toBe(true);
    expect(messageOf(`${'a'.repeat(255 - domain.length)}${domain}`)).toBe(
      'That email address is too long.',
    );
  });
});

describe('emailProblem', () => {
  it('gives the message emailSchema gives, or null when it accepts the address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.string(),
          fc.emailAddress().map((address) => ` ${address.toUpperCase()} `),
          fc.constantFrom('', '   ', 'rosa@fundax', 'a@b.c', `${'a'.repeat(250)}@example.com`),
        ),
        (value) => {
          expect(emailProblem(value)).toBe(messageOf(value) ?? null);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
