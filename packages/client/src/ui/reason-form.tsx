import { type CallError, fieldErrorsOf } from '@fundax/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { CallFailureNotice } from './failure-notice';
import { TextAreaField } from './field';
import { SubmitButton } from './submit-button';

/**
 * A decision that needs a reason the other side will read (rejecting a listing, declining a
 * proposal): the reason field (focused when it opens), the decision's button and Cancel. The
 * reason is checked with `check` (the contract's own rule) before anything is sent; the server's
 * message for the field lands on it, any other failure under it with `prefix`.
 */
export function ReasonForm({
  label,
  hint,
  submitLabel,
  pendingLabel,
  pending,
  error,
  prefix,
  check,
  onSubmit,
  onCancel,
  disabled = false,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The last failed call, if any. */
  error: CallError | null;
  /** What did not happen, e.g. "“Garden Hops” was not rejected." */
  prefix: string;
  /** The reason's problem by the contract's rule, or undefined when it is fine. */
  check: (reason: string) => string | undefined;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  disabled?: boolean;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => field.current?.focus(), []);
  const serverProblem = error ? fieldErrorsOf(error).reason : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = field.current?.value ?? '';
    const found = check(reason);
    setProblem(found);
    if (found) field.current?.focus();
    else onSubmit(reason.trim());
  };
  return (
    <form className="inline-form" noValidate onSubmit={submit}>
      <TextAreaField
        ref={field}
        name="reason"
        label={label}
        hint={hint}
        rows={3}
        error={problem ?? serverProblem}
      />
      <CallFailureNotice error={error && !serverProblem ? error : null} prefix={prefix} />
      <div className="cluster">
        <SubmitButton
          pending={pending}
          pendingLabel={pendingLabel}
          variant="danger"
          small
          disabled={disabled}
        >
          {submitLabel}
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The message a contract's schema gives for its `reason` field, if any. */
export function reasonIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string | undefined {
  if (result.success) return undefined;
  return result.error?.issues.find((issue) => issue.path[0] === 'reason')?.message;
}
