import { Loaded } from '@fundax/client/ui';
import { formatDuration, spokenDuration } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import { usePortalUser } from '../../../utils/use-portal-user';
import { type ResourceView, documentFacts, forRole } from '../api/resource-view';
import { useResources } from '../hooks/use-resources';

const COPY = {
  video: { label: 'Videos', what: 'the videos', empty: 'No videos for you yet' },
  document: { label: 'Documents', what: 'the documents', empty: 'No documents for you yet' },
} as const;

/** The videos or the documents meant for the user's role, each with a link to open it. */
export function ResourceList({ kind }: { kind: ResourceView['kind'] }) {
  const { role } = usePortalUser();
  const { entry, retry } = useResources(kind);
  const copy = COPY[kind];
  return (
    <Loaded entry={entry} what={copy.what} retry={retry}>
      {(all) => {
        const mine = forRole(all, role);
        return mine.length === 0 ? (
          <EmptyState title={copy.empty}>
            <p>The Fundax team adds new ones regularly.</p>
          </EmptyState>
        ) : (
          <ul className="portal-grid plain-resource-list" aria-label={copy.label}>
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
  );
}

function ResourceLink({ resource }: { resource: ResourceView }) {
  const facts = documentFacts(resource);
  if (resource.kind === 'video') {
    const length = resource.durationSeconds;
    const spoken = [length === null ? null : spokenDuration(length), facts || null]
      .filter(Boolean)
      .join(', ');
    return (
      <p>
        <a href={resource.url} target="_blank" rel="noreferrer">
          Watch “{resource.title}”{spoken ? ` (${spoken})` : ''}
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
  return (
    <p>
      <a href={resource.url} target="_blank" rel="noreferrer">
        Open “{resource.title}”{facts ? ` (${facts})` : ''}
      </a>
    </p>
  );
}
