import { markNotificationsRead, notificationPath } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { expectRefused, ok } from '../test-support/fixtures';
import { inbox } from '../test-support/inbox';

const EARLIER = new Date('2026-11-01T12:00:00Z');

/** `count` messages in a person's inbox, unread unless said. */
async function fill(uid: string, count: number, readAt: Date | null = null) {
  const writer = adminDb().bulkWriter();
  for (let i = 0; i < count; i += 1) {
    void writer.create(adminDb().doc(notificationPath(uid, `n-${String(i).padStart(4, '0')}`)), {
      kind: 'support-answered',
      title: 'Answer',
      body: 'Done.',
      link: '/portal/support',
      createdAt: new Date(Date.now() - i * 1000),
      readAt,
    });
  }
  await writer.close();
}

const unreadCount = async (uid: string) =>
  (await inbox(uid)).filter((message) => message.readAt === null).length;

describe('markNotificationsRead', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('marks the listed messages only; marking again keeps the first time; unknown ids are skipped', async () => {
    const user = await createUser();
    await fill(user.uid, 3);
    expect(
      ok(await call(markNotificationsRead, { ids: ['n-0000', 'n-0002', 'nope'] }, user)),
    ).toEqual({
      marked: 2,
    });
    const first = (await inbox(user.uid)).find((message) => message.id === 'n-0000')?.readAt;
    expect(first).toBeInstanceOf(Date);
    expect(ok(await call(markNotificationsRead, { ids: ['n-0000'] }, user))).toEqual({ marked: 0 });
    expect((await inbox(user.uid)).find((message) => message.id === 'n-0000')?.readAt).toEqual(
      first,
    );
    expect(await unreadCount(user.uid)).toBe(1);
  });

  it('marks every unread message when no ids are given, past one batch of 500', async () => {
    const user = await createUser();
    await fill(user.uid, 520);
    const other = await createUser();
    await fill(other.uid, 2);
    expect(ok(await call(markNotificationsRead, {}, user))).toEqual({ marked: 520 });
    expect(await unreadCount(user.uid)).toBe(0);
    expect(ok(await call(markNotificationsRead, {}, user))).toEqual({ marked: 0 });
    // Nobody else's inbox is touched, even naming its ids.
    expect(ok(await call(markNotificationsRead, { ids: ['n-0000'] }, user))).toEqual({ marked: 0 });
    expect(await unreadCount(other.uid)).toBe(2);
  }, 60_000);

  it('leaves already-read messages with their time', async () => {
    const user = await createUser();
    await fill(user.uid, 2, EARLIER);
    expect(ok(await call(markNotificationsRead, {}, user))).toEqual({ marked: 0 });
    expect((await inbox(user.uid)).map((message) => message.readAt)).toEqual([EARLIER, EARLIER]);
  });

  it('refuses visitors and bad input, changing nothing', async () => {
    const user = await createUser();
    await fill(user.uid, 1);
    await expectRefused(() => call(markNotificationsRead, {}), 'unauthenticated');
    await expectRefused(() => call(markNotificationsRead, { ids: [] }, user), 'invalid-argument');
    await expectRefused(
      () => call(markNotificationsRead, { ids: ['../../users/x'] }, user),
      'invalid-argument',
    );
  });
});
