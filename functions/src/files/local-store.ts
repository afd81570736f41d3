import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { FileStore } from './file-store';
import { localFilesBaseUrl, localFilesDir } from './files-env';

interface Sidecar {
  contentType: string;
  token: string;
}

const sidecarOf = (file: string) => `${file}.meta.json`;

/** A path under the local folder (paths are built by storage-paths.ts, never taken from input). */
export function localFile(relative: string): string {
  return path.join(localFilesDir(), ...relative.split('/'));
}

/** The URL the local upload function serves a stored path from. */
export function localUrl(relative: string, token: string): string {
  return `${localFilesBaseUrl()}/o/${relative}?alt=media&token=${token}`;
}

async function writeSidecar(file: string, contentType: string): Promise<string> {
  const token = randomUUID();
  await writeFile(sidecarOf(file), JSON.stringify({ contentType, token } satisfies Sidecar));
  return token;
}

/** Emulator only: files in a folder beside `.emulator-data/`, kept across restarts like it. */
export const localStore: FileStore = {
  async save(relative, bytes, contentType) {
    const file = localFile(relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return localUrl(relative, await writeSidecar(file, contentType));
  },
};

/** Moves a landed temp file to its stored path. */
export async function keepLocal(from: string, relative: string, contentType: string) {
  const file = localFile(relative);
  await mkdir(path.dirname(file), { recursive: true });
  await rename(from, file);
  return localUrl(relative, await writeSidecar(file, contentType));
}

export interface LocalServed {
  file: string;
  contentType: string;
  sizeBytes: number;
  stream: (range?: { start: number; end: number }) => NodeJS.ReadableStream;
}

/** A stored local file if the token is its download token, else null (unknown or forged). */
export async function openLocal(relative: string, token: string): Promise<LocalServed | null> {
  const file = localFile(relative);
  let sidecar: Sidecar;
  try {
    sidecar = JSON.parse(await readFile(sidecarOf(file), 'utf8')) as Sidecar;
  } catch {
    return null;
  }
  const given = Buffer.from(token);
  const expected = Buffer.from(sidecar.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const { size } = await stat(file);
  return {
    file,
    contentType: sidecar.contentType,
    sizeBytes: size,
    stream: (range) => createReadStream(file, range),
  };
}

export async function removeLocal(file: string): Promise<void> {
  await rm(file, { force: true });
}
