import { RATE_LIMITS_COLLECTION } from '../platform/limits/account-limits';

/**
 * Where Fundax holds data about a person, by collection: either the document whose id is their
 * uid, or every document whose `owners` field names them. exportMyData exports all of it;
 * deleteAccount handles each as `onDelete` says. A collection that stores something about a
 * person (notifications, a mail outbox) adds one line here, and both follow.
 *
 * - `delete`: removed with the account;
 * - `withdraw`: listings that stay for history, taken off the public side (withdraw-listings.ts);
 * - `scrub`: kept with the person's name and answers removed (applications whose dues were
 *   paid, a financial record);
 * - `keep`: financial and audit records, which hold ids, amounts and references only, never a
 *   name or contact detail (the ledger, the audit log).
 */
export interface PersonalCollection {
  collection: string;
  /** The document id is the uid. */
  byId?: true;
  /** Every document of the subcollection `users/{uid}/<collection>` (the inbox). */
  underAccount?: true;
  /** Fields that name the person (any of them). */
  owners?: readonly string[];
  onDelete: 'delete' | 'withdraw' | 'scrub' | 'keep';
}

export const PERSONAL_DATA: readonly PersonalCollection[] = [
  { collection: 'users', byId: true, onDelete: 'delete' },
  { collection: 'profiles', byId: true, onDelete: 'delete' },
  {
    collection: 'events',
    owners: ['organizerId', 'partnerId', 'fundaxerId'],
    onDelete: 'withdraw',
  },
  { collection: 'venues', owners: ['ownerId'], onDelete: 'withdraw' },
  { collection: 'applications', owners: ['applicantId'], onDelete: 'scrub' },
  { collection: 'supportRequests', owners: ['requesterId'], onDelete: 'delete' },
  { collection: 'ledger', owners: ['payeeId'], onDelete: 'keep' },
  { collection: 'auditLog', owners: ['actorId', 'targetId'], onDelete: 'keep' },
  { collection: RATE_LIMITS_COLLECTION, byId: true, onDelete: 'delete' },
  // The inbox, the mail sent to them (it holds their address) and their waiting alert digest.
  { collection: 'notifications', underAccount: true, onDelete: 'delete' },
  { collection: 'mail', owners: ['recipientId'], onDelete: 'delete' },
  { collection: 'alertDigests', byId: true, onDelete: 'delete' },
  // Who an event's payout goes to (name, payout method, last four digits), fixed at approval:
  // a record of a payment made or owed, kept like the ledger it explains.
  { collection: 'payees', owners: ['payeeId'], onDelete: 'keep' },
  // Settlement statements and reviewed changes name parties by id only; they stay with the
  // events they belong to.
  { collection: 'statements', owners: ['partnerId', 'fundaxerId'], onDelete: 'keep' },
  {
    collection: 'revisions',
    owners: ['partnerId', 'organizerId', 'fundaxerId', 'currentFundaxerId'],
    onDelete: 'keep',
  },
];
