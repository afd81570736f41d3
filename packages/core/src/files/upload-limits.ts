import { z } from '../zod';
import { formatFileSize } from '../format/file-size';

/**
 * What an upload is for. It decides who may ask for an upload URL (a venue's partner, an event's
 * organizer, an admin), which types and sizes are accepted, and what is made of the bytes.
 */
export const UPLOAD_PURPOSES = ['venue-photo', 'event-image', 'resource'] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, {
  error: 'Choose what the file is for: venue-photo, event-image or resource.',
});
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RESOURCE_CONTENT_TYPES = ['application/pdf', 'video/mp4'] as const;
export const UPLOAD_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...RESOURCE_CONTENT_TYPES] as const;
export const uploadContentTypeSchema = z.enum(UPLOAD_CONTENT_TYPES, {
  error: 'Upload a JPEG, PNG or WebP image, or a PDF or MP4 file.',
});
export type UploadContentType = z.infer<typeof uploadContentTypeSchema>;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** 5 MB for photos (a phone picture fits; variants are made from it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 200 MB for portal videos and documents. */
export const MAX_RESOURCE_BYTES = 200 * 1024 * 1024;

interface UploadLimit {
  contentTypes: readonly UploadContentType[];
  maxBytes: number;
  /** For messages: "a JPEG, PNG or WebP image". */
  accepts: string;
}

export const UPLOAD_LIMITS: Record<UploadPurpose, UploadLimit> = {
  'venue-photo': {
    contentTypes: IMAGE_CONTENT_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    accepts: 'a JPEG, PNG or WebP image',
  },
  'event-image': {
    contentTypes: IMAGE_CONTENT_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    accepts: 'a JPEG, PNG or WebP image',
  },
  resource: {
    contentTypes: RESOURCE_CONTENT_TYPES,
    maxBytes: MAX_RESOURCE_BYTES,
    accepts: 'a PDF document or an MP4 video',
  },
};

/** Minutes an upload URL stays valid after requestUpload hands it out. */
export const UPLOAD_URL_TTL_MINUTES = 15;

export function isImagePurpose(purpose: UploadPurpose): boolean {
  return purpose !== 'resource';
}

export function isImageContentType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * Why a declared (or arrived) type and size do not fit the purpose, as a sentence a person can
 * act on, or null when they fit. The same check runs on request and again on arrival.
 */
export function uploadProblem(
  purpose: UploadPurpose,
  contentType: string,
  sizeBytes: number,
): { field: 'contentType' | 'sizeBytes'; message: string } | null {
  const limit = UPLOAD_LIMITS[purpose];
  if (!(limit.contentTypes as readonly string[]).includes(contentType)) {
    return { field: 'contentType', message: `A ${purpose} must be ${limit.accepts}.` };
  }
  if (sizeBytes > limit.maxBytes) {
    return {
      field: 'sizeBytes',
      message: `A ${purpose} can be at most ${formatFileSize(limit.maxBytes)}; this file is ${formatFileSize(sizeBytes)}.`,
    };
  }
  return null;
}
