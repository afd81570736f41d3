import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { HostsOnly, useHostsEvents } from '../../components/portal/hosts-only';
import { useOwnEvents } from '../../features/portal-events/hooks/use-own-events';
import { PayoutHistory } from '../../features/portal-money/components/payout-history';

/** /portal/fundz/history: every payout and reversal paid to the user, newest first. */
export function Component() {
  const hosts = useHostsEvents();
  return (
    <Page
      title="Payout history"
      lede="Every payment Fundax recorded to you, and any reversal, with its reference."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/fundz">
            Fundz overview
          </Link>
        )
      }
    >
      <HostsOnly>
        <History />
      </HostsOnly>
    </Page>
  );
}

/** The ledger does not wait for the events: they only name each entry's event. */
function History() {
  const events = useOwnEvents();
  return <PayoutHistory events={events.entry?.data ?? []} />;
}
