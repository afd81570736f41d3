import { describe, expect, it } from 'vitest';

import { type InboxData, markedRead, toInboxItem } from './inbox-data';

const AT = '2026-12-01T00:00:00.000Z';

const data: InboxData = {
  items: [
    { id: 'n1', title: 'A', body: '', link: null, createdAt: AT, readAt: null },
    { id: 'n2', title: 'B', body: '', link: null, createdAt: AT, readAt: null },
    {
      id: 'n3',
      title: 'C',
      body: '',
      link: null,
      createdAt: AT,
      readAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  unread: 5,
  readAt: AT,
};

describe('the inbox', () => {
  it('keeps a message with ISO dates', () => {
    expect(
      toInboxItem({
        id: 'n1',
        kind: 'event-approved',
        title: 'Approved',
        body: 'Library Night is public.',
        link: '/portal/events/e1',
        createdAt: new Date(AT),
        readAt: null,
      }),
    ).toEqual({
      id: 'n1',
      title: 'Approved',
      body: 'Library Night is public.',
      link: '/portal/events/e1',
      createdAt: AT,
      readAt: null,
    });
  });

  it('marks the listed messages read at once, counting only those that were unread', () => {
    const after = markedRead(data, ['n1', 'n3'], '2026-12-02T00:00:00.000Z');
    expect(after.items.map((item) => item.readAt)).toEqual([
      '2026-12-02T00:00:00.000Z',
      null,
      '2026-11-01T00:00:00.000Z',
    ]);
    expect(after.unread).toBe(4);
  });

  it('marks everything read when no ids are listed, past the list too', () => {
    const after = markedRead(data, undefined, '2026-12-02T00:00:00.000Z');
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    expect(after.unread).toBe(0);
  });
});
