import { type Resource, type WithId, formatFileSize } from '@fundax/core';

// What the portal keeps of a resource: plain data, so the slice stays serialisable. Only the
// fields the portal shows.

export interface ResourceView {
  id: string;
  kind: 'video' | 'document';
  title: string;
  description: string;
  url: string;
  audience: Resource['audience'];
  sizeBytes: number | null;
  durationSeconds: number | null;
}

export function toResourceView(resource: WithId<Resource>): ResourceView {
  return {
    id: resource.id,
    kind: resource.kind,
    title: resource.title,
    description: resource.description,
    url: resource.url,
    audience: resource.audience,
    sizeBytes: resource.sizeBytes,
    durationSeconds: resource.durationSeconds,
  };
}

/** Resources meant for this role: an empty audience means everyone. */
export function forRole(resources: ResourceView[], role: string): ResourceView[] {
  return resources.filter(
    (resource) => resource.audience.length === 0 || (resource.audience as string[]).includes(role),
  );
}

/**
 * A file's type and size, e.g. "PDF, 1.2 MB" (the type from the address, when it says; an
 * uploaded file's address ends in original.pdf or original.mp4, its size is the stored one).
 */
export function documentFacts(resource: ResourceView): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(resource.url)?.[1]?.toUpperCase();
  const size = resource.sizeBytes === null ? null : formatFileSize(resource.sizeBytes);
  return [extension, size].filter(Boolean).join(', ');
}
