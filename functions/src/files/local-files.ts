import { FundaxError } from '@fundax/core';

import { onHttp } from '../platform/on-http';
import { localAppOrigins, onEmulator } from './files-env';
import { receiveLocalUpload } from './receive-local-upload';
import { serveLocalFile } from './serve-local-file';

const UPLOAD = /^\/upload\/([A-Za-z0-9]{1,128})$/;
const STORED = /^\/o\/(.+)$/;

/**
 * Emulator only: the local stand-in for Cloud Storage, which cannot run offline. PUT
 * /upload/{fileId}?token=… takes one upload under the same checks as production; GET
 * /o/{path}?token=… serves what was stored. Outside the emulator it refuses every request, and
 * it is not even exported there (see index.ts), so a deploy never creates it.
 */
const handler = onHttp(
  { cors: localAppOrigins(), timeoutSeconds: 300 },
  async (request, response) => {
    if (!onEmulator()) throw new FundaxError('not-found', 'There is no such endpoint.');
    const upload = UPLOAD.exec(request.path);
    if (upload?.[1] && request.method === 'PUT') {
      const outcome = await receiveLocalUpload(request, upload[1]);
      if (outcome.state === 'rejected') throw new FundaxError('invalid-argument', outcome.reason);
      response.status(200).json({ fileId: upload[1], state: outcome.state });
      return;
    }
    const stored = STORED.exec(request.path);
    if (stored?.[1] && (request.method === 'GET' || request.method === 'HEAD')) {
      await serveLocalFile(request, response, stored[1]);
      return;
    }
    throw new FundaxError('not-found', 'There is no such endpoint.');
  },
);

export const localFiles = onEmulator() ? handler : undefined;
