import { z } from 'zod';

import type { CallError } from './fundax-error';

/** One failing field as it crosses the wire: where (path) and what to do (message), no input. */
export const fieldIssueSchema = z.object({ path: z.array(z.string()), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** `details` of an invalid-argument error, from the server or from the client's own check. */
export const invalidArgumentDetailsSchema = z.object({ issues: z.array(fieldIssueSchema) });

/** Zod issues reduced to path and message: never the rejected value (it may be personal). */
export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
}

/**
 * The one invalid-argument shape, built the same way on server and client: the first issue
 * as "path: message", every issue in details.
 */
export function invalidArgumentError(error: z.ZodError): CallError {
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
  const details = invalidArgumentDetailsSchema.safeParse(error.details);
  if (error.code !== 'invalid-argument' || !details.success) return {};
  const byField: Record<string, string> = {};
  for (const { path, message } of details.data.issues) byField[path.join('.')] ??= message;
  return byField;
}
