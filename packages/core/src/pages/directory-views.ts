import type { WithId } from '../schemas/common';
import type { NetworkingGroup } from '../schemas/content';
import type { Profile } from '../schemas/users';

// The public directories' items as pages keep them (no dates: slices stay serialisable), made
// the same way by the pages' live reads and by the Hosting function that serves /partners and
// /businesses with their data. Plain: the directories' first routes load no zod.

/** Directory pages show at most this many partners or venues per load. */
export const DIRECTORY_LIMIT = 100;

/** The networking-group directory shows at most this many groups. */
export const GROUP_LIMIT = 200;

/** A listed profile as public pages keep it. */
export type PublicProfile = Omit<WithId<Profile>, 'createdAt' | 'updatedAt' | 'listed'>;

export function toPublicProfile(profile: WithId<Profile>): PublicProfile {
  const { createdAt: _created, updatedAt: _updated, listed: _listed, ...rest } = profile;
  return rest;
}

/** A networking group as the directory keeps it. */
export type GroupView = Omit<WithId<NetworkingGroup>, 'createdAt' | 'updatedAt'>;

export function toGroupView(group: WithId<NetworkingGroup>): GroupView {
  const { createdAt: _created, updatedAt: _updated, ...rest } = group;
  return rest;
}
