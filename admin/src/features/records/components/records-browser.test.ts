import { describe, expect, it } from 'vitest';

import { listFromParams } from './records-browser';

const list = (search: string) => listFromParams(new URLSearchParams(search));

describe('listFromParams', () => {
  it('shows events by default', () => {
    expect(list('')).toEqual({ kind: 'event', status: undefined, category: undefined });
  });

  it('reads each kind’s own filters', () => {
    expect(list('kind=venue&status=disabled&category=cafe')).toEqual({
      kind: 'venue',
      status: 'disabled',
      category: 'cafe',
    });
    expect(list('kind=profile&role=angel&city=Rio%20Rancho')).toEqual({
      kind: 'profile',
      role: 'angel',
      city: 'Rio Rancho',
    });
  });

  it('ignores values the filters do not offer', () => {
    expect(list('kind=event&status=disabled&category=bar')).toEqual({
      kind: 'event',
      status: undefined,
      category: undefined,
    });
    expect(list('kind=users')).toMatchObject({ kind: 'event' });
  });
});

describe('listKey', () => {
  it('is the same for a list whether its unset filters are undefined or absent', async () => {
    const { listKey } = await import('../api/record-types');
    expect(listKey({ kind: 'venue', status: undefined, category: 'cafe' })).toBe(
      listKey({ category: 'cafe', kind: 'venue' }),
    );
    expect(listKey({ kind: 'venue' })).not.toBe(listKey({ kind: 'event' }));
  });
});
