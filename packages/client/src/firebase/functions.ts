import { FUNCTIONS_REGION } from '@fundax/core';
import type { Functions } from 'firebase/functions';

import { firebaseApp, firebaseConfig } from './app';
import { hostAndPort } from './config';

let pending: Promise<Functions> | null = null;

/** The Functions client (us-central1), loaded on first call, on the emulator in local runs. */
export function functionsClient(): Promise<Functions> {
  pending ??= Promise.all([import('firebase/functions'), firebaseApp()]).then(
    ([{ getFunctions, connectFunctionsEmulator }, app]) => {
      const functions = getFunctions(app, FUNCTIONS_REGION);
      const emulator = firebaseConfig().emulators?.functions;
      if (emulator) {
        const { host, port } = hostAndPort(emulator);
        connectFunctionsEmulator(functions, host, port);
      }
      return functions;
    },
  );
  return pending;
}
