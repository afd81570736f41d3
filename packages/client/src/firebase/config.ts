/**
 * How a client reaches Firebase. `options` is the web app config of a real project (or the demo
 * project locally); `emulators` holds host:port pairs and is set only in local builds;
 * `appCheck` holds the reCAPTCHA Enterprise site key App Check uses in production builds.
 */
export interface FundaxFirebaseConfig {
  options: {
    apiKey: string;
    projectId: string;
    appId?: string;
    authDomain?: string;
    messagingSenderId?: string;
    storageBucket?: string;
  };
  emulators?: { auth: string; firestore: string; functions: string };
  appCheck?: { siteKey: string };
}

/**
 * The value of VITE_APP_CHECK_SITE_KEY that builds for a real project without App Check, on
 * purpose (the functions must then run with ENFORCE_APP_CHECK=false, or every call fails).
 */
export const APP_CHECK_OFF = 'off';

const OPTIONAL_OPTIONS = ['appId', 'authDomain', 'messagingSenderId', 'storageBucket'] as const;
const EMULATORS = ['auth', 'firestore', 'functions'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requiredText(where: string, record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${where}.${key} must be a non-empty string.`);
  }
  return value;
}

/**
 * The config checked by hand (every app runs this first, before anything renders, so it loads
 * no schema library): the required strings are there, the optional ones are strings, and
 * unknown keys are dropped. Throws an Error naming the first bad field.
 */
export function parseFirebaseConfig(value: unknown): FundaxFirebaseConfig {
  if (!isRecord(value) || !isRecord(value.options)) {
    throw new Error('The Firebase config needs an options object.');
  }
  const raw = value.options;
  const options: FundaxFirebaseConfig['options'] = {
    apiKey: requiredText('options', raw, 'apiKey'),
    projectId: requiredText('options', raw, 'projectId'),
  };
  for (const key of OPTIONAL_OPTIONS) {
    const entry = raw[key];
    if (entry === undefined) continue;
    if (typeof entry !== 'string') throw new Error(`options.${key} must be a string.`);
    options[key] = entry;
  }
  const config: FundaxFirebaseConfig = { options };
  if (value.appCheck !== undefined) {
    if (!isRecord(value.appCheck)) throw new Error('appCheck must be an object with a siteKey.');
    config.appCheck = { siteKey: requiredText('appCheck', value.appCheck, 'siteKey') };
  }
  if (value.emulators === undefined) return config;
  if (!isRecord(value.emulators)) throw new Error('emulators must be an object of host:port.');
  const hosts = value.emulators;
  const [auth, firestore, functions] = EMULATORS.map((key) =>
    requiredText('emulators', hosts, key),
  ) as [string, string, string];
  return { ...config, emulators: { auth, firestore, functions } };
}

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
  return parseFirebaseConfig({
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
