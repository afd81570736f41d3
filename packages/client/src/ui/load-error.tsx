import { type CallError, callErrorMessage } from '@fundax/core';

import { Notice } from './notice';

/** A read that failed: the message people can act on, and a way to try again. */
export function LoadError({
  error,
  what,
  onRetry,
}: {
  error: CallError;
  /** What could not be loaded, e.g. "this event". */
  what: string;
  onRetry: () => void;
}) {
  return (
    <Notice tone="error">
      <p>
        We could not load {what}. {callErrorMessage(error)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </Notice>
  );
}
