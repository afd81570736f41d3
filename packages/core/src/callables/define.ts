import type { z } from '../zod';

/**
 * A contract's schema. It parses through its own methods, so that the code calling a contract
 * (`callable.ts`, on the public pages' first route) imports no zod of its own
 * (docs/performance.md).
 */
export type ContractSchema = z.ZodMiniType;

/**
 * Who may call a callable at all. The functions wrapper enforces it before any handler runs;
 * role and ownership checks are the handler's own (they need the data).
 */
export type CallableAccess = 'public' | 'signed-in' | 'admin';

/** One callable's contract: its deployed name, its input and output schemas, and its access. */
export interface CallableContract<
  Name extends string = string,
  Input extends ContractSchema = ContractSchema,
  Output extends ContractSchema = ContractSchema,
  Access extends CallableAccess = CallableAccess,
> {
  readonly name: Name;
  readonly input: Input;
  readonly output: Output;
  readonly access: Access;
  /** One line for the README and generated docs. */
  readonly summary: string;
}

export function defineCallable<
  const Name extends string,
  Input extends ContractSchema,
  Output extends ContractSchema,
  const Access extends CallableAccess,
>(
  contract: CallableContract<Name, Input, Output, Access>,
): CallableContract<Name, Input, Output, Access> {
  return contract;
}

/** What a client may pass (before defaults and transforms). */
export type CallableInput<C extends CallableContract> = z.input<C['input']>;
/** What a handler receives (after parsing). */
export type CallableParsedInput<C extends CallableContract> = z.output<C['input']>;
/** What a client receives. */
export type CallableOutput<C extends CallableContract> = z.output<C['output']>;
