import {
  type CallableParsedInput,
  DEFAULT_NOTIFICATION_SETTINGS,
  type DocumentOf,
  type registerAccount,
} from '@fundax/core';

type RegisterInput = CallableParsedInput<typeof registerAccount>;

/**
 * Partners and fundaxers are public from registration (people look for them); an angel is
 * listed only once an admin approves their application.
 */
export function listedOnRegistration(role: RegisterInput['role']): boolean {
  return role !== 'angel';
}

/** The email on the caller's token, and whether the identity provider verified it. */
export interface TokenEmail {
  email: string | null;
  emailVerified: boolean;
}

/** The private account and the public profile a registration creates. */
export function newAccount(
  input: RegisterInput,
  { email, emailVerified }: TokenEmail,
  now: Date,
): { user: DocumentOf<'users'>; profile: DocumentOf<'profiles'> } {
  const organization = input.organization
    ? { name: input.organization.name, website: input.organization.website ?? null }
    : null;
  return {
    user: {
      role: input.role,
      displayName: input.displayName,
      email,
      emailVerified: email !== null && emailVerified,
      phone: input.phone ?? null,
      organization,
      listings: [],
      payoutProfile: null,
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      eventAlerts: null,
      createdAt: now,
      updatedAt: now,
    },
    profile: {
      role: input.role,
      displayName: input.displayName,
      organizationName: organization?.name ?? null,
      bio: input.bio ?? '',
      city: input.city ?? null,
      website: organization?.website ?? null,
      imageUrl: null,
      categories: [],
      fundraiser: input.fundraiser ? { ...input.fundraiser, raisedCents: 0 } : null,
      listed: listedOnRegistration(input.role),
      createdAt: now,
      updatedAt: now,
    },
  };
}
