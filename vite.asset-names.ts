// How the apps' builds name their files (vite.shared.ts), for the code that reads a build's
// file names back (the benchmarks' profiles).

/** The length of the content hash in every built file's name. */
export const ASSET_HASH_LENGTH = 7;

const HASHED_SCRIPT = new RegExp(`-[\\w-]{${ASSET_HASH_LENGTH}}(\\.m?js)$`);

/** A built script's file name without its hash: "mountain-time-BXPzDFO.js" -> "mountain-time.js". */
export function withoutHash(file: string): string {
  return file.replace(HASHED_SCRIPT, '$1');
}
