import { type StoredImage, storedImageSchema } from '@fundax/core';
import { z } from 'zod/mini';

/**
 * A listing's picture as a portal form holds it: an uploaded photo (its file id and variants),
 * a typed image address from before uploads existed, or null for none. A new upload replaces
 * the value; "Remove" makes it null.
 */
export interface ListingPhoto {
  /** The uploaded file, or null for a typed address. */
  fileId: string | null;
  image: StoredImage | null;
  imageUrl: string | null;
}

export const listingPhotoSchema = z.nullable(
  z.object({
    fileId: z.nullable(z.string()),
    image: z.nullable(storedImageSchema),
    imageUrl: z.nullable(z.string()),
  }),
);

/** The picture a stored listing has, as the form starts with it. */
export function listingPhotoOf(listing: {
  image: StoredImage | null;
  imageUrl: string | null;
}): ListingPhoto | null {
  if (listing.image) {
    return { fileId: listing.image.fileId, image: listing.image, imageUrl: listing.imageUrl };
  }
  return listing.imageUrl ? { fileId: null, image: null, imageUrl: listing.imageUrl } : null;
}

/**
 * What an update sends as `imageFileId`: a newly uploaded file's id, null when the picture was
 * removed, or undefined when it did not change (then the field is left out).
 */
export function imageFileIdChange(
  before: ListingPhoto | null,
  after: ListingPhoto | null,
): string | null | undefined {
  if (after === null) return before === null ? undefined : null;
  if (after.fileId !== null && after.fileId !== before?.fileId) return after.fileId;
  return undefined;
}
