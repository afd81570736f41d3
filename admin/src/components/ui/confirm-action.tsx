import type { ThunkFailure } from '@fundax/client';
import { CallFailureNotice } from '@fundax/client/ui';
import { type CallError, isCallableErrorCode } from '@fundax/core';
import { type ReactNode, useRef, useState } from 'react';

interface ConfirmActionProps {
  /** The button that opens the confirmation, e.g. "Disable venue…". */
  label: string;
  /** Said to screen readers after the label when many such buttons share a page. */
  context?: string;
  /** What will happen, shown before the admin confirms. */
  consequence: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  disabled?: boolean;
  /** Runs the action; resolves with whether it succeeded and the error if not. */
  run: () => Promise<{ ok: true } | { ok: false; error: ThunkFailure }>;
  pending: boolean;
  onDone: () => void;
}

/**
 * A consequential action in two steps: the button opens a short explanation with Confirm and
 * Keep. Progress shows on the confirm button; a failure stays in place with its message.
 */
export function ConfirmAction({
  label,
  context,
  consequence,
  confirmLabel,
  pendingLabel,
  danger = false,
  disabled = false,
  run,
  pending,
  onDone,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const onConfirm = async () => {
    setError(null);
    const outcome = await run();
    if (outcome.ok) {
      setOpen(false);
      onDone();
    } else if (isCallableErrorCode(outcome.error.code)) {
      setError(outcome.error as CallError);
    } else {
      setError({ code: 'internal', message: outcome.error.message });
    }
  };
  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className={`button button--small ${danger ? 'button--danger' : 'button--secondary'}`}
        disabled={disabled}
        aria-label={context ? `${label} ${context}` : undefined}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => confirm.current?.focus());
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="inline-form" role="group" aria-label={label.replace('…', '')}>
      <div className="small">{consequence}</div>
      <CallFailureNotice error={error} />
      <div className="cluster">
        <button
          ref={confirm}
          type="button"
          className={`button button--small${danger ? ' button--danger' : ''}`}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void onConfirm()}
        >
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          <span aria-live="polite">{pending ? pendingLabel : confirmLabel}</span>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={close}>
          Keep as is
        </button>
      </div>
    </div>
  );
}
