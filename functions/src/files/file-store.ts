/**
 * Where checked files are kept and how they are addressed: the Cloud Storage bucket in
 * production (bucket-store.ts), a folder beside the emulator data locally (local-store.ts).
 * Every stored file gets a random download token; its URL carries it, so a URL works in an
 * <img> or a link without sign-in while the store itself denies listing and guessing.
 */
export interface FileStore {
  /** Stores bytes at path and returns the URL that serves them. */
  save(path: string, bytes: Buffer, contentType: string): Promise<string>;
}

/**
 * The bytes of one upload as they arrived, wherever they are (a Storage object or a local
 * temp file). Images are read whole (at most 5 MB); resources (up to 200 MB) are moved as they
 * are, never read into memory.
 */
export interface Arrival {
  /** The byte count that arrived. */
  sizeBytes: number;
  /** The first bytes, for sniffing the type. */
  head: Uint8Array;
  /** Content-Type the upload was sent with, if any. */
  contentType: string | null;
  bytes(): Promise<Buffer>;
  /** Keeps the arrived bytes at path; returns the URL that serves them. */
  keep(path: string, contentType: string): Promise<string>;
  /** Drops the landed upload (after it was kept elsewhere, or refused). */
  discard(): Promise<void>;
}
