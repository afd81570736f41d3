// Child processes for the scripts: inherit output, reject on failure with the command named.
import { spawn } from 'node:child_process';

import { SetupError } from './log.mjs';
import { root } from './paths.mjs';
import { track } from './processes.mjs';

export function run(command, args, { env = process.env, cwd = root, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' }));
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) process.stderr.write(output);
        const error = new SetupError(`\`${[command, ...args].join(' ')}\` failed (${signal ?? `exit ${code}`}).`);
        // Which signal ended it, if one did: a Ctrl-C reaches the children too (stop-control.mjs).
        error.signal = signal;
        reject(error);
      }
    });
  });
}
