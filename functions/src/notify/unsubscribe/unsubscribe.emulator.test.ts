import { reviewVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../../tests/support/call';
import { PROJECT_ID, emulatorHosts } from '../../../../tests/support/emulator-hosts';
import { waitForMail } from '../../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../../tests/support/reset';
import {
  administrator,
  member,
  ok,
  read,
  seedVenue,
  snapshotDb,
} from '../../test-support/fixtures';
import { EMULATOR_UNSUBSCRIBE_SECRET } from '../mail-settings';
import { signUnsubscribeToken } from '../unsubscribe-token';

const endpoint = () => `http://${emulatorHosts().functions}/${PROJECT_ID}/us-central1/unsubscribe`;
const linkFor = (uid: string, scope: Parameters<typeof signUnsubscribeToken>[0]['scope']) =>
  `${endpoint()}?t=${encodeURIComponent(signUnsubscribeToken({ uid, scope }, EMULATOR_UNSUBSCRIBE_SECRET))}`;
const post = (url: string, body: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
const settingsOf = async (uid: string) => (await read('users', uid)).notificationSettings;

describe('the unsubscribe link (plain HTTP, no sign-in)', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('the link of a delivered email turns that kind off with one click, and undo brings it back', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id, decision: 'approve' }, await administrator()));
    const [mail] = await waitForMail(partner.email);
    const link = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(link);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain(
      'You will no longer get emails when a location of yours is approved.',
    );
    expect(await settingsOf(partner.uid)).toEqual({
      emailOff: ['venue-approved'],
      allEmailOff: false,
    });

    const undone = await post(link, 'action=undo');
    expect(await undone.text()).toContain('Email is back on');
    expect(await settingsOf(partner.uid)).toEqual({ emailOff: [], allEmailOff: false });
  });

  it('answers a mail client’s one-click POST (RFC 8058), and "stop all" stops everything', async () => {
    const user = await member('angel');
    const link = linkFor(user.uid, 'event-alert');
    const oneClick = await post(link, 'List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(await settingsOf(user.uid)).toEqual({ emailOff: ['event-alert'], allEmailOff: false });
    const all = await post(link, 'action=all');
    expect(await all.text()).toContain('You will no longer get any email from Fundax.');
    expect(await settingsOf(user.uid)).toEqual({ emailOff: ['event-alert'], allEmailOff: true });
    const again = await fetch(linkFor(user.uid, 'all'));
    expect(again.status).toBe(200);
    expect(await settingsOf(user.uid)).toMatchObject({ allEmailOff: true });
  });

  it('refuses a forged, altered or missing token with a clear page, changing nothing', async () => {
    const user = await member('fundaxer');
    const before = await snapshotDb();
    const forged = `${endpoint()}?t=${encodeURIComponent(
      signUnsubscribeToken({ uid: user.uid, scope: 'all' }, 'a-guessed-secret'),
    )}`;
    for (const url of [
      forged,
      `${linkFor(user.uid, 'all')}x`,
      endpoint(),
      `${endpoint()}?t=abc.def`,
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Nothing was changed.');
    }
    const posted = await post(forged, 'action=all');
    expect(posted.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('says so when the account is gone, and refuses other methods', async () => {
    const gone = await fetch(linkFor('no-such-user', 'payout-recorded'));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Nothing was changed.');
    const put = await fetch(linkFor('no-such-user', 'all'), { method: 'PUT' });
    expect(put.status).toBe(405);
  });
});
