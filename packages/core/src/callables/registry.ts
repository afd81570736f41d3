import { cancelEvent } from './cancel-event';
import { createEvent } from './create-event';
import { createSupportRequest } from './create-support-request';
import { createVenue } from './create-venue';
import type { CallableContract } from './define';
import { deleteAccount } from './delete-account';
import { deleteResource } from './delete-resource';
import { deleteVenue } from './delete-venue';
import { geocodeAddress } from './geocode-address';
import { exportMyData } from './export-my-data';
import { markAngelDuesPaid } from './mark-angel-dues-paid';
import { markDisbursal } from './mark-disbursal';
import { markNotificationsRead } from './mark-notifications-read';
import { nearbyEvents } from './nearby-events';
import { nearbyVenues } from './nearby-venues';
import { registerAccount } from './register-account';
import { reportEventResults } from './report-event-results';
import { respondToEvent } from './respond-to-event';
import { requestUpload } from './request-upload';
import { resolveSupportRequest } from './resolve-support-request';
import { reverseDisbursal } from './reverse-disbursal';
import { reviewApplication } from './review-application';
import { reviewEvent } from './review-event';
import { reviewRevision } from './review-revision';
import { reviewVenue } from './review-venue';
import { saveNetworkingGroup } from './save-networking-group';
import { saveResource } from './save-resource';
import { saveSuccessStory } from './save-success-story';
import { searchListings } from './search-listings';
import { searchRecords } from './search-records';
import { setAdmin } from './set-admin';
import { setEventAlerts } from './set-event-alerts';
import { setNotificationPreferences } from './set-notification-preferences';
import { setSpecialEvent } from './set-special-event';
import { submitAngelApplication } from './submit-angel-application';
import { syncAccountEmail } from './sync-account-email';
import { updateEvent } from './update-event';
import { updateProfile } from './update-profile';
import { updateVenue } from './update-venue';
import { whoami } from './whoami';

/**
 * Every callable the backend deploys, by name. Functions export one function per entry (a test
 * checks the two match); clients call `callable(contract)` and never repeat a name string.
 */
export const callables = {
  whoami,
  registerAccount,
  updateProfile,
  syncAccountEmail,
  exportMyData,
  deleteAccount,
  createVenue,
  updateVenue,
  deleteVenue,
  createEvent,
  updateEvent,
  cancelEvent,
  reportEventResults,
  respondToEvent,
  submitAngelApplication,
  createSupportRequest,
  resolveSupportRequest,
  reviewEvent,
  reviewVenue,
  reviewApplication,
  reviewRevision,
  markDisbursal,
  reverseDisbursal,
  markAngelDuesPaid,
  setAdmin,
  setSpecialEvent,
  saveSuccessStory,
  saveNetworkingGroup,
  saveResource,
  deleteResource,
  nearbyVenues,
  nearbyEvents,
  searchListings,
  searchRecords,
  geocodeAddress,
  markNotificationsRead,
  setNotificationPreferences,
  setEventAlerts,
  requestUpload,
} as const satisfies Record<string, CallableContract>;

export type CallableName = keyof typeof callables;
export type CallableByName<N extends CallableName> = (typeof callables)[N];
