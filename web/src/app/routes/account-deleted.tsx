import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useLocation } from 'react-router';

import type { DeletedSummary } from '../../features/portal-security/components/delete-section';
import { KeptRecords } from '../../features/portal-security/components/kept-records';

function summaryOf(state: unknown): DeletedSummary | null {
  const value = state as Partial<DeletedSummary> | null;
  return typeof value?.cancelledEvents === 'number' && typeof value.disabledVenues === 'number'
    ? { cancelledEvents: value.cancelledEvents, disabledVenues: value.disabledVenues }
    : null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /account-deleted: where a person lands, signed out, after deleting their account (our
 * addition). Says what was done, what was kept and why; opened directly it says the same
 * without the counts.
 */
export function Component() {
  const summary = summaryOf(useLocation().state);
  return (
    <Page
      title="Your account is deleted"
      lede="You are signed out, and your sign-in no longer works. Thank you for raising money with your neighbors on Fundax."
    >
      <div className="stack">
        <section className="card" aria-labelledby="deleted-heading">
          <h2 id="deleted-heading">What we did</h2>
          <ul>
            <li>
              Deleted your sign-in, your account and contact details, your public profile and your
              support requests.
            </li>
            {summary ? (
              <li>
                Cancelled {plural(summary.cancelledEvents, 'upcoming event', 'upcoming events')} and
                took {plural(summary.disabledVenues, 'location', 'locations')} off the map.
              </li>
            ) : (
              <li>Cancelled your upcoming events and took your locations off the map.</li>
            )}
          </ul>
          <KeptRecords headingLevel={2} />
        </section>
        <p>
          Questions about a payment? <Link to="/support">Contact support</Link>, or go back to the{' '}
          <Link to="/">home page</Link>.
        </p>
      </div>
    </Page>
  );
}
