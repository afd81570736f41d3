import {
  type CallableContract,
  type CallableInput,
  type CallableOutput,
  invalidArgumentError,
} from '@fundax/core';

import { CallFailure, toCallError } from './call-error';
import { postCallable } from './callable-wire';
import { noteChange } from './last-change';

/**
 * A typed function for one callable contract. Input is validated with the contract's schema
 * before anything is sent; the caller's ID token rides along whenever Auth is loaded (always
 * for callables that need sign-in); the result is parsed with the contract's output schema.
 * Failures throw CallFailure carrying { code, message, details }. A signed-in call that answers
 * is noted as a change (`noteChange`): served pages read before it are not taken as current.
 */
export function callable<C extends CallableContract>(contract: C) {
  return async (input: CallableInput<C>): Promise<CallableOutput<C>> => {
    const checked = contract.input.safeParse(input);
    if (!checked.success) throw new CallFailure(invalidArgumentError(checked.error));
    const needsSignIn = contract.access !== 'public';
    const result = await postCallable(contract.name, input, { needsSignIn });
    // Answered: whatever it changed is done, whether or not its result parses.
    if (needsSignIn) noteChange();
    try {
      return contract.output.parse(result) as CallableOutput<C>;
    } catch (error) {
      throw new CallFailure(toCallError(error));
    }
  };
}

/**
 * A public callable by name, without its contract's schemas: the pages that call one (nearby
 * search on the home page and the mobile shell, search) are first screens, and the schemas
 * would bring zod (12 KB gz of zod/mini alone) to them. The server checks the input (an
 * invalid one comes back as invalid-argument with its field issues, as a client check would
 * give) and its own output before answering. Typed from the contract, whose name the compiler
 * checks.
 */
export function publicCallable<C extends CallableContract & { readonly access: 'public' }>(
  name: C['name'],
) {
  return async (input: CallableInput<C>): Promise<CallableOutput<C>> =>
    (await postCallable(name, input, { needsSignIn: false })) as CallableOutput<C>;
}
