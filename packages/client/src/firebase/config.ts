import { z } from 'zod';

/**
 * How a client reaches Firebase. `options` is the web app config of a real project (or the demo
 * project locally); `emulators` holds host:port pairs and is set only in local builds;
 * `appCheck` holds the reCAPTCHA Enterprise site key App Check uses in production builds.
 */
export const fundaxFirebaseConfigSchema = z.object({
  options: z.object({
    apiKey: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().optional(),
    authDomain: z.string().optional(),
    messagingSenderId: z.string().optional(),
    storageBucket: z.string().optional(),
  }),
  emulators: z
    .object({ auth: z.string().min(1), firestore: z.string().min(1), functions: z.string().min(1) })
    .optional(),
  appCheck: z.object({ siteKey: z.string().min(1) }).optional(),
});

/**
 * The value of VITE_APP_CHECK_SITE_KEY that builds for a real project without App Check, on
 * purpose (the functions must then run with ENFORCE_APP_CHECK=false, or every call fails).
 */
export const APP_CHECK_OFF = 'off';

export type FundaxFirebaseConfig = z.infer<typeof fundaxFirebaseConfigSchema>;

/**
 * Reads the config a Vite build baked in: VITE_FIREBASE_CONFIG (JSON of the web app options),
 * for local runs VITE_FIREBASE_EMULATORS (JSON of host:port pairs), and for a real project
 * VITE_APP_CHECK_SITE_KEY. A build for a real project without a site key refuses to start
 * unless the key is APP_CHECK_OFF: App Check is never left out by accident.
 */
export function configFromEnv(env: Record<string, unknown>): FundaxFirebaseConfig {
  const options = env.VITE_FIREBASE_CONFIG;
  const emulators = env.VITE_FIREBASE_EMULATORS;
  const siteKey = env.VITE_APP_CHECK_SITE_KEY;
  if (typeof options !== 'string' || options === '') {
    throw new Error(
      'VITE_FIREBASE_CONFIG is not set: build with `npm run build` or see docs/deploy.md.',
    );
  }
  const local = typeof emulators === 'string' && emulators !== '';
  const hasKey = typeof siteKey === 'string' && siteKey !== '' && siteKey !== APP_CHECK_OFF;
  if (!local && !hasKey && siteKey !== APP_CHECK_OFF) {
    throw new Error(
      'VITE_APP_CHECK_SITE_KEY is not set: a build for a real project needs App Check (see docs/security.md).',
    );
  }
  return fundaxFirebaseConfigSchema.parse({
    options: JSON.parse(options) as unknown,
    emulators: local ? (JSON.parse(emulators) as unknown) : undefined,
    // Local builds talk to the emulators, which do not enforce App Check: no reCAPTCHA there.
    appCheck: !local && hasKey ? { siteKey } : undefined,
  });
}

/** host:port split for the connect*Emulator calls. */
export function hostAndPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) };
}
