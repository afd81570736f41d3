// `npm start` and `npm test` install npm dependencies first when they are missing or stale.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { step } from './log.mjs';
import { root } from './paths.mjs';
import { run } from './run.mjs';

export async function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing npm dependencies (npm ci)');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
