import { Loaded, Notice, SettlementStatement } from '@fundax/client/ui';

import { type PortalEvent, myParties } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useStatement } from '../hooks/use-statement';

/**
 * The settlement statement of one of the user's events, the one its partner, its fundaxer and
 * the admins see: the result, the give-back percent, each party's account and every payment.
 */
export function EventStatement({ event }: { event: PortalEvent }) {
  const { uid } = usePortalUser();
  const { entry, retry } = useStatement(event.id);
  return (
    <Loaded entry={entry} what="the settlement statement" retry={retry}>
      {(statement) =>
        statement ? (
          <SettlementStatement
            statement={statement}
            names={{ partner: event.venueName, fundaxer: event.fundaxerName }}
            mine={myParties(event, uid)}
          />
        ) : (
          <Notice>
            <p>
              Nothing is recorded for this event yet: the statement starts when the partner reports
              the results or an admin records a payout.
            </p>
          </Notice>
        )
      }
    </Loaded>
  );
}
