import { afterEach, describe, expect, it, vi } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as runModule from './run.mjs';
// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as stopControl from './stop-control.mjs';

interface Control {
  stopping: boolean;
  onSignal: () => void;
  step: <T>(work: () => Promise<T>) => Promise<T>;
}

const { StopControl, Stopped } = stopControl as {
  StopControl: new (options: { dataDir: string; exit: (code: number) => void }) => Control;
  Stopped: new () => Error;
};
const { run } = runModule as {
  run: (command: string, args: string[], options?: { quiet?: boolean }) => Promise<string>;
};

/** A child ended by the SIGINT of a Ctrl-C, as a build is when the terminal signals its group. */
const interruptedChild = () => run('sh', ['-c', 'kill -INT $$'], { quiet: true });

const controls: Control[] = [];
function control(): Control {
  const made = new StopControl({ dataDir: '/nonexistent', exit: vi.fn() });
  controls.push(made);
  return made;
}

afterEach(() => {
  for (const made of controls.splice(0)) {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(name, made.onSignal);
  }
  vi.restoreAllMocks();
});

describe('a step of npm start that Ctrl-C interrupts', () => {
  it('is a stop, not a failure, when its child dies of the SIGINT before the launcher sees it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const launcher = control();
    const step = launcher.step(interruptedChild);
    // The launcher's own handler runs a moment after the child has already exited.
    setTimeout(() => launcher.onSignal(), 100);
    await expect(step).rejects.toBeInstanceOf(Stopped);
    expect(launcher.stopping).toBe(true);
  });

  it('fails with the child’s own error when no stop follows its signal', async () => {
    const step = control().step(interruptedChild);
    await expect(step).rejects.toThrow('failed (SIGINT).');
    await expect(step).rejects.not.toBeInstanceOf(Stopped);
  });

  it('fails at once, with the error, when its child exits with an error code', async () => {
    const step = control().step(() => run('sh', ['-c', 'exit 3'], { quiet: true }));
    await expect(step).rejects.toThrow('failed (exit 3).');
  });
});
