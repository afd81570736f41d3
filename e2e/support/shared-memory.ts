import { statfsSync } from 'node:fs';

/** Smaller than this, /dev/shm is a container's default (64 MB in Docker): too small for Chromium. */
export const LEAST_SHM_BYTES = 1024 ** 3;

/**
 * Chromium's flag for where it keeps the memory its processes share (the page's frames and
 * tiles on their way to the compositor, the messages between them): on Linux it uses /dev/shm,
 * a RAM file system, unless told `--disable-dev-shm-usage`, which puts them in files under /tmp.
 * That flag is for containers whose /dev/shm is too small; where /tmp is on a disk, as on this
 * machine, it slowed the signed-in dashboards' loads in Lighthouse and the browser tests
 * (docs/performance.md, "Load on a shared machine"). So it is given only where /dev/shm is
 * missing or small: the browser tests and the benchmarks launch Chromium with these flags. `shmBytes`: /dev/shm's
 * size, null when there is none.
 */
export function sharedMemoryFlags(
  shmBytes: number | null,
  platform: NodeJS.Platform = process.platform,
): string[] {
  if (platform !== 'linux') return [];
  return shmBytes !== null && shmBytes >= LEAST_SHM_BYTES ? [] : ['--disable-dev-shm-usage'];
}

/** The size of /dev/shm in bytes, or null where there is none. */
export function devShmBytes(): number | null {
  try {
    const { blocks, bsize } = statfsSync('/dev/shm');
    return blocks * bsize;
  } catch {
    return null;
  }
}
