import { respondToEventThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, Loading, Notice, buttonClass } from '@fundax/client/ui';
import type { PayoutParty } from '@fundax/core';
import { useRef, useState } from 'react';

import type { DeclineForm as DeclineFormType } from './decline-form';

// Declining asks for a reason in a form (react-hook-form with the contract's schema) that loads
// when it is asked for: pointing at "Decline…" starts it, choosing it shows it.
const loadDeclineForm = () => import('./decline-form');
const preloadDeclineForm = () => void loadDeclineForm().catch(() => undefined);

/** The decline form's code: loaded on demand, with its failure kept so it can be tried again. */
function useDeclineForm() {
  const [form, setForm] = useState<{ Form: typeof DeclineFormType } | 'loading' | 'failed'>();
  const load = () => {
    if (form && form !== 'failed') return;
    setForm('loading');
    loadDeclineForm().then(
      ({ DeclineForm }) => setForm({ Form: DeclineForm }),
      () => setForm('failed'),
    );
  };
  return { form, load };
}

interface RespondFormProps {
  /** The event's id: respondToEvent answers the proposal, or the change waiting on it. */
  eventId: string;
  /** The event's title, for buttons and messages. */
  title: string;
  /** The side the user answers for. */
  side: PayoutParty;
  /** A change to an approved event, rather than the proposal of a new one. */
  change?: boolean;
  /** Tells the page what happened (the answered item leaves its list). */
  onAnswered?: (message: string) => void;
}

/**
 * Accept, or decline with a reason (the contract requires it: the proposer is shown it). The
 * decline form checks the reason with the contract's own schema before anything is sent.
 */
export function RespondForm({
  eventId,
  title,
  side,
  change = false,
  onAnswered,
}: RespondFormProps) {
  const accept = useThunk(respondToEventThunk);
  const [declining, setDeclining] = useState(false);
  const declineForm = useDeclineForm();
  const declineButton = useRef<HTMLButtonElement>(null);
  const what = change ? `the change to “${title}”` : `“${title}”`;
  const onAccept = async () => {
    const outcome = await accept.run({ id: eventId, decision: 'accept' });
    if (outcome.ok) {
      onAnswered?.(
        `You accepted ${what}. ${change ? 'An admin reviews the change next.' : 'A Fundax admin reviews it next.'}`,
      );
    }
  };
  return (
    <div className="stack">
      <div className="portal-actions">
        <button
          type="button"
          className={buttonClass('primary', true)}
          disabled={accept.pending}
          aria-busy={accept.pending || undefined}
          aria-label={`${accept.pending ? 'Accepting…' : 'Accept'} ${what}`}
          onClick={() => void onAccept()}
        >
          {accept.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {accept.pending ? 'Accepting…' : 'Accept'}
        </button>
        <button
          ref={declineButton}
          type="button"
          className={buttonClass('secondary', true)}
          aria-expanded={declining}
          aria-label={`Decline… ${what}`}
          onPointerEnter={preloadDeclineForm}
          onFocus={preloadDeclineForm}
          onClick={() => {
            if (!declining) declineForm.load();
            setDeclining(!declining);
          }}
        >
          Decline…
        </button>
      </div>
      <CallFailureNotice
        error={accept.status === 'failed' ? accept.error : null}
        prefix={`You did not accept ${what}.`}
      />
      {declining ? (
        <DeclinePanel
          form={declineForm}
          eventId={eventId}
          what={what}
          side={side}
          onDeclined={(message) => onAnswered?.(message)}
          onCancel={() => {
            setDeclining(false);
            declineButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The decline form once its code is there; until then what is happening to it. */
function DeclinePanel({
  form: { form, load },
  ...props
}: { form: ReturnType<typeof useDeclineForm> } & Parameters<typeof DeclineFormType>[0]) {
  if (form === 'failed') {
    return (
      <Notice tone="error">
        <p>The decline form could not load. Check your connection and try again.</p>
        <p>
          <button type="button" className={buttonClass('secondary', true)} onClick={load}>
            Try again
          </button>
        </p>
      </Notice>
    );
  }
  if (!form || form === 'loading') return <Loading label="Loading the decline form…" />;
  return <form.Form {...props} />;
}
