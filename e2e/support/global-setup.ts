// Browser tests start from the demo data exactly as `npm start` shows it on a fresh machine.
import { execFileSync } from 'node:child_process';

import { clearAuth, clearFirestore } from '../../tests/support/reset';

export default async function seedFresh(): Promise<void> {
  await Promise.all([clearFirestore(), clearAuth()]);
  execFileSync('node', ['scripts/seed-run.mjs'], { stdio: 'inherit' });
}
