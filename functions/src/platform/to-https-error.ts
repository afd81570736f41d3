import { FundaxError, invalidArgumentError } from '@fundax/core';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod/mini';

/** Input that failed its schema, in the one invalid-argument shape clients also build. */
export function invalidArgument(error: z.core.$ZodError): HttpsError {
  const { message, details } = invalidArgumentError(error);
  return new HttpsError('invalid-argument', message, details);
}

/**
 * Every failure leaves a callable as an HttpsError. Expected failures keep their code and message;
 * anything else is a bug: it is logged by name and stack only (never the request or documents,
 * which may hold personal data) and reported to the caller as `internal`.
 */
export function toHttpsError(error: unknown, callable: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof FundaxError) return new HttpsError(error.code, error.message, error.details);
  if (error instanceof z.core.$ZodError) return invalidArgument(error);
  const stack = error instanceof Error ? error.stack : String(error);
  logger.error('Callable failed unexpectedly', { callable, stack });
  return new HttpsError(
    'internal',
    'Something went wrong on our side. Please try again in a moment.',
  );
}
