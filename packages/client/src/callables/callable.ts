import {
  CALLABLE_TIMEOUT_MS,
  type CallableContract,
  type CallableInput,
  type CallableOutput,
  invalidArgumentError,
} from '@fundax/core';

import { authClient, authLoaded } from '../firebase/auth';
import { functionsClient } from '../firebase/functions';
import { CallFailure, toCallError } from './call-error';
import { wirePayload } from './wire-payload';

/**
 * A typed function for one callable contract. Input is validated with the contract's schema
 * before anything is sent; the caller's ID token rides along whenever Auth is loaded (always
 * for callables that need sign-in); the result is parsed with the contract's output schema.
 * Failures throw CallFailure carrying { code, message, details }.
 */
export function callable<C extends CallableContract>(contract: C) {
  return async (input: CallableInput<C>): Promise<CallableOutput<C>> => {
    const checked = contract.input.safeParse(input);
    if (!checked.success) throw new CallFailure(invalidArgumentError(checked.error));
    if (contract.access !== 'public') await authClient();
    else await authLoaded();
    const [functions, { httpsCallable }] = await Promise.all([
      functionsClient(),
      import('firebase/functions'),
    ]);
    try {
      const result = await httpsCallable(functions, contract.name, {
        timeout: CALLABLE_TIMEOUT_MS,
      })(wirePayload(input));
      return contract.output.parse(result.data) as CallableOutput<C>;
    } catch (error) {
      throw new CallFailure(toCallError(error));
    }
  };
}
