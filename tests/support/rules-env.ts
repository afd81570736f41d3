import { readFileSync } from 'node:fs';

import {
  type RulesTestContext,
  type RulesTestEnvironment,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

/** A rules test environment on the running Firestore emulator with the real firestore.rules. */
export async function rulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHosts().firestore.split(':');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}

/**
 * The context's Firestore typed as the modular SDK's. rules-unit-testing returns the compat
 * instance, which the modular functions accept at run time but whose type lacks two fields.
 */
export function dbOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
