import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

import { openLocal } from './local-store';
import { IMMUTABLE_CACHE, isServedPath } from './storage-paths';

/** One "bytes=start-end" range within size, or null (a missing or unusable header). */
function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? { start, end } : null;
}

/**
 * GET /o/{path}?token=…: a stored file with its type and long-lived caching (a path never
 * changes content), byte ranges for video seeking, and nothing at all for an unknown path or
 * a wrong token (404, so neither can be probed).
 */
export async function serveLocalFile(request: Request, response: Response, stored: string) {
  const token = typeof request.query.token === 'string' ? request.query.token : '';
  const served = isServedPath(stored) ? await openLocal(stored, token) : null;
  if (!served) {
    response.status(404).json({ error: { code: 'not-found', message: 'There is no such file.' } });
    return;
  }
  response.set({
    'Content-Type': served.contentType,
    'Cache-Control': IMMUTABLE_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  });
  const range = byteRange(request.get('range'), served.sizeBytes);
  if (range) {
    response.status(206);
    response.set({
      'Content-Range': `bytes ${range.start}-${range.end}/${served.sizeBytes}`,
      'Content-Length': String(range.end - range.start + 1),
    });
  } else {
    response.status(200).set('Content-Length', String(served.sizeBytes));
  }
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    served
      .stream(range ?? undefined)
      .on('error', reject)
      .pipe(response)
      .on('finish', resolve);
  });
}
