import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  BROWSER_GROUP_NICE,
  EMULATOR_GROUP_NICE,
  browserFirst,
  emulatorJvmPids,
  emulatorsLast,
  prioritiesLine,
} from './autogroups';

/** A stand-in for /proc: each process's command line and autogroup file, and the sysctl. */
let proc: string;

function processEntry(pid: number, args: string[], group = `/autogroup-${pid} nice 0`): void {
  mkdirSync(join(proc, String(pid)));
  writeFileSync(join(proc, String(pid), 'cmdline'), `${args.join('\0')}\0`);
  writeFileSync(join(proc, String(pid), 'autogroup'), group);
}

/** The group's nice: the kernel shows `/autogroup-<pid> nice n`; the stand-in keeps what was written. */
function groupNice(pid: number): number {
  const text = readFileSync(join(proc, String(pid), 'autogroup'), 'utf8');
  return Number(/nice (-?\d+)/.exec(text)?.[1] ?? text);
}

beforeEach(() => {
  proc = mkdtempSync(join(tmpdir(), 'proc-'));
  mkdirSync(join(proc, 'sys/kernel'), { recursive: true });
  writeFileSync(join(proc, 'sys/kernel/sched_autogroup_enabled'), '1\n');
  processEntry(41, ['java', '-jar', '/work/.emulators/cloud-firestore-emulator-v1.19.7.jar']);
  processEntry(42, [
    '/usr/lib/jvm/bin/java',
    '-jar',
    '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib/cloud-pubsub-emulator.jar',
  ]);
  processEntry(43, ['java', '-jar', 'some-other-service.jar']);
  processEntry(44, ['/usr/bin/node', 'node_modules/.bin/firebase', 'emulators:exec']);
  processEntry(45, ['/usr/lib/chromium/chromium', '--headless=new']);
});
afterEach(() => rmSync(proc, { recursive: true, force: true }));

describe('autogroup priorities for the Lighthouse benchmark', () => {
  it("finds the emulators' JVMs and no other Java or Node process", () => {
    expect(emulatorJvmPids(proc).sort()).toEqual([41, 42]);
  });

  it("puts the emulators' groups last and leaves the rest alone", () => {
    const priorities = emulatorsLast(proc);
    expect(priorities).toEqual({ applied: true, emulatorGroups: 2 });
    expect(groupNice(41)).toBe(EMULATOR_GROUP_NICE);
    expect(groupNice(42)).toBe(EMULATOR_GROUP_NICE);
    expect(groupNice(43)).toBe(0);
    expect(groupNice(44)).toBe(0);
    expect(prioritiesLine(priorities)).toContain('2 groups at 19');
  });

  it("puts the browser's group first", () => {
    browserFirst(45, proc);
    expect(groupNice(45)).toBe(BROWSER_GROUP_NICE);
  });

  it('sets nothing, and says why, when the kernel does not group sessions', () => {
    writeFileSync(join(proc, 'sys/kernel/sched_autogroup_enabled'), '0\n');
    const priorities = emulatorsLast(proc);
    expect(priorities).toEqual({
      applied: false,
      reason: 'the kernel does not group sessions (autogroups off)',
    });
    expect(groupNice(41)).toBe(0);
    expect(prioritiesLine(priorities)).toMatch(/shared as the kernel shares them, because/);
  });

  it('says when no emulator is running', () => {
    rmSync(join(proc, '41'), { recursive: true });
    rmSync(join(proc, '42'), { recursive: true });
    expect(emulatorsLast(proc)).toEqual({ applied: false, reason: "no emulator's JVM is running" });
  });

  it('fails when the kernel refuses the value', () => {
    // A group file that cannot be written (a directory in its place) stands for a refusal.
    rmSync(join(proc, '45', 'autogroup'));
    mkdirSync(join(proc, '45', 'autogroup'));
    expect(() => browserFirst(45, proc)).toThrow();
  });

  it('names the opt-out when the cores are left shared on purpose', () => {
    expect(prioritiesLine(null)).toContain('--shared-cores');
  });
});
