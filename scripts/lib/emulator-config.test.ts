import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as launcher from './emulator-config.mjs';

const { emulatorConfig } = launcher as { emulatorConfig: () => { ports: Record<string, number> } };

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
