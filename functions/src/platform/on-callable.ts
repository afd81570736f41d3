import type { CallableAccess, CallableContract, CallableParsedInput } from '@fundax/core';
import { CALLABLE_TIMEOUT_SECONDS, FUNCTIONS_REGION, FundaxError } from '@fundax/core';
import { onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';

import type { CallContext } from './call-context';
import { liveCallContext } from './live-admin';
import { hasProtoKey } from './proto-key';
import { UNSUBSCRIBE_SECRET, boundSecrets } from './secrets';
import { invalidArgument, toHttpsError } from './to-https-error';

export const CALLABLE_OPTIONS = {
  region: FUNCTIONS_REGION,
  timeoutSeconds: CALLABLE_TIMEOUT_SECONDS,
  // Decisions email people in their transaction, with a signed unsubscribe link in each email.
  secrets: boundSecrets(UNSUBSCRIBE_SECRET),
};

export type CallableHandler<C extends CallableContract> = (
  input: CallableParsedInput<C>,
  context: CallContext<C['access']>,
) => Promise<z.input<C['output']>>;

/**
 * The one wrapper every callable uses: region us-central1, 70 s timeout, access check from the
 * contract (an admin claim counts only while it still holds: see live-admin.ts), a payload with a "__proto__" key refused (see proto-key.ts), input parsed with the
 * contract's zod schema (`invalid-argument` with the issues),
 * output checked against the contract, and every error mapped to an HttpsError.
 */
export function onCallable<
  C extends CallableContract<string, z.ZodType, z.ZodType, CallableAccess>,
>(contract: C, handler: CallableHandler<C>) {
  return onCall(CALLABLE_OPTIONS, async (request) => {
    try {
      const context = await liveCallContext(request.auth, contract.access);
      const raw = (request.rawRequest?.body as { data?: unknown } | undefined)?.data;
      if (hasProtoKey(raw)) {
        throw new FundaxError('invalid-argument', 'A "__proto__" key is never valid input.');
      }
      const parsed = contract.input.safeParse(request.data ?? {});
      if (!parsed.success) throw invalidArgument(parsed.error);
      const result = await handler(
        parsed.data as CallableParsedInput<C>,
        context as CallContext<C['access']>,
      );
      return contract.output.parse(result) as z.output<C['output']>;
    } catch (error) {
      throw toHttpsError(error, contract.name);
    }
  });
}
