import type { StoredImage } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { imageFileIdChange, listingPhotoOf, listingPhotoSchema } from './listing-photo';

const image = (fileId: string): StoredImage => ({
  fileId,
  variants: [
    { name: 'card', url: `https://cdn.example/${fileId}/card.webp`, width: 1200, height: 800 },
  ],
});
const uploaded = (fileId: string) => ({ fileId, image: image(fileId), imageUrl: null });

describe('a listing’s photo in a portal form', () => {
  it('starts from the uploaded photo, a typed address, or nothing', () => {
    expect(
      listingPhotoOf({ image: image('f1'), imageUrl: 'https://cdn.example/f1/card.webp' }),
    ).toEqual({ fileId: 'f1', image: image('f1'), imageUrl: 'https://cdn.example/f1/card.webp' });
    expect(listingPhotoOf({ image: null, imageUrl: 'https://old.example/p.jpg' })).toEqual({
      fileId: null,
      image: null,
      imageUrl: 'https://old.example/p.jpg',
    });
    expect(listingPhotoOf({ image: null, imageUrl: null })).toBeNull();
  });

  it('sends a new upload’s id, null for a removed picture, nothing when unchanged', () => {
    const typed = { fileId: null, image: null, imageUrl: 'https://old.example/p.jpg' };
    expect(imageFileIdChange(null, uploaded('f2'))).toBe('f2');
    expect(imageFileIdChange(uploaded('f1'), uploaded('f2'))).toBe('f2');
    expect(imageFileIdChange(typed, uploaded('f2'))).toBe('f2');
    expect(imageFileIdChange(uploaded('f1'), null)).toBeNull();
    expect(imageFileIdChange(typed, null)).toBeNull();
    expect(imageFileIdChange(uploaded('f1'), uploaded('f1'))).toBeUndefined();
    expect(imageFileIdChange(typed, typed)).toBeUndefined();
    expect(imageFileIdChange(null, null)).toBeUndefined();
  });

  it('is plain data a form schema checks', () => {
    expect(listingPhotoSchema.parse(uploaded('f1'))).toEqual(uploaded('f1'));
    expect(listingPhotoSchema.parse(null)).toBeNull();
    expect(listingPhotoSchema.safeParse({ fileId: 1 }).success).toBe(false);
  });
});
