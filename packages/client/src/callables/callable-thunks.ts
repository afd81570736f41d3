// One thunk per callable of the registry that an app dispatches (a test checks none is missing;
// whoami has none: it answers scripts and tests, and the apps read the session from Auth).
// Each lives in a module of its own under thunks/, marked pure, so that a page loads the
// contracts (and the zod schemas they build) of the callables it dispatches and no others. As
// one module they were one chunk: the portal dashboard, which answers proposals, built the
// fifteen contracts the web app dispatches before its first read. The public callables'
// thunks, by name and without contracts, are in public-callable-thunks.ts.

export * from './public-callable-thunks';
export * from './thunks/cancel-event';
export * from './thunks/create-event';
export * from './thunks/create-support-request';
export * from './thunks/create-venue';
export * from './thunks/delete-account';
export * from './thunks/delete-resource';
export * from './thunks/delete-venue';
export * from './thunks/export-my-data';
export * from './thunks/mark-angel-dues-paid';
export * from './thunks/mark-disbursal';
export * from './thunks/mark-notifications-read';
export * from './thunks/register-account';
export * from './thunks/report-event-results';
export * from './thunks/request-upload';
export * from './thunks/resolve-support-request';
export * from './thunks/respond-to-event';
export * from './thunks/reverse-disbursal';
export * from './thunks/review-application';
export * from './thunks/review-event';
export * from './thunks/review-revision';
export * from './thunks/review-venue';
export * from './thunks/save-networking-group';
export * from './thunks/save-resource';
export * from './thunks/save-success-story';
export * from './thunks/search-records';
export * from './thunks/set-admin';
export * from './thunks/set-event-alerts';
export * from './thunks/set-notification-preferences';
export * from './thunks/set-special-event';
export * from './thunks/submit-angel-application';
export * from './thunks/sync-account-email';
export * from './thunks/update-event';
export * from './thunks/update-profile';
export * from './thunks/update-venue';
