import { useNow } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';

import { type PortalEvent, myParties } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useLedger } from '../hooks/use-ledger';
import { PayoutStatus } from './payout-status';

/** An event's payout status for everyone involved; the payee also sees their ledger entries. */
export function EventPayouts({ event }: { event: PortalEvent }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const payee = myParties(event, uid).length > 0;
  return payee ? (
    <PayeePayouts event={event} now={now} uid={uid} />
  ) : (
    <PayoutStatus event={event} uid={uid} now={now} ledger={[]} />
  );
}

function PayeePayouts({ event, now, uid }: { event: PortalEvent; now: Date; uid: string }) {
  const ledger = useLedger();
  return (
    <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
      {(entries) => (
        <PayoutStatus
          event={event}
          uid={uid}
          now={now}
          ledger={entries.filter((entry) => entry.eventId === event.id)}
        />
      )}
    </Loaded>
  );
}
