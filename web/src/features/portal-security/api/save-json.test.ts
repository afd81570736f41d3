import { afterEach, describe, expect, it, vi } from 'vitest';

import { documentCount, exportFileName, saveJsonFile } from './save-json';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('exportFileName', () => {
  it('names the file by the day on Mountain Time', () => {
    // 03:00 UTC on Nov 25 is still the evening of Nov 24 in Albuquerque.
    expect(exportFileName(new Date('2026-11-25T03:00:00Z'))).toBe('fundax-data-2026-11-24.json');
    expect(exportFileName(new Date('2026-11-25T18:00:00Z'))).toBe('fundax-data-2026-11-25.json');
  });
});

describe('saveJsonFile', () => {
  it('downloads the data as pretty JSON through a temporary link, then lets the URL go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:fundax/export-1';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveJsonFile({ uid: 'u1', documents: { users: [{ id: 'u1' }] } }, 'fundax-data.json');

    expect(clicked).toEqual([
      { href: 'blob:fundax/export-1', download: 'fundax-data.json', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual({
      uid: 'u1',
      documents: { users: [{ id: 'u1' }] },
    });
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fundax/export-1');
  });
});

describe('documentCount', () => {
  it('counts the documents of every collection', () => {
    expect(documentCount({ users: [{}], events: [{}, {}], ledger: [] })).toBe(3);
    expect(documentCount({})).toBe(0);
  });
});
