import { renderEmail } from '@fundax/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMULATOR_UNSUBSCRIBE_SECRET } from './mail-settings';
import { emailLinks, mailDocument, reasonFor, unsubscribeLink } from './outgoing-mail';
import { PENDING_GRACE_MS } from './sender/outbox-state';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const ENV = [
  'WEB_URL',
  'UNSUBSCRIBE_URL',
  'UNSUBSCRIBE_SECRET',
  'GCLOUD_PROJECT',
  'FUNDAX_APP_URLS',
  'FUNDAX_EMULATOR_HOSTS',
  'FIRESTORE_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
] as const;

describe('outgoing mail', () => {
  const saved: Partial<Record<(typeof ENV)[number], string | undefined>> = {};
  beforeEach(() => {
    for (const name of ENV) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    process.env.WEB_URL = 'https://fundax.example/';
    process.env.UNSUBSCRIBE_URL = 'https://functions.example/unsubscribe';
    process.env.UNSUBSCRIBE_SECRET = 'a-real-secret';
  });
  afterEach(() => {
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('links to the web site and a signed one-click unsubscribe for this kind', () => {
    const links = emailLinks('u1', 'payout-recorded', '/portal/events/e1');
    expect(links.action).toBe('https://fundax.example/portal/events/e1');
    expect(links.settings).toBe('https://fundax.example/portal/profile');
    const token = new URL(links.unsubscribe).searchParams.get('t') ?? '';
    expect(links.unsubscribe.startsWith('https://functions.example/unsubscribe?t=')).toBe(true);
    expect(verifyUnsubscribeToken(token, 'a-real-secret')).toEqual({
      uid: 'u1',
      scope: 'payout-recorded',
    });
    expect(verifyUnsubscribeToken(token, EMULATOR_UNSUBSCRIBE_SECRET)).toBeNull();
  });

  it('writes the Trigger Email format: to, message, and the unsubscribe headers at the top', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const unsubscribe = unsubscribeLink('u1', 'all');
    const rendered = renderEmail(
      { subject: 'S', paragraphs: ['P'], action: 'A' },
      'Dana',
      {
        action: 'https://fundax.example/',
        unsubscribe,
        settings: 'https://fundax.example/portal/profile',
      },
      reasonFor('payout-recorded'),
    );
    const mail = mailDocument(
      { uid: 'u1', email: 'dana@example.test' },
      'payout-recorded',
      rendered,
      unsubscribe,
      now,
    );
    expect(mail).toMatchObject({
      to: 'dana@example.test',
      message: { subject: 'S', text: rendered.text, html: rendered.html },
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      kind: 'payout-recorded',
      recipientId: 'u1',
      outbox: { state: 'pending', attempts: 0 },
    });
    expect(mail.outbox.nextAttemptAt).toEqual(new Date(now.getTime() + PENDING_GRACE_MS));
    expect(rendered.text).toContain(
      'You get this email because your Fundax settings send you email when a payout to you is recorded.',
    );
  });

  it('falls back to the project’s default addresses in production', () => {
    delete process.env.WEB_URL;
    delete process.env.UNSUBSCRIBE_URL;
    process.env.GCLOUD_PROJECT = 'fundax-prod';
    const links = emailLinks('u1', 'event-alert', '/event/e1');
    expect(links.action).toBe('https://fundax-prod.web.app/event/e1');
    expect(links.unsubscribe).toMatch(
      /^https:\/\/us-central1-fundax-prod\.cloudfunctions\.net\/unsubscribe\?t=/,
    );
  });

  it('refuses to sign links in production without the secret, and uses the launcher’s addresses locally', () => {
    delete process.env.UNSUBSCRIBE_SECRET;
    expect(() => unsubscribeLink('u1', 'all')).toThrow(/UNSUBSCRIBE_SECRET is not set/);
    process.env.FUNCTIONS_EMULATOR = 'true';
    delete process.env.WEB_URL;
    delete process.env.UNSUBSCRIBE_URL;
    process.env.GCLOUD_PROJECT = 'demo-fundax';
    process.env.FUNDAX_APP_URLS = JSON.stringify({ web: 'http://127.0.0.1:14000' });
    process.env.FUNDAX_EMULATOR_HOSTS = JSON.stringify({ functions: '127.0.0.1:14001' });
    const links = emailLinks('u1', 'event-alert', '/event/e1');
    expect(links.action).toBe('http://127.0.0.1:14000/event/e1');
    const url = new URL(links.unsubscribe);
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:14001/demo-fundax/us-central1/unsubscribe',
    );
    expect(
      verifyUnsubscribeToken(url.searchParams.get('t') ?? '', EMULATOR_UNSUBSCRIBE_SECRET),
    ).toEqual({
      uid: 'u1',
      scope: 'event-alert',
    });
  });
});
