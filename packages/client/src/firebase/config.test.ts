import { describe, expect, it } from 'vitest';

import { APP_CHECK_OFF, configFromEnv, hostAndPort, parseFirebaseConfig } from './config';

const options = { apiKey: 'demo-api-key', projectId: 'demo-fundax' };

describe('configFromEnv', () => {
  it('reads the web app options and the emulators a local build baked in', () => {
    expect(
      configFromEnv({
        VITE_FIREBASE_CONFIG: JSON.stringify({ ...options, appId: '1:0:web:x' }),
        VITE_FIREBASE_EMULATORS: JSON.stringify({
          auth: '127.0.0.1:9099',
          firestore: '127.0.0.1:8080',
          functions: '127.0.0.1:5001',
        }),
      }),
    ).toEqual({
      options: { ...options, appId: '1:0:web:x' },
      emulators: {
        auth: '127.0.0.1:9099',
        firestore: '127.0.0.1:8080',
        functions: '127.0.0.1:5001',
      },
    });
  });

  it('has no emulators in a production build', () => {
    expect(
      configFromEnv({
        VITE_FIREBASE_CONFIG: JSON.stringify(options),
        VITE_FIREBASE_EMULATORS: '',
        VITE_APP_CHECK_SITE_KEY: APP_CHECK_OFF,
      }),
    ).toEqual({ options });
  });

  it('says how to build when the config is missing', () => {
    expect(() => configFromEnv({})).toThrow(/VITE_FIREBASE_CONFIG is not set/);
  });
});

describe('parseFirebaseConfig', () => {
  it('drops keys it does not know', () => {
    expect(
      parseFirebaseConfig({ options: { ...options, measurementId: 'G-1' }, extra: 1 }),
    ).toEqual({ options });
  });

  it.each([
    ['no options', {}, 'The Firebase config needs an options object.'],
    ['no api key', { options: { projectId: 'p' } }, 'options.apiKey must be a non-empty string.'],
    ['an empty project', { options: { apiKey: 'k', projectId: '' } }, 'options.projectId'],
    ['an app id that is not text', { options: { ...options, appId: 1 } }, 'options.appId'],
    ['emulators that are not an object', { options, emulators: 'x' }, 'emulators must be'],
    ['an empty App Check site key', { options, appCheck: { siteKey: '' } }, 'appCheck.siteKey'],
    [
      'an emulator missing',
      { options, emulators: { auth: 'h:1', firestore: 'h:2' } },
      'emulators.functions must be a non-empty string.',
    ],
  ])('refuses %s, naming the field', (_what, value, message) => {
    expect(() => parseFirebaseConfig(value)).toThrow(message);
  });
});

describe('hostAndPort', () => {
  it('splits at the last colon', () => {
    expect(hostAndPort('127.0.0.1:9099')).toEqual({ host: '127.0.0.1', port: 9099 });
  });
});

const realOptions = JSON.stringify({ apiKey: 'key', projectId: 'fundax-prod', appId: '1:2:web:3' });
const emulators = JSON.stringify({
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
});

describe('configFromEnv and App Check', () => {
  it('turns App Check on for a real project with its reCAPTCHA site key', () => {
    const config = configFromEnv({
      VITE_FIREBASE_CONFIG: realOptions,
      VITE_APP_CHECK_SITE_KEY: 'site-key-1',
    });
    expect(config.appCheck).toEqual({ siteKey: 'site-key-1' });
    expect(config.emulators).toBeUndefined();
  });

  it('refuses a real project without a site key, unless App Check is turned off on purpose', () => {
    expect(() => configFromEnv({ VITE_FIREBASE_CONFIG: realOptions })).toThrow(
      /VITE_APP_CHECK_SITE_KEY is not set/,
    );
    expect(() =>
      configFromEnv({ VITE_FIREBASE_CONFIG: realOptions, VITE_APP_CHECK_SITE_KEY: '' }),
    ).toThrow(/VITE_APP_CHECK_SITE_KEY/);
    expect(
      configFromEnv({ VITE_FIREBASE_CONFIG: realOptions, VITE_APP_CHECK_SITE_KEY: APP_CHECK_OFF })
        .appCheck,
    ).toBeUndefined();
  });

  it('leaves App Check off on the emulators, which do not enforce it', () => {
    const local = configFromEnv({
      VITE_FIREBASE_CONFIG: realOptions,
      VITE_FIREBASE_EMULATORS: emulators,
      VITE_APP_CHECK_SITE_KEY: 'site-key-1',
    });
    expect(local.appCheck).toBeUndefined();
    expect(local.emulators?.functions).toBe('127.0.0.1:5001');
  });
});
