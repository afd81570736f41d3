import { describe, expect, it } from 'vitest';

import { US_PHONE_PATTERN, maskUsPhoneInput, normalizeUsPhone, usPhoneSchema } from './us-phone';

describe('normalizeUsPhone', () => {
  it.each([
    '(505) 555-0134',
    '505-555-0134',
    '505.555.0134',
    '5055550134',
    '505 555 0134',
    '+1 505 555 0134',
    '1-505-555-0134',
    '+1 (505) 555-0134',
    '  (505)555-0134 ',
  ])('turns %j into (505) 555-0134', (input) => {
    expect(normalizeUsPhone(input)).toBe('(505) 555-0134');
  });

  it.each([
    ['555-0134', 'too few digits'],
    ['505-555-01345', 'too many digits'],
    ['2-505-555-0134', 'a country code other than 1'],
    ['(105) 555-0134', 'an area code starting with 1'],
    ['(005) 555-0134', 'an area code starting with 0'],
    ['(505) 155-0134', 'an exchange starting with 1'],
    ['(505) 055-0134', 'an exchange starting with 0'],
    ['505-555-0134 ext 2', 'an extension'],
    ['505-CALL-NOW', 'letters'],
    ['505+555+0134', 'a + in the middle'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});

describe('maskUsPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['505', '(505'],
    ['5055', '(505) 5'],
    ['505555', '(505) 555'],
    ['5055550', '(505) 555-0'],
    ['5055550134', '(505) 555-0134'],
    ['50555501349', '(505) 555-0134'],
    ['1505', '(505'],
    ['(505) 555-01', '(505) 555-01'],
    ['abc', ''],
  ])('masks %j as %j', (input, masked) => {
    expect(maskUsPhoneInput(input)).toBe(masked);
  });

  it('ends, once complete, in the stored pattern', () => {
    expect(US_PHONE_PATTERN.test(maskUsPhoneInput('5055550134'))).toBe(true);
    expect(US_PHONE_PATTERN.test('505-555-0134')).toBe(false);
  });
});

describe('usPhoneSchema', () => {
  it('stores the canonical form, and reads it back unchanged', () => {
    const stored = usPhoneSchema.parse('505.555.0134');
    expect(stored).toBe('(505) 555-0134');
    expect(usPhoneSchema.parse(stored)).toBe(stored);
  });

  it.each(['555-0134', '+44 20 7946 0958', 42, null])('rejects %j with an example', (input) => {
    expect(usPhoneSchema.safeParse(input).error?.issues[0]?.message).toBe(
      'Enter a phone number like (505) 555-0134.',
    );
  });
});
