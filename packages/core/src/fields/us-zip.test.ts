import { describe, expect, it } from 'vitest';

import { usZipSchema } from './us-zip';

describe('usZipSchema', () => {
  it.each([
    ['87102', '87102'],
    [' 87124 ', '87124'],
    ['87102-1234', '87102-1234'],
    ['871021234', '87102-1234'],
  ])('accepts %j as %j', (input, zip) => {
    expect(usZipSchema.parse(input)).toBe(zip);
  });

  it.each(['8710', '871022', '87102-123', '87102-12345', '87102 1234', 'ABCDE', '', 87102])(
    'rejects %j',
    (input) => {
      expect(usZipSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Enter a 5-digit ZIP code like 87102, or ZIP+4 like 87102-1234.',
      );
    },
  );
});
