import { describe, expect, it } from 'vitest';

import { APP_CHECK_OFF, configFromEnv } from './config';

const options = JSON.stringify({ apiKey: 'key', projectId: 'fundax-prod', appId: '1:2:web:3' });
const emulators = JSON.stringify({
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
});

describe('configFromEnv', () => {
  it('turns App Check on for a real project with its reCAPTCHA site key', () => {
    expect(
      configFromEnv({ VITE_FIREBASE_CONFIG: options, VITE_APP_CHECK_SITE_KEY: 'site-key-1' }),
    ).toMatchObject({ appCheck: { siteKey: 'site-key-1' }, emulators: undefined });
  });

  it('refuses a real project without a site key, unless App Check is turned off on purpose', () => {
    expect(() => configFromEnv({ VITE_FIREBASE_CONFIG: options })).toThrow(
      /VITE_APP_CHECK_SITE_KEY is not set/,
    );
    expect(() =>
      configFromEnv({ VITE_FIREBASE_CONFIG: options, VITE_APP_CHECK_SITE_KEY: '' }),
    ).toThrow(/VITE_APP_CHECK_SITE_KEY/);
    expect(
      configFromEnv({ VITE_FIREBASE_CONFIG: options, VITE_APP_CHECK_SITE_KEY: APP_CHECK_OFF })
        .appCheck,
    ).toBeUndefined();
  });

  it('leaves App Check off on the emulators, which do not enforce it', () => {
    const local = configFromEnv({
      VITE_FIREBASE_CONFIG: options,
      VITE_FIREBASE_EMULATORS: emulators,
      VITE_APP_CHECK_SITE_KEY: 'site-key-1',
    });
    expect(local.appCheck).toBeUndefined();
    expect(local.emulators?.functions).toBe('127.0.0.1:5001');
  });
});
