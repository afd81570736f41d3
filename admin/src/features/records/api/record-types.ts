import type { EventRecordStatus, VenueRecordStatus } from '@fundax/client';
import type { CauseCategory, Role, VenueCategory } from '@fundax/core';

import type {
  AuditRecord,
  EventRecord,
  ProfileRecord,
  UserRecord,
  VenueRecord,
} from '../../../utils/records';

/** The kinds of record the console browses and shows one by one. */
export type RecordKind = 'event' | 'venue' | 'profile';
export const RECORD_KINDS: readonly RecordKind[] = ['event', 'venue', 'profile'];

export type RecordListQuery =
  | { kind: 'event'; status?: EventRecordStatus; category?: CauseCategory }
  | { kind: 'venue'; status?: VenueRecordStatus; category?: VenueCategory }
  | { kind: 'profile'; role?: Role; city?: string };

export type RecordItem =
  | { kind: 'event'; data: EventRecord }
  | { kind: 'venue'; data: VenueRecord }
  | { kind: 'profile'; data: ProfileRecord };

/** One record with what the record page shows beside it. */
export type RecordDetail = RecordItem & {
  /** The private account behind a profile (email, phone), for admins only. */
  account?: UserRecord | null;
  /** The record's audit history, newest first. */
  history: AuditRecord[];
};

/** A list's key in the store: its kind and the filters that are set, in a fixed order. */
export function listKey(query: RecordListQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** One admin search: the words or id as typed (trimmed), and one kind or every kind (null). */
export interface RecordSearch {
  term: string;
  kind: RecordKind | null;
}

/** A search's key in the store. */
export function searchKey({ term, kind }: RecordSearch): string {
  return `${kind ?? 'any'}|${term}`;
}
