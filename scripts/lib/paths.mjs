// Paths every script agrees on. Only Node built-ins here: these scripts run before `npm ci`.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const toolsDir = path.join(root, '.emulators'); // built wrapper jar, pubsub shim (ignored)
export const dataDir = path.join(root, '.emulator-data'); // local data kept across `npm start` runs
// Mail caught locally, beside the data: firebase-tools replaces .emulator-data whole on export.
export const mailDir = path.join(root, '.emulator-mail');
export const projectId = 'demo-fundax';
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');
