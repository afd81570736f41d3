import { cancelEvent, createEvent, reportEventResults, reviewEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { settledMailTo, waitForMail } from '../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { administrator, inHours, member, ok, seedEvent, seedVenue } from '../test-support/fixtures';
import { adminFeed, inbox, inboxKinds, mailFor } from '../test-support/inbox';

/**
 * A partner's venue, a fundaxer, and a pending event of the fundaxer's there, which the partner
 * has accepted (so it waits only for an admin).
 */
async function proposed(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner', { displayName: 'Miguel Baca' });
  const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
  const venueId = await seedVenue(partner.uid, { name: 'Barelas Coffee House' });
  const eventId = await seedEvent(venueId, {
    approved: null,
    organizerId: fundaxer.uid,
    fundaxer: { id: fundaxer.uid, name: 'Dana Yazzie' },
    consent: { partner: 'agreed' },
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

describe('event decisions tell both sides', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('createEvent puts the event in the admin feed; approving it tells organizer and partner once', async () => {
    const partner = await member('partner', { displayName: 'Miguel Baca' });
    const venueId = await seedVenue(partner.uid, { name: 'Barelas Coffee House' });
    const start = inHours(72);
    const { id } = ok(
      await call(
        createEvent,
        {
          title: 'Taco night',
          venueId,
          eventStart: start.toISOString(),
          eventEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        },
        partner,
      ),
    );
    const [item] = await adminFeed();
    expect(item).toMatchObject({
      id: `event-submitted-${id}`,
      kind: 'event-submitted',
      title: 'New event to review: Taco night',
      link: `/auth/record/${id}?kind=event`,
      handledAt: null,
    });
    expect(item?.body).toContain('Miguel Baca proposed it at Barelas Coffee House');

    const admin = await administrator();
    ok(await call(reviewEvent, { id, decision: 'approve' }, admin));
    ok(await call(reviewEvent, { id, decision: 'approve' }, admin));
    expect(await inboxKinds(partner.uid)).toEqual(['event-approved']);
    expect((await adminFeed())[0]?.handledAt).toBeInstanceOf(Date);
    const [mail] = await waitForMail(partner.email, { subject: 'Approved: Taco night' });
    expect(mail?.text).toContain('“Taco night” at Barelas Coffee House is approved');
    expect(await settledMailTo(partner.email)).toHaveLength(1);
  });

  it('approving a fundaxer’s event tells the fundaxer and the venue’s partner', async () => {
    const { partner, fundaxer, eventId } = await proposed();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, await administrator()));
    for (const who of [partner, fundaxer]) {
      const [message] = await inbox(who.uid);
      expect(message).toMatchObject({ kind: 'event-approved', link: `/portal/events/${eventId}` });
      expect(message?.body).toMatch(/^It is now public on Fundax\. It starts .* M[SD]T at Barelas/);
      await waitForMail(who.email, { subject: 'Approved: Band night' });
    }
    expect(await mailFor(partner.uid)).toHaveLength(1);
  });

  it('a rejection carries the reviewer’s reason to both sides', async () => {
    const { partner, fundaxer, eventId } = await proposed();
    const reason = 'Give-back events need a cause: name the fundraiser.';
    ok(await call(reviewEvent, { id: eventId, decision: 'reject', reason }, await administrator()));
    for (const who of [partner, fundaxer]) {
      const [message] = await inbox(who.uid);
      expect(message?.kind).toBe('event-rejected');
      expect(message?.body).toContain(`The reason given: ${reason}`);
      const [mail] = await waitForMail(who.email, { subject: 'Not approved: Band night' });
      expect(mail?.text).toContain(reason);
    }
  });

  it('cancelling tells the other party, not the one who cancelled, once', async () => {
    const { partner, fundaxer, eventId } = await proposed({ approved: true });
    const input = { id: eventId, reason: 'A burst pipe closed the kitchen.' };
    ok(await call(cancelEvent, input, partner));
    ok(await call(cancelEvent, input, partner));
    expect(await inboxKinds(partner.uid)).toEqual([]);
    const [message] = await inbox(fundaxer.uid);
    expect(message).toMatchObject({ kind: 'event-cancelled', title: '“Band night” was cancelled' });
    expect(message?.body).toContain('Miguel Baca cancelled the event planned for');
    expect(message?.body).toContain('The reason given: A burst pipe closed the kitchen.');
    await waitForMail(fundaxer.email, { subject: 'Cancelled: Band night' });
    expect(await settledMailTo(fundaxer.email)).toHaveLength(1);
    expect(await settledMailTo(partner.email, 500)).toHaveLength(0);
  });

  it('reported results reach the fundaxer, again only when the figure changes', async () => {
    const { partner, fundaxer, eventId } = await proposed({
      approved: true,
      start: inHours(-5),
      end: inHours(-2),
    });
    // 15% of $4,080.00 in sales.
    const report = { eventId, salesCents: 408_000 };
    ok(await call(reportEventResults, report, partner));
    ok(await call(reportEventResults, report, partner));
    const [message] = await inbox(fundaxer.uid);
    expect(message).toMatchObject({
      kind: 'event-results-reported',
      title: '“Band night” raised $612.00',
    });
    ok(await call(reportEventResults, { eventId, salesCents: 420_000 }, partner));
    expect(await inboxKinds(fundaxer.uid)).toEqual([
      'event-results-reported',
      'event-results-reported',
    ]);
    expect((await inbox(fundaxer.uid))[1]?.title).toBe('“Band night” raised $630.00');
    await waitForMail(fundaxer.email, { count: 2, subject: /^Band night raised/ });
    expect(await inboxKinds(partner.uid)).toEqual([]);
  });
});
