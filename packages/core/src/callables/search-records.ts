import { z } from '../zod';
import { recordStateSchema } from '../search/catalogue';
import { defineCallable } from './define';
import { kindsSchema, searchLimitSchema, searchQuerySchema, searchScoreSchema } from './search';

/** What the admin search finds: the kinds of record the console's record page shows. */
export const RECORD_KINDS = ['event', 'venue', 'profile'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * One admin search result, hidden or not: its state says which (pending, approved, rejected,
 * disabled or cancelled for listings; listed or unlisted for profiles). The console opens it at
 * `/auth/record/{id}?kind={kind}`.
 */
export const recordResultSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.optional(z.string()),
  score: searchScoreSchema,
  state: recordStateSchema,
});
export type RecordResult = z.infer<typeof recordResultSchema>;

/**
 * The admin console's search: the same engine as searchListings over every event, venue and
 * profile, hidden ones included, plus an exact record id. Admins only (checked on the server).
 */
export const searchRecords = defineCallable({
  name: 'searchRecords',
  access: 'admin',
  summary: 'Admin search of every event, venue and profile, hidden ones too, by name or id.',
  input: z.strictObject({
    query: searchQuerySchema,
    kinds: z.optional(kindsSchema(RECORD_KINDS)),
    limit: searchLimitSchema,
  }),
  output: z.object({ items: z.array(recordResultSchema) }),
});
