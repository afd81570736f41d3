import type { ChangeRow } from '@fundax/core';

/**
 * A change waiting for review, field by field: the approved value (what the public sees until
 * an admin approves the change) beside the proposed one.
 */
export function ChangeTable({ rows, caption }: { rows: ChangeRow[]; caption: string }) {
  return (
    <div className="portal-table-wrap">
      <table className="portal-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Approved (public now)</th>
            <th scope="col">Proposed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              <td>{row.approved}</td>
              <td>{row.proposed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
