import {
  type CallError,
  type CallableOutput,
  type FileRecord,
  type StoredImage,
  type UploadContentType,
  UPLOAD_LIMITS,
  type UploadPurpose,
  requestUpload,
  uploadContentTypeSchema,
  uploadProblem,
} from '@fundax/core';

import { CallFailure } from '../callables/call-error';
import { callable } from '../callables/callable';
import { firestoreClient } from '../firebase/firestore';
import { fileDoc } from '../queries/files';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A file that was stored: attach it by `fileId`; an image comes with its variants. */
export interface UploadedFile {
  fileId: string;
  sizeBytes: number;
  image: StoredImage | null;
  url: string | null;
}

type Grant = CallableOutput<typeof requestUpload>;

/** The three steps, replaceable in tests. */
export interface UploadSteps {
  request: (input: {
    purpose: UploadPurpose;
    contentType: UploadContentType;
    sizeBytes: number;
  }) => Promise<Grant>;
  put: (
    grant: Grant,
    body: Blob,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ) => Promise<void>;
  readRecord: (fileId: string) => Promise<FileRecord | null>;
  wait: (ms: number) => Promise<void>;
}

/** How long to wait for the server to judge an upload (production judges it after the PUT). */
export const JUDGE_TIMEOUT_MS = 60_000;
const POLL_MS = 1_000;

const fail = (error: CallError): never => {
  throw new CallFailure(error);
};

/** An HTTP failure of the PUT as a call error the UI already knows how to word. */
export function putFailure(status: number, body: string): CallError {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
    if (parsed.error?.code && parsed.error.message) {
      return { code: parsed.error.code, message: parsed.error.message } as CallError;
    }
  } catch {
    // Cloud Storage answers in XML: fall through to the status.
  }
  if (status === 403) {
    return {
      code: 'permission-denied',
      message: 'The upload link was refused or has expired. Try again.',
    };
  }
  if (status === 409 || status === 412) {
    return { code: 'already-exists', message: 'This upload link was already used. Try again.' };
  }
  if (status === 400 || status === 413) {
    return { code: 'invalid-argument', message: 'The file does not match what was announced.' };
  }
  return {
    code: 'unavailable',
    message: 'The upload did not go through. Check the connection and try again.',
  };
}

/** The PUT, with upload progress (which fetch cannot report). The body is sent untyped: the
 * grant's headers say exactly which Content-Type, if any, the signed URL expects. */
function xhrPut(
  grant: Grant,
  body: Blob,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', grant.uploadUrl);
    for (const [name, value] of Object.entries(grant.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new CallFailure(putFailure(xhr.status, xhr.responseText)));
    xhr.onerror = () => reject(new CallFailure(putFailure(0, '')));
    xhr.onabort = () =>
      reject(new CallFailure({ code: 'cancelled', message: 'The upload was cancelled.' }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

const browserSteps: UploadSteps = {
  request: (input) => callable(requestUpload)(input),
  put: xhrPut,
  readRecord: async (fileId) => {
    const [db, { getDoc }] = await Promise.all([
      firestoreClient(),
      import('../firebase/firestore-sdk'),
    ]);
    const snapshot = await getDoc(fileDoc(db, fileId));
    return snapshot.exists() ? snapshot.data() : null;
  },
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Uploads one file for a purpose: checks type and size here first (the server checks again),
 * asks requestUpload for a URL, PUTs the bytes with progress, and waits until the server has
 * stored or refused them. Resolves with the stored file to attach (createVenue/updateVenue
 * `imageFileId`, createEvent/updateEvent `imageFileId`, saveResource `fileId`); every failure
 * rejects with a CallFailure carrying { code, message }.
 */
export async function uploadFile(
  file: Blob,
  purpose: UploadPurpose,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
  steps: UploadSteps = browserSteps,
): Promise<UploadedFile> {
  const type = uploadContentTypeSchema.safeParse(file.type);
  if (!type.success) {
    return fail({
      code: 'invalid-argument',
      message: `A ${purpose} must be ${UPLOAD_LIMITS[purpose].accepts}.`,
    });
  }
  if (file.size === 0) return fail({ code: 'invalid-argument', message: 'The file is empty.' });
  const problem = uploadProblem(purpose, type.data, file.size);
  if (problem) return fail({ code: 'invalid-argument', message: problem.message });
  const grant = await steps.request({ purpose, contentType: type.data, sizeBytes: file.size });
  await steps.put(grant, new Blob([file]), options.onProgress ?? (() => undefined), options.signal);
  for (let waited = 0; ; waited += POLL_MS) {
    const record = await steps.readRecord(grant.fileId);
    if (record?.state === 'stored') {
      return {
        fileId: grant.fileId,
        sizeBytes: record.storedBytes ?? file.size,
        image: record.image,
        url: record.url,
      };
    }
    if (record?.state === 'rejected') {
      return fail({
        code: 'invalid-argument',
        message: record.rejectReason ?? 'The file was refused.',
      });
    }
    if (waited >= JUDGE_TIMEOUT_MS) {
      return fail({
        code: 'deadline-exceeded',
        message: 'The upload is taking too long to process. Try again.',
      });
    }
    await steps.wait(POLL_MS);
  }
}
