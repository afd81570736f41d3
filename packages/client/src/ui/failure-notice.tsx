import type { ThunkFailure } from '../hooks/use-thunk';
import {
  type CallError,
  callErrorMessage,
  identityErrorMessage,
  isCallableErrorCode,
} from '@fundax/core';

import { Notice } from './notice';

/** A failed call, in the catalogue's words for its code (never the SDK's text). */
export function CallFailureNotice({
  error,
  prefix,
}: {
  error: CallError | null | undefined;
  /** What did not happen, e.g. "The payout was not recorded." */
  prefix?: string;
}) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>
        {prefix ? `${prefix} ` : null}
        {callErrorMessage(error)}
      </p>
    </Notice>
  );
}

/** A failed sign-in step, in words a person can act on (the identity error catalogue). */
export function IdentityFailureNotice({
  error,
  prefix,
}: {
  error: { code: string } | null | undefined;
  /** What did not happen, e.g. "No link was sent." */
  prefix?: string;
}) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>
        {prefix ? `${prefix} ` : null}
        {identityErrorMessage(error.code)}
      </p>
    </Notice>
  );
}

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
