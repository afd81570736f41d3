import type { Application, CauseCategory, NetworkCategory, Profile, WithId } from '@fundax/core';

// What the portal keeps of the user's profile and angel applications: plain data, so the slice
// stays serialisable. Only the fields the portal shows or edits.

/** The signed-in user's public profile, as the profile forms edit it. */
export interface OwnProfile {
  displayName: string;
  bio: string;
  city: string | null;
  website: string | null;
  categories: NetworkCategory[];
  fundraiser: {
    title: string;
    story: string;
    category: CauseCategory;
    goalCents: number;
    raisedCents: number;
  } | null;
  listed: boolean;
}

/** An angel's application: where its review stands and what is owed. */
export interface ApplicationView {
  id: string;
  submitDate: number;
  approved: boolean | null;
  reason: string | null;
  dues: { amountCents: number; status: 'due' | 'paid' } | null;
}

export function toOwnProfile(profile: WithId<Profile>): OwnProfile {
  const { fundraiser } = profile;
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    city: profile.city,
    website: profile.website,
    categories: profile.categories,
    fundraiser: fundraiser && {
      title: fundraiser.title,
      story: fundraiser.story,
      category: fundraiser.category,
      goalCents: fundraiser.goalCents,
      raisedCents: fundraiser.raisedCents,
    },
    listed: profile.listed,
  };
}

export function toApplicationView(application: WithId<Application>): ApplicationView {
  return {
    id: application.id,
    submitDate: application.submitDate,
    approved: application._status.approved,
    reason: application._status.reason,
    dues: application.dues && {
      amountCents: application.dues.amountCents,
      status: application.dues.status,
    },
  };
}
