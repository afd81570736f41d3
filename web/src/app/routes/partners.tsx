import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link, takeServedData } from '@fundax/client';
import { servedDirectoryOrNull } from '@fundax/core';

import { EmptyState } from '../../components/ui/empty-state';
import { fetchPartners, partnersServed } from '../../features/partners/api/partners-slice';
import { PartnerCard } from '../../features/partners/components/partner-card';
import { usePartnerList } from '../../features/partners/hooks/use-partners';
import '../../components/ui/blocks.css';
import { store } from '../store';

/**
 * Before anything renders: the partners the page's HTML came with, if the Hosting function
 * served it with them, and the list's read, which starts as the page's code arrives unless that
 * copy is fresh (the slice's condition): then it is the page's read, and the page loads no
 * Firestore at all.
 */
export function preload() {
  const served = takeServedData(servedDirectoryOrNull);
  if (served?.kind === 'partners') store.dispatch(partnersServed(served));
  void store.dispatch(fetchPartners());
}

/** /partners: every listed partner business. */
export function Component() {
  const { entry, retry } = usePartnerList();
  return (
    <Page
      title="Partner businesses"
      lede="Local restaurants, cafés, taprooms, bakeries and gyms that host give-back events for causes in Albuquerque, Rio Rancho and Corrales."
    >
      <p className="cta-row">
        <Link className="button" to="/partner/signup">
          Become a partner
        </Link>
        <Link className="button button--secondary" to="/funders">
          See what partners have raised
        </Link>
      </p>
      {entry?.data ? (
        entry.data.length > 0 ? (
          <ul className="grid plain-list">
            {entry.data.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No partner businesses yet.">
            <p>
              Own a business? <Link to="/partner/signup">Host your first give-back event</Link>.
            </p>
          </EmptyState>
        )
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the partners" onRetry={retry} />
      ) : (
        <Loading label="Loading partners…" />
      )}
    </Page>
  );
}
