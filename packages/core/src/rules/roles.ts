// The roles as plain values (no zod): the session rules check a role on every app's start-up
// path; the zod schema for documents and contracts is built from this list in schemas/roles.ts.

/** The account roles (the admin flag is separate: a token claim, not a role). */
export const ROLES = ['partner', 'fundaxer', 'angel'] as const;
export type Role = (typeof ROLES)[number];

/** What a person is told when a role is missing or unknown. */
export const ROLE_MESSAGE = 'Choose partner, fundaxer or angel.';

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
