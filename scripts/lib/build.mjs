// Builds the functions bundle and the three apps. Each output records a hash of its inputs and
// is rebuilt only when they change, so a second `npm start` is quick.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { appDistDir, emulatorConfig } from './emulator-config.mjs';
import { SetupError, info, step } from './log.mjs';
import { projectId, root } from './paths.mjs';
import { run } from './run.mjs';

const SKIP = new Set(['node_modules', 'lib', 'coverage']);
const isOutput = (name) => name === 'dist' || name.startsWith('dist-offset-');

function walk(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || isOutput(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

function hashOf(inputs, extra) {
  const hash = createHash('sha256').update(extra);
  for (const file of inputs.flatMap((input) => (statSync(input).isDirectory() ? walk(input) : [input])).sort()) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

async function buildIfChanged(name, inputs, stampFile, extra, build) {
  const abs = inputs.map((input) => path.join(root, input)).filter(existsSync);
  const digest = hashOf(abs, extra);
  const stamp = path.join(root, stampFile);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    info(`${name}: up to date`);
    return;
  }
  await build();
  writeFileSync(stamp, digest);
  info(`${name}: built`);
}

/**
 * The config the apps are built with: the demo project on the emulators, or a real project.
 * A real project needs App Check's reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY): the
 * deployed functions refuse calls without App Check, so a build without it would be broken, or,
 * with enforcement turned off, open to scripts. "off" builds without it on purpose.
 */
export function appEnv({ production = false, env = process.env } = {}) {
  if (production) {
    if (!env.VITE_FIREBASE_CONFIG) {
      throw new SetupError('Set VITE_FIREBASE_CONFIG to your web app config JSON to build for production (docs/deploy.md).');
    }
    if (!env.VITE_APP_CHECK_SITE_KEY) {
      throw new SetupError(
        'Set VITE_APP_CHECK_SITE_KEY to the reCAPTCHA Enterprise site key registered for App Check ' +
          '(docs/security.md), or to "off" to build without App Check on purpose.',
      );
    }
    if (env.VITE_APP_CHECK_SITE_KEY === 'off') {
      info('App Check is off in this build: deploy the functions with ENFORCE_APP_CHECK=false, or every call fails.');
    }
    return { ...env, VITE_FIREBASE_EMULATORS: '' };
  }
  const { hosts, apps } = emulatorConfig();
  return {
    ...env,
    // The emulators do not enforce App Check: local builds load no reCAPTCHA.
    VITE_APP_CHECK_SITE_KEY: '',
    // Links between the apps: the web portal points admins without a role account to the admin
    // console; the mobile shell links to the web site's event pages and portal.
    VITE_ADMIN_CONSOLE_URL: apps.admin,
    VITE_WEB_URL: apps.web,
    VITE_FIREBASE_CONFIG: JSON.stringify({
      apiKey: 'demo-api-key',
      projectId,
      authDomain: `${projectId}.firebaseapp.com`,
      appId: '1:000000000000:web:fundax-local',
    }),
    VITE_FIREBASE_EMULATORS: JSON.stringify({ auth: hosts.auth, firestore: hosts.firestore, functions: hosts.functions }),
  };
}

const SHARED = ['packages/core', 'packages/client', 'package-lock.json', 'tsconfig.base.json'];
/** The apps' shared Vite configuration: a change to it rebuilds every app. */
export const SHARED_CONFIG = ['vite.shared.ts', 'vite.asset-names.ts', 'vite.chunks.ts', 'vite.compile-hints.ts', 'vite.prerender.ts', 'scripts/lib/prerender-html.ts'];
export const APP_DIRS = ['web', 'admin', 'mobile-shell'];

export async function buildAll({ production = false } = {}) {
  step(`Building functions and apps${production ? ' for production' : ''}`);
  await buildIfChanged('functions', ['functions/src', 'functions/build.mjs', 'packages/core', 'package-lock.json'], 'functions/lib/.build-hash', '', () =>
    run('npm', ['run', 'build', '--workspace', 'functions'], { quiet: true }),
  );
  const env = appEnv({ production });
  const envKey = `${env.VITE_FIREBASE_CONFIG}|${env.VITE_FIREBASE_EMULATORS}|${env.VITE_APP_CHECK_SITE_KEY}`;
  // Two at a time: vite parallelises internally and CI machines may have two cores.
  const queue = [...APP_DIRS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const outDir = appDistDir(`${app}/dist`);
      await buildIfChanged(app, [app, ...SHARED, ...SHARED_CONFIG], `${outDir}/.build-hash`, envKey, () =>
        run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', path.join(root, outDir), '--emptyOutDir'], {
          // Always React's production build: under a test runner (NODE_ENV=test, as when the
          // launcher test runs `npm start`) Vite would otherwise bundle React's development
          // build, three times the size, and the build stamp would then call it up to date.
          env: { ...env, NODE_ENV: 'production' },
          cwd: path.join(root, app),
          quiet: true,
        }),
      );
    }
  };
  await Promise.all([worker(), worker()]);
}
