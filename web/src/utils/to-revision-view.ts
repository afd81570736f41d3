import { type Revision, type WithId, revisionChangeRows } from '@fundax/core';

import type { EventChangesView, RevisionView } from './portal-revision';

// A revision as the reads build it from its document. Apart from portal-revision.ts (what the
// pages apply to it) because core's change rows bring the stored-image schemas (zod): only the
// reads, which load after the page, need them.

const iso = (value: Date | undefined) => value?.toISOString();

export function toRevisionView(revision: WithId<Revision>): RevisionView {
  const changes: EventChangesView = {};
  if (revision.targetType === 'event') {
    const c = revision.changes;
    if (c.title !== undefined) changes.title = c.title;
    if (c.description !== undefined) changes.description = c.description;
    if (c.eventStart !== undefined) changes.eventStart = iso(c.eventStart);
    if (c.eventEnd !== undefined) changes.eventEnd = iso(c.eventEnd);
    if (c.giveback !== undefined) changes.giveback = { ...c.giveback };
    if (c.fundaxerId !== undefined) changes.fundaxerId = c.fundaxerId;
    if (c.fundaxerName !== undefined) changes.fundaxerName = c.fundaxerName;
  }
  return {
    id: revision.id,
    targetType: revision.targetType,
    targetId: revision.targetId,
    title: revision.title,
    state: revision.state,
    reason: revision.reason,
    consent: {
      partner: revision.consent.partner,
      fundaxer: revision.consent.fundaxer,
      reason: revision.consent.reason,
    },
    partnerId: revision.partnerId,
    organizerId: revision.organizerId,
    fundaxerId: revision.fundaxerId,
    proposedBy: revision.proposedBy,
    updatedAt: revision.updatedAt.toISOString(),
    rows: revisionChangeRows(revision),
    changes,
  };
}
