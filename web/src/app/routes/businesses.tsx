import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link, takeServedData } from '@fundax/client';
import { type VenueCategory, servedDirectoryOrNull, venueCategoryFromSearch } from '@fundax/core';
import { useSearchParams } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state';
import { fetchGroups, groupsServed } from '../../features/networking/api/networking-slice';
import { GroupDirectory } from '../../features/networking/components/group-directory';
import { useGroups } from '../../features/networking/hooks/use-groups';
import {
  VenueCategoryFilter,
  VenueDirectory,
} from '../../features/partners/components/venue-directory';
import { directoryServed, fetchDirectory } from '../../features/partners/api/partners-slice';
import { useVenueDirectory } from '../../features/partners/hooks/use-partners';
import '../../components/ui/blocks.css';
import { store } from '../store';

/**
 * Before anything renders: the venues (of the address's category) and groups the page's HTML
 * came with, if the Hosting function served it with them, and both directories' reads, which
 * start as the page's code arrives unless those copies are fresh (the slices' conditions): then
 * they are the page's reads, and the page loads no Firestore at all.
 */
export function preload(_params: unknown, url: URL) {
  const category = venueCategoryFromSearch(url.searchParams.get('category'));
  const served = takeServedData(servedDirectoryOrNull);
  if (served?.kind === 'businesses' && served.category === category) {
    store.dispatch(directoryServed(served));
    store.dispatch(groupsServed(served));
  }
  void store.dispatch(fetchDirectory(category));
  void store.dispatch(fetchGroups());
}

function Venues() {
  const [search, setSearch] = useSearchParams();
  const category = venueCategoryFromSearch(search.get('category'));
  const { entry, retry } = useVenueDirectory(category);
  const choose = (next: VenueCategory | null) =>
    setSearch(next ? { category: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="businesses-venues" className="section-block">
      <h2 id="businesses-venues">Partner businesses by type</h2>
      <VenueCategoryFilter
        value={category}
        onChange={choose}
        resultCount={entry?.status === 'succeeded' && entry.data ? entry.data.length : null}
      />
      {entry?.data ? (
        entry.data.length > 0 ? (
          <VenueDirectory venues={entry.data} />
        ) : (
          <EmptyState title="No businesses of this type yet.">
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => choose(null)}
              >
                Show all businesses
              </button>
            </p>
          </EmptyState>
        )
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the businesses" onRetry={retry} />
      ) : (
        <Loading label="Loading businesses…" reserve />
      )}
    </section>
  );
}

function Groups() {
  const { entry, retry } = useGroups();
  return (
    <section aria-labelledby="businesses-groups" className="section-block">
      <h2 id="businesses-groups">Business-networking groups</h2>
      <p>
        Local professionals meet weekly or monthly to trade referrals.{' '}
        <Link to="/angels">Learn about angels</Link> or{' '}
        <Link to="/angels/sign-up">apply to join a group</Link>.
      </p>
      {entry?.data ? (
        <GroupDirectory groups={entry.data} headingLevel={3} />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the networking groups" onRetry={retry} />
      ) : (
        <Loading label="Loading networking groups…" />
      )}
    </section>
  );
}

/** /businesses: the local business directory and the networking-group directory. */
export function Component() {
  return (
    <Page
      title="Local businesses"
      lede="Every approved Fundax partner venue, by type of business, and the networking groups where local owners meet."
    >
      <Venues />
      <Groups />
    </Page>
  );
}
