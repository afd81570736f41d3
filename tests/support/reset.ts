import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document in the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const { firestore } = emulatorHosts();
  await expectOk(
    await fetch(
      `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    'Clearing Firestore',
  );
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const { auth } = emulatorHosts();
  await expectOk(
    await fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    'Clearing Auth',
  );
}
