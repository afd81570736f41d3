import type { ImageVariantName, UploadContentType } from '@fundax/core';

/**
 * Object paths, in the bucket and in the local folder alike. Uploads land under `uploads/`
 * (where nothing is ever served from); what passed the checks is stored under `files/`.
 */
export function uploadPath(fileId: string): string {
  return `uploads/${fileId}`;
}

export function variantPath(fileId: string, name: ImageVariantName): string {
  return `files/${fileId}/${name}.webp`;
}

const EXTENSIONS: Partial<Record<UploadContentType, string>> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
};

export function resourcePath(fileId: string, contentType: UploadContentType): string {
  return `files/${fileId}/original.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** Only paths this module writes, so a request can never name anything else on disk. */
const SERVED = /^files\/[A-Za-z0-9]{1,128}\/(thumb\.webp|card\.webp|original\.(pdf|mp4))$/;

export function isServedPath(candidate: string): boolean {
  return SERVED.test(candidate);
}

/** Stored files never change under their path (a new upload gets a new id). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
