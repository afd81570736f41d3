import { type CollectionName, FUNCTIONS_REGION } from '@fundax/core';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** A failed run is retried (the handlers are idempotent) until the change is this old. */
const RETRY_FOR_MS = 10 * 60 * 1000;

export interface DocumentWrite {
  id: string;
  /** The document's data before and after the write (null: it did not exist). */
  before: unknown;
  after: unknown;
}

/**
 * The one wrapper of Firestore triggers: us-central1, retried on failure for ten minutes (so a
 * handler must be idempotent: run twice on one change, it leaves what running once leaves),
 * errors logged by stack only, never the document.
 */
export function onDocumentWrite(
  name: string,
  collection: CollectionName,
  handler: (write: DocumentWrite) => Promise<void>,
) {
  return onDocumentWritten(
    { document: `${collection}/{id}`, region: FUNCTIONS_REGION, retry: true, timeoutSeconds: 60 },
    async (event) => {
      if (Date.now() - Date.parse(event.time) > RETRY_FOR_MS) {
        logger.error('Trigger gave up on an old change', { trigger: name, collection });
        return;
      }
      try {
        await handler({
          id: event.params.id,
          before: event.data?.before.exists ? event.data.before.data() : null,
          after: event.data?.after.exists ? event.data.after.data() : null,
        });
      } catch (error) {
        const stack = error instanceof Error ? error.stack : String(error);
        logger.error('Trigger failed', { trigger: name, collection, stack });
        throw error;
      }
    },
  );
}
