import { z } from '../zod';
import { defineCallable } from './define';

/** One stored document as exported: its fields in JSON (times as ISO strings) and its `id`. */
export const exportedDocumentSchema = z.record(z.string(), z.unknown());

/**
 * Everything Fundax holds about the caller, as JSON: the identity (email, whether it is
 * verified, sign-in methods), and by collection every document that is theirs or about them
 * (account, profile, their events, venues, applications, support requests, ledger entries paid
 * to them, audit entries naming them, and notifications when those exist). Rate-limited per
 * account.
 */
export const exportMyData = defineCallable({
  name: 'exportMyData',
  access: 'signed-in',
  summary: 'Everything Fundax holds about the caller, as JSON.',
  input: z.strictObject({}),
  output: z.object({
    format: z.literal('fundax-export/1'),
    exportedAt: z.string(),
    uid: z.string(),
    identity: z.object({
      email: z.nullable(z.string()),
      emailVerified: z.boolean(),
      displayName: z.nullable(z.string()),
      phoneNumber: z.nullable(z.string()),
      providers: z.array(z.string()),
      admin: z.boolean(),
      createdAt: z.nullable(z.string()),
      lastSignInAt: z.nullable(z.string()),
    }),
    /** Collection name -> the caller's documents in it (an empty list when there are none). */
    documents: z.record(z.string(), z.array(exportedDocumentSchema)),
  }),
});
