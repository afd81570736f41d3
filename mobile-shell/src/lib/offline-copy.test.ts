import { savedPart } from '@fundax/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  OFFLINE_COPY_KEY,
  OFFLINE_COPY_VERSION,
  clearOfflineCopy,
  readOfflineCopy,
  saveOfflinePart,
} from './offline-copy';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the offline copy', () => {
  it('keeps each part of one user’s data, and gives it back only to that user', () => {
    saveOfflinePart('u1', 'dashboard', { readAt: 'a', events: [1] });
    saveOfflinePart('u1', 'inbox', { readAt: 'b', items: [] });
    const copy = readOfflineCopy('u1');
    expect(savedPart(copy, 'dashboard')).toEqual({ readAt: 'a', events: [1] });
    expect(savedPart(copy, 'inbox')).toEqual({ readAt: 'b', items: [] });
    expect(savedPart(copy, 'alerts')).toBeNull();
    expect(readOfflineCopy('u2')).toBeNull();
    expect(readOfflineCopy(null)).toBeNull();
  });

  it('holds one person at a time: saving for another drops the first one’s data', () => {
    saveOfflinePart('u1', 'dashboard', { readAt: 'a' });
    saveOfflinePart('u1', 'inbox', { readAt: 'a' });
    saveOfflinePart('u2', 'dashboard', { readAt: 'b' });
    expect(readOfflineCopy('u1')).toBeNull();
    expect(readOfflineCopy('u2')?.parts).toEqual({ dashboard: { readAt: 'b' } });
  });

  it('is removed whole on sign-out', () => {
    saveOfflinePart('u1', 'dashboard', { readAt: 'a' });
    clearOfflineCopy();
    expect(window.localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(readOfflineCopy('u1')).toBeNull();
  });

  it('ignores a copy it cannot trust: another version, or not JSON', () => {
    window.localStorage.setItem(
      OFFLINE_COPY_KEY,
      JSON.stringify({ version: OFFLINE_COPY_VERSION + 1, uid: 'u1', parts: { dashboard: {} } }),
    );
    expect(readOfflineCopy('u1')).toBeNull();
    window.localStorage.setItem(OFFLINE_COPY_KEY, '{not json');
    expect(readOfflineCopy('u1')).toBeNull();
    // The next save starts over.
    saveOfflinePart('u1', 'inbox', { readAt: 'c' });
    expect(readOfflineCopy('u1')?.parts).toEqual({ inbox: { readAt: 'c' } });
  });

  it('keeps nothing, and breaks nothing, when the storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveOfflinePart('u1', 'dashboard', { readAt: 'a' })).not.toThrow();
    expect(readOfflineCopy('u1')).toBeNull();
  });
});
