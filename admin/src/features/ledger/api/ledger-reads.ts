import {
  type StatementView,
  eventDoc,
  firestoreClient,
  ledgerEntriesForEventQuery,
  ledgerEntriesRecordedBetweenQuery,
  statementDoc,
  toStatementView,
} from '@fundax/client';
import { getDoc, getDocs, limit, query, startAfter } from 'firebase/firestore/lite';

import type { EventRecord, LedgerRecord } from '../../../utils/records';
import { serialize } from '../../../utils/serialize';

export interface EventLedger {
  /** null: there is no event with that id. */
  event: EventRecord | null;
  /** Every payout and reversal of the event, in recorded order. */
  entries: LedgerRecord[];
}

/** One event's payout state and its ledger entries (an event has a handful at most). */
export async function readEventLedger(eventId: string): Promise<EventLedger> {
  const db = await firestoreClient();
  const [event, entries] = await Promise.all([
    getDoc(eventDoc(db, eventId)),
    getDocs(ledgerEntriesForEventQuery(db, eventId)),
  ]);
  const data = event.data();
  return {
    event: data ? serialize(data) : null,
    entries: entries.docs.map((doc) => serialize(doc.data())),
  };
}

/**
 * An event's settlement statement as the functions keep it (rewritten with every report, payout
 * and reversal), the very document its partner and fundaxer read; null before any result or
 * payout is recorded. Admins may get any statement, existing or not.
 */
export async function readEventStatement(eventId: string): Promise<StatementView | null> {
  const db = await firestoreClient();
  const statement = (await getDoc(statementDoc(db, eventId))).data();
  return statement ? toStatementView(statement) : null;
}

/** The export reads the period page by page, never the whole ledger at once. */
export const EXPORT_PAGE_SIZE = 500;
/** An export stops here and says so, rather than growing without bound. */
export const EXPORT_MAX_ENTRIES = 20_000;

export interface LedgerPeriod {
  entries: LedgerRecord[];
  /** The period held more than EXPORT_MAX_ENTRIES: export a shorter one. */
  truncated: boolean;
}

/** Every entry recorded in [from, to), in recorded order, read in pages with a cursor. */
export async function readLedgerPeriod(from: Date, to: Date): Promise<LedgerPeriod> {
  const db = await firestoreClient();
  const period = ledgerEntriesRecordedBetweenQuery(db, from, to);
  const entries: LedgerRecord[] = [];
  let page = await getDocs(query(period, limit(EXPORT_PAGE_SIZE)));
  for (;;) {
    entries.push(...page.docs.map((doc) => serialize(doc.data())));
    const last = page.docs.at(-1);
    if (page.size < EXPORT_PAGE_SIZE || !last) return { entries, truncated: false };
    if (entries.length >= EXPORT_MAX_ENTRIES) return { entries, truncated: true };
    page = await getDocs(query(period, startAfter(last), limit(EXPORT_PAGE_SIZE)));
  }
}
