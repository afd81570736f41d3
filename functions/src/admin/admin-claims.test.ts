import { describe, expect, it } from 'vitest';

import { assertNotSelfRevoke, claimsWithAdmin } from './admin-claims';

describe('claimsWithAdmin', () => {
  it('grants and revokes while keeping other claims', () => {
    expect(claimsWithAdmin({ beta: true }, true)).toEqual({ beta: true, admin: true });
    expect(claimsWithAdmin({ beta: true, admin: true }, false)).toEqual({ beta: true });
    expect(claimsWithAdmin(undefined, true)).toEqual({ admin: true });
  });

  it('is null when nothing would change', () => {
    expect(claimsWithAdmin({ admin: true }, true)).toBeNull();
    expect(claimsWithAdmin({}, false)).toBeNull();
    expect(claimsWithAdmin(undefined, false)).toBeNull();
  });

  it('never lets an admin revoke themselves', () => {
    expect(() => assertNotSelfRevoke('a1', 'a1', false)).toThrow(
      expect.objectContaining({ code: 'failed-precondition' }),
    );
    expect(() => assertNotSelfRevoke('a1', 'a1', true)).not.toThrow();
    expect(() => assertNotSelfRevoke('a1', 'a2', false)).not.toThrow();
  });
});
