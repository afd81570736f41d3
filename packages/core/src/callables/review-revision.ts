import { reviewContract } from './review';

/**
 * An admin approves (applies) or rejects a change waiting as a revision of an approved event or
 * venue; `id` is the revision's id (`event-<id>` or `venue-<id>`).
 */
export const reviewRevision = reviewContract('reviewRevision', 'a change to an approved listing');
