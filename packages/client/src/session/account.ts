import type { User, WithId } from '@fundax/core';

/**
 * The signed-in user's users/{uid} document as the store keeps it: dates become ISO strings so
 * the state stays serialisable (Redux devtools, preloaded state in tests).
 */
export type Account = Omit<WithId<User>, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

export function toAccount(user: WithId<User>): Account {
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
