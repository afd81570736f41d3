// `npm start`: install if needed, build, start the emulator suite (keeping local data across
// runs), seed it on first start, and print the app URLs and demo accounts. Ctrl-C stops cleanly.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from './lib/build.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { firebaseArgs, prepareEmulators, spawnFirebase } from './lib/emulators.mjs';
import { bold, dim, green, info, runMain, step } from './lib/log.mjs';
import { dataDir, mailDir, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const started = Date.now();

runMain(async () => {
  await ensureDependencies();
  await buildAll();
  const hasExport = existsSync(path.join(dataDir, 'firebase-export-metadata.json'));
  // The caught mail belongs with the data: it starts over when the data does.
  const { config, env, mail } = await prepareEmulators({ mailDir, freshMail: !hasExport });
  const extra = [...(hasExport ? ['--import', dataDir] : []), '--export-on-exit', dataDir];
  step(
    hasExport
      ? `Starting emulators with the data kept in ${path.basename(dataDir)}/`
      : 'Starting emulators',
  );

  let stopping = false;
  let child = null;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(dim('\nStopping: exporting local data, then shutting the emulators down...'));
    if (child?.pid) process.kill(-child.pid, 'SIGINT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const seedEnv = {
    ...env,
    FIRESTORE_EMULATOR_HOST: config.hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: config.hosts.auth,
  };
  const code = await spawnFirebase(firebaseArgs(config, 'emulators:start', extra), env, {
    detached: true,
    onReady: (firebase) => {
      child = firebase;
      run('node', ['scripts/seed-run.mjs', '--if-empty'], { env: seedEnv })
        .then(() => printBanner(config, mail))
        .catch((error) => {
          console.error(error.message);
          stop();
        });
    },
  });
  process.exitCode = stopping ? 0 : code;
});

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
