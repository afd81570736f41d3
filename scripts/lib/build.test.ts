import { describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as build from './build.mjs';

const { appEnv } = build as {
  appEnv: (options: {
    production?: boolean;
    env?: Record<string, string | undefined>;
  }) => Record<string, string | undefined>;
};

const config = JSON.stringify({ apiKey: 'key', projectId: 'fundax-prod' });

describe('appEnv for a production build', () => {
  it('refuses to build without the web app config or the App Check site key', () => {
    expect(() => appEnv({ production: true, env: {} })).toThrow(/VITE_FIREBASE_CONFIG/);
    expect(() => appEnv({ production: true, env: { VITE_FIREBASE_CONFIG: config } })).toThrow(
      /VITE_APP_CHECK_SITE_KEY/,
    );
    expect(() =>
      appEnv({
        production: true,
        env: { VITE_FIREBASE_CONFIG: config, VITE_APP_CHECK_SITE_KEY: '' },
      }),
    ).toThrow(/VITE_APP_CHECK_SITE_KEY/);
  });

  it('builds with the site key, or without App Check when told "off"', () => {
    const env = { VITE_FIREBASE_CONFIG: config, VITE_APP_CHECK_SITE_KEY: 'site-key-1' };
    expect(appEnv({ production: true, env })).toMatchObject({
      VITE_APP_CHECK_SITE_KEY: 'site-key-1',
      VITE_FIREBASE_EMULATORS: '',
    });
    const off = { VITE_FIREBASE_CONFIG: config, VITE_APP_CHECK_SITE_KEY: 'off' };
    expect(appEnv({ production: true, env: off }).VITE_APP_CHECK_SITE_KEY).toBe('off');
  });

  it('never puts a site key into a local build', () => {
    const local = appEnv({ env: { VITE_APP_CHECK_SITE_KEY: 'site-key-1' } });
    expect(local.VITE_APP_CHECK_SITE_KEY).toBe('');
    expect(local.VITE_FIREBASE_EMULATORS).toContain('127.0.0.1');
  });
});
