import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { waitsForMail, watchesTriggers } from './background-triggers';

/** 0: waits for mail; 1: watches other triggers; 2: the rest, run with the triggers off. */
function fileGroup(file: string): number {
  if (waitsForMail(file)) return 0;
  return watchesTriggers(file) ? 1 : 2;
}

/** The files in the order above, keeping the given order inside each group. */
export function triggerFilesFirst<T>(files: T[], pathOf: (file: T) => string): T[] {
  return [0, 1, 2].flatMap((group) => files.filter((file) => fileGroup(pathOf(file)) === group));
}

/**
 * The integration suite's files run one at a time against one set of emulators.
 *
 * - The notification files first: they wait for their own mail, which would queue behind the
 *   mail of every file before them (`sendQueuedMail` speaks SMTP to the catcher one message at
 *   a time; notify-events took 15 s alone and 52 to 65 s in the suite behind the others' mail).
 * - Then the other files that watch a trigger (search).
 * - Then the rest, whose setup turns the background triggers off for good
 *   (tests/support/triggers-per-file.ts): turning them on again would reload every function.
 *
 * Vitest's own order is kept inside each group.
 */
export default class TriggerFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return triggerFilesFirst(await super.sort(files), (file) => file.moduleId);
  }
}
