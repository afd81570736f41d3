import { describe, expect, it } from 'vitest';

import { imageSrcSet, largestVariant, smallestVariant } from './image-variants';

const image = {
  fileId: 'f1',
  variants: [
    { name: 'card' as const, url: 'https://cdn.example/card.webp', width: 1200, height: 800 },
    { name: 'thumb' as const, url: 'https://cdn.example/thumb.webp', width: 400, height: 267 },
  ],
};

describe('stored images', () => {
  it('list their variants smallest first for srcset', () => {
    expect(imageSrcSet(image)).toBe(
      'https://cdn.example/thumb.webp 400w, https://cdn.example/card.webp 1200w',
    );
  });

  it('pick the largest and smallest variant', () => {
    expect(largestVariant(image).name).toBe('card');
    expect(smallestVariant(image).name).toBe('thumb');
  });
});
