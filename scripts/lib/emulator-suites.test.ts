import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as suitesModule from './emulator-suites.mjs';

interface Suite {
  name: string;
  config: string;
  offset: number;
  appsOffset?: number;
}

const { emulatorSuites } = suitesModule as {
  emulatorSuites: () => { browser: Suite; integration: Suite };
};

const saved = process.env.FUNDAX_PORT_OFFSET;
afterEach(() => {
  if (saved === undefined) delete process.env.FUNDAX_PORT_OFFSET;
  else process.env.FUNDAX_PORT_OFFSET = saved;
});

describe('the emulator suites of npm test', () => {
  it('puts the browser tests on the run’s ports and the integration suites 3000 above, serving the run’s build', () => {
    process.env.FUNDAX_PORT_OFFSET = '5000';
    const { browser, integration } = emulatorSuites();
    expect(browser).toMatchObject({ config: 'vitest.e2e.config.ts', offset: 5000 });
    expect(integration).toMatchObject({
      config: 'vitest.emulators.config.ts',
      offset: 8000,
      appsOffset: 5000,
    });
  });

  it('runs on the default ports when no offset is set', () => {
    delete process.env.FUNDAX_PORT_OFFSET;
    expect(emulatorSuites().browser.offset).toBe(0);
    expect(emulatorSuites().integration.offset).toBe(3000);
  });

  it('refuses an offset that is not a multiple of 1000', () => {
    process.env.FUNDAX_PORT_OFFSET = '2500';
    expect(() => emulatorSuites()).toThrow('FUNDAX_PORT_OFFSET must be 0 or a multiple of 1000.');
  });
});
