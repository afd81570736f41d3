import path from 'node:path';

import { FUNCTIONS_REGION } from '@fundax/core';

/**
 * Where uploads go. In the Functions emulator (FUNCTIONS_EMULATOR=true) they go to the local
 * upload function and a folder beside the emulator data, because the Storage emulator cannot
 * run offline; deployed, to the project's Cloud Storage bucket through signed URLs.
 */
export function onEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The folder that holds local uploads: FUNDAX_LOCAL_FILES_DIR (set by the launcher), else
 * `.emulator-files/` at the project root (the emulator runs functions from `functions/`).
 */
export function localFilesDir(): string {
  return process.env.FUNDAX_LOCAL_FILES_DIR ?? path.resolve(process.cwd(), '..', '.emulator-files');
}

/** The local upload function's address on the Functions emulator. */
export function localFilesBaseUrl(): string {
  const hosts = process.env.FUNDAX_EMULATOR_HOSTS;
  const functionsHost = hosts ? (JSON.parse(hosts) as { functions?: string }).functions : null;
  if (!functionsHost) {
    throw new Error(
      'FUNDAX_EMULATOR_HOSTS is not set: start the emulators with `npm start` or scripts/emulators-exec.mjs.',
    );
  }
  return `http://${functionsHost}/${process.env.GCLOUD_PROJECT}/${FUNCTIONS_REGION}/localFiles`;
}

/** The web, admin and mobile apps' origins on the emulators (for CORS on local uploads). */
export function localAppOrigins(): string[] {
  const apps = process.env.FUNDAX_APP_URLS;
  return apps ? Object.values(JSON.parse(apps) as Record<string, string>) : [];
}
