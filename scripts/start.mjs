// `npm start`: install if needed, build, start the emulator suite (keeping local data across
// runs), seed it on first start, and print the app URLs and demo accounts. Ctrl-C stops cleanly
// at any moment, start-up included (scripts/lib/stop-control.mjs): the data is exported when
// the emulators were up, and a second Ctrl-C forces the stop.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { firebaseArgs, prepareEmulators, spawnFirebase } from './lib/emulators.mjs';
import { bold, dim, green, info, runMain, step } from './lib/log.mjs';
import { dataDir, mailDir, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { StopControl, Stopped } from './lib/stop-control.mjs';

const started = Date.now();
const control = new StopControl({ dataDir });

runMain(async () => {
  try {
    await start();
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  } finally {
    // Whatever happened (a stop, the emulators exiting or failing to start), nothing the
    // emulators started outlives the launcher.
    if (control.stopping) await control.stopped;
    await control.reapLeftovers();
  }
  if (control.stopping) {
    console.log(dim('Stopped.'));
    process.exitCode = 0;
  }
});

async function start() {
  await control.step(ensureDependencies);
  await control.step(buildAll);
  const hasExport = existsSync(path.join(dataDir, 'firebase-export-metadata.json'));
  // The caught mail belongs with the data: it starts over when the data does.
  const { config, env, mail } = await control.step(() =>
    prepareEmulators({ mailDir, freshMail: !hasExport }),
  );
  step(
    hasExport
      ? `Starting emulators with the data kept in ${path.basename(dataDir)}/`
      : 'Starting emulators',
  );
  const seedEnv = {
    ...env,
    FIRESTORE_EMULATOR_HOST: config.hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: config.hosts.auth,
  };
  // No --export-on-exit: the launcher exports itself, and only once every emulator is up (an
  // export during start-up could replace the kept data with a half-imported copy).
  const code = await control.step(() =>
    spawnFirebase(
      firebaseArgs(config, 'emulators:start', hasExport ? ['--import', dataDir] : []),
      env,
      {
        detached: true,
        onSpawn: (firebase) => control.emulatorsSpawned(firebase, config.hosts.hub),
        onReady: () => {
          control.emulatorsReady();
          run('node', ['scripts/seed-run.mjs', '--if-empty'], { env: seedEnv })
            .then(() => {
              if (!control.stopping) printBanner(config, mail);
            })
            .catch((error) => {
              if (control.stopping) return;
              console.error(error.message);
              void control.stop();
            });
        },
      },
    ),
  );
  process.exitCode = code;
}

function printBanner(config, mail) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = (label, value) => console.log(`  ${bold(label.padEnd(10))} ${value}`);
  console.log(
    `\n${green('Fundax is running')} ${dim(`(ready in ${seconds} s; Ctrl-C to stop and keep data)`)}\n`,
  );
  line('web', config.apps.web);
  line('admin', config.apps.admin);
  line('mobile', config.apps.mobile);
  line('mail', `${mail.pageUrl}  ${dim('(every email the functions sent, caught locally)')}`);
  console.log('');
  info(
    dim(
      `emulators: auth ${config.hosts.auth}, firestore ${config.hosts.firestore}, functions ${config.hosts.functions}, pubsub ${config.hosts.pubsub}`,
    ),
  );
  const { password, accounts } = JSON.parse(
    readFileSync(path.join(root, 'scripts/seed/demo-accounts.json'), 'utf8'),
  );
  console.log(`\n  ${bold('Demo accounts')} ${dim(`(password for every account: ${password})`)}`);
  for (const account of accounts)
    line(account.admin ? 'admin' : account.role, `${account.email}  ${dim(account.displayName)}`);
  console.log('');
}
