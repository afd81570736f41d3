import { markDisbursal, reverseDisbursal } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { settledMailTo, waitForMail } from '../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { administrator, inHours, member, ok, seedEvent, seedVenue } from '../test-support/fixtures';
import { inbox, mailFor } from '../test-support/inbox';

async function endedEvent() {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    start: inHours(-5),
    end: inHours(-2),
    fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    // Reported: 15% of $4,083.33 in sales is the $612.50 owed to the fundaxer.
    salesCents: 408_333,
  });
  return { partner, fundaxer, eventId };
}

const payout = (eventId: string) => ({
  eventId,
  party: 'fundaxer',
  amountCents: 61_250,
  reference: 'ACH 2026-12-08 #1182',
  idempotencyKey: 'payout-key-notify-01',
});

describe('payouts tell the payee', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('a payout: amount, reference and Mountain Time date, once however often it is retried', async () => {
    const { partner, fundaxer, eventId } = await endedEvent();
    const admin = await administrator();
    const { entryId, paidAt } = ok(await call(markDisbursal, payout(eventId), admin));
    ok(await call(markDisbursal, payout(eventId), admin));

    const messages = await inbox(fundaxer.uid);
    expect(messages.map((message) => message.id)).toEqual([`payout-recorded-${entryId}`]);
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Denver',
      dateStyle: 'long',
    }).format(new Date(paidAt));
    expect(messages[0]).toMatchObject({
      title: 'Payout recorded: $612.50',
      body: `$612.50 for “Band night”, sent ${day}. Reference: ACH 2026-12-08 #1182.`,
      link: `/portal/events/${eventId}`,
    });
    expect(await inbox(partner.uid)).toEqual([]);
    const [mail] = await waitForMail(fundaxer.email, {
      subject: 'Payout of $612.50 for Band night',
    });
    expect(mail?.text).toContain(`Date: ${day} (Mountain Time). Reference: ACH 2026-12-08 #1182.`);
    expect(await settledMailTo(fundaxer.email)).toHaveLength(1);
    expect(await mailFor(fundaxer.uid)).toHaveLength(1);
  });

  it('a reversal: the payee hears it with the reason', async () => {
    const { fundaxer, eventId } = await endedEvent();
    const admin = await administrator();
    ok(await call(markDisbursal, payout(eventId), admin));
    const reversal = {
      eventId,
      party: 'fundaxer',
      reason: 'Recorded against the wrong event',
      idempotencyKey: 'reversal-key-notify-01',
    };
    const { entryId } = ok(await call(reverseDisbursal, reversal, admin));
    ok(await call(reverseDisbursal, reversal, admin));
    const messages = await inbox(fundaxer.uid);
    expect(messages.map((message) => message.kind)).toEqual(['payout-recorded', 'payout-reversed']);
    expect(messages[1]?.id).toBe(`payout-reversed-${entryId}`);
    expect(messages[1]?.body).toContain('(reference ACH 2026-12-08 #1182) was reversed on');
    expect(messages[1]?.body).toContain('The reason given: Recorded against the wrong event.');
    await waitForMail(fundaxer.email, { subject: 'Payout reversed for Band night' });
    expect(await settledMailTo(fundaxer.email)).toHaveLength(2);
  });
});
