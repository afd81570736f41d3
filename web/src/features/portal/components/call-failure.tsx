import { type CallError, callErrorMessage } from '@fundax/core';

import { Notice } from '../../../components/ui/notice';

/** A failed call: what did not happen, and the catalogue's message for its code. */
export function CallFailure({ error, what }: { error: CallError | null; what: string }) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>
        {what} {callErrorMessage(error)}
      </p>
    </Notice>
  );
}
