import { LoadError, Loading } from '@fundax/client/ui';
import { NETWORK_LABELS } from '@fundax/core';
import { useRef, useState } from 'react';

import { TableFrame } from '../../../components/ui/table-frame';
import type { GroupRecord } from '../../../utils/records';
import { useContent } from '../hooks/use-content';
import { GroupForm } from './group-form';

/** The public business-networking directory: its groups, adding and editing them. */
export function GroupsManager() {
  const { entry, reload } = useContent('groups');
  const [editing, setEditing] = useState<GroupRecord | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const saved = (text: string) => {
    setMessage(text);
    setEditing(null);
    listHeading.current?.focus();
  };
  return (
    <>
      <section className="section" aria-labelledby="groups-list">
        <h2 id="groups-list" ref={listHeading} tabIndex={-1}>
          Groups
        </h2>
        <div role="status">
          {message ? <p className="notice notice--success">{message}</p> : null}
        </div>
        {entry.error ? <LoadError error={entry.error} what="the groups" onRetry={reload} /> : null}
        {!entry.data && !entry.error ? <Loading label="Loading the groups…" /> : null}
        {entry.data?.length === 0 ? <p className="muted">No groups yet.</p> : null}
        {entry.data && entry.data.length > 0 ? (
          <TableFrame label="Networking groups">
            <table className="table">
              <caption className="visually-hidden">Networking groups by name</caption>
              <thead>
                <tr>
                  <th scope="col">Group</th>
                  <th scope="col">City</th>
                  <th scope="col">Meets</th>
                  <th scope="col">Categories</th>
                  <th scope="col" className="num">
                    Members
                  </th>
                  <th scope="col">Edit</th>
                </tr>
              </thead>
              <tbody>
                {entry.data.map((group) => (
                  <tr key={group.id}>
                    <th scope="row">{group.name}</th>
                    <td>{group.city}</td>
                    <td>{group.meets}</td>
                    <td>
                      {group.categories.map((category) => NETWORK_LABELS[category]).join(', ') ||
                        '—'}
                    </td>
                    <td className="num">{group.memberCount}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => {
                          setEditing(group);
                          requestAnimationFrame(() => formHeading.current?.focus());
                        }}
                        aria-label={`Edit ${group.name}`}
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        ) : null}
      </section>
      <section className="section" aria-labelledby="group-form">
        <h2 id="group-form" ref={formHeading} tabIndex={-1}>
          {editing ? `Edit “${editing.name}”` : 'Add a group'}
        </h2>
        <GroupForm
          key={editing?.id ?? 'new'}
          group={editing}
          onSaved={saved}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
    </>
  );
}
