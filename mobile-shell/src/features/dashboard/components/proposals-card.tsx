import { ProposalAnswer } from '@fundax/client/ui';
import { formatEventWhen } from '@fundax/core';
import { useRef, useState } from 'react';

import { OfflineNote } from '../../../components/offline-note';
import type { Proposal } from '../api/dashboard-data';
import { EventTitle } from './event-title';

/**
 * Proposals waiting for the person's answer, each with its deal (when, where, the give-back and
 * its terms) and the kit's accept / decline-with-a-reason (respondToEvent). An answered one
 * leaves the list when the dashboard reads again; what happened is announced where focus moves.
 */
export function ProposalsCard({ proposals, online }: { proposals: Proposal[]; online: boolean }) {
  const [announcement, setAnnouncement] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  if (proposals.length === 0 && announcement === '') return null;
  return (
    <div className="card">
      <h3>Waiting for your answer</h3>
      <p ref={status} role="status" tabIndex={-1} className="review__status">
        {announcement}
      </p>
      {!online && proposals.length > 0 ? <OfflineNote action="answering" /> : null}
      {proposals.length === 0 ? (
        <p className="muted">No more proposals are waiting.</p>
      ) : (
        <ul className="list" aria-label="Proposals waiting for your answer">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="proposal">
              <strong>
                <EventTitle id={proposal.id} title={proposal.title} />
              </strong>
              <p className="small muted">
                Proposed by {proposal.proposer} ·{' '}
                {formatEventWhen(proposal.eventStart, proposal.eventEnd)} at {proposal.venueName}
              </p>
              <p className="small">
                {proposal.givebackPercent}% of sales back
                {proposal.partnerSharePercent !== null
                  ? `, ${proposal.partnerSharePercent}% to the venue`
                  : ''}
                {proposal.terms ? `: ${proposal.terms}` : '.'}
                {proposal.exclusions ? ` Not counted: ${proposal.exclusions}` : ''}
              </p>
              <ProposalAnswer
                id={proposal.id}
                name={proposal.title}
                disabled={!online}
                onAnswered={(message) => {
                  setAnnouncement(message);
                  status.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
