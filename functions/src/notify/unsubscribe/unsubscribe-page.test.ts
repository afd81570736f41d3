import { describe, expect, it } from 'vitest';

import { unsubscribePage } from './unsubscribe-page';

const SETTINGS = 'https://fundax.example/portal/profile';

describe('the unsubscribe page', () => {
  it('says which email stopped, offers undo and "stop all", and links the settings', () => {
    const page = unsubscribePage({ outcome: 'off', scope: 'payout-recorded' }, SETTINGS);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>You are unsubscribed</h1>');
    expect(page.html).toContain('You will no longer get emails when a payout to you is recorded.');
    expect(page.html).toContain('name="action" value="undo"');
    expect(page.html).toContain('name="action" value="all"');
    expect(page.html).toContain(`<a href="${SETTINGS}">`);
  });

  it('stops all email without offering to stop all again', () => {
    const page = unsubscribePage({ outcome: 'off', scope: 'all' }, SETTINGS);
    expect(page.html).toContain('You will no longer get any email from Fundax.');
    expect(page.html).not.toContain('value="all"');
  });

  it('confirms an undo', () => {
    const page = unsubscribePage({ outcome: 'back-on', scope: 'event-alert' }, SETTINGS);
    expect(page.html).toContain('<h1>Email is back on</h1>');
    expect(page.html).toContain('emails when new events appear in your alert area');
  });

  it('answers a bad link with 400 and says nothing changed', () => {
    const page = unsubscribePage({ outcome: 'invalid' }, SETTINGS);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Nothing was changed.');
    expect(unsubscribePage({ outcome: 'no-account' }, SETTINGS).status).toBe(404);
    expect(unsubscribePage({ outcome: 'method' }, SETTINGS).status).toBe(405);
  });

  it('escapes the settings address', () => {
    const page = unsubscribePage({ outcome: 'invalid' }, 'https://x.example/"><script>');
    expect(page.html).not.toContain('<script>');
  });
});
