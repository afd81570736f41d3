import { z } from 'zod';

/**
 * How a client reaches Firebase. `options` is the web app config of a real project (or the demo
 * project locally); `emulators` holds host:port pairs and is set only in local builds.
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
});

export type FundaxFirebaseConfig = z.infer<typeof fundaxFirebaseConfigSchema>;

/**
 * Reads the config a Vite build baked in: VITE_FIREBASE_CONFIG (JSON of the web app options)
 * and, for local runs, VITE_FIREBASE_EMULATORS (JSON of host:port pairs).
 */
export function configFromEnv(env: Record<string, unknown>): FundaxFirebaseConfig {
  const options = env.VITE_FIREBASE_CONFIG;
  const emulators = env.VITE_FIREBASE_EMULATORS;
  if (typeof options !== 'string' || options === '') {
    throw new Error(
      'VITE_FIREBASE_CONFIG is not set: build with `npm run build` or see docs/deploy.md.',
    );
  }
  return fundaxFirebaseConfigSchema.parse({
    options: JSON.parse(options) as unknown,
    emulators:
      typeof emulators === 'string' && emulators !== ''
        ? (JSON.parse(emulators) as unknown)
        : undefined,
  });
}

/** host:port split for the connect*Emulator calls. */
export function hostAndPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) };
}
