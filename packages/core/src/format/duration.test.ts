import { describe, expect, it } from 'vitest';

import { formatDuration, formatTimeLeft, spokenDuration } from './duration';

describe('video durations', () => {
  it('shows minutes and seconds, hours only when there are any', () => {
    expect(formatDuration(412)).toBe('6:52');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(40)).toBe('0:40');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('rounds to the second and never goes below zero', () => {
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('says them in words for screen readers', () => {
    expect(spokenDuration(412)).toBe('6 minutes 52 seconds');
    expect(spokenDuration(3601)).toBe('1 hour 1 second');
    expect(spokenDuration(7260)).toBe('2 hours 1 minute');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});

describe('formatTimeLeft', () => {
  const minutes = (n: number) => n * 60_000;
  it('says the two largest units, rounded down', () => {
    expect(formatTimeLeft(minutes(2 * 1440 + 4 * 60 + 59))).toBe('2 days 4 hours');
    expect(formatTimeLeft(minutes(1440 + 5))).toBe('1 day');
    expect(formatTimeLeft(minutes(3 * 60 + 20) + 59_000)).toBe('3 hours 20 minutes');
    expect(formatTimeLeft(minutes(60))).toBe('1 hour');
    expect(formatTimeLeft(minutes(45))).toBe('45 minutes');
    expect(formatTimeLeft(minutes(1))).toBe('1 minute');
    expect(formatTimeLeft(59_999)).toBe('less than a minute');
  });

  it('says nothing once the moment has come', () => {
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-minutes(5))).toBeNull();
  });
});
