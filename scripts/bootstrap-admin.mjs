// Grants the admin claim to the first administrator of a fresh project, by email. After that,
// admins grant and revoke each other with the setAdmin callable.
//
//   node scripts/bootstrap-admin.mjs <email>                      # the running emulators
//   node scripts/bootstrap-admin.mjs <email> --project <id>       # a real project (ADC)
//   ... --force                                                   # even if an admin exists
//   ... --allow-unverified                                        # even if the email is not verified
//
// The account's email must be verified: anyone can sign up with any address, so an unverified
// one proves nothing about who holds the account (--allow-unverified overrides, for an
// operator who knows the account is theirs).
//
// Without --project it only ever talks to the emulators (the hosts from the environment, else
// firebase.json shifted by FUNDAX_PORT_OFFSET). A real project needs the explicit --project flag
// and Application Default Credentials (`gcloud auth application-default login`).
import { parseArgs } from 'node:util';

import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

import { connectAdmin } from './lib/admin-app.mjs';
import { SetupError, info, runMain, step } from './lib/log.mjs';

const USAGE =
  'usage: node scripts/bootstrap-admin.mjs <email> [--project <id>] [--force] [--allow-unverified]';

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      force: { type: 'boolean', default: false },
      'allow-unverified': { type: 'boolean', default: false },
    },
  });
  const [email, ...rest] = positionals;
  if (!email || rest.length > 0 || !email.includes('@')) throw new SetupError(USAGE);
  return {
    email: email.trim().toLowerCase(),
    project: values.project,
    force: values.force,
    allowUnverified: values['allow-unverified'],
  };
}

/** The uid of some existing admin other than `except`, or null (pages through every user). */
async function existingAdmin(auth, except) {
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    const admin = page.users.find(
      (user) => user.uid !== except && user.customClaims?.admin === true,
    );
    if (admin) return admin.uid;
    pageToken = page.pageToken;
  } while (pageToken);
  return null;
}

runMain(async () => {
  const { email, project, force, allowUnverified } = parse(process.argv.slice(2));
  const { app, where } = connectAdmin(project);
  step(`Granting admin on ${where}`);
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code === 'auth/user-not-found') {
      throw new SetupError(`No account uses ${email}. Sign up with it first, then run this again.`);
    }
    throw error;
  });
  if (user.customClaims?.admin === true) {
    info(`${email} is already an admin (uid ${user.uid}); nothing changed.`);
    return;
  }
  if (!user.emailVerified && !allowUnverified) {
    throw new SetupError(
      `${email} is not verified: anyone can sign up with an address they do not own. Follow ` +
        'the verification link sent to it first, or pass --allow-unverified if you know this ' +
        'account is yours.',
    );
  }
  const other = force ? null : await existingAdmin(auth, user.uid);
  if (other) {
    throw new SetupError(
      `This project already has an admin (uid ${other}): ask them to use setAdmin, or pass --force.`,
    );
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  // An earlier revocation would keep the security rules from honouring the claim (setAdmin).
  await getFirestore(app).collection('adminRevocations').doc(user.uid).delete();
  await getFirestore(app)
    .collection('auditLog')
    .add({
      actorId: 'bootstrap-admin',
      action: 'admin.grant',
      targetType: 'user',
      targetId: user.uid,
      reason: 'First admin, granted by scripts/bootstrap-admin.mjs',
      changes: { admin: true },
      at: FieldValue.serverTimestamp(),
    });
  info(`${email} (uid ${user.uid}) is now an admin. Sign out and in again to pick up the claim.`);
});
