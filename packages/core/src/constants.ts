/** Business constants and limits (SPEC.md §9). */

/** Region every callable and schedule is deployed to. */
export const FUNCTIONS_REGION = 'us-central1';
/** Callable timeout: 70 000 ms, the same on server (timeoutSeconds) and client. */
export const CALLABLE_TIMEOUT_MS = 70_000;
export const CALLABLE_TIMEOUT_SECONDS = CALLABLE_TIMEOUT_MS / 1000;
