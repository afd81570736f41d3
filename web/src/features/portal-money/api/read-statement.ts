import {
  type StatementView,
  firestoreClient,
  ownEventStatementQuery,
  toStatementView,
} from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

/**
 * The settlement statement of one of the user's events (as its partner or fundaxer), or null
 * before any result or payout is recorded. The functions rewrite it with every report, payout
 * and reversal; it holds amounts, dates and references, never payout details.
 */
export async function readStatement(uid: string, eventId: string): Promise<StatementView | null> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownEventStatementQuery(db, uid, eventId), limit(1)));
  const statement = snapshot.docs[0]?.data();
  return statement ? toStatementView(statement) : null;
}
