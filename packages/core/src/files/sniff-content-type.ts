import type { UploadContentType } from './upload-limits';

/** How many leading bytes sniffContentType needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type the first bytes of a file prove, among the types Fundax accepts, or null. A declared
 * Content-Type is only a claim: a "photo" that is really an HTML page or a script must not be
 * stored, and served back, as an image.
 */
export function sniffContentType(head: Uint8Array): UploadContentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  // ISO base media (MP4): a box size, then "ftyp" at offset 4.
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  return null;
}
