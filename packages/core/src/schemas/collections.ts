import type { z } from 'zod';

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
import { profileSchema, userSchema } from './users';
import { venueSchema } from './venues';

/** Every collection, its name and its document schema: the one list rules, seeds and readers use. */
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
  files: fileRecordSchema,
} as const satisfies Record<string, z.ZodType>;

export type CollectionName = keyof typeof collections;
export type DocumentOf<C extends CollectionName> = z.output<(typeof collections)[C]>;
