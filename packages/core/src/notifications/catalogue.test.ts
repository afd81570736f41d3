import { describe, expect, it } from 'vitest';

import { NOTIFICATION_CATALOGUE, notificationMessage } from './catalogue';
import { NOTIFICATION_KINDS, type NotificationKind, isNotificationKind } from './kinds';
import { SAMPLE_FACTS } from './sample-facts.test-support';

const message = <K extends NotificationKind>(kind: K) =>
  notificationMessage(kind, SAMPLE_FACTS[kind]);
const allText = (kind: NotificationKind) => {
  const { title, body, link, email } = message(kind);
  return [title, body, link, email.subject, email.action, ...email.paragraphs];
};

describe('the notification catalogue', () => {
  it('defines every kind, and nothing else', () => {
    expect(Object.keys(NOTIFICATION_CATALOGUE).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(isNotificationKind('payout-recorded')).toBe(true);
    expect(isNotificationKind('newsletter')).toBe(false);
  });

  it.each(NOTIFICATION_KINDS)('%s has a title, a body, a link and an email', (kind) => {
    const built = message(kind);
    expect(built.kind).toBe(kind);
    expect(built.title.length).toBeGreaterThan(5);
    expect(built.body.length).toBeGreaterThan(10);
    expect(built.link).toMatch(/^\/[a-z]/);
    expect(built.email.subject.length).toBeGreaterThan(5);
    expect(built.email.paragraphs.length).toBeGreaterThan(0);
    expect(built.email.action.length).toBeGreaterThan(3);
    const definition = NOTIFICATION_CATALOGUE[kind];
    expect(definition.label.length).toBeGreaterThan(5);
    expect(definition.audience.length).toBeGreaterThan(5);
  });

  it.each(NOTIFICATION_KINDS)('%s never shows a placeholder, a raw value or UTC', (kind) => {
    for (const text of allText(kind)) {
      expect(text).not.toMatch(/undefined|null|NaN|\[object|GMT|UTC|Z\b|T\d\d:/);
      expect(text.trim()).toBe(text);
      expect(text).not.toMatch(/ {2}|\.\./);
    }
  });

  it('tells a payee the amount, the reference and the day on Mountain Time', () => {
    const recorded = message('payout-recorded');
    expect(recorded.title).toBe('Payout recorded: $612.50');
    // 05:30 UTC on December 9 is the evening of December 8 in Albuquerque.
    expect(recorded.body).toBe(
      '$612.50 for “Taco night for the band”, sent December 8, 2026. Reference: ACH 2026-12-08 #1182.',
    );
    expect(recorded.email.paragraphs[1]).toBe(
      'Date: December 8, 2026 (Mountain Time). Reference: ACH 2026-12-08 #1182.',
    );
    const reversed = message('payout-reversed');
    expect(reversed.body).toContain('reversed on December 9, 2026');
    expect(reversed.body).toContain('The reason given: Recorded against the wrong event.');
  });

  it('shows event times on Mountain Time with the zone', () => {
    expect(message('event-approved').body).toBe(
      'It is now public on Fundax. It starts Fri, Dec 4, 2026, 6:00 PM MST at Barelas Coffee House.',
    );
    expect(message('event-alert').body).toBe(
      'Barelas Coffee House, 2.4 km (1.5 mi) away, Fri, Dec 4, 2026, 6:00 PM MST. 15% of what you spend there goes to the cause.',
    );
  });

  it('carries the reviewer’s reason to the owner, or says there was none', () => {
    expect(message('venue-rejected').body).toContain(
      'The reason given: The address is a P.O. box; give the street address.',
    );
    expect(message('event-rejected').body).toContain(
      'The reason given: Give-back events need a cause: name the fundraiser.',
    );
    const noReason = notificationMessage('application-rejected', {
      applicationId: 'a1',
      reason: null,
    });
    expect(noReason.body).toBe('The reviewer gave no reason. You can apply again later.');
    const declined = notificationMessage('event-proposal-declined', {
      ...SAMPLE_FACTS['event-proposal-declined'],
      reason: null,
    });
    expect(declined.body).toBe('They gave no reason. The event will not go ahead as proposed.');
  });

  it('words a proposal for the partner and for the named fundaxer', () => {
    expect(message('event-proposal-waiting').title).toBe(
      'Dana Yazzie proposed an event at Barelas Coffee House',
    );
    const toFundaxer = notificationMessage('event-proposal-waiting', {
      ...SAMPLE_FACTS['event-proposal-waiting'],
      proposerName: 'Miguel Baca',
      toPartner: false,
    });
    expect(toFundaxer.title).toBe('Miguel Baca invited you to an event');
    expect(toFundaxer.body).toContain('would raise money for your fundraiser');
  });

  it('links each message to the page where the reader acts on it', () => {
    expect(message('venue-approved').link).toBe('/portal/locations/venue-barelas');
    expect(message('payout-recorded').link).toBe('/portal/events/event-taco-night');
    expect(message('application-approved').link).toBe('/angels/payment/application-priya');
    expect(message('support-answered').link).toBe('/portal/support');
    expect(message('event-alert').link).toBe('/event/event-taco-night');
    const odd = notificationMessage('venue-approved', { venueId: 'a b/c', venueName: 'X' });
    expect(odd.link).toBe('/portal/locations/a%20b%2Fc');
  });

  it('quotes a support answer whole', () => {
    const answered = message('support-answered');
    expect(answered.body).toBe('Done: Taco night now starts on December 11 at 6 PM.');
    expect(answered.email.subject).toBe('Re: Event date change');
  });
});
