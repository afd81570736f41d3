import { describe, expect, it } from 'vitest';

import { isPermissionDenied } from './permission-denied';

describe('isPermissionDenied', () => {
  it('recognises the Firestore refusal, with or without a prefix', () => {
    expect(isPermissionDenied({ code: 'permission-denied' })).toBe(true);
    expect(isPermissionDenied({ code: 'firestore/permission-denied' })).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isPermissionDenied({ code: 'unavailable' })).toBe(false);
    expect(isPermissionDenied(new Error('permission-denied'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
    expect(isPermissionDenied('permission-denied')).toBe(false);
  });
});
