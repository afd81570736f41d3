import { type StoredImage, imageSrcSet, largestVariant } from '@fundax/core';

import './listing-image.css';

interface ListingImageProps {
  /** An uploaded photo's variants (rendered with srcset), or null. */
  image: StoredImage | null | undefined;
  /** A typed image address, used when there is no uploaded photo (detail pages only). */
  imageUrl?: string | null;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * Lists load their pictures lazily; a detail page's picture may be the largest thing on the
   * first screen, so it loads at once (a lazy one would delay the page's largest paint).
   */
  priority?: boolean;
  className?: string;
}

/**
 * A venue's or event's picture: the uploaded variants as srcset (the browser picks the
 * thumbnail or the card size), with their intrinsic size so the layout does not jump. The
 * picture is decorative (the name is right beside it), hence the empty alt.
 */
export function ListingImage({ image, imageUrl, sizes, priority, className }: ListingImageProps) {
  const classes = ['listing-image', className].filter(Boolean).join(' ');
  const loading = priority ? 'eager' : 'lazy';
  if (image) {
    const largest = largestVariant(image);
    return (
      <img
        className={classes}
        src={largest.url}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={largest.width}
        height={largest.height}
        loading={loading}
        decoding="async"
        alt=""
      />
    );
  }
  return imageUrl ? (
    <img className={classes} src={imageUrl} loading={loading} decoding="async" alt="" />
  ) : null;
}
