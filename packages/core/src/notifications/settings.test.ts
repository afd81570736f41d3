import { describe, expect, it } from 'vitest';

import { DEFAULT_NOTIFICATION_SETTINGS, applySettingsChange, emailWanted } from './settings';

describe('email settings', () => {
  it('email every kind by default', () => {
    expect(emailWanted(DEFAULT_NOTIFICATION_SETTINGS, 'payout-recorded')).toBe(true);
  });

  it('turn one kind off and on again, leaving the others', () => {
    const off = applySettingsChange(DEFAULT_NOTIFICATION_SETTINGS, {
      email: { 'event-alert': false, 'payout-recorded': false },
    });
    expect(off).toEqual({ emailOff: ['event-alert', 'payout-recorded'], allEmailOff: false });
    expect(emailWanted(off, 'event-alert')).toBe(false);
    expect(emailWanted(off, 'venue-approved')).toBe(true);
    const back = applySettingsChange(off, { email: { 'event-alert': true } });
    expect(back.emailOff).toEqual(['payout-recorded']);
    // Changing nothing that is already so changes nothing.
    expect(applySettingsChange(back, { email: { 'payout-recorded': false } })).toEqual(back);
  });

  it('turn all email off, keeping the per-kind choices for when it comes back on', () => {
    const some = applySettingsChange(DEFAULT_NOTIFICATION_SETTINGS, {
      email: { 'event-alert': false },
    });
    const none = applySettingsChange(some, { allEmail: false });
    expect(emailWanted(none, 'venue-approved')).toBe(false);
    const again = applySettingsChange(none, { allEmail: true });
    expect(again).toEqual(some);
  });
});
