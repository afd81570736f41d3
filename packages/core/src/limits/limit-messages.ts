import type { RateLimitDetails, ReadCeilingDetails } from './limit-details';

// Plain checks, not the schemas of limit-details.ts: every app words errors at start-up, before
// any zod loads (a test holds these checks to the schemas).

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether a 429's details are a rate limit's (rateLimitDetailsSchema). */
export function isRateLimitDetails(details: unknown): details is RateLimitDetails {
  const d = record(details);
  return (
    d !== null &&
    d.reason === 'rate-limit' &&
    (d.scope === 'account' || d.scope === 'address') &&
    typeof d.what === 'string' &&
    isPositiveInteger(d.retryAfterSeconds)
  );
}

/** Whether a 429's details are a read ceiling's (readCeilingDetailsSchema). */
export function isReadCeilingDetails(details: unknown): details is ReadCeilingDetails {
  const d = record(details);
  return d !== null && d.reason === 'read-ceiling' && isPositiveInteger(d.ceiling);
}

/** "in 5 seconds", "in about 3 minutes", "in about an hour": when to try again. */
export function retryHint(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return hours <= 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/** The sentence for a rate limit, the same on the server (its message) and in every client. */
export function rateLimitMessage(details: RateLimitDetails): string {
  const from = details.scope === 'account' ? 'from your account' : 'from your connection';
  return `Too many ${details.what} ${from} in a short time. Try again ${retryHint(details.retryAfterSeconds)}.`;
}

export const READ_CEILING_MESSAGE =
  'This search covers too much at once. Try a smaller radius or ask for fewer results.';

/**
 * The message for a `resource-exhausted` answer from its details, or null when they are
 * neither a rate limit nor a read ceiling.
 */
export function resourceExhaustedMessage(details: unknown): string | null {
  if (isRateLimitDetails(details)) return rateLimitMessage(details);
  if (isReadCeilingDetails(details)) return READ_CEILING_MESSAGE;
  return null;
}
