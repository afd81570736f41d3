import { respondToEvent } from '@fundax/core';
import { useRef, useState } from 'react';

import { respondToEventThunk } from '../callables/callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { CallFailureNotice } from './failure-notice';
import { ReasonForm, reasonIssue } from './reason-form';

/**
 * The other side's answer to a proposal (respondToEvent): accept, or decline with a reason the
 * proposer reads (the contract requires one, and it is checked before anything is sent). `name`
 * is the event's title for buttons and messages; `onAnswered` tells the page what happened.
 */
export function ProposalAnswer({
  id,
  name,
  onAnswered,
  disabled = false,
}: {
  id: string;
  name: string;
  onAnswered: (message: string) => void;
  /** Keeps both answers off (offline: the page says why). */
  disabled?: boolean;
}) {
  const accept = useThunk(respondToEventThunk);
  const decline = useThunk(respondToEventThunk);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const onAccept = async () => {
    const outcome = await accept.run({ id, decision: 'accept' });
    if (outcome.ok) {
      onAnswered(
        outcome.data.target === 'revision'
          ? `You accepted the change to “${name}”. An admin reviews it next.`
          : `You accepted “${name}”. An admin reviews it next.`,
      );
    }
  };
  const onDecline = async (reason: string) => {
    const outcome = await decline.run({ id, decision: 'decline', reason });
    if (outcome.ok) onAnswered(`You declined “${name}”. The proposer will see your reason.`);
  };
  return (
    <div>
      <div className="cluster">
        <button
          type="button"
          className="button button--small"
          disabled={accept.pending || decline.pending || disabled}
          aria-busy={accept.pending || undefined}
          aria-label={`${accept.pending ? 'Accepting…' : 'Accept'} ${name}`}
          onClick={() => void onAccept()}
        >
          {accept.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {accept.pending ? 'Accepting…' : 'Accept'}
        </button>
        <button
          ref={declineButton}
          type="button"
          className="button button--secondary button--small"
          aria-expanded={declining}
          aria-label={`Decline… ${name}`}
          disabled={disabled}
          onClick={() => setDeclining((open) => !open)}
        >
          Decline…
        </button>
      </div>
      <CallFailureNotice
        error={accept.status === 'failed' ? accept.error : null}
        prefix={`“${name}” was not accepted.`}
      />
      {declining ? (
        <ReasonForm
          label={`Reason for declining “${name}”`}
          hint="The proposer sees this reason."
          submitLabel="Decline"
          pendingLabel="Declining…"
          pending={decline.pending}
          error={decline.status === 'failed' ? decline.error : null}
          prefix={`“${name}” was not declined.`}
          check={(reason) =>
            reasonIssue(respondToEvent.input.safeParse({ id, decision: 'decline', reason }))
          }
          onSubmit={(reason) => void onDecline(reason)}
          onCancel={() => {
            setDeclining(false);
            declineButton.current?.focus();
          }}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
