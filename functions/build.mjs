// Bundles the functions with @fundax/core inlined, so `firebase deploy` uploads a self-contained
// lib/ whose only dependencies are firebase-admin, firebase-functions and nodemailer (see
// package.json).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: ['firebase-admin', 'firebase-functions', 'nodemailer'],
  logLevel: 'warning',
});
