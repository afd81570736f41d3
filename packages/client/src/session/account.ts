import type { User, WithId } from '@fundax/core';

/**
 * The signed-in user's users/{uid} document as the store keeps it: dates become ISO strings so
 * the state stays serialisable (Redux devtools, preloaded state in tests). The email settings
 * and the event alert area are left out: the session does not use them, and the pages that do
 * read them when they open.
 */
export type Account = Omit<
  WithId<User>,
  'createdAt' | 'updatedAt' | 'notificationSettings' | 'eventAlerts'
> & {
  createdAt: string;
  updatedAt: string;
};

export function toAccount(user: WithId<User>): Account {
  const { notificationSettings: _settings, eventAlerts: _alerts, ...account } = user;
  return {
    ...account,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
