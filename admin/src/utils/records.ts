import type { ReadDocument } from '@fundax/client';
import type { CollectionName } from '@fundax/core';

import type { Serialized } from './serialize';

/** A document as the console's store keeps it: parsed by its schema, with its id, dates as ISO. */
export type StoredDocument<C extends CollectionName> = Serialized<ReadDocument<C>>;

export type EventRecord = StoredDocument<'events'>;
export type VenueRecord = StoredDocument<'venues'>;
export type ProfileRecord = StoredDocument<'profiles'>;
export type UserRecord = StoredDocument<'users'>;
export type ApplicationRecord = StoredDocument<'applications'>;
export type SupportRecord = StoredDocument<'supportRequests'>;
export type LedgerRecord = StoredDocument<'ledger'>;
export type PayeeRecord = StoredDocument<'payees'>;
export type RevisionRecord = StoredDocument<'revisions'>;
export type AuditRecord = StoredDocument<'auditLog'>;
export type ResourceRecord = StoredDocument<'resources'>;
export type StoryRecord = StoredDocument<'successStories'>;
export type GroupRecord = StoredDocument<'networkingGroups'>;
