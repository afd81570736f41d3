// The one emulator launcher used by `npm start` and `npm test`: finds Java 21+, points
// firebase-tools at locally installed emulator binaries, checks ports, then spawns firebase.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

import { emulatorBinaryEnv } from './emulator-binaries.mjs';
import { EMULATORS, emulatorConfig } from './emulator-config.mjs';
import { findJava } from './java.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { SetupError, info, step } from './log.mjs';
import { filesDir, firebaseBin, projectId, root } from './paths.mjs';

function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (!(await portFree(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    throw new SetupError(
      `These emulator ports are already in use: ${busy.join(', ')}.\n` +
        'Stop the other emulators (another `npm start` or `npm test`?), or run with ' +
        'FUNDAX_PORT_OFFSET=1000 (any multiple of 1000) to use other ports.',
    );
  }
}

/**
 * Where the local upload function keeps files: beside `.emulator-data/` for `npm start`, or a
 * scratch folder removed on exit for test runs (`scratchFiles`), so tests never litter it.
 */
function localFilesDir(scratchFiles) {
  if (process.env.FUNDAX_LOCAL_FILES_DIR) return process.env.FUNDAX_LOCAL_FILES_DIR;
  if (!scratchFiles) return filesDir;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'fundax-files-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  return scratch;
}

/**
 * Everything needed to run firebase-tools against the local emulators, with the local SMTP
 * catcher started: the emulated functions send to it (SMTP_URL) and tests read what it caught
 * (FUNDAX_MAIL_CATCHER_URL). `mailDir` keeps the messages across runs (`npm start`); without it
 * they live in memory. `freshMail` empties `mailDir` first, when the data starts over.
 * `scratchFiles` keeps uploads in a scratch folder (test runs). `offset` and `appsOffset`: see
 * emulatorConfig (FUNDAX_PORT_OFFSET by default); scripts run inside see the offset used.
 */
export async function prepareEmulators({
  mailDir = null,
  freshMail = false,
  scratchFiles = false,
  offset = undefined,
  appsOffset = undefined,
} = {}) {
  if (!existsSync(firebaseBin)) throw new SetupError('firebase-tools is not installed; run `npm ci` first.');
  const config = emulatorConfig({ offset, appsOffset });
  const java = findJava();
  const binaries = emulatorBinaryEnv(java.home);
  step(`Emulators: Java ${java.major} at ${java.home}`);
  if (binaries.downloads.length > 0) {
    info(`firebase-tools will download: ${binaries.downloads.join(', ')} (needs network once).`);
  }
  await assertPortsFree(config.ports);
  const mail = await startMailCatcher({
    smtpPort: config.mail.smtpPort,
    pagePort: config.mail.pagePort,
    dir: mailDir,
    fresh: freshMail,
  });
  const env = {
    ...process.env,
    ...binaries.env,
    JAVA_HOME: java.home,
    PATH: `${path.join(java.home, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    // No update checks, no usage reporting, no prompts: the emulators must run offline.
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    CI: process.env.CI ?? '1',
    // The Admin SDK would otherwise probe the GCE metadata server (and warn) on every start.
    METADATA_SERVER_DETECTION: 'none',
    // The Functions emulator starts a worker per concurrent request and gives up on one that is
    // not up within 30 s, leaving its request hanging; a loaded 2-core machine needs longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    GCLOUD_PROJECT: projectId,
    FUNDAX_PORT_OFFSET: String(config.offset),
    FUNDAX_EMULATOR_HOSTS: JSON.stringify(config.hosts),
    FUNDAX_APP_URLS: JSON.stringify(config.apps),
    FUNDAX_BUILT_APP_URLS: JSON.stringify(config.builtApps),
    SMTP_URL: mail.smtpUrl,
    FUNDAX_MAIL_CATCHER_URL: mail.pageUrl,
    FUNDAX_LOCAL_FILES_DIR: localFilesDir(scratchFiles),
  };
  return { config, env, mail };
}

/** Common firebase-tools arguments: the demo project, the (possibly offset) config, our emulators. */
export function firebaseArgs(config, command, extra = []) {
  return [command, '--project', projectId, '--config', config.configPath, '--only', EMULATORS.join(','), ...extra];
}

/**
 * Spawn firebase-tools. Resolves with its exit code. If `readyWithin` ms pass before `isReady`
 * sees the ready line, the process is stopped and the promise rejects with a clear message, so a
 * stuck download or a Java problem never hangs a run. `onSpawn` gets the process at once (to
 * stop it even while it starts), `onReady` once every emulator is up.
 * `stdout`/`stderr`: where its output goes (the terminal unless given).
 */
export function spawnFirebase(
  args,
  env,
  { readyWithin = 180_000, onSpawn, onReady, detached = false, stdout = process.stdout, stderr = process.stderr } = {},
) {
  return new Promise((resolve, reject) => {
    // detached: its own process group, so a terminal Ctrl-C reaches only our parent, which then
    // stops it exactly once (a second SIGINT makes firebase-tools skip its clean shutdown).
    const child = spawn(firebaseBin, args, { cwd: root, env, detached, stdio: ['ignore', 'pipe', 'pipe'] });
    onSpawn?.(child);
    let ready = false;
    let tail = '';
    const timer = setTimeout(() => {
      if (ready) return;
      child.kill('SIGTERM');
      reject(
        new SetupError(
          `The emulators did not become ready within ${readyWithin / 1000} s.\nLast output:\n${tail}\n` +
            'See firebase-debug.log and firestore-debug.log in the project root.',
        ),
      );
    }, readyWithin);
    const watch = (stream, out) => {
      stream?.on('data', (chunk) => {
        const text = chunk.toString();
        out.write(text);
        tail = (tail + text).slice(-4000);
        if (!ready && /All emulators ready|Running script:/.test(tail)) {
          ready = true;
          clearTimeout(timer);
          onReady?.(child);
        }
      });
    };
    watch(child.stdout, stdout);
    watch(child.stderr, stderr);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
