// `npm run build` (local, on the emulators) or `npm run build -- --production` (real project).
import { buildAll } from './lib/build.mjs';
import { runMain } from './lib/log.mjs';

runMain(() => buildAll({ production: process.argv.includes('--production') }));
