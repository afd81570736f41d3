import type { z } from '../zod';

import { applicationSchema } from './applications';
import { auditEntrySchema } from './audit-log';
import {
  networkingGroupSchema,
  resourceSchema,
  successStorySchema,
  supportRequestSchema,
} from './content';
import { eventSchema } from './events';
import { fileRecordSchema } from './files';
import { ledgerEntrySchema } from './ledger';
import { payeeSchema } from './payees';
import { revisionSchema } from './revisions';
import { statementSchema } from './statements';
import {
  adminFeedItemSchema,
  alertDigestSchema,
  mailSchema,
  notificationSchema,
} from './notifications';
import { profileSchema, userSchema } from './users';
import { venueSchema } from './venues';

/**
 * Every collection, its name and its document schema: the one list rules, seeds and readers use.
 * `notifications` is a subcollection, `users/{uid}/notifications` (see notificationPath).
 */
export const collections = {
  users: userSchema,
  profiles: profileSchema,
  venues: venueSchema,
  events: eventSchema,
  applications: applicationSchema,
  successStories: successStorySchema,
  networkingGroups: networkingGroupSchema,
  resources: resourceSchema,
  supportRequests: supportRequestSchema,
  ledger: ledgerEntrySchema,
  auditLog: auditEntrySchema,
  revisions: revisionSchema,
  payees: payeeSchema,
  statements: statementSchema,
  notifications: notificationSchema,
  adminFeed: adminFeedItemSchema,
  mail: mailSchema,
  alertDigests: alertDigestSchema,
  files: fileRecordSchema,
} as const satisfies Record<string, z.core.$ZodType>;

export type CollectionName = keyof typeof collections;
export type DocumentOf<C extends CollectionName> = z.output<(typeof collections)[C]>;
/** The schema of collection C's documents (e.g. `eventSchema` for `events`). */
export type DocumentSchema<C extends CollectionName> = (typeof collections)[C];

/** Where a person's inbox lives: the one collection that is not at the top level. */
export function notificationPath(uid: string, id?: string): string {
  const inbox = `users/${uid}/notifications`;
  return id === undefined ? inbox : `${inbox}/${id}`;
}
