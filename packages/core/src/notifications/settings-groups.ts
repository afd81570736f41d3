import type { Role } from '../schemas/roles';
import { NOTIFICATION_CATALOGUE } from './catalogue';
import type { NotificationKind } from './kinds';

/** One switch of the email settings: the catalogue's label, and the kinds it turns on or off. */
export interface EmailSwitch {
  label: string;
  kinds: NotificationKind[];
}

/** A group of switches under one heading, for the roles that receive its kinds. */
export interface EmailSwitchGroup {
  id: string;
  heading: string;
  roles: readonly Role[];
  switches: EmailSwitch[];
}

interface GroupDefinition {
  id: string;
  heading: string;
  roles: readonly Role[];
  kinds: NotificationKind[];
}

const HOSTS = ['partner', 'fundaxer'] as const;
const EVERYONE = ['partner', 'fundaxer', 'angel'] as const;

/**
 * The kinds of message grouped as a person thinks of them, each group for the roles that can
 * receive it (a fundaxer owns no locations; only angels apply). Every kind is in exactly one
 * group (settings-groups.test.ts), so a new kind cannot be left without its email switch.
 */
const GROUPS: readonly GroupDefinition[] = [
  {
    id: 'events',
    heading: 'Your events',
    roles: HOSTS,
    kinds: [
      'event-proposal-waiting',
      'event-proposal-accepted',
      'event-proposal-declined',
      'event-approved',
      'event-rejected',
      'event-cancelled',
      'event-results-reported',
    ],
  },
  {
    id: 'locations',
    heading: 'Your locations',
    roles: ['partner'],
    kinds: ['venue-approved', 'venue-rejected'],
  },
  {
    id: 'money',
    heading: 'Payouts',
    roles: HOSTS,
    kinds: ['payout-recorded', 'payout-reversed'],
  },
  {
    id: 'angels',
    heading: 'Your angel membership',
    roles: ['angel'],
    kinds: ['application-approved', 'application-rejected', 'angel-dues-recorded'],
  },
  { id: 'support', heading: 'Support', roles: EVERYONE, kinds: ['support-answered'] },
  { id: 'alerts', heading: 'New events near you', roles: EVERYONE, kinds: ['event-alert'] },
];

/** Kinds that share a label (an application approved or rejected) share one switch. */
function switchesOf(kinds: NotificationKind[]): EmailSwitch[] {
  const byLabel = new Map<string, NotificationKind[]>();
  for (const kind of kinds) {
    const { label } = NOTIFICATION_CATALOGUE[kind];
    byLabel.set(label, [...(byLabel.get(label) ?? []), kind]);
  }
  return [...byLabel].map(([label, grouped]) => ({ label, kinds: grouped }));
}

export const EMAIL_SWITCH_GROUPS: readonly EmailSwitchGroup[] = GROUPS.map(
  ({ kinds, ...group }) => ({ ...group, switches: switchesOf(kinds) }),
);

/** The groups a role's settings show (every group for a person without a role yet). */
export function emailSwitchGroupsFor(role: Role | ''): EmailSwitchGroup[] {
  return EMAIL_SWITCH_GROUPS.filter((group) => role === '' || group.roles.includes(role));
}
