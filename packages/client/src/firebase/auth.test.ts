import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initFirebase } from './app';
import { hasPersistedUser, persistedUserId } from './auth';

beforeAll(() => {
  initFirebase({ options: { apiKey: 'test-key', projectId: 'demo-fundax' } });
});

afterAll(() => {
  window.localStorage.clear();
});

describe('hasPersistedUser', () => {
  it('is false for a browser that never signed in', () => {
    window.localStorage.clear();
    window.localStorage.setItem('unrelated', '1');
    expect(hasPersistedUser()).toBe(false);
  });

  it('is true when Auth stored a user for this app', () => {
    window.localStorage.setItem('firebase:authUser:test-key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasPersistedUser()).toBe(true);
  });

  it('ignores users stored for another project', () => {
    window.localStorage.clear();
    window.localStorage.setItem('firebase:authUser:other-key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasPersistedUser()).toBe(false);
  });
});

describe('persistedUserId', () => {
  it('reads the uid of the user Auth stored for this app', () => {
    window.localStorage.clear();
    expect(persistedUserId()).toBeNull();
    window.localStorage.setItem('firebase:authUser:other-key:[DEFAULT]', '{"uid":"someone"}');
    expect(persistedUserId()).toBeNull();
    window.localStorage.setItem(
      'firebase:authUser:test-key:[DEFAULT]',
      '{"uid":"u1","email":"a@b.co"}',
    );
    expect(persistedUserId()).toBe('u1');
  });

  it('is null for a record it cannot read', () => {
    window.localStorage.clear();
    window.localStorage.setItem('firebase:authUser:test-key:[DEFAULT]', 'not json');
    expect(persistedUserId()).toBeNull();
    window.localStorage.setItem('firebase:authUser:test-key:[DEFAULT]', '{"uid":""}');
    expect(persistedUserId()).toBeNull();
  });
});
