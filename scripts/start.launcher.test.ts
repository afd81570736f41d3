// `npm start` stopped by Ctrl-C (SIGINT to its process group, as a terminal sends it) at points
// of start-up and after: each time every process it started is gone and every port is free
// within a minute; the data is exported only when the emulators were up; a second Ctrl-C forces
// the stop. Runs the real launcher (npm start) on the current FUNDAX_PORT_OFFSET, against a data
// folder of its own, after `npm run build` (the apps are then up to date and not rebuilt).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as launcherConfig from './lib/emulator-config.mjs';

const { emulatorConfig } = launcherConfig as {
  emulatorConfig: () => { ports: Record<string, number> };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'fundax-launcher-'));
const exported = path.join(dataDir, 'firebase-export-metadata.json');
const STOP_WITHIN_MS = 60_000;

const startedAt = Date.now();

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  // A forced stop in the middle of an export leaves the hub's temporary folder where
  // firebase-tools runs (the project root): the one this test made goes.
  for (const name of readdirSync('.')) {
    if (name.startsWith('firebase-export-') && statSync(name).mtimeMs >= startedAt) {
      rmSync(name, { recursive: true, force: true });
    }
  }
});

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

async function busyPorts(): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(emulatorConfig().ports)) {
    if (!(await portFree(port))) busy.push(`${name}:${port}`);
  }
  return busy;
}

/** Every process now: pid -> [parent pid, state, command line]. */
function processes(): Map<number, { ppid: number; state: string; command: string }> {
  const listing = execFileSync(
    'ps',
    ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'stat=', '-o', 'args='],
    {
      encoding: 'utf8',
    },
  );
  const all = new Map<number, { ppid: number; state: string; command: string }>();
  for (const line of listing.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (match)
      all.set(Number(match[1]), { ppid: Number(match[2]), state: match[3]!, command: match[4]! });
  }
  return all;
}

/** Every process below `root` now (children, grandchildren...), with its command line. */
function descendants(root: number): Map<number, string> {
  const all = processes();
  const found = new Map<number, string>();
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, { ppid, command }] of all) {
      if (ppid === parent && !found.has(pid)) {
        found.set(pid, command);
        queue.push(pid);
      }
    }
  }
  return found;
}

/**
 * The processes seen during a launch that still run: the same pid with the same command line
 * (a pid the system reused for something else since is not ours), and not a zombie.
 */
function survivors(seen: Map<number, string>): string[] {
  const now = processes();
  return [...seen]
    .filter(([pid, command]) => {
      const current = now.get(pid);
      return current && current.command === command && !current.state.startsWith('Z');
    })
    .map(([pid, command]) => `${pid} ${command}`);
}

interface Launch {
  child: ChildProcess;
  output: () => string;
  /** Every process seen below the launcher while it ran, with its command line. */
  seen: Map<number, string>;
  /** How it exited: under npm, a stop ends in npm re-raising the SIGINT it forwarded. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start` in its own process group, as a terminal runs it, watched until it exits. */
function launch(extraEnv: NodeJS.ProcessEnv = {}): Launch {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUNDAX_EMULATOR_DATA: dataDir,
    NO_COLOR: '1',
    ...extraEnv,
  };
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FUNDAX_EMULATOR_HOSTS',
  ]) {
    delete env[name];
  }
  const child = spawn('npm', ['start'], { detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const seen = new Map<number, string>();
  const watch = setInterval(() => {
    for (const [pid, command] of descendants(child.pid!)) seen.set(pid, command);
  }, 250);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      clearInterval(watch);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => text, seen, exited };
}

