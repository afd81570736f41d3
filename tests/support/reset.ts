import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/**
 * Deletes every document in the Firestore emulator. A transaction still running in the
 * background (a Firestore trigger reacting to the last test's writes) can hold a lock the
 * emulator's clear then times out on (409 ABORTED); the clear is tried again once it is done.
 */
export async function clearFirestore(): Promise<void> {
  const { firestore } = emulatorHosts();
  const url = `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.status !== 409 || attempt === 5) {
      await expectOk(response, 'Clearing Firestore');
      return;
    }
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const { auth } = emulatorHosts();
  await expectOk(
    await fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    'Clearing Auth',
  );
}
