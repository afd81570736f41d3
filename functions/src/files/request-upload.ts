import { UPLOAD_URL_TTL_MINUTES, requestUpload as contract } from '@fundax/core';

import { requireAccount } from '../data/accounts';
import { newDocRef, readDoc } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';
import { assertMayUpload } from './upload-access';
import { uploadGrant } from './upload-grant';

/**
 * Hands out one short-lived upload URL and records the file as pending. Nothing is attached
 * yet: createVenue/updateVenue, createEvent/updateEvent and saveResource attach a stored file,
 * checking that the caller owns both it and the listing.
 */
export const requestUpload = onCallable(contract, async (input, caller) => {
  // Admins may have no role account; everyone else needs one.
  const account = caller.admin
    ? await readDoc(null, 'users', caller.uid)
    : await requireAccount(null, caller.uid);
  assertMayUpload(input.purpose, account?.role ?? null, caller.admin);
  const ref = newDocRef('files');
  const now = new Date();
  const expires = new Date(now.getTime() + UPLOAD_URL_TTL_MINUTES * 60_000);
  const grant = await uploadGrant(ref.id, input.contentType, input.sizeBytes, expires);
  // The record is written with the account's upload limit taken, in one transaction.
  await runLimitedTransaction(caller.rateLimit, (tx) => {
    tx.create(ref, {
      ownerId: caller.uid,
      purpose: input.purpose,
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      state: 'pending',
      rejectReason: null,
      storedBytes: null,
      url: null,
      image: null,
      uploadTokenHash: grant.tokenHash,
      uploadExpiresAt: expires,
      createdAt: now,
      updatedAt: now,
    });
    return Promise.resolve();
  });
  return {
    fileId: ref.id,
    uploadUrl: grant.url,
    headers: grant.headers,
    expiresAt: expires.toISOString(),
  };
});
