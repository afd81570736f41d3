import { IMAGE_VARIANTS, type ImageVariantName } from '@fundax/core';
import sharp from 'sharp';

export interface RenderedVariant {
  name: ImageVariantName;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Decoding bombs: a 5 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The thumbnail and card sizes of a photo, as WebP: turned upright from its EXIF orientation,
 * fitted within each width (never enlarged) and stripped of metadata (a phone photo's GPS
 * position must not be published). Throws when the bytes are not a decodable image.
 */
export async function renderVariants(original: Buffer): Promise<RenderedVariant[]> {
  return Promise.all(
    IMAGE_VARIANTS.map(async ({ name, width }) => {
      const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name, bytes: data, width: info.width, height: info.height };
    }),
  );
}
