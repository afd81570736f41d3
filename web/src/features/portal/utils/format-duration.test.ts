import { describe, expect, it } from 'vitest';

import { formatDuration, spokenDuration } from './format-duration';

describe('video durations', () => {
  it('shows minutes and seconds, hours when there are any', () => {
    expect(formatDuration(412)).toBe('6:52');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('says them in words for screen readers', () => {
    expect(spokenDuration(412)).toBe('6 minutes 52 seconds');
    expect(spokenDuration(3601)).toBe('1 hour 1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
