import type { ChangeRow } from '@fundax/core';

import { ChangeValue } from './change-value';

/**
 * A change waiting for review, field by field: the approved value (what the public sees until
 * an admin approves the change) beside the proposed one, pictures shown as pictures. The same
 * table for the owner, the other party asked to accept it, and the admin who reviews it; each
 * app gives its table class and whether the caption shows.
 */
export function ChangeTable({
  rows,
  caption,
  className,
  captionHidden = false,
}: {
  rows: ChangeRow[];
  caption: string;
  className: string;
  captionHidden?: boolean;
}) {
  return (
    <table className={className}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Approved (public now)</th>
          <th scope="col">Proposed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>
              <ChangeValue text={row.approved} picture={row.approvedPicture} />
            </td>
            <td>
              <ChangeValue text={row.proposed} picture={row.proposedPicture} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
