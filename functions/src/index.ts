// Every deployed function. Callable exports are named exactly as their contract in
// @fundax/core's registry (a test checks the two lists match).
export { whoami } from './account/whoami';
export { registerAccount } from './account/register-account';
export { updateProfile } from './account/update-profile';
export { syncAccountEmail } from './account/sync-account-email';
export { exportMyData } from './account/export-my-data';
export { deleteAccount } from './account/delete-account';
export { createVenue } from './venues/create-venue';
export { updateVenue } from './venues/update-venue';
export { deleteVenue } from './venues/delete-venue';
export { createEvent } from './events/create-event';
export { updateEvent } from './events/update-event';
export { cancelEvent } from './events/cancel-event';
export { reportEventResults } from './events/report-event-results';
export { respondToEvent } from './events/respond-to-event';
export { setSpecialEvent } from './events/set-special-event';
export { submitAngelApplication } from './angels/submit-angel-application';
export { markAngelDuesPaid } from './angels/mark-angel-dues-paid';
export { createSupportRequest } from './support/create-support-request';
export { resolveSupportRequest } from './support/resolve-support-request';
export { reviewEvent } from './reviews/review-event';
export { reviewVenue } from './reviews/review-venue';
export { reviewApplication } from './reviews/review-application';
export { reviewRevision } from './reviews/review-revision';
export { markDisbursal } from './payouts/mark-disbursal';
export { reverseDisbursal } from './payouts/reverse-disbursal';
export { setAdmin } from './admin/set-admin';
export { saveSuccessStory } from './content/save-success-story';
export { saveNetworkingGroup } from './content/save-networking-group';
export { saveResource } from './content/save-resource';
export { deleteResource } from './content/delete-resource';
export { nearbyVenues } from './nearby/nearby-venues';
export { nearbyEvents } from './nearby/nearby-events';
export { searchListings } from './search/search-listings';
export { searchRecords } from './search/search-records';
export { geocodeAddress } from './places/geocode-address';
// Firestore triggers: the search catalogue follows events, venues and profiles.
export {
  searchCatalogueEvents,
  searchCatalogueProfiles,
  searchCatalogueVenues,
} from './search/catalogue-triggers';
export { requestUpload } from './files/request-upload';
// Uploads: the Storage trigger (production only) and the emulator's stand-in for Storage
// (defined only on the emulator; both are undefined elsewhere, so a deploy skips them).
export { judgeUpload } from './files/judge-upload';
export { localFiles } from './files/local-files';
// Hosting rewrites: link previews for shared pages, and the sitemap
export { socialCard } from './cards/social-card';
export { sitemap } from './cards/sitemap';
// Scheduled
export { flagEventsAwaitingPayment } from './payouts/flag-events-awaiting-payment';
export { expireUnreviewedEvents } from './events/expire-unreviewed-events';
export { markNotificationsRead } from './notify/mark-notifications-read';
export { setNotificationPreferences } from './notify/set-notification-preferences';
export { setEventAlerts } from './notify/alerts/set-event-alerts';
export { retryQueuedMail } from './notify/sender/mail-functions';
export { sendEventAlertDigests } from './notify/alerts/alert-digests';
// Firestore triggers
export { sendQueuedMail } from './notify/sender/mail-functions';
export { announceNewEvent } from './notify/alerts/announce-new-event';
// HTTPS (not callable): the one-click unsubscribe link of every email
export { unsubscribe } from './notify/unsubscribe/unsubscribe';
