import type { z } from '../zod';

import type { CallError } from './fundax-error';

// Plain checks, no zod at run time: the apps read these details on their first screens (every
// failed call's message goes through callErrorMessage), and zod stays off their start-up path.

/** One failing field as it crosses the wire: where (path) and what to do (message), no input. */
export interface FieldIssue {
  path: string[];
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Partial<Record<keyof FieldIssue, unknown>>;
  return (
    typeof message === 'string' &&
    Array.isArray(path) &&
    path.every((segment) => typeof segment === 'string')
  );
}

/**
 * The field issues of an invalid-argument error's `details` (`{ issues: [{ path, message }] }`,
 * from the server or from the client's own check), or null when `details` is not of that shape.
 */
export function fieldIssuesIn(details: unknown): FieldIssue[] | null {
  if (typeof details !== 'object' || details === null) return null;
  const { issues } = details as { issues?: unknown };
  return Array.isArray(issues) && issues.every(isFieldIssue) ? issues : null;
}

/** Zod issues reduced to path and message: never the rejected value (it may be personal). */
export function fieldIssuesOf(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
}

/**
 * The one invalid-argument shape, built the same way on server and client: the first issue
 * as "path: message", every issue in details.
 */
export function invalidArgumentError(error: z.core.$ZodError): CallError {
  return invalidArgumentFromIssues(fieldIssuesOf(error));
}

/** The same shape from field issues a rule found (for checks a schema cannot make alone). */
export function invalidArgumentFromIssues(issues: FieldIssue[]): CallError {
  const first = issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return {
    code: 'invalid-argument',
    message: `${where}${first?.message ?? 'Invalid input.'}`,
    details: { issues },
  };
}

/**
 * Messages by field for a form: "organization.name" -> "Partners need their business name."
 * The first message per field wins; issues about the whole input are under "".
 */
export function fieldErrorsOf(error: CallError): Record<string, string> {
  const issues = fieldIssuesIn(error.details);
  if (error.code !== 'invalid-argument' || !issues) return {};
  const byField: Record<string, string> = {};
  for (const { path, message } of issues) byField[path.join('.')] ??= message;
  return byField;
}
