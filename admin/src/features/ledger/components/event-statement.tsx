import { Loaded, Notice, SettlementStatement } from '@fundax/client/ui';

import { downloadFile } from '../../../utils/download';
import type { EventRecord } from '../../../utils/records';
import { statementCsv, statementFileName } from '../api/statement-csv';
import { useEventStatement } from '../hooks/use-event-statement';

/**
 * The event's settlement statement, the same document its partner and fundaxer see in the
 * portal (read from statements/{eventId}), with a CSV download for the books.
 */
export function EventStatement({ event }: { event: EventRecord }) {
  const { entry, retry } = useEventStatement(event.id);
  const names = { partner: event.venueName, fundaxer: event.fundaxerName };
  return (
    <Loaded entry={entry} what="the settlement statement" retry={retry}>
      {(statement) =>
        statement ? (
          <>
            <SettlementStatement statement={statement} names={names} headingLevel={3} />
            <p className="no-print">
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() =>
                  downloadFile(
                    statementFileName(event.id),
                    statementCsv(statement, names),
                    'text/csv',
                  )
                }
              >
                Download statement (CSV)
              </button>
            </p>
          </>
        ) : (
          <Notice>
            <p>
              No settlement statement yet: it starts when the partner reports the results or a
              payout is recorded.
            </p>
          </Notice>
        )
      }
    </Loaded>
  );
}
