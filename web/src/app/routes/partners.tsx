import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { EmptyState } from '../../components/ui/empty-state';
import { fetchPartners } from '../../features/partners/api/partners-slice';
import { PartnerCard } from '../../features/partners/components/partner-card';
import { usePartnerList } from '../../features/partners/hooks/use-partners';
import '../../components/ui/blocks.css';
import { store } from '../store';

/** The list's read starts as the page's code arrives (see RouteModule). */
export function preload() {
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
