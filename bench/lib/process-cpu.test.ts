import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  type CpuSnapshot,
  type ProcessGroup,
  commandLineOf,
  cpuShares,
  navigationStartMs,
  processGroupOf,
  processIds,
  sharesOver,
  ticksFromStat,
} from './process-cpu';

describe('kinds of process', () => {
  it("names Chromium's processes by their type", () => {
    const chromium = '/usr/lib/chromium/chromium';
    expect(processGroupOf(`${chromium} --headless=new --no-sandbox`, false)).toBe('browser');
    expect(processGroupOf(`${chromium} --type=renderer --renderer-client-id=7`, false)).toBe(
      'page renderer',
    );
    expect(processGroupOf(`${chromium} --type=gpu-process --use-gl=angle`, false)).toBe(
      'GPU process',
    );
    expect(
      processGroupOf(
        `${chromium} --type=utility --utility-sub-type=network.mojom.NetworkService`,
        false,
      ),
    ).toBe('network service');
    expect(
      processGroupOf(
        `${chromium} --type=utility --utility-sub-type=storage.mojom.StorageService`,
        false,
      ),
    ).toBe('other Chromium');
    expect(processGroupOf(`${chromium} --type=zygote`, false)).toBe('other Chromium');
  });

  it('names the emulators, this benchmark and the rest', () => {
    expect(processGroupOf('/usr/bin/java -Duser.language=en -jar cloud-firestore-emulator-v1.19.jar', false)).toBe(
      'Firestore JVM',
    );
    expect(processGroupOf('node /work/node_modules/.bin/firebase emulators:exec', false)).toBe(
      'emulators (Node)',
    );
    expect(
      processGroupOf('/usr/bin/node /work/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime', false),
    ).toBe('emulators (Node)');
    expect(processGroupOf('node --import tsx lighthouse.bench.ts', true)).toBe('benchmark');
    expect(processGroupOf('node vitest', false)).toBe('other');
    expect(processGroupOf('', false)).toBe('other');
  });
});

describe('processes from /proc', () => {
  it('lists the numeric entries and reads a command line as its arguments, an empty one kept', () => {
    const proc = mkdtempSync(join(tmpdir(), 'proc-'));
    try {
      for (const [pid, cmdline] of [
        ['7', 'java\0-jar\0my emulator.jar\0'],
        ['12', 'node\0\0script.js\0'],
      ] as const) {
        mkdirSync(join(proc, pid));
        writeFileSync(join(proc, pid, 'cmdline'), cmdline);
      }
      mkdirSync(join(proc, 'sys'));
      writeFileSync(join(proc, 'uptime'), '1 1');
      expect(processIds(proc).sort((a, b) => a - b)).toEqual([7, 12]);
      expect(commandLineOf(7, proc)).toEqual(['java', '-jar', 'my emulator.jar']);
      expect(commandLineOf(12, proc)).toEqual(['node', '', 'script.js']);
      expect(() => commandLineOf(99, proc)).toThrow();
    } finally {
      rmSync(proc, { recursive: true, force: true });
    }
  });
});

describe('CPU time from /proc', () => {
  it('adds user and system time, with a process name that holds spaces and parentheses', () => {
    // Fields 14 and 15 of proc(5): utime 250, stime 40.
    const stat = '4242 (Web Content (x)) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 40 0 0 20 0 9';
    expect(ticksFromStat(stat)).toBe(290);
  });
});

const snap = (atMs: number, entries: [number, ProcessGroup, number][]): CpuSnapshot => ({
  atMs,
  ticks: new Map(entries.map(([pid, group, ticks]) => [pid, { group, ticks }])),
});

describe("each kind's share of the CPU", () => {
  it('is the ticks used between two snapshots, over the time between them, in percent of a core', () => {
    const before = snap(1_000, [
      [1, 'page renderer', 100],
      [2, 'Firestore JVM', 50],
      [3, 'page renderer', 10],
    ]);
    // Two seconds later (100 ticks a second): the renderers used 0.5 s and 0.3 s, the JVM 0.4 s,
    // a process that started meanwhile 0.2 s; one renderer ended and is not counted.
    const after = snap(3_000, [
      [1, 'page renderer', 150],
      [2, 'Firestore JVM', 90],
      [4, 'benchmark', 20],
      [5, 'page renderer', 30],
    ]);
    const shares = cpuShares(before, after, 100);
    expect(shares['page renderer']).toBeCloseTo(40);
    expect(shares['Firestore JVM']).toBeCloseTo(20);
    expect(shares.benchmark).toBeCloseTo(10);
    expect(shares.browser).toBe(0);
  });

  it('refuses snapshots out of order', () => {
    expect(() => cpuShares(snap(2_000, []), snap(1_000, []), 100)).toThrow(/after the first/);
  });

  it("takes a window's ends from the snapshots around it, or says they do not cover it", () => {
    const snapshots = [
      snap(0, [[1, 'browser', 0]]),
      snap(250, [[1, 'browser', 10]]),
      snap(500, [[1, 'browser', 30]]),
      snap(750, [[1, 'browser', 40]]),
    ];
    // 300 to 600 ms: from the snapshot at 250 to the one at 750, 30 ticks in 0.5 s.
    expect(sharesOver(snapshots, 300, 600, 100)?.browser).toBeCloseTo(60);
    expect(sharesOver(snapshots, 300, 800, 100)).toBeNull();
    expect(sharesOver(snapshots, -1, 200, 100)).toBeNull();
  });
});

describe("the page's navigation in its trace", () => {
  it("is the main frame's first navigation to a web address, in ms", () => {
    const events = [
      { name: 'navigationStart', ts: 1_000, args: { data: { documentLoaderURL: 'about:blank', isLoadingMainFrame: true } } },
      { name: 'navigationStart', ts: 2_000, args: { data: { documentLoaderURL: 'http://127.0.0.1:5005/x', isLoadingMainFrame: false } } },
      { name: 'navigationStart', ts: 2_481_487_317, args: { data: { documentLoaderURL: 'http://127.0.0.1:5005/auth/dashboard', isLoadingMainFrame: true } } },
      { name: 'navigationStart', ts: 2_481_527_203, args: { data: { documentLoaderURL: '', isLoadingMainFrame: true } } },
    ];
    expect(navigationStartMs(events)).toBeCloseTo(2_481_487.317);
    expect(navigationStartMs(events.slice(0, 2))).toBeNull();
  });
});
