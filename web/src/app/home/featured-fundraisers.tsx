// Home's featured fundraisers: listed fundaxers with a fundraiser, furthest toward their goal
// first. Loaded lazily by the home route (the listing reads Firestore).
import { LoadError, Loading } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { FundaxerCard } from '../../features/fundraisers/components/fundaxer-card';
import { useFundaxerList } from '../../features/fundraisers/hooks/use-fundaxers';
import type { PublicProfile } from '@fundax/core';

const FEATURED = 3;

const progress = ({ fundraiser }: PublicProfile) =>
  fundraiser ? fundraiser.raisedCents / Math.max(1, fundraiser.goalCents) : -1;

export default function FeaturedFundraisers() {
  const { entry, retry } = useFundaxerList(null);
  if (!entry || (entry.status === 'loading' && !entry.data))
    return <Loading label="Loading fundraisers…" />;
  if (entry.status === 'failed' && entry.error) {
    return <LoadError error={entry.error} what="the fundraisers" onRetry={retry} />;
  }
  const featured = (entry.data ?? [])
    .filter((fundaxer) => fundaxer.fundraiser)
    .sort((a, b) => progress(b) - progress(a))
    .slice(0, FEATURED);
  if (featured.length === 0) {
    return (
      <p>
        No fundraisers are listed yet. <Link to="/fundraising/new">Start the first one</Link>.
      </p>
    );
  }
  return (
    <>
      <ul className="grid plain-list">
        {featured.map((fundaxer) => (
          <li key={fundaxer.id}>
            <FundaxerCard fundaxer={fundaxer} />
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link to="/fundaxer-listing">See every fundraiser</Link>
      </p>
    </>
  );
}
