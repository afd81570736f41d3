import { Loaded } from '@fundax/client/ui';
import { PAYOUT_PARTY_LABELS, type PayoutParty } from '@fundax/core';

import { usePayee } from '../hooks/use-payee';

const METHOD_LABELS = { ach: 'Direct deposit (ACH)', check: 'Check' } as const;

/**
 * Who a payout goes to: the payee fixed when the event was approved (markDisbursal pays them,
 * whatever the event or the account says since), with their account id and the last four digits
 * of their payout method, so the admin pays the right person.
 */
export function PayeeDetails({
  eventId,
  party,
  current,
}: {
  eventId: string;
  party: PayoutParty;
  /** The party as the event names them now, for an event approved before payees were fixed. */
  current: string;
}) {
  const { entry, retry } = usePayee(eventId, party);
  return (
    <Loaded entry={entry} what="the payee" retry={retry}>
      {(payee) =>
        payee ? (
          <p className="small">
            Pay <strong>{payee.name}</strong> ({PAYOUT_PARTY_LABELS[party].toLowerCase()}, account{' '}
            <code>{payee.payeeId}</code>) ·{' '}
            {payee.method
              ? `${METHOD_LABELS[payee.method]} ending ${payee.accountLast4 ?? '(no digits on file)'}`
              : 'No payout method on file: ask the payee before paying'}
          </p>
        ) : (
          <p className="small">
            Pay <strong>{current}</strong> ({PAYOUT_PARTY_LABELS[party].toLowerCase()}). No payee
            was fixed when this event was approved: this payout fixes its current{' '}
            {PAYOUT_PARTY_LABELS[party].toLowerCase()} as the payee.
          </p>
        )
      }
    </Loaded>
  );
}
