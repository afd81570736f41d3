/** The running emulators, as `npm test` (emulators:exec) announces them. Throws when absent. */
export interface EmulatorHosts {
  auth: string;
  firestore: string;
  functions: string;
  hub: string;
  pubsub: string;
}

export const PROJECT_ID = 'demo-fundax';

export function emulatorHosts(): EmulatorHosts {
  const raw = process.env.FUNDAX_EMULATOR_HOSTS;
  if (!raw || !process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The emulator suites need the Firebase emulators: run them with `npm test` ' +
        '(or `npm run test:emulators`), which starts the emulators first.',
    );
  }
  return JSON.parse(raw) as EmulatorHosts;
}
