import { describe, expect, it } from 'vitest';

import { LEAST_SHM_BYTES, sharedMemoryFlags } from './shared-memory';

describe("where Chromium keeps its processes' shared memory", () => {
  it('uses /dev/shm where it is large enough', () => {
    expect(sharedMemoryFlags(24 * 1024 ** 3, 'linux')).toEqual([]);
    expect(sharedMemoryFlags(LEAST_SHM_BYTES, 'linux')).toEqual([]);
  });

  it("uses /tmp where /dev/shm is a container's small default, or missing", () => {
    expect(sharedMemoryFlags(64 * 1024 ** 2, 'linux')).toEqual(['--disable-dev-shm-usage']);
    expect(sharedMemoryFlags(LEAST_SHM_BYTES - 1, 'linux')).toEqual(['--disable-dev-shm-usage']);
    expect(sharedMemoryFlags(null, 'linux')).toEqual(['--disable-dev-shm-usage']);
  });

  it('adds nothing outside Linux, where Chromium does not use /dev/shm', () => {
    expect(sharedMemoryFlags(null, 'darwin')).toEqual([]);
  });
});
