// Plain checks for the data the Hosting function serves in a page's HTML (served-page-check.ts,
// served-directory-check.ts): the pages take it before their first render, without zod. Each
// page's check is held to its zod schema by its unit test.

/**
 * The id of the `<script type="application/json">` element that carries a page's served data
 * (`ServedPage`, `ServedDirectory`).
 */
export const SERVED_PAGE_ELEMENT_ID = 'fundax-served-page';

/**
 * How long a served page's copy stands for a live read: a page whose data the function read at
 * most this long ago does not read it again as it opens. A copy a cache kept longer, or one
 * dated ahead of the device's clock (a clock set wrong), is read again.
 */
export const SERVED_PAGE_FRESH_MS = 60_000;

/** Whether a copy read at `readAt` (ISO) is still fresh at `now` (SERVED_PAGE_FRESH_MS). */
export function isFreshServedCopy(readAt: string, now: Date = new Date()): boolean {
  const age = now.getTime() - Date.parse(readAt);
  return age >= 0 && age <= SERVED_PAGE_FRESH_MS;
}

/** Whether a value has the shape a check stands for. */
export type Check = (value: unknown) => boolean;

export const string: Check = (value) => typeof value === 'string';
export const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const boolean: Check = (value) => typeof value === 'boolean';
export const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** An ISO 8601 date and time with its offset, e.g. 2026-12-05T18:00:00-07:00. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const isoDateTime: Check = (value) =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

const webAddress: Check = (value) => {
  if (typeof value !== 'string' || value.length > 500 || !URL.canParse(value)) return false;
  return /^https?:$/.test(new URL(value).protocol);
};
const positiveInteger: Check = (value) => Number.isInteger(value) && (value as number) > 0;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fields(shape: Record<string, Check>): Check {
  return (value) =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
}

const imageVariant = fields({
  name: oneOf(['thumb', 'card']),
  url: webAddress,
  width: positiveInteger,
  height: positiveInteger,
});

/** An uploaded photo (storedImageSchema): its file id and at least one variant. */
export const storedImage: Check = (value) =>
  fields({ fileId: string })(value) &&
  Array.isArray((value as { variants?: unknown }).variants) &&
  (value as { variants: unknown[] }).variants.length > 0 &&
  (value as { variants: unknown[] }).variants.every(imageVariant);

/** A field older payloads lack: absent, null or a stored image (the schema's default, null). */
export const optionalImage: Check = (value) =>
  value === undefined || value === null || storedImage(value);
