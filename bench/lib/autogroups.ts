// Who gets the machine's two cores first while the Lighthouse benchmark loads a page. Linux puts
// each session (`setsid`) in a scheduling group of its own, an autogroup, and shares the cores
// between the groups before it shares a group's part between the threads in it (sched(7), "The
// autogroup feature"). chrome-launcher starts Chromium detached, and the Firebase CLI its
// emulators' JVMs, so each of them is a group that weighs as much as all of Chromium's processes
// together; and a thread's nice value counts only against the threads of its own group, which is
// why renicing threads never changed what the page got (docs/performance.md, "Load on a shared
// machine"). The emulators stand in for Google's servers, which a visitor's phone does not run
// beside the page, so the Lighthouse benchmark puts the emulators' groups last and the browser's
// first.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { commandLineOf, processGroupOf, processIds } from './process-cpu';

/** The measured browser's autogroup nice: ahead of the benchmark's own group (0). */
export const BROWSER_GROUP_NICE = -10;
/** The emulators' JVMs' autogroup nice: the lowest there is. */
export const EMULATOR_GROUP_NICE = 19;

/** Whether the kernel groups sessions at all (`kernel.sched_autogroup_enabled`). */
export function autogroupsEnabled(proc = '/proc'): boolean {
  try {
    return readFileSync(join(proc, 'sys/kernel/sched_autogroup_enabled'), 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/** The emulators' JVMs (Firestore's and Pub/Sub's), by their command lines. */
export function emulatorJvmPids(proc = '/proc'): number[] {
  return processIds(proc).filter((pid) => {
    try {
      const [program = '', ...args] = commandLineOf(pid, proc);
      // A JVM as the CPU sampler classes it, running one of the emulators' jars.
      const jvm = processGroupOf(program, false) === 'Firestore JVM';
      return jvm && args.some((arg) => /emulator/.test(arg));
    } catch {
      return false; // The process ended while it was read.
    }
  });
}

/**
 * Sets the nice of the autogroup `pid` is in (every process of its session). The kernel refuses a
 * value it will not take (EPERM without CAP_SYS_NICE for a raise, EINVAL out of range), and the
 * write throws.
 */
export function setGroupNice(pid: number, nice: number, proc = '/proc'): void {
  writeFileSync(join(proc, String(pid), 'autogroup'), String(nice));
}

/** How the benchmark left the cores: what it set, or why it set nothing. */
export type CorePriorities =
  | { applied: true; emulatorGroups: number }
  | { applied: false; reason: string };

/**
 * Puts the emulators' JVMs' groups at EMULATOR_GROUP_NICE. The browser's group is set when each
 * browser starts (`browserFirst`). Nothing is set, and the reason is given, when the kernel does
 * not group sessions or the process may not raise a group's priority (needs CAP_SYS_NICE).
 */
export function emulatorsLast(proc = '/proc'): CorePriorities {
  if (!autogroupsEnabled(proc)) {
    return { applied: false, reason: 'the kernel does not group sessions (autogroups off)' };
  }
  const jvms = emulatorJvmPids(proc);
  if (jvms.length === 0) return { applied: false, reason: "no emulator's JVM is running" };
  try {
    for (const pid of jvms) setGroupNice(pid, EMULATOR_GROUP_NICE, proc);
  } catch (error) {
    return { applied: false, reason: `the groups could not be set (${(error as Error).message})` };
  }
  return { applied: true, emulatorGroups: jvms.length };
}

/** Puts a browser's group (all its processes: it was started detached) at BROWSER_GROUP_NICE. */
export function browserFirst(browserPid: number, proc = '/proc'): void {
  setGroupNice(browserPid, BROWSER_GROUP_NICE, proc);
}

/** The line the benchmark prints and records about the cores. */
export function prioritiesLine(priorities: CorePriorities | null): string {
  if (priorities === null) {
    return 'Cores: shared as the kernel shares them (--shared-cores): the browser, the emulators and the benchmark each weigh the same.';
  }
  if (!priorities.applied) {
    return `Cores: shared as the kernel shares them, because ${priorities.reason}.`;
  }
  return `Cores: the browser's scheduling group at nice ${BROWSER_GROUP_NICE}, the emulators' JVMs' ${priorities.emulatorGroups} groups at ${EMULATOR_GROUP_NICE}, the benchmark's at 0: the emulators stand in for servers a phone does not run (bench/lib/autogroups.ts).`;
}
