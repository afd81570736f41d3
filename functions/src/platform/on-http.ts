import { CALLABLE_ERROR_STATUS, FUNCTIONS_REGION, FundaxError } from '@fundax/core';
import { logger } from 'firebase-functions';
import { type HttpsOptions, type Request, onRequest } from 'firebase-functions/v2/https';
import type { Response } from 'express';

export type HttpHandler = (request: Request, response: Response) => Promise<void>;

/**
 * The one wrapper for plain HTTP functions (the hosting rewrites and the local upload
 * function): us-central1, and every failure answered with a status. An expected failure
 * (FundaxError) keeps its code's HTTP status and message as `{ error: { code, message } }`;
 * anything else is a bug, logged by name and stack only (never the request) and answered 500.
 */
export function onHttp(options: Omit<HttpsOptions, 'region'>, handler: HttpHandler) {
  return onRequest({ ...options, region: FUNCTIONS_REGION }, async (request, response) => {
    try {
      await handler(request, response);
    } catch (error) {
      if (response.headersSent) {
        response.end();
        return;
      }
      if (error instanceof FundaxError) {
        response
          .status(CALLABLE_ERROR_STATUS[error.code])
          .json({ error: { code: error.code, message: error.message } });
        return;
      }
      const stack = error instanceof Error ? error.stack : String(error);
      logger.error('HTTP function failed unexpectedly', { path: request.path, stack });
      response
        .status(500)
        .json({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
    }
  });
}
