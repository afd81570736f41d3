import { z } from '../zod';
import { timestampSchema } from './common';

export const AUDIT_ACTIONS = [
  'event.approve',
  'event.reject',
  'event.cancel',
  'event.special',
  'event.accept',
  'event.decline',
  'event.edit',
  'event.results',
  'event.expire',
  'event.hide',
  'event.restore',
  'venue.edit',
  'revision.approve',
  'revision.reject',
  'venue.approve',
  'venue.reject',
  'venue.disable',
  'application.approve',
  'application.reject',
  'application.dues-paid',
  'disbursal.mark',
  'disbursal.reverse',
  'admin.grant',
  'admin.revoke',
  'account.delete',
  'support.resolve',
  'story.save',
  'group.save',
  'resource.save',
  'resource.delete',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * auditLog/{id}: who did what to which record, when and why. Admin-only. `changes` holds
 * non-personal values only (states, amounts, ids), never documents or contact details.
 */
export const auditEntrySchema = z.object({
  actorId: z.string(),
  action: auditActionSchema,
  targetType: z.enum([
    'event',
    'venue',
    'application',
    'ledger',
    'user',
    'support',
    'story',
    'group',
    'resource',
  ]),
  targetId: z.string(),
  reason: z._default(z.nullable(z.string()), null),
  changes: z._default(
    z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    null,
  ),
  at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
