import { type CallError, callErrorMessage } from '@fundax/core';

import { ErrorNotice } from './notice';

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
  return <ErrorNotice prefix={prefix}>{callErrorMessage(error)}</ErrorNotice>;
}
