// Browser tests drive Debian's Chromium through playwright-core; nothing downloads a browser.
import { existsSync } from 'node:fs';

import { SetupError, step } from './log.mjs';
import { run } from './run.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** Returns Chromium's path, installing Debian's package first when missing and we are root. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    step('Installing Chromium for the browser tests (apt-get install chromium)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-q'], { env, quiet: true });
    await run('apt-get', ['install', '-y', '-q', 'chromium'], { env, quiet: true });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new SetupError(
    'The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
