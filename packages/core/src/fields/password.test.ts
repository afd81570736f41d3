import { describe, expect, it } from 'vitest';

import { newPasswordSchema } from './password';

const messageOf = (value: string) => newPasswordSchema.safeParse(value).error?.issues[0]?.message;

describe('newPasswordSchema', () => {
  it('asks for 8 to 128 characters', () => {
    expect(messageOf('seven77')).toBe('Use at least 8 characters.');
    expect(messageOf('x'.repeat(129))).toBe('Use at most 128 characters.');
    expect(messageOf('eight888')).toBeUndefined();
    expect(messageOf('x'.repeat(128))).toBeUndefined();
  });
});
