// The read queries every client runs. Each builder carries exactly the filters firestore.rules
// requires (so a client cannot build a query the rules reject) and attaches its collection's
// converter (so every read is schema-checked and carries its id). The rules suite in
// tests/rules runs every builder exported here against the real rules.
export * from './admin-console';
export * from './applications';
export * from './audit-log';
// The converters' type; each collection's converter is exported by its query module.
export type { ReadConverter, ReadDocument } from './converters';
export * from './events';
export * from './files';
export * from './ledger';
export * from './networking-groups';
export * from './payees';
export * from './notifications';
export * from './profiles';
export * from './public-directory';
export * from './resources';
export * from './revisions';
export * from './statements';
export * from './success-stories';
export * from './support-requests';
export * from './users';
export * from './venues';
