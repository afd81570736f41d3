import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadFile } from './download';

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('hands the browser a named file, then lets go of it', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:fundax/1';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL });
    const clicked: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });

    downloadFile('ledger.csv', 'a,b\n1,2\n', 'text/csv');
    expect(clicked).toEqual([{ name: 'ledger.csv', href: 'blob:fundax/1' }]);
    expect(await created[0]?.text()).toBe('a,b\n1,2\n');
    expect(created[0]?.type).toBe('text/csv');
    // The link is gone at once; the file is released only after the click was handled.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fundax/1');
    click.mockRestore();
  });
});
