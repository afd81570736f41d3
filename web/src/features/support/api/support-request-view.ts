import type { SupportRequest, WithId } from '@fundax/core';

// What the portal keeps of one of the user's support requests: plain data with dates as ISO
// strings, so the slice stays serialisable.

export interface SupportRequestView {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'resolved';
  resolution: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

export function toSupportRequestView(request: WithId<SupportRequest>): SupportRequestView {
  return {
    id: request.id,
    subject: request.subject,
    message: request.message,
    status: request.status,
    resolution: request.resolution,
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
