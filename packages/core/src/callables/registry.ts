import type { CallableContract } from './define';
import { whoami } from './whoami';

/**
 * Every callable the backend deploys, by name. Functions export one function per entry (a test
 * checks the two match); clients call `callable(contract)` and never repeat a name string.
 */
export const callables = {
  whoami,
} as const satisfies Record<string, CallableContract>;

export type CallableName = keyof typeof callables;
export type CallableByName<N extends CallableName> = (typeof callables)[N];
