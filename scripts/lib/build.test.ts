import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as build from './build.mjs';

const { appEnv, SHARED_CONFIG } = build as {
  SHARED_CONFIG: string[];
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

describe('what a change rebuilds the apps for', () => {
  // The build skips an app whose inputs hash as before: a shared Vite file left out of the list
  // would leave every app built without a change to it (the compile hints' first build did).
  it("takes in every shared Vite file at the repository's root", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const viteFiles = readdirSync(root).filter((file) => /^vite\.[\w-]+\.ts$/.test(file));
    expect(viteFiles).toContain('vite.shared.ts');
    expect(SHARED_CONFIG).toEqual(expect.arrayContaining(viteFiles));
  });
});
