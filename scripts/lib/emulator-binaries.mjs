// Uses the Debian packages' emulators where they are installed, so nothing is downloaded.
// Elsewhere firebase-tools fetches its own emulators into ~/.cache/firebase as it normally does.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

import { toolsDir } from './paths.mjs';

const SDK = process.env.FUNDAX_GCLOUD_SDK_DIR ?? '/usr/lib/google-cloud-sdk';
export const DEBIAN_FIRESTORE_JAR = path.join(SDK, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
export const DEBIAN_PUBSUB_BIN = path.join(SDK, 'platform/pubsub-emulator/bin/cloud-pubsub-emulator');
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * firebase-tools runs `java -jar <FIRESTORE_EMULATOR_BINARY_PATH>`, but the package's jar has no
 * Main-Class. A manifest-only jar naming the main class, with the package's jar on its Class-Path,
 * makes `java -jar` work. Built once; rebuilt when the package path changes.
 */
export function firestoreWrapperJar(javaHome) {
  const jar = path.join(toolsDir, 'cloud-firestore-emulator-wrapper.jar');
  const manifest = path.join(toolsDir, 'firestore-wrapper.MF');
  // Class-Path entries are URLs; spaces must be escaped and an absolute path is file-relative.
  const manifestText = `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN}\nClass-Path: ${DEBIAN_FIRESTORE_JAR.replaceAll(' ', '%20')}\n`;
  const upToDate = existsSync(jar) && existsSync(manifest) && readFileSync(manifest, 'utf8') === manifestText;
  if (!upToDate) {
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(manifest, manifestText);
    rmSync(jar, { force: true });
    execFileSync(path.join(javaHome, 'bin', 'jar'), ['--create', '--file', jar, '--manifest', manifest], {
      stdio: 'inherit',
    });
  }
  return jar;
}

/**
 * firebase-tools chmods the binary it is given, which fails on a root-owned system file for a
 * normal user, so point it at a shim of our own that execs the package's launcher.
 */
export function pubsubShim() {
  const shim = path.join(toolsDir, 'cloud-pubsub-emulator');
  const text = `#!/bin/sh\nexec "${DEBIAN_PUBSUB_BIN}" "$@"\n`;
  if (!existsSync(shim) || readFileSync(shim, 'utf8') !== text) {
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(shim, text);
  }
  chmodSync(shim, 0o755);
  return shim;
}

/** Whether firebase-tools already has a downloaded copy of an emulator in its cache. */
function cached(prefix) {
  const dir = path.join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix));
}

/**
 * Environment overrides for the emulator binaries, and a note for each emulator that
 * firebase-tools will have to download (so a hang is never silent).
 */
export function emulatorBinaryEnv(javaHome) {
  const env = {};
  const downloads = [];
  if (existsSync(DEBIAN_FIRESTORE_JAR)) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreWrapperJar(javaHome);
  else if (!cached('cloud-firestore-emulator')) downloads.push('Firestore emulator');
  if (existsSync(DEBIAN_PUBSUB_BIN)) env.PUBSUB_EMULATOR_BINARY_PATH = pubsubShim();
  else if (!cached('pubsub-emulator')) downloads.push('Pub/Sub emulator');
  return { env, downloads };
}
