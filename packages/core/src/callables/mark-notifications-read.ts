import { z } from '../zod';
import { docIdSchema } from '../schemas/common';
import { defineCallable } from './define';

/** At most this many ids in one call (one write batch). */
export const MARK_READ_MAX_IDS = 500;

/**
 * The signed-in user marks messages of their inbox read: the listed ids, or every unread one
 * when `ids` is absent. Marking a read message again changes nothing (it keeps its first
 * `readAt`); an id that is not in the inbox is skipped.
 */
export const markNotificationsRead = defineCallable({
  name: 'markNotificationsRead',
  access: 'signed-in',
  summary: 'Marks inbox messages read: the listed ids, or all unread ones.',
  input: z.strictObject({
    ids: z.optional(
      z
        .array(docIdSchema)
        .check(
          z.minLength(1, 'List at least one message, or leave ids out to mark them all.'),
          z.maxLength(MARK_READ_MAX_IDS, `At most ${MARK_READ_MAX_IDS} messages at a time.`),
        ),
    ),
  }),
  output: z.object({ marked: z.number().check(z.int(), z.nonnegative()) }),
});
