import { docIdSchema } from '../schemas/common';

/**
 * A listing's picture comes from a typed address (`imageUrl`) or an uploaded file
 * (`imageFileId`, from requestUpload), never both in one call. Attaching a file sets the
 * listing's `image` (its variants) and `imageUrl` (the card size); null clears both.
 */
export const imageFileIdSchema = docIdSchema;

export function oneImageSource(input: { imageUrl?: unknown; imageFileId?: unknown }): boolean {
  return input.imageUrl === undefined || input.imageFileId === undefined;
}

export const ONE_IMAGE_SOURCE = {
  path: ['imageFileId'],
  message: 'Give an image address or an uploaded image, not both.',
};
