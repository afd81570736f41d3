import type { CallableContract, CallableInput, CallableOutput } from '@fundax/core';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The type prefix of a callable's thunk actions (`callables/<name>/pending|fulfilled|rejected`). */
export function callableActionType(name: string): string {
  return `callables/${name}`;
}

/** The action a callable's thunk dispatches when the call succeeded. */
export type CallableFulfilledAction<C extends CallableContract> = PayloadAction<
  CallableOutput<C>,
  string,
  { arg: CallableInput<C>; requestId: string; requestStatus: 'fulfilled' }
>;

/**
 * Matches a callable's success by its name alone, typed by its contract, for a slice that marks
 * what a change made out of date (`builder.addMatcher(callableFulfilled<typeof updateEvent>(
 * 'updateEvent'), ...)`). Importing the thunk for its `fulfilled` would pull the contract, its
 * zod schemas and every schema they share (about 45 KB gz) into each page that shows the data,
 * while only the forms that call it need them; the contract here is a type only.
 */
export function callableFulfilled<C extends CallableContract>(name: C['name']) {
  const type = `${callableActionType(name)}/fulfilled`;
  return (action: unknown): action is CallableFulfilledAction<C> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
}
