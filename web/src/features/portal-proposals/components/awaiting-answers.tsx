import { Link, type Saved, lazyPart, useNow, useOnline, usePagePainted } from '@fundax/client';
import { ChangeTable, Notice, SavedOrLive, buttonClass } from '@fundax/client/ui';
import { Suspense, useState } from 'react';

import { type PortalEvent, sideAskedOf } from '../../../utils/portal-event';
import { type RevisionView, revisionSideAskedOf } from '../../../utils/portal-revision';
import { portalEventPath } from '../../../utils/portal-paths';
import { usePortalUser } from '../../../utils/use-portal-user';
import type { AwaitingAnswers as Awaiting } from '../api/read-proposals';
import { useAwaitingMe } from '../hooks/use-proposals';
import { ProposalTerms } from './proposal-terms';

// The answer form (react-hook-form, the contract's zod schema) loads only when something waits
// for an answer, and after the page's first paint: the dashboard, where this list sits, can show
// it at once from the copy it saved, and its first render must not wait for the form's code.
const RespondForm = lazyPart(
  async () => (await import('./respond-form')).RespondForm,
  'the form to answer',
);

/** The answer buttons as they will be, disabled while the form's code loads: nothing moves. */
function AnswerPending() {
  return (
    <div className="stack">
      <div className="portal-actions">
        <button type="button" className={buttonClass('primary', true)} disabled>
          Accept
        </button>
        <button type="button" className={buttonClass('secondary', true)} disabled>
          Decline…
        </button>
      </div>
    </div>
  );
}

function Answer(props: Parameters<typeof RespondForm>[0]) {
  const painted = usePagePainted();
  if (!painted) return <AnswerPending />;
  return (
    <Suspense fallback={<AnswerPending />}>
      <RespondForm {...props} />
    </Suspense>
  );
}

/**
 * Proposals waiting for the user's answer (a fundaxer's event at their venue, an event a partner
 * named them for) and changes to approved events they are asked to accept, each with what is
 * proposed and accept or decline. Nothing reaches the admins' review until they answer.
 * `saved`: what the dashboard saved of them on the last visit, shown until the read answers.
 */
export function AwaitingAnswers({ saved = null }: { saved?: Saved<Awaiting> | null } = {}) {
  const { uid } = usePortalUser();
  const now = useNow();
  const online = useOnline();
  const { entry, retry } = useAwaitingMe();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="portal-section" aria-labelledby="awaiting-heading">
      <h2 id="awaiting-heading">Waiting for your answer</h2>
      {message ? (
        <Notice tone="success">
          <p>{message}</p>
        </Notice>
      ) : null}
      <SavedOrLive
        entry={entry}
        saved={saved}
        online={online}
        what="the proposals waiting for you"
        retry={retry}
      >
        {({ proposals, revisions }) => {
          const open = proposals.flatMap((event) => {
            const side = sideAskedOf(event, uid, now);
            return side ? [{ event, side }] : [];
          });
          const changes = revisions.flatMap((revision) => {
            const side = revisionSideAskedOf(revision, uid);
            return side ? [{ revision, side }] : [];
          });
          if (open.length + changes.length === 0) {
            return <p className="muted">Nothing waits for your answer.</p>;
          }
          return (
            <ul className="portal-list" aria-label="Proposals waiting for your answer">
              {open.map(({ event, side }) => (
                <li key={`event-${event.id}`} className="card portal-item">
                  <ProposalItem event={event} side={side} onAnswered={setMessage} />
                </li>
              ))}
              {changes.map(({ revision, side }) => (
                <li key={revision.id} className="card portal-item">
                  <ChangeItem revision={revision} side={side} onAnswered={setMessage} />
                </li>
              ))}
            </ul>
          );
        }}
      </SavedOrLive>
    </section>
  );
}

function ProposalItem({
  event,
  side,
  onAnswered,
}: {
  event: PortalEvent;
  side: 'partner' | 'fundaxer';
  onAnswered: (message: string) => void;
}) {
  return (
    <article aria-label={`Proposal: ${event.title}`} className="stack">
      <h3>
        <Link to={portalEventPath(event.id)}>{event.title}</Link>
      </h3>
      <p className="muted">
        {side === 'partner'
          ? `${event.fundaxerName ?? 'A fundaxer'} proposes this event at your venue.`
          : `${event.venueName} names you as the fundaxer of this event.`}
      </p>
      <ProposalTerms event={event} />
      <Answer eventId={event.id} title={event.title} side={side} onAnswered={onAnswered} />
    </article>
  );
}

function ChangeItem({
  revision,
  side,
  onAnswered,
}: {
  revision: RevisionView;
  side: 'partner' | 'fundaxer';
  onAnswered: (message: string) => void;
}) {
  return (
    <article aria-label={`Change: ${revision.title}`} className="stack">
      <h3>
        <Link to={portalEventPath(revision.targetId)}>{revision.title}</Link>
      </h3>
      <p className="muted">
        {side === 'fundaxer' && revision.rows.some((row) => row.field === 'Fundaxer')
          ? 'This approved event would raise money for you instead. It stays as approved until you accept and an admin reviews the change.'
          : 'A change to this approved event asks for your agreement. The public sees the approved version until you accept and an admin reviews the change.'}
      </p>
      <div className="portal-table-wrap">
        <ChangeTable rows={revision.rows} caption="What would change" className="portal-table" />
      </div>
      <Answer
        eventId={revision.targetId}
        title={revision.title}
        side={side}
        change
        onAnswered={onAnswered}
      />
    </article>
  );
}
