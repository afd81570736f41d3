import { Loaded, Page } from '@fundax/client/ui';
import { formatDuration, formatFileSize, spokenDuration } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import type { ResourceView } from '../api/portal-views';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';

/** Resources meant for this role: an empty audience means everyone. */
export function forRole(resources: ResourceView[], role: string): ResourceView[] {
  return resources.filter(
    (resource) => resource.audience.length === 0 || (resource.audience as string[]).includes(role),
  );
}

/** A document's size, e.g. "PDF, 1.2 MB" (the type from the address, when it says). */
export function documentFacts(resource: ResourceView): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(resource.url)?.[1]?.toUpperCase();
  const size = resource.sizeBytes === null ? null : formatFileSize(resource.sizeBytes);
  return [extension, size].filter(Boolean).join(', ');
}

const COPY = {
  video: {
    title: 'Videos',
    lede: 'Short trainings for planning, promoting and wrapping up your events.',
    what: 'the videos',
    empty: 'No videos for you yet',
  },
  document: {
    title: 'Documents',
    lede: 'Guides, templates and the payout schedule, to read online or print.',
    what: 'the documents',
    empty: 'No documents for you yet',
  },
} as const;

/** /portal/videos and /portal/documents: the resources for the user's role. */
export function ResourcesPage({ kind }: { kind: ResourceView['kind'] }) {
  const { role } = usePortalUser();
  const { entry, retry } = usePortalList(kind === 'video' ? 'videos' : 'documents');
  const copy = COPY[kind];
  return (
    <Page title={copy.title} lede={copy.lede}>
      <Loaded entry={entry} what={copy.what} retry={retry}>
        {(all) => {
          const mine = forRole(all, role);
          return mine.length === 0 ? (
            <EmptyState title={copy.empty}>
              <p>The Fundax team adds new ones regularly.</p>
            </EmptyState>
          ) : (
            <ul className="portal-grid plain-resource-list" aria-label={copy.title}>
              {mine.map((resource) => (
                <li key={resource.id} className="card portal-item">
                  <h2 className="resource-title">{resource.title}</h2>
                  {resource.description ? <p>{resource.description}</p> : null}
                  <ResourceLink resource={resource} />
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </Page>
  );
}

function ResourceLink({ resource }: { resource: ResourceView }) {
  if (resource.kind === 'video') {
    const length = resource.durationSeconds;
    return (
      <p>
        <a href={resource.url} target="_blank" rel="noreferrer">
          Watch “{resource.title}”{length === null ? '' : ` (${spokenDuration(length)})`}
        </a>
        {length === null ? null : (
          <span className="muted" aria-hidden="true">
            {' '}
            · {formatDuration(length)}
          </span>
        )}
      </p>
    );
  }
  const facts = documentFacts(resource);
  return (
    <p>
      <a href={resource.url} target="_blank" rel="noreferrer">
        Open “{resource.title}”{facts ? ` (${facts})` : ''}
      </a>
    </p>
  );
}
