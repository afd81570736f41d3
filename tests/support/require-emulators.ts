// Global setup of every emulator suite: no emulators means a loud failure, never a skip.
import { emulatorHosts } from './emulator-hosts';

export default async function requireEmulators(): Promise<void> {
  const hosts = emulatorHosts();
  for (const [name, host] of Object.entries({
    auth: hosts.auth,
    firestore: hosts.firestore,
    functions: hosts.functions,
  })) {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw new Error(`The ${name} emulator at ${host} is not answering: ${String(error)}`);
    }
  }
}
