import { z } from 'zod';

/** The account roles (the admin flag is separate: a token claim, not a role). */
export const ROLES = ['partner', 'fundaxer', 'angel'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Choose partner, fundaxer or angel.' });
export type Role = z.infer<typeof roleSchema>;
