import { type CallError, callErrorMessage, identityErrorMessage } from '@fundax/core';

import { Notice } from './notice';

/** A failed call or read, in the catalogue's words for its code (never the SDK's text). */
export function CallFailureNotice({
  error,
  prefix,
}: {
  error: CallError | null | undefined;
  /** What failed, e.g. "The payout was not recorded." */
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

/** A failed sign-in step (docs/product.md §8.4). */
export function IdentityFailureNotice({ error }: { error: { code: string } | null | undefined }) {
  if (!error) return null;
  return (
    <Notice tone="error">
      <p>{identityErrorMessage(error.code)}</p>
    </Notice>
  );
}
