import { describe, expect, it } from 'vitest';

import { appCheckEnforced } from './runtime-options';

describe('appCheckEnforced', () => {
  it('enforces App Check when deployed unless explicitly turned off', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    // A typo or an empty value never turns it off by accident.
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: '' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'False' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
  });

  it('does not enforce it in the Functions emulator, which cannot verify tokens offline', () => {
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: 'true' })).toBe(false);
  });
});
