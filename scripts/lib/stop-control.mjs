// Ctrl-C for `npm start`, at any moment: while installing, building, starting the emulators,
// seeding or running. The first signal stops everything the launcher started (exporting the
// emulator data first when the emulators were up); a second one forces the stop at once; and
// a stop that has not finished within STOP_WITHIN_MS is forced too.
import { dim, info } from './log.mjs';
import { descendantsOf, isAlive, signal, signalAll } from './processes.mjs';

/** A stop is forced if it takes longer than this (the bar is a minute). */
export const STOP_WITHIN_MS = 50_000;
/** How long the data export may take before the stop goes on without it. */
export const EXPORT_WITHIN_MS = 30_000;
/**
 * Signals this close to the first are the same Ctrl-C: under `npm start` the terminal signals
 * the launcher and npm forwards the same signal to it again.
 */
export const SAME_SIGNAL_MS = 500;

/** Thrown by a step that the stop interrupted: the launcher then exits quietly. */
export class Stopped extends Error {
  constructor() {
    super('Stopped.');
  }
}

export class StopControl {
  stopping = false;
  /** The firebase-tools process of the emulators, once spawned. */
  emulators = null;
  /** The emulator hub (host:port), and whether every emulator reported ready. */
  hub = null;
  ready = false;
  /** Every process ever seen below firebase-tools, so none outlives it (see descendantsOf). */
  seen = new Set();
  #done = null;
  #firstSignalAt = 0;

  constructor({ dataDir, exit = (code) => process.exit(code) }) {
    this.dataDir = dataDir;
    this.exit = exit;
    this.stopped = new Promise((resolve) => (this.#done = resolve));
    this.onSignal = () => {
      const now = Date.now();
      if (!this.stopping) {
        this.#firstSignalAt = now;
        void this.stop();
      } else if (now - this.#firstSignalAt > SAME_SIGNAL_MS) this.force();
    };
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, this.onSignal);
  }

  /** Runs one step of the start-up; after a stop it throws Stopped instead of going on. */
  async step(work) {
    if (this.stopping) throw new Stopped();
    try {
      const result = await work();
      if (this.stopping) throw new Stopped();
      return result;
    } catch (error) {
      // A Ctrl-C signals the whole process group: a child it ended (a build, an install) can
      // report before the launcher's own handler has run. Wait for that signal before calling
      // the step failed, or a stop would print the child's "failed (SIGINT)".
      if (!this.stopping && error?.signal) await this.#signalArrives();
      throw this.stopping ? new Stopped() : error;
    }
  }

  /** Resolves once a stop has begun, or after SAME_SIGNAL_MS without one. */
  async #signalArrives() {
    for (let waited = 0; waited < SAME_SIGNAL_MS && !this.stopping; waited += 25) await sleep(25);
  }

  /** The emulators' firebase-tools process, as soon as it is spawned. */
  emulatorsSpawned(child, hub) {
    this.emulators = child;
    this.hub = hub;
    this.#remember();
    // Keep a list of what it starts: a process orphaned by a crash is still ours to stop.
    const timer = setInterval(() => this.#remember(), 1000);
    child.once('exit', () => clearInterval(timer));
    if (this.stopping) this.#stopEmulators();
  }

  emulatorsReady() {
    this.ready = true;
  }

  async stop() {
    if (this.stopping) return;
    this.stopping = true;
    console.log(dim('\nStopping (Ctrl-C again to force)...'));
    setTimeout(() => {
      console.log(dim(`Not stopped within ${STOP_WITHIN_MS / 1000} s: forcing.`));
      this.force();
    }, STOP_WITHIN_MS).unref();
    // Builds, installs and the seed: they (and what they started) go at once.
    signalAll('SIGTERM');
    // For the launcher test of a second Ctrl-C, which needs a stop that lasts (a real one takes
    // under a second once the emulators are idle): never set otherwise.
    const pause = Number(process.env.FUNDAX_STOP_PAUSE_MS ?? 0);
    if (pause > 0) await sleep(pause);
    if (this.emulators) await this.#stopEmulators();
    this.#done();
  }

  /** Kills everything started, at once, and exits. */
  force() {
    this.#remember();
    signalAll('SIGKILL');
    if (this.emulators) signal(this.emulators.pid, 'SIGKILL', { group: true });
    for (const pid of this.seen) signal(pid, 'SIGKILL');
    this.exit(130);
  }

  /** After firebase-tools exits: whatever it started and left behind is stopped too. */
  async reapLeftovers() {
    const left = [...this.seen].filter(isAlive);
    for (const pid of left) signal(pid, 'SIGTERM');
    for (let waited = 0; waited < 5000 && left.some(isAlive); waited += 100) await sleep(100);
    for (const pid of left.filter(isAlive)) signal(pid, 'SIGKILL');
  }

  #remember() {
    if (!this.emulators?.pid) return;
    for (const pid of descendantsOf([this.emulators.pid])) this.seen.add(pid);
  }

  async #stopEmulators() {
    if (this.exporting) return;
    this.exporting = true;
    if (this.ready) await this.#exportData();
    else info(dim('The emulators were still starting: nothing to export.'));
    this.#remember();
    // firebase-tools stops the emulators it started on SIGINT (its clean shutdown).
    signal(this.emulators.pid, 'SIGINT', { group: true });
  }

  /** Asks the hub to export every emulator's data to dataDir (it swaps the folder in whole). */
  async #exportData() {
    console.log(dim(`Exporting local data to ${this.dataDir}...`));
    try {
      const response = await fetch(`http://${this.hub}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: this.dataDir, initiatedBy: 'fundax-launcher' }),
        signal: AbortSignal.timeout(EXPORT_WITHIN_MS),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    } catch (error) {
      console.log(dim(`The export failed (${error.message}); the last export is kept.`));
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
