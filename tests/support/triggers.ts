import { emulatorHosts } from './emulator-hosts';

async function setBackgroundTriggers(on: boolean): Promise<void> {
  const { hub } = emulatorHosts();
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) {
    throw new Error(
      `The emulator hub refused ${path}: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * Runs a bulk seed with the Functions emulator's background triggers off, then turns them back
 * on. Thousands of seeded events would otherwise each queue the search and alert triggers, and
 * the emulator works through that backlog for minutes after the test that wrote them has
 * passed: the next files' mail and alert triggers then wait behind it and their tests time out.
 * The seed is what the test reads directly; no trigger's work on it is part of what it checks.
 */
export async function withoutTriggers<T>(seed: () => Promise<T>): Promise<T> {
  await setBackgroundTriggers(false);
  try {
    return await seed();
  } finally {
    await setBackgroundTriggers(true);
  }
}
