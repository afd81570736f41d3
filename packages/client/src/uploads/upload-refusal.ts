import {
  UPLOAD_LIMITS,
  type UploadContentType,
  type UploadPurpose,
  formatFileSize,
} from '@fundax/core';

/** How people know each accepted type (file pickers and messages). */
export const UPLOAD_TYPE_NAMES: Record<UploadContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'video/mp4': 'MP4',
};

/** "JPEG, PNG or WebP". */
export function typeNames(types: readonly UploadContentType[]): string {
  const names = types.map((type) => UPLOAD_TYPE_NAMES[type]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The types a picker offers for a purpose, optionally narrowed (a document: PDF only). */
export function acceptedTypes(
  purpose: UploadPurpose,
  narrowed?: readonly UploadContentType[],
): readonly UploadContentType[] {
  const allowed = UPLOAD_LIMITS[purpose].contentTypes;
  return narrowed ? narrowed.filter((type) => allowed.includes(type)) : allowed;
}

/** What a picker says it takes: "JPEG, PNG or WebP, up to 5 MB." */
export function uploadLimitsText(
  purpose: UploadPurpose,
  narrowed?: readonly UploadContentType[],
): string {
  return `${typeNames(acceptedTypes(purpose, narrowed))}, up to ${formatFileSize(UPLOAD_LIMITS[purpose].maxBytes)}.`;
}

/**
 * Why a chosen file cannot be uploaded for this purpose, in a sentence naming the file and what
 * to do, or null when it may go. Checked before anything is sent, so a 40 MB phone video picked
 * by mistake costs no upload; the server checks the same limits again on request and arrival.
 * `noun` is what the person is choosing ("photo", "document").
 */
export function uploadRefusal(
  file: Pick<File, 'name' | 'type' | 'size'>,
  purpose: UploadPurpose,
  noun: string,
  narrowed?: readonly UploadContentType[],
): string | null {
  const types = acceptedTypes(purpose, narrowed);
  const name = file.name ? `“${file.name}”` : 'This file';
  if (!(types as readonly string[]).includes(file.type)) {
    return `${name} cannot be used: only ${typeNames(types)} files can be used for a ${noun}.`;
  }
  if (file.size === 0) return `${name} is empty. Choose another ${noun}.`;
  const max = UPLOAD_LIMITS[purpose].maxBytes;
  if (file.size > max) {
    const limit = formatFileSize(max);
    // A file a few bytes over rounds to the limit itself: "5 MB" would not say what is wrong.
    const size =
      formatFileSize(file.size) === limit ? `just over ${limit}` : formatFileSize(file.size);
    return `${name} is ${size}: a ${noun} can be at most ${limit}. Choose a smaller file.`;
  }
  return null;
}
