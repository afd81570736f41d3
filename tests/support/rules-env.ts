import { readFileSync } from 'node:fs';

import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

/** A rules test environment on the running Firestore emulator with the real firestore.rules. */
export async function rulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHosts().firestore.split(':');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}
