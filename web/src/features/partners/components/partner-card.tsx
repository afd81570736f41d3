import { type PublicProfile, profileName } from '@fundax/core';
import { Link } from '@fundax/client';

import { partnerPath } from '../../../utils/public-paths';
import '../../../components/ui/blocks.css';
import './partners.css';

/** A partner business in the partners list. */
export function PartnerCard({ partner }: { partner: PublicProfile }) {
  return (
    <article className="card partner-card">
      <h2 className="partner-card__title">
        <Link to={partnerPath(partner.id)}>{profileName(partner)}</Link>
      </h2>
      {partner.city ? <p className="muted">{partner.city}</p> : null}
      {partner.bio ? <p>{partner.bio}</p> : null}
    </article>
  );
}
