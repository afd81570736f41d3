// Paths every script agrees on. Only Node built-ins here: these scripts run before `npm ci`.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const toolsDir = path.join(root, '.emulators'); // built wrapper jar, pubsub shim (ignored)
// Local data kept across `npm start` runs (FUNDAX_EMULATOR_DATA: elsewhere, e.g. for a test).
export const dataDir = process.env.FUNDAX_EMULATOR_DATA
  ? path.resolve(process.env.FUNDAX_EMULATOR_DATA)
  : path.join(root, '.emulator-data');
// Mail caught locally, beside the data: firebase-tools replaces the data folder whole on export.
export const mailDir = path.join(path.dirname(dataDir), '.emulator-mail');
// Uploaded files, kept beside the data too.
export const filesDir = path.join(path.dirname(dataDir), '.emulator-files');
export const projectId = 'demo-fundax';
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');
