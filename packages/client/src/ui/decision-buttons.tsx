import type { CallError } from '@fundax/core';
import { useRef, useState } from 'react';

import { CallFailureNotice } from './failure-notice';
import { ReasonForm } from './reason-form';

/** The yes side of a decision: one click, no reason. */
export interface YesDecision {
  label: string;
  pendingLabel: string;
  pending: boolean;
  error: CallError | null;
  /** What did not happen when it fails, e.g. "“Garden Hops” was not approved." */
  failedPrefix: string;
  onDecide: () => void;
}

/** The no side: opens a reason form whose reason the other person reads. */
export interface NoDecision {
  label: string;
  pendingLabel: string;
  pending: boolean;
  error: CallError | null;
  failedPrefix: string;
  reasonLabel: string;
  reasonHint: string;
  /** The reason's problem by the contract's own rule, or undefined when it is fine. */
  check: (reason: string) => string | undefined;
  onDecide: (reason: string) => void;
}

/**
 * A yes-or-no decision on someone else's proposal, where no needs a reason (an admin's approve
 * or reject; the other party's accept or decline). Both buttons name the item for screen
 * readers; Cancel on the reason form returns focus to the button that opened it.
 */
export function DecisionButtons({
  name,
  yes,
  no,
  disabled = false,
}: {
  /** The item's name for buttons, e.g. the event title. */
  name: string;
  yes: YesDecision;
  no: NoDecision;
  /** Keeps both decisions off (offline: the page says why). */
  disabled?: boolean;
}) {
  const [reasoning, setReasoning] = useState(false);
  const noButton = useRef<HTMLButtonElement>(null);
  const yesLabel = yes.pending ? yes.pendingLabel : yes.label;
  return (
    <div>
      <div className="cluster">
        <button
          type="button"
          className="button button--small"
          disabled={yes.pending || no.pending || disabled}
          aria-busy={yes.pending || undefined}
          aria-label={`${yesLabel} ${name}`}
          onClick={yes.onDecide}
        >
          {yes.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {yesLabel}
        </button>
        <button
          ref={noButton}
          type="button"
          className="button button--secondary button--small"
          aria-expanded={reasoning}
          aria-label={`${no.label}… ${name}`}
          disabled={disabled}
          onClick={() => setReasoning((open) => !open)}
        >
          {no.label}…
        </button>
      </div>
      <CallFailureNotice error={yes.error} prefix={yes.failedPrefix} />
      {reasoning ? (
        <ReasonForm
          label={no.reasonLabel}
          hint={no.reasonHint}
          submitLabel={no.label}
          pendingLabel={no.pendingLabel}
          pending={no.pending}
          error={no.error}
          prefix={no.failedPrefix}
          check={no.check}
          onSubmit={no.onDecide}
          onCancel={() => {
            setReasoning(false);
            noButton.current?.focus();
          }}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
