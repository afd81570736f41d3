import { respondToEvent } from '@fundax/core';

import { respondToEventThunk } from '../callables/callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { DecisionButtons } from './decision-buttons';
import { reasonIssue } from './reason-form';

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
    <DecisionButtons
      name={name}
      disabled={disabled}
      yes={{
        label: 'Accept',
        pendingLabel: 'Accepting…',
        pending: accept.pending,
        error: accept.status === 'failed' ? accept.error : null,
        failedPrefix: `“${name}” was not accepted.`,
        onDecide: () => void onAccept(),
      }}
      no={{
        label: 'Decline',
        pendingLabel: 'Declining…',
        pending: decline.pending,
        error: decline.status === 'failed' ? decline.error : null,
        failedPrefix: `“${name}” was not declined.`,
        reasonLabel: `Reason for declining “${name}”`,
        reasonHint: 'The proposer sees this reason.',
        check: (reason) =>
          reasonIssue(respondToEvent.input.safeParse({ id, decision: 'decline', reason })),
        onDecide: (reason) => void onDecline(reason),
      }}
    />
  );
}
