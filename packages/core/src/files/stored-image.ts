import { z } from '../zod';
import { urlSchema } from '../schemas/common';

/**
 * The resized copies made of every uploaded photo: a thumbnail for lists and a card size for
 * detail pages and link previews (1200 px wide, what social cards ask for). Each fits within
 * its width, keeping the aspect ratio; a smaller original is never enlarged. The original is
 * not kept or served: it may carry camera metadata such as the place a photo was taken.
 */
export const IMAGE_VARIANTS = [
  { name: 'thumb', width: 400 },
  { name: 'card', width: 1200 },
] as const;
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]['name'];

export const imageVariantSchema = z.object({
  name: z.enum(['thumb', 'card']),
  url: urlSchema,
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * An uploaded photo as a listing carries it: everything a page needs to render
 * `<img src srcset sizes width height loading="lazy">` without another read.
 */
export const storedImageSchema = z.object({
  fileId: z.string(),
  variants: z.array(imageVariantSchema).check(z.minLength(1)),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
