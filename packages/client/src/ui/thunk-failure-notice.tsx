import { type CallError, isCallableErrorCode } from '@fundax/core';

import type { ThunkFailure } from '../hooks/use-thunk';
import { CallFailureNotice } from './failure-notice';
import { IdentityFailureNotice } from './identity-failure-notice';

// Apart from CallFailureNotice, which pages that only call load without the sign-in messages.

/** Either kind, as a thunk reports it: callable codes and identity codes do not overlap. */
export function FailureNotice({
  error,
  prefix,
}: {
  error: ThunkFailure | null | undefined;
  prefix?: string;
}) {
  if (!error) return null;
  return isCallableErrorCode(error.code) ? (
    <CallFailureNotice error={error as CallError} prefix={prefix} />
  ) : (
    <IdentityFailureNotice error={error} prefix={prefix} />
  );
}
