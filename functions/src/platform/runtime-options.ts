import { defineBoolean, defineInt } from 'firebase-functions/params';

/**
 * App Check on every callable: a request without a valid App Check token (the web apps get one
 * from reCAPTCHA Enterprise, see packages/client/src/firebase/app-check.ts) is refused before
 * any handler runs. Set per project in functions/.env.<project-id>; only an explicit `false`
 * turns it off.
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callable requests without a valid App Check token (true unless stated).',
});

/**
 * The most instances each function scales to: bounds what a flood can cost (and how far the
 * per-instance address limits multiply) at the price of queueing past it.
 */
export const MAX_INSTANCES = defineInt('MAX_INSTANCES', {
  default: 10,
  description: 'The most instances each Cloud Function scales out to.',
});

/**
 * Whether callables enforce App Check. In the Functions emulator: no (it cannot verify tokens
 * offline, and local builds have no reCAPTCHA key). Deployed: yes unless ENFORCE_APP_CHECK is
 * exactly "false", so a missing or mistyped setting never turns it off. (Read from the
 * environment the parameter is delivered in, not with BooleanParam.value(), which reads a
 * missing value as false.)
 */
export function appCheckEnforced(env: Readonly<Record<string, string | undefined>> = process.env) {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env[ENFORCE_APP_CHECK.name] !== 'false';
}
