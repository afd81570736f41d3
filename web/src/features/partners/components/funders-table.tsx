import { formatCents, profileName } from '@fundax/core';
import { Link } from '@fundax/client';

import { partnerPath } from '../../../utils/public-paths';
import type { Funder } from '../api/read-partners';
import '../../../components/ui/blocks.css';
import './partners.css';

/** Partners that gave back, most raised first, with their totals. */
export function FundersTable({ funders }: { funders: Funder[] }) {
  const total = funders.reduce((sum, funder) => sum + funder.raisedCents, 0);
  return (
    <table className="funders-table">
      <caption>
        Together these partners have raised {formatCents(total)} for local causes at their give-back
        events.
      </caption>
      <thead>
        <tr>
          <th scope="col">Business</th>
          <th scope="col" className="number">
            Events held
          </th>
          <th scope="col" className="number">
            Raised for causes
          </th>
        </tr>
      </thead>
      <tbody>
        {funders.map((funder) => (
          <tr key={funder.partner.id}>
            <th scope="row">
              <Link to={partnerPath(funder.partner.id)}>{profileName(funder.partner)}</Link>
              {funder.partner.city ? <span className="muted"> · {funder.partner.city}</span> : null}
            </th>
            <td className="number">{funder.events}</td>
            <td className="number">{formatCents(funder.raisedCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
