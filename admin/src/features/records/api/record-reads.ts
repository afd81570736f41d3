import {
  auditLogForTargetQuery,
  eventDoc,
  eventRecordsQuery,
  firestoreClient,
  ownUserDoc,
  profileDoc,
  profileRecordsQuery,
  venueDoc,
  venueRecordsQuery,
} from '@fundax/client';
import {
  type DocumentSnapshot,
  type Firestore,
  type Query,
  getDoc,
  getDocs,
  limit,
  query,
  startAfter,
} from 'firebase/firestore/lite';

import { serialize } from '../../../utils/serialize';
import type { RecordDetail, RecordItem, RecordKind, RecordListQuery } from './record-types';

/** One page of a records list. */
export const RECORDS_PAGE_SIZE = 25;
/** A record page shows this much of its audit history. */
export const HISTORY_SIZE = 50;

export interface RecordsPage {
  items: RecordItem[];
  /** The id of the last document read (the cursor of the next page), null at the end. */
  nextCursor: string | null;
}

/**
 * The last document of each page, by collection and id. A Firestore cursor is a snapshot,
 * which does not belong in the store; the store keeps the id, and this cache the snapshot.
 * After a reload the snapshot is read again by id (one document) to continue.
 */
const cursors = new Map<string, DocumentSnapshot<unknown>>();

/** One event, venue or profile document (parsed by its converter, with its id). */
function snapshotOf(
  db: Firestore,
  kind: RecordKind,
  id: string,
): Promise<DocumentSnapshot<unknown>> {
  if (kind === 'event') return getDoc(eventDoc(db, id));
  if (kind === 'venue') return getDoc(venueDoc(db, id));
  return getDoc(profileDoc(db, id));
}

function listFor(db: Firestore, list: RecordListQuery): Query<unknown> {
  switch (list.kind) {
    case 'event':
      return eventRecordsQuery(db, { status: list.status, category: list.category });
    case 'venue':
      return venueRecordsQuery(db, { status: list.status, category: list.category });
    case 'profile':
      return profileRecordsQuery(db, { role: list.role, city: list.city });
  }
}

async function cursorFor(
  db: Firestore,
  kind: RecordKind,
  id: string,
): Promise<DocumentSnapshot<unknown>> {
  return cursors.get(`${kind}/${id}`) ?? snapshotOf(db, kind, id);
}

/** One page of events, venues or profiles after `after` (an id), never the whole collection. */
export async function readRecordsPage(
  list: RecordListQuery,
  after: string | null,
): Promise<RecordsPage> {
  const db = await firestoreClient();
  const base = listFor(db, list);
  const page = after
    ? query(base, startAfter(await cursorFor(db, list.kind, after)), limit(RECORDS_PAGE_SIZE))
    : query(base, limit(RECORDS_PAGE_SIZE));
  const snapshot = await getDocs(page);
  const last = snapshot.docs.at(-1);
  if (last) cursors.set(`${list.kind}/${last.id}`, last);
  return {
    items: snapshot.docs.map(
      (doc) => ({ kind: list.kind, data: serialize(doc.data()) }) as RecordItem,
    ),
    nextCursor: snapshot.size === RECORDS_PAGE_SIZE && last ? last.id : null,
  };
}

const AUDIT_TARGET = { event: 'event', venue: 'venue', profile: 'user' } as const;

async function readOne(db: Firestore, kind: RecordKind, id: string): Promise<RecordDetail | null> {
  const data = (await snapshotOf(db, kind, id)).data();
  if (!data) return null;
  const [history, account] = await Promise.all([
    getDocs(query(auditLogForTargetQuery(db, AUDIT_TARGET[kind], id), limit(HISTORY_SIZE))),
    kind === 'profile' ? getDoc(ownUserDoc(db, id)) : Promise.resolve(null),
  ]);
  return {
    kind,
    data: serialize(data),
    history: history.docs.map((doc) => serialize(doc.data())),
    ...(account ? { account: account.exists() ? serialize(account.data()) : null } : {}),
  } as RecordDetail;
}

/**
 * One record by id with its audit history. With a kind, only that collection is read; without
 * one (a pasted id), events, venues and profiles are each asked for it and every match returns.
 */
export async function readRecord(id: string, kind: RecordKind | null): Promise<RecordDetail[]> {
  const db = await firestoreClient();
  const kinds: RecordKind[] = kind ? [kind] : ['event', 'venue', 'profile'];
  const found = await Promise.all(kinds.map((each) => readOne(db, each, id)));
  return found.filter((detail) => detail !== null);
}
