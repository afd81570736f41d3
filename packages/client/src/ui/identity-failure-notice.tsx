import { identityErrorMessage } from '@fundax/core';

import { ErrorNotice } from './notice';

// Apart from the call failures' notice: its catalogue of sign-in messages (3 KB) would
// otherwise load with every page that shows a call's failure.

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
  return <ErrorNotice prefix={prefix}>{identityErrorMessage(error.code)}</ErrorNotice>;
}
