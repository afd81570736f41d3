import { describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES, MAX_RESOURCE_BYTES, uploadProblem } from './upload-limits';

describe('uploadProblem', () => {
  it('accepts images up to 5 MB for photos and PDF or MP4 up to 200 MB for resources', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(uploadProblem('venue-photo', type, MAX_IMAGE_BYTES)).toBeNull();
      expect(uploadProblem('event-image', type, 1)).toBeNull();
    }
    expect(uploadProblem('resource', 'application/pdf', MAX_RESOURCE_BYTES)).toBeNull();
    expect(uploadProblem('resource', 'video/mp4', 1)).toBeNull();
  });

  it('names the field and says what would fit', () => {
    expect(uploadProblem('venue-photo', 'video/mp4', 1)).toEqual({
      field: 'contentType',
      message: 'A venue-photo must be a JPEG, PNG or WebP image.',
    });
    expect(uploadProblem('resource', 'image/png', 1)?.field).toBe('contentType');
    expect(uploadProblem('event-image', 'image/png', MAX_IMAGE_BYTES + 1)).toEqual({
      field: 'sizeBytes',
      message: 'A event-image can be at most 5 MB; this file is 5 MB.',
    });
    expect(uploadProblem('resource', 'video/mp4', MAX_RESOURCE_BYTES + 1)?.field).toBe('sizeBytes');
  });
});
