import type { ImageVariant, StoredImage } from './stored-image';

// Apart from stored-image.ts: pages pick an image's variants as they render, and that module's
// schemas would bring zod to their first route.

/** Variants smallest first. */
function bySize(image: StoredImage): ImageVariant[] {
  return [...image.variants].sort((a, b) => a.width - b.width);
}

/** The `srcset` attribute: "url 400w, url 1200w". */
export function imageSrcSet(image: StoredImage): string {
  return bySize(image)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The largest variant (the `src` fallback, and the link-preview image). */
export function largestVariant(image: StoredImage): ImageVariant {
  const sorted = bySize(image);
  return sorted[sorted.length - 1] as ImageVariant;
}

/** The smallest variant (thumbnails in dense lists). */
export function smallestVariant(image: StoredImage): ImageVariant {
  return bySize(image)[0] as ImageVariant;
}
