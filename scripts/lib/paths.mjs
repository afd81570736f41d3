// Paths every script agrees on. Only Node built-ins here: these scripts run before `npm ci`.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const toolsDir = path.join(root, '.emulators'); // built wrapper jar, pubsub shim (ignored)
export const dataDir = path.join(root, '.emulator-data'); // local data kept across `npm start` runs
export const filesDir = path.join(root, '.emulator-files'); // uploaded files, kept beside it
export const projectId = 'demo-fundax';
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');
