import { Loaded, Page } from '@fundax/client/ui';
import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import { HostsOnly, useHostsEvents } from '../../components/portal/hosts-only';
import { FundraiserProgress } from '../../features/portal-account/components/fundraiser-card';
import { useOwnProfile } from '../../features/portal-account/hooks/use-own-profile';
import { useOwnEvents } from '../../features/portal-events/hooks/use-own-events';
import {
  AwaitingPayout,
  MoneyFigures,
} from '../../features/portal-money/components/money-overview';
import { useLedger } from '../../features/portal-money/hooks/use-ledger';
import { usePortalUser } from '../../utils/use-portal-user';

/**
 * /portal/fundz: money at a glance. Fundaxers: their fundraiser's progress and the payouts they
 * received; partners: what their venues gave back and the payouts they received.
 */
export function Component() {
  const hosts = useHostsEvents();
  return (
    <Page
      title="Fundz"
      lede="What your events raised and what Fundax has paid you."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/fundz/history">
            Payout history
          </Link>
        )
      }
    >
      <HostsOnly>
        <FundzOverview />
      </HostsOnly>
    </Page>
  );
}

function FundzOverview() {
  const { role } = usePortalUser();
  return role === 'fundaxer' ? <FundaxerOverview /> : <MoneyOverview fundraiser={null} />;
}

/** A fundaxer's overview also waits for their fundraiser, read alongside the money lists. */
function FundaxerOverview() {
  return <MoneyOverview fundraiser={useOwnProfile()} />;
}

/**
 * The figures and pending payouts, once every list they need has arrived: the page then appears
 * in one piece, instead of a late section pushing the rest down the screen (a layout shift).
 */
function MoneyOverview({ fundraiser }: { fundraiser: ReturnType<typeof useOwnProfile> | null }) {
  const events = useOwnEvents();
  const ledger = useLedger();
  return (
    <Loaded entry={events.entry} what="your events" retry={events.retry}>
      {(list) => (
        <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
          {(entries) => {
            const money = (progress: ReactNode) => (
              <>
                {progress}
                <MoneyFigures events={list} entries={entries} />
                <AwaitingPayout events={list} />
              </>
            );
            return fundraiser ? (
              <Loaded entry={fundraiser.entry} what="your fundraiser" retry={fundraiser.retry}>
                {(own) => money(<FundraiserProgress own={own} />)}
              </Loaded>
            ) : (
              money(null)
            );
          }}
        </Loaded>
      )}
    </Loaded>
  );
}
