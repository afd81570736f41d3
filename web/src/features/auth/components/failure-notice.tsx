import type { IdentityFailure, ThunkFailure } from '@fundax/client';
import {
  type CallError,
  callErrorMessage,
  identityErrorMessage,
  isCallableErrorCode,
} from '@fundax/core';

import { Notice } from '../../../components/ui/notice';

/** A failed sign-in step, in words a person can act on (docs/product.md §8.4). */
export function IdentityFailureNotice({ error }: { error: IdentityFailure | null | undefined }) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>{identityErrorMessage(error.code)}</p>
    </Notice>
  );
}

/** A failed call, with the catalogue's message for its code. */
export function CallFailureNotice({ error }: { error: CallError | null | undefined }) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>{callErrorMessage(error)}</p>
    </Notice>
  );
}

/** Either kind: callable codes and identity codes do not overlap. */
export function FailureNotice({ error }: { error: ThunkFailure | null | undefined }) {
  if (!error) return null;
  return isCallableErrorCode(error.code) ? (
    <CallFailureNotice error={error as CallError} />
  ) : (
    <IdentityFailureNotice error={error} />
  );
}