async function waitFor(launch: Launch, pattern: RegExp, withinMs = 240_000): Promise<void> {
  const until = Date.now() + withinMs;
  while (!pattern.test(launch.output())) {
    if (Date.now() > until) throw new Error(`No ${pattern} in:\n${launch.output().slice(-3000)}`);
    if (launch.child.exitCode !== null) {
      throw new Error(`npm start exited before ${pattern}:\n${launch.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the Functions emulator has worked through the seed's triggers (search catalogue,
 * alerts: some 500 runs after every start): no function began for `quietMs`. A Ctrl-C before
 * then waits for that queue, as the emulator's clean shutdown does, and the launcher forces the
 * stop after 50 s (the data was exported first); these tests are about the stop itself.
 */
async function waitForTriggersToSettle(launch: Launch, quietMs = 5_000, withinMs = 180_000) {
  const until = Date.now() + withinMs;
  const began = () => launch.output().split('Beginning execution of').length;
  let count = began();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > until) throw new Error("The seed's triggers were still running after 3 min.");
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (began() !== count) {
      count = began();
      since = Date.now();
    }
  }
}

/** Ctrl-C: SIGINT to the launcher's whole process group. */
const ctrlC = (launch: Launch) => process.kill(-launch.child.pid!, 'SIGINT');

/** Stops with Ctrl-C and checks that nothing is left: no process, no port. Returns the time. */
async function stopAndCheck(launch: Launch): Promise<number> {
  const start = Date.now();
  ctrlC(launch);
  const exit = await Promise.race([
    launch.exited,
    new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), STOP_WITHIN_MS)),
  ]);
  const took = Date.now() - start;
  // A clean stop: the launcher exits 0, and npm then ends by the SIGINT it was sent.
  expect(
    exit === 'late' ? 'late' : exit.code === 0 || exit.signal === 'SIGINT',
    `npm start did not stop cleanly in time:\n${launch.output().slice(-3000)}`,
  ).toBe(true);
  expect(launch.output()).toContain('Stopped.');
  expect(survivors(launch.seen)).toEqual([]);
  expect(await busyPorts()).toEqual([]);
  return took;
}

describe('npm start stops on Ctrl-C at any moment', { timeout: 600_000 }, () => {
  it('while building, before any emulator', async () => {
    expect(await busyPorts()).toEqual([]);
    // Forget the functions bundle's build stamp, so this start has a build to interrupt (the
    // next start builds it again).
    rmSync('functions/lib/.build-hash', { force: true });
    const run = launch();
    await waitFor(run, /==> Building functions and apps/);
    await stopAndCheck(run);
    expect(run.output()).not.toContain('functions: built');
    expect(run.output()).not.toContain('Starting emulators');
    expect(existsSync(exported)).toBe(false);
  });

  it('just after the emulators were spawned, and while they start', async () => {
    for (const moment of [/==> Starting emulators/, /firestore: /]) {
      const run = launch();
      await waitFor(run, moment);
      await stopAndCheck(run);
      // Not up yet: no export, so the data kept (here none) is never replaced by a partial copy.
      expect(run.output()).not.toContain('All emulators ready');
      expect(existsSync(exported)).toBe(false);
    }
  });

  it('once running: exports the data, then stops', async () => {
    const run = launch();
    await waitFor(run, /Fundax is running/);
    await waitForTriggersToSettle(run);
    const took = await stopAndCheck(run);
    expect(existsSync(exported)).toBe(true);
    expect(existsSync(path.join(dataDir, 'firestore_export'))).toBe(true);
    expect(statSync(exported).mtimeMs).toBeGreaterThan(Date.now() - took - 1000);
    console.log(`stopped with an export in ${(took / 1000).toFixed(1)} s`);
  });

  it('a second Ctrl-C forces the stop at once', async () => {
    // A stop takes under a second once the emulators are idle: the launcher is told to pause
    // 5 s at its start, so the second Ctrl-C has a stop to cut short.
    const run = launch({ FUNDAX_STOP_PAUSE_MS: '5000' });
    await waitFor(run, /Fundax is running/);
    await waitForTriggersToSettle(run);
    ctrlC(run);
    // A second Ctrl-C, later than npm's own forward of the first, cuts the stop short.
    await waitFor(run, /Stopping \(Ctrl-C again to force\)/);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const start = Date.now();
    ctrlC(run);
    const exit = await run.exited;
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(exit.code === 0 && exit.signal === null).toBe(false);
    expect(run.output()).not.toContain('Stopped.');
    expect(run.output()).not.toContain('Exporting local data');
    // Killed outright: give the system a moment to reap them, then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(survivors(run.seen)).toEqual([]);
    expect(await busyPorts()).toEqual([]);
  });
});
