// The integration suite's files run one at a time against one emulator set. Most of them call
// callables and read what those wrote; only some watch what the Firestore triggers do after a
// write (the search catalogue, new-event alerts, mail reaching the catcher). The triggers run
// on every write all the same, and on every delete of the emulator's clear before each test:
// about 9,400 runs of the event triggers alone in one suite, each a request through the
// Functions emulator, racing the next test's clear and taking CPU from it. The files that watch
// triggers run first (trigger-files-first-sequencer.ts); the others switch them off.
import { emulatorHosts } from './emulator-hosts';

/** The files whose tests watch what a background trigger did. */
const WATCHES_TRIGGERS = /[\\/]functions[\\/]src[\\/](notify|search)[\\/]/;

/** The files that wait for mail to reach the catcher (the notification suites). */
const WAITS_FOR_MAIL = /[\\/]functions[\\/]src[\\/]notify[\\/]/;

export function watchesTriggers(file: string): boolean {
  return WATCHES_TRIGGERS.test(file);
}

export function waitsForMail(file: string): boolean {
  return WAITS_FOR_MAIL.test(file);
}

/**
 * Turns the Functions emulator's background triggers off (the Emulator Hub's switch, the one
 * `withFunctionTriggersDisabled` uses); callables still run. Idempotent, and it waits for the
 * triggers already queued. Turning them on again reloads every function (about 4 s), so the
 * suite never does: the files that need them come first.
 */
export async function disableBackgroundTriggers(): Promise<void> {
  const { hub } = emulatorHosts();
  const response = await fetch(`http://${hub}/functions/disableBackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok) {
    throw new Error(
      `Turning the emulator's background triggers off failed: ${response.status} ${await response.text()}`,
    );
  }
}
