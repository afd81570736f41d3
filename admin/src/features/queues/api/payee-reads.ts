import { firestoreClient, payeeDoc } from '@fundax/client';
import type { PayoutParty } from '@fundax/core';
import { getDoc } from 'firebase/firestore/lite';

import type { PayeeRecord } from '../../../utils/records';
import { serialize } from '../../../utils/serialize';

/**
 * Who a party of an event is paid: the payee fixed when the event was approved (name, account,
 * method and last four), or null when none was fixed (an event approved before payees were
 * recorded: its first payout fixes the current party).
 */
export async function readPayee(eventId: string, party: PayoutParty): Promise<PayeeRecord | null> {
  const db = await firestoreClient();
  const payee = (await getDoc(payeeDoc(db, eventId, party))).data();
  return payee ? serialize(payee) : null;
}
