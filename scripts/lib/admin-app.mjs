// The Admin SDK app the operator scripts (bootstrap-admin, recount-nearby) run against.
import { applicationDefault, initializeApp } from 'firebase-admin/app';

import { emulatorConfig } from './emulator-config.mjs';
import { SetupError } from './log.mjs';
import { projectId as emulatorProjectId } from './paths.mjs';

/** The Admin SDK app: the emulators by default, a real project only when named. */
export function connectAdmin(project) {
  if (project) {
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST) {
      throw new SetupError(
        '--project talks to a real project, but FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is set. Unset them first.',
      );
    }
    return {
      app: initializeApp({ credential: applicationDefault(), projectId: project }),
      where: project,
    };
  }
  const { hosts } = emulatorConfig();
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.auth;
  process.env.FIRESTORE_EMULATOR_HOST ??= hosts.firestore;
  const where = `the emulators (${emulatorProjectId}, auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`;
  return { app: initializeApp({ projectId: emulatorProjectId }), where };
}
