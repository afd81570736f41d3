import { describe, expect, it } from 'vitest';

import { sentence } from './wording';

describe('message wording', () => {
  it('ends quoted words with a full stop unless they have one', () => {
    expect(sentence(' Closed that night ')).toBe('Closed that night.');
    expect(sentence('Why?')).toBe('Why?');
    expect(sentence('He said "no."')).toBe('He said "no."');
  });
});
