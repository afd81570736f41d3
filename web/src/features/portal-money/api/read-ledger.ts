import { firestoreClient, ledgerEntriesForPayeeQuery } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import { type LedgerView, toLedgerView } from './ledger-view';

/** Ledger entries the money pages hold at most (newest first). */
export const LEDGER_LIMIT = 200;

/** The payouts and reversals paid to the user (the rules let a payee read only their own). */
export async function readLedger(uid: string): Promise<LedgerView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ledgerEntriesForPayeeQuery(db, uid), limit(LEDGER_LIMIT)));
  return snapshot.docs.map((doc) => toLedgerView(doc.data()));
}
