import { type PublicProfile, profileName } from '@fundax/core';

/** Who the partner is, in their own words. */
export function PartnerAbout({ partner }: { partner: PublicProfile }) {
  return (
    <section aria-labelledby="partner-about" className="section-block">
      <h2 id="partner-about">About {profileName(partner)}</h2>
      {partner.bio ? <p>{partner.bio}</p> : null}
      <p className="muted">
        {partner.organizationName ? `${partner.displayName}, owner` : null}
        {partner.organizationName && partner.city ? ' · ' : null}
        {partner.city}
      </p>
      {partner.website ? (
        <p>
          <a href={partner.website} rel="noopener noreferrer">
            {new URL(partner.website).hostname}
          </a>
        </p>
      ) : null}
    </section>
  );
}
