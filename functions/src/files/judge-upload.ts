import { FUNCTIONS_REGION, SNIFF_BYTES } from '@fundax/core';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';

import { readDoc } from '../data/documents';
import { acceptArrival } from './accept-arrival';
import { bucket, bucketArrival, bucketStore } from './bucket-store';
import { onEmulator } from './files-env';

const UPLOADED = /^uploads\/([A-Za-z0-9]{1,128})$/;

/** The default bucket a deployed function is configured with (FIREBASE_CONFIG). */
function defaultBucket(): string | null {
  try {
    const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
    return config.storageBucket ?? null;
  } catch {
    return null;
  }
}

/**
 * Production: judges every upload that lands under uploads/ in the default bucket, with the
 * same checks as the local upload function (acceptArrival). An object with no pending record
 * (a stray write, or a delivery retried after the file was judged) is deleted unread. Storage
 * delivers at least once, so a repeat finds the record no longer pending and does nothing.
 */
async function judge(objectPath: string, size: number, contentType: string | null) {
  const fileId = UPLOADED.exec(objectPath)?.[1];
  if (!fileId) return;
  const object = bucket().file(objectPath);
  const record = await readDoc(null, 'files', fileId);
  if (!record || record.state !== 'pending') {
    await object.delete({ ignoreNotFound: true });
    logger.warn('Upload without a pending record deleted', { fileId });
    return;
  }
  const [head] = await object.download({ start: 0, end: SNIFF_BYTES - 1 });
  const arrival = await bucketArrival(objectPath, size, contentType, new Uint8Array(head));
  await acceptArrival(fileId, record, arrival, bucketStore);
}

const bucketName = defaultBucket();

/** Not defined in the emulator (no Storage emulator offline) nor where no bucket is configured. */
export const judgeUpload =
  !onEmulator() && bucketName
    ? onObjectFinalized(
        { bucket: bucketName, region: FUNCTIONS_REGION, memory: '1GiB', timeoutSeconds: 300 },
        async (event) =>
          judge(event.data.name, Number(event.data.size), event.data.contentType ?? null),
      )
    : undefined;
