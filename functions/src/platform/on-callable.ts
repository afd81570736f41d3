import type {
  CallableAccess,
  CallableContract,
  CallableParsedInput,
  ContractSchema,
} from '@fundax/core';
import {
  CALLABLE_TIMEOUT_SECONDS,
  FUNCTIONS_REGION,
  FundaxError,
  rateLimitOf,
  readCeilingOf,
} from '@fundax/core';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod/mini';

import { type CallContext, verifiedCaller } from './call-context';
import { accountCharge, noCharge } from './limits/account-limits';
import { AddressBuckets } from './limits/address-buckets';
import { clientAddress } from './limits/client-address';
import { ReadBudget, unbounded } from './limits/read-budget';
import { liveAuth } from './live-admin';
import { hasProtoKey } from './proto-key';
import { MAX_INSTANCES, appCheckEnforced } from './runtime-options';
import { UNSUBSCRIBE_SECRET, boundSecrets } from './secrets';
import { invalidArgument, toHttpsError } from './to-https-error';

export const CALLABLE_OPTIONS = {
  region: FUNCTIONS_REGION,
  timeoutSeconds: CALLABLE_TIMEOUT_SECONDS,
  maxInstances: MAX_INSTANCES,
  enforceAppCheck: appCheckEnforced(),
  // Decisions email people in their transaction, with a signed unsubscribe link in each email.
  secrets: boundSecrets(UNSUBSCRIBE_SECRET),
};

export type CallableHandler<C extends CallableContract> = (
  input: CallableParsedInput<C>,
  context: CallContext<C['access']>,
) => Promise<z.input<C['output']>>;

/** This instance's per-address buckets, shared by every callable it serves. */
const addressBuckets = new AddressBuckets();

/**
 * The one wrapper every callable uses: region us-central1, 70 s timeout, maxInstances and App
 * Check from configuration (runtime-options.ts), access check from the contract (an admin claim
 * counts only while it still holds: see live-admin.ts), the per-address rate limit of public
 * calls (in memory, before anything is read), a payload with a "__proto__" key refused (see
 * proto-key.ts), input parsed with the contract's zod schema (`invalid-argument` with the
 * issues), the read budget of public calls and the per-account rate limit handed to the
 * handler, output checked against the contract, and every error mapped to an HttpsError.
 */
export function onCallable<
  C extends CallableContract<string, ContractSchema, ContractSchema, CallableAccess>,
>(contract: C, handler: CallableHandler<C>) {
  const limit = rateLimitOf(contract.name);
  const ceiling = readCeilingOf(contract.name);
  return onCall(CALLABLE_OPTIONS, async (request) => {
    try {
      const caller = verifiedCaller(await liveAuth(request.auth), contract.access);
      if (limit?.scope === 'address') {
        addressBuckets.take(limit, clientAddress(request.rawRequest));
      }
      const raw = (request.rawRequest?.body as { data?: unknown } | undefined)?.data;
      if (hasProtoKey(raw)) {
        throw new FundaxError('invalid-argument', 'A "__proto__" key is never valid input.');
      }
      const parsed = contract.input.safeParse(request.data ?? {});
      if (!parsed.success) throw invalidArgument(parsed.error);
      const rateLimit =
        limit?.scope === 'account' && caller.uid !== null
          ? accountCharge(caller.uid, limit)
          : noCharge();
      const context = {
        ...caller,
        reads: ceiling === undefined ? unbounded() : new ReadBudget(ceiling),
        rateLimit,
      };
      const result = await handler(
        parsed.data as CallableParsedInput<C>,
        context as CallContext<C['access']>,
      );
      if (limit?.scope === 'account' && !rateLimit.taken) {
        // A handler bug (it wrote without charging, or took a path that writes nothing): the
        // call's own outcome stands, the log names the callable.
        logger.error('A rate-limited callable did not charge its limit', {
          callable: contract.name,
        });
      }
      return contract.output.parse(result) as z.output<C['output']>;
    } catch (error) {
      throw toHttpsError(error, contract.name);
    }
  });
}
