import { deleteResourceThunk, useThunk } from '@fundax/client';
import { LoadError, Loading } from '@fundax/client/ui';
import { ROLE_LABELS, formatDuration, formatFileSize, formatShortDay } from '@fundax/core';
import { useRef, useState } from 'react';

import { ConfirmAction } from '../../../components/ui/confirm-action';
import { TableFrame } from '../../../components/ui/table-frame';
import type { ResourceRecord } from '../../../utils/records';
import { useContent } from '../hooks/use-content';
import { ResourceForm } from './resource-form';

/** The portal's videos and documents: the list, adding, editing and removing. */
export function ResourcesManager() {
  const { entry, reload } = useContent('resources');
  const [editing, setEditing] = useState<ResourceRecord | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const done = (text: string) => {
    setMessage(text);
    setEditing(null);
    listHeading.current?.focus();
  };
  return (
    <>
      <section className="section" aria-labelledby="resources-list">
        <h2 id="resources-list" ref={listHeading} tabIndex={-1}>
          Videos and documents
        </h2>
        <div role="status">
          {message ? <p className="notice notice--success">{message}</p> : null}
        </div>
        {entry.error ? (
          <LoadError error={entry.error} what="the resources" onRetry={reload} />
        ) : null}
        {!entry.data && !entry.error ? <Loading label="Loading the resources…" /> : null}
        {entry.data?.length === 0 ? <p className="muted">No resources yet.</p> : null}
        {entry.data && entry.data.length > 0 ? (
          <TableFrame label="Videos and documents">
            <table className="table">
              <caption className="visually-hidden">
                Portal videos and documents, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Kind</th>
                  <th scope="col">For</th>
                  <th scope="col" className="num">
                    Size
                  </th>
                  <th scope="col">Length</th>
                  <th scope="col">Updated</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {entry.data.map((resource) => (
                  <ResourceRow
                    key={resource.id}
                    resource={resource}
                    onEdit={() => {
                      setEditing(resource);
                      requestAnimationFrame(() => formHeading.current?.focus());
                    }}
                    onDeleted={done}
                  />
                ))}
              </tbody>
            </table>
          </TableFrame>
        ) : null}
      </section>
      <section className="section" aria-labelledby="resource-form">
        <h2 id="resource-form" ref={formHeading} tabIndex={-1}>
          {editing ? `Edit “${editing.title}”` : 'Add a video or document'}
        </h2>
        <ResourceForm
          key={editing?.id ?? 'new'}
          resource={editing}
          onSaved={done}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
    </>
  );
}

function ResourceRow({
  resource,
  onEdit,
  onDeleted,
}: {
  resource: ResourceRecord;
  onEdit: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useThunk(deleteResourceThunk);
  return (
    <tr>
      <th scope="row">
        <a href={resource.url} target="_blank" rel="noreferrer">
          {resource.title}
        </a>
        {resource.description ? <div className="muted small">{resource.description}</div> : null}
      </th>
      <td>
        {resource.kind === 'video' ? 'Video' : 'Document'}
        <div className="muted small">{resource.fileId ? 'Uploaded file' : 'Link'}</div>
      </td>
      <td>
        {resource.audience.length === 0
          ? 'Everyone'
          : resource.audience.map((role) => `${ROLE_LABELS[role]}s`).join(', ')}
      </td>
      <td className="num">
        {resource.sizeBytes === null ? '—' : formatFileSize(resource.sizeBytes)}
      </td>
      <td>{resource.durationSeconds === null ? '—' : formatDuration(resource.durationSeconds)}</td>
      <td>{formatShortDay(resource.updatedAt)}</td>
      <td>
        <div className="cluster">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onEdit}
            aria-label={`Edit ${resource.title}`}
          >
            Edit
          </button>
          <ConfirmAction
            label="Remove…"
            context={resource.title}
            consequence={<p>“{resource.title}” leaves the portal for everyone.</p>}
            confirmLabel="Remove"
            pendingLabel="Removing…"
            danger
            pending={remove.pending}
            run={() => remove.run({ id: resource.id })}
            onDone={() => onDeleted(`Removed “${resource.title}”.`)}
          />
        </div>
      </td>
    </tr>
  );
}
