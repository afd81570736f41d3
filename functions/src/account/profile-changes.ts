import {
  type CallableParsedInput,
  type DocumentOf,
  FundaxError,
  type Role,
  type updateProfile,
} from '@fundax/core';

type ProfileInput = CallableParsedInput<typeof updateProfile>;

export interface ProfileChanges {
  /** Fields of users/{uid} (private). */
  user: Record<string, unknown>;
  /** Fields of profiles/{uid} (public). */
  profile: Record<string, unknown>;
}

/**
 * Payout details decide where money goes, so they need an email the identity provider has
 * verified: payout notices go there, and it is how the person is reached if the details are
 * changed. Clearing them is always allowed.
 */
export function assertMayChangePayout(input: ProfileInput, emailVerified: boolean): void {
  if (input.payoutProfile && !emailVerified) {
    throw new FundaxError(
      'failed-precondition',
      'Verify your email address before adding payout details: payout notices are sent there.',
    );
  }
}

/**
 * Splits a profile update between the private account and the public profile. Contact and
 * payout details stay private; a fundraiser keeps what it has raised (never client input).
 * A fundraiser is for fundaxers only, payout details for the roles that get paid.
 */
export function profileChanges(
  input: ProfileInput,
  role: Role,
  current: Pick<DocumentOf<'profiles'>, 'fundraiser'>,
  now: Date,
): ProfileChanges {
  if (input.fundraiser && role !== 'fundaxer') {
    throw new FundaxError('permission-denied', 'Only fundaxers run a fundraiser.');
  }
  if (input.payoutProfile && role === 'angel') {
    throw new FundaxError('permission-denied', 'Only partners and fundaxers receive payouts.');
  }
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  if (input.displayName !== undefined) {
    user.displayName = input.displayName;
    profile.displayName = input.displayName;
  }
  if (input.phone !== undefined) user.phone = input.phone;
  if (input.payoutProfile !== undefined) user.payoutProfile = input.payoutProfile;
  if (input.organization !== undefined) {
    const organization = input.organization && {
      name: input.organization.name,
      website: input.organization.website ?? null,
    };
    user.organization = organization;
    profile.organizationName = organization?.name ?? null;
  }
  if (input.bio !== undefined) profile.bio = input.bio;
  if (input.city !== undefined) profile.city = input.city;
  if (input.website !== undefined) profile.website = input.website;
  if (input.imageUrl !== undefined) profile.imageUrl = input.imageUrl;
  if (input.categories !== undefined) profile.categories = input.categories;
  if (input.fundraiser !== undefined) {
    profile.fundraiser = input.fundraiser && {
      ...input.fundraiser,
      raisedCents: current.fundraiser?.raisedCents ?? 0,
    };
  }
  if (Object.keys(user).length > 0) user.updatedAt = now;
  if (Object.keys(profile).length > 0) profile.updatedAt = now;
  return { user, profile };
}
