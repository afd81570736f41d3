import { describe, expect, it } from 'vitest';

import { type InboxMessage, cursorAfter, toInboxMessage, unreadAtLeast } from './inbox-message';

const message = (id: string, readAt: string | null): InboxMessage => ({
  id,
  kind: 'event-approved',
  title: `Message ${id}`,
  body: 'Library Night is public.',
  link: '/portal/events/e1',
  createdAt: '2026-12-01T12:00:00.000Z',
  readAt,
});

describe('inbox messages', () => {
  it('keeps a stored message with ISO dates, and a cursor after it', () => {
    const kept = toInboxMessage({
      id: 'n1',
      kind: 'event-approved',
      title: 'Approved',
      body: 'Library Night is public.',
      link: '/portal/events/e1',
      createdAt: new Date('2026-12-01T12:00:00Z'),
      readAt: null,
    });
    expect(kept).toEqual({
      id: 'n1',
      kind: 'event-approved',
      title: 'Approved',
      body: 'Library Night is public.',
      link: '/portal/events/e1',
      createdAt: '2026-12-01T12:00:00.000Z',
      readAt: null,
    });
    expect(cursorAfter(kept)).toEqual({ createdAt: '2026-12-01T12:00:00.000Z', id: 'n1' });
  });

  it('says the bell’s unread count, but never fewer than the page shows unread', () => {
    const page = {
      messages: [message('a', null), message('b', null), message('c', '2026-12-01T13:00:00Z')],
      next: null,
    };
    // The count covers the whole inbox, past this page too.
    expect(unreadAtLeast(page, 7)).toBe(7);
    // A count read before two new messages arrived, or not read yet.
    expect(unreadAtLeast(page, 0)).toBe(2);
    expect(unreadAtLeast(page, null)).toBe(2);
  });
});
