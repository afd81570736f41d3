import { describe, expect, it } from 'vitest';

import { NOTIFICATION_CATALOGUE } from './catalogue';
import { NOTIFICATION_KINDS } from './kinds';
import { EMAIL_SWITCH_GROUPS, emailSwitchGroupsFor } from './settings-groups';

const kindsOf = (groups: typeof EMAIL_SWITCH_GROUPS) =>
  groups.flatMap((group) => group.switches.flatMap((item) => item.kinds));

describe('email switch groups', () => {
  it('give every kind of message exactly one switch', () => {
    const kinds = kindsOf(EMAIL_SWITCH_GROUPS);
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('label each switch with the catalogue’s own words, one switch per label', () => {
    for (const group of EMAIL_SWITCH_GROUPS) {
      for (const item of group.switches) {
        for (const kind of item.kinds) expect(NOTIFICATION_CATALOGUE[kind].label).toBe(item.label);
      }
    }
    const angels = EMAIL_SWITCH_GROUPS.find((group) => group.id === 'angels')!;
    expect(angels.switches.map((item) => item.kinds)).toEqual([
      ['application-approved', 'application-rejected'],
      ['angel-dues-recorded'],
    ]);
  });

  it('show each role the kinds it can receive', () => {
    const headings = (role: Parameters<typeof emailSwitchGroupsFor>[0]) =>
      emailSwitchGroupsFor(role).map((group) => group.heading);
    expect(headings('partner')).toEqual([
      'Your events',
      'Your locations',
      'Payouts',
      'Support',
      'New events near you',
    ]);
    expect(headings('fundaxer')).not.toContain('Your locations');
    expect(kindsOf(emailSwitchGroupsFor('angel'))).toEqual([
      'application-approved',
      'application-rejected',
      'angel-dues-recorded',
      'support-answered',
      'event-alert',
    ]);
    expect(emailSwitchGroupsFor('')).toHaveLength(EMAIL_SWITCH_GROUPS.length);
  });
});
