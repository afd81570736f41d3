import { LoadError, Loading, Page } from '@fundax/client/ui';
import { type CauseCategory, hasEnded, profileName } from '@fundax/core';
import { useState } from 'react';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state';
import { EventList } from '../../features/events/components/event-list';
import { useEventList } from '../../features/events/hooks/use-event';
import { CauseFilter, causeFromSearch } from '../../features/fundraisers/components/cause-filter';
import { FundaxerCard } from '../../features/fundraisers/components/fundaxer-card';
import { FundaxerProfile } from '../../features/fundraisers/components/fundaxer-profile';
import { useFundaxer, useFundaxerList } from '../../features/fundraisers/hooks/use-fundaxers';
import '../../components/ui/blocks.css';

function FundaxerEvents({ uid }: { uid: string }) {
  const { entry, retry } = useEventList(`fundaxer:${uid}`);
  // The moment the page opened splits upcoming from past (stable across re-renders).
  const [now] = useState(() => new Date());
  if (!entry?.data) {
    return entry?.status === 'failed' && entry.error ? (
      <LoadError error={entry.error} what="the events" onRetry={retry} />
    ) : (
      <Loading label="Loading events…" />
    );
  }
  // The query lists newest first: upcoming ones read soonest first, past ones latest first.
  const upcoming = entry.data.filter((event) => !hasEnded(event, now)).reverse();
  const past = entry.data.filter((event) => hasEnded(event, now));
  return (
    <>
      <section aria-labelledby="fundaxer-upcoming">
        <h2 id="fundaxer-upcoming">Upcoming events</h2>
        <EventList
          events={upcoming}
          emptyTitle="No upcoming events right now."
          emptyHint={<p>New events appear here as soon as they are approved.</p>}
        />
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="fundaxer-past">
          <h2 id="fundaxer-past">Past events</h2>
          <EventList events={past} emptyTitle="No past events." />
        </section>
      ) : null}
    </>
  );
}

function OneFundaxer({ uid }: { uid: string }) {
  const { entry, retry } = useFundaxer(uid);
  const fundaxer = entry?.data;
  if (fundaxer) {
    return (
      <Page
        title={profileName(fundaxer)}
        lede={fundaxer.fundraiser?.title ?? fundaxer.bio}
        image={fundaxer.imageUrl}
      >
        <FundaxerProfile fundaxer={fundaxer} events={<FundaxerEvents uid={uid} />} />
        <p className="section">
          <Link to="/fundaxer-listing">All fundraisers</Link>
        </p>
      </Page>
    );
  }
  if (entry?.status === 'succeeded') {
    return (
      <Page title="Fundraiser not found" lede="There is no listed fundraiser at this address.">
        <p>
          <Link to="/fundaxer-listing">See every fundraiser</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Fundraiser">
      {entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="this fundraiser" onRetry={retry} />
      ) : (
        <Loading label="Loading the fundraiser…" />
      )}
    </Page>
  );
}

function Listing() {
  const [search, setSearch] = useSearchParams();
  const cause = causeFromSearch(search.get('cause'));
  const { entry, retry } = useFundaxerList(cause);
  const choose = (next: CauseCategory | null) =>
    setSearch(next ? { cause: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <Page
      title="Fundraisers"
      lede="Local causes raising money through give-back events, and how close each is to its goal."
    >
      <CauseFilter
        value={cause}
        onChange={choose}
        resultCount={entry?.status === 'succeeded' && entry.data ? entry.data.length : null}
      />
      {entry?.data ? (
        entry.data.length > 0 ? (
          <ul className="grid plain-list">
            {entry.data.map((fundaxer) => (
              <li key={fundaxer.id}>
                <FundaxerCard fundaxer={fundaxer} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No fundraisers for this cause yet.">
            <p>
              <Link to="/fundraising/new">Start the first one</Link> or{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => choose(null)}
              >
                Show every cause
              </button>
            </p>
          </EmptyState>
        )
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the fundraisers" onRetry={retry} />
      ) : (
        <Loading label="Loading fundraisers…" />
      )}
    </Page>
  );
}

/** /fundaxer-listing: listed fundaxers with their progress, by cause; ?id=<uid> shows one. */
export function Component() {
  const id = useSearchParams()[0].get('id');
  return id ? <OneFundaxer uid={id} /> : <Listing />;
}
