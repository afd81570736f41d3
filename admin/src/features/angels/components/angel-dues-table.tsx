import { Badge, LoadError, Loading } from '@fundax/client/ui';
import { NETWORK_LABELS, formatCents, formatShortDay } from '@fundax/core';
import { useRef, useState } from 'react';
import { Link } from '@fundax/client';

import { TableFrame } from '../../../components/ui/table-frame';
import type { ApplicationRecord } from '../../../utils/records';
import { useApprovedAngels } from '../hooks/use-approved-angels';
import { DuesPaidForm } from './dues-paid-form';

/** Approved angels and their membership dues; dues still due can be recorded as paid. */
export function AngelDuesTable() {
  const { approved, reload } = useApprovedAngels();
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const announce = (text: string) => {
    setMessage(text);
    heading.current?.focus();
  };
  return (
    <section className="section" aria-labelledby="approved-angels">
      <div className="section-header">
        <h2 id="approved-angels" ref={heading} tabIndex={-1}>
          Approved angels and dues
        </h2>
      </div>
      <div role="status">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      {approved.error ? (
        <LoadError error={approved.error} what="the approved angels" onRetry={reload} />
      ) : null}
      {!approved.data && !approved.error ? <Loading label="Loading the approved angels…" /> : null}
      {approved.data?.length === 0 ? (
        <p className="muted">No angel has been approved yet.</p>
      ) : null}
      {approved.data && approved.data.length > 0 ? (
        <TableFrame label="Approved angels and dues">
          <table className="table table--stack">
            <caption className="visually-hidden">
              Approved angels and their dues, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Angel</th>
                <th scope="col">Categories</th>
                <th scope="col">Applied</th>
                <th scope="col" className="num">
                  Dues
                </th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {approved.data.map((angel) => (
                <AngelRow key={angel.id} angel={angel} onPaid={announce} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </section>
  );
}

function AngelRow({
  angel,
  onPaid,
}: {
  angel: ApplicationRecord;
  onPaid: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const dues = angel.dues;
  return (
    <tr>
      <th scope="row">
        <Link to={`/auth/record/${angel.applicantId}?kind=profile`}>{angel.applicantName}</Link>
      </th>
      <td data-label="Categories">
        {angel.categories.map((category) => NETWORK_LABELS[category]).join(', ')}
      </td>
      <td data-label="Applied">{formatShortDay(new Date(angel.submitDate * 1000))}</td>
      <td data-label="Dues" className="num">
        {dues ? formatCents(dues.amountCents) : '—'}
      </td>
      <td data-label="Status">
        {!dues ? (
          <span className="muted">No dues</span>
        ) : dues.status === 'paid' ? (
          <>
            <Badge tone="paid">Paid</Badge>{' '}
            <span className="small">
              {dues.paidAt ? formatShortDay(dues.paidAt) : null}
              {dues.reference ? ` · ${dues.reference}` : null}
            </span>
          </>
        ) : (
          <Badge tone="pending">Due</Badge>
        )}
      </td>
      <td data-label="Action">
        {dues?.status === 'due' ? (
          open ? (
            <DuesPaidForm
              applicationId={angel.id}
              name={angel.applicantName}
              onPaid={(text) => {
                setOpen(false);
                onPaid(text);
              }}
              onCancel={() => setOpen(false)}
            />
          ) : (
            <button
              type="button"
              className="button button--small"
              onClick={() => setOpen(true)}
              aria-label={`Mark dues paid… for ${angel.applicantName}`}
            >
              Mark dues paid…
            </button>
          )
        ) : null}
      </td>
    </tr>
  );
}
