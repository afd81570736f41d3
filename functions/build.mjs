// Bundles the functions with @fundax/core inlined, so `firebase deploy` uploads a self-contained
// lib/ whose only dependencies are firebase-admin, firebase-functions, nodemailer and sharp
// (native image code, installed from its prebuilt @img/sharp-* package; see package.json).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: ['firebase-admin', 'firebase-functions', 'nodemailer', 'sharp'],
  logLevel: 'warning',
});
