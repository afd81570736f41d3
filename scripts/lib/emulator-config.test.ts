import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as launcher from './emulator-config.mjs';

interface HostingSite {
  headers: { headers: { key: string; value: string }[] }[];
}

const { emulatorConfig, addCspSources } = launcher as {
  emulatorConfig: () => { ports: Record<string, number>; configPath: string };
  addCspSources: (policy: string, sources: Record<string, string[]>) => string;
};

const withOffset = (offset: string) => {
  process.env.FUNDAX_PORT_OFFSET = offset;
  return emulatorConfig();
};

describe('emulator ports under FUNDAX_PORT_OFFSET', () => {
  afterEach(() => {
    delete process.env.FUNDAX_PORT_OFFSET;
  });

  it('uses firebase.json as it is without an offset, and shifts every port by one', () => {
    expect(withOffset('0').ports).toMatchObject({ firestore: 8080, auth: 9099, 'hosting:web': 5000 });
    expect(withOffset('3000').ports).toMatchObject({
      firestore: 11080,
      auth: 12099,
      functions: 8001,
      'hosting:web': 8000,
      'hosting:admin': 8005,
      'mail:smtp': 5525,
      'mail:page': 8050,
    });
    expect(withOffset('0').ports).toMatchObject({ 'mail:smtp': 2525, 'mail:page': 5050 });
  });

  it('refuses an offset that lands on a port fetch and browsers block, naming it', () => {
    expect(() => withOffset('2000')).toThrow(/firestore on 10080/);
    expect(() => withOffset('1000')).toThrow(/hosting:web on 6000/);
    expect(() => withOffset('1500')).toThrow(/multiple of 1000/);
  });
});

describe('the security headers the emulators serve', () => {
  afterEach(() => {
    delete process.env.FUNDAX_PORT_OFFSET;
  });

  const cspOf = (config: { hosting: HostingSite[] }) =>
    config.hosting.map(
      (site) =>
        site.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')!
          .value,
    );

  it('let local builds reach the emulators, and only in the generated config', () => {
    const { configPath } = emulatorConfig();
    expect(path.basename(configPath)).toBe('firebase.local.json');
    for (const policy of cspOf(JSON.parse(readFileSync(configPath, 'utf8')) as { hosting: HostingSite[] })) {
      expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099 http:\/\/127\.0\.0\.1:8080 http:\/\/127\.0\.0\.1:5001/);
      expect(policy).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9099/);
      // Uploaded pictures, served by the Functions emulator's localFiles.
      expect(policy).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:5001/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
    }
    // What a deploy uses names no local address.
    for (const policy of cspOf(JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingSite[] })) {
      expect(policy).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    }
  });

  it('adds sources to a directive, or the directive itself', () => {
    expect(addCspSources("default-src 'self'; connect-src 'self'", {
      'connect-src': ['http://a:1'],
      'frame-src': ['http://a:1'],
    })).toBe("default-src 'self'; connect-src 'self' http://a:1; frame-src http://a:1");
  });
});
