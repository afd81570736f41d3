import {
  cancelEvent,
  createEvent,
  createSupportRequest,
  createVenue,
  deleteResource,
  deleteVenue,
  markAngelDuesPaid,
  markDisbursal,
  markNotificationsRead,
  registerAccount,
  reportEventResults,
  requestUpload,
  resolveSupportRequest,
  respondToEvent,
  reverseDisbursal,
  reviewApplication,
  reviewEvent,
  reviewRevision,
  reviewVenue,
  saveNetworkingGroup,
  saveResource,
  saveSuccessStory,
  searchRecords,
  setAdmin,
  setEventAlerts,
  setNotificationPreferences,
  setSpecialEvent,
  submitAngelApplication,
  updateEvent,
  updateProfile,
  updateVenue,
} from '@fundax/core';

import { callableThunk } from './callable-thunk';

export * from './public-callable-thunks';

// One thunk per callable of the registry that an app dispatches (a test checks none is missing;
// whoami has none: it answers scripts and tests, and the apps read the session from Auth).
// Each is its own export, marked pure, so an app bundles only the thunks (and contracts) it uses.
// The public callables' thunks are in public-callable-thunks.ts (re-exported here), and the
// account's own (syncAccountEmail, exportMyData, deleteAccount) in account-thunks.ts, which
// only the package index re-exports, so that they load with the account page.

export const registerAccountThunk = /* @__PURE__ */ callableThunk(registerAccount);
export const updateProfileThunk = /* @__PURE__ */ callableThunk(updateProfile);
export const createVenueThunk = /* @__PURE__ */ callableThunk(createVenue);
export const updateVenueThunk = /* @__PURE__ */ callableThunk(updateVenue);
export const deleteVenueThunk = /* @__PURE__ */ callableThunk(deleteVenue);
export const createEventThunk = /* @__PURE__ */ callableThunk(createEvent);
export const updateEventThunk = /* @__PURE__ */ callableThunk(updateEvent);
export const cancelEventThunk = /* @__PURE__ */ callableThunk(cancelEvent);
export const reportEventResultsThunk = /* @__PURE__ */ callableThunk(reportEventResults);
export const respondToEventThunk = /* @__PURE__ */ callableThunk(respondToEvent);
export const submitAngelApplicationThunk = /* @__PURE__ */ callableThunk(submitAngelApplication);
export const createSupportRequestThunk = /* @__PURE__ */ callableThunk(createSupportRequest);
export const resolveSupportRequestThunk = /* @__PURE__ */ callableThunk(resolveSupportRequest);
export const reviewEventThunk = /* @__PURE__ */ callableThunk(reviewEvent);
export const reviewVenueThunk = /* @__PURE__ */ callableThunk(reviewVenue);
export const reviewApplicationThunk = /* @__PURE__ */ callableThunk(reviewApplication);
export const reviewRevisionThunk = /* @__PURE__ */ callableThunk(reviewRevision);
export const markDisbursalThunk = /* @__PURE__ */ callableThunk(markDisbursal);
export const reverseDisbursalThunk = /* @__PURE__ */ callableThunk(reverseDisbursal);
export const markAngelDuesPaidThunk = /* @__PURE__ */ callableThunk(markAngelDuesPaid);
export const setAdminThunk = /* @__PURE__ */ callableThunk(setAdmin);
export const setSpecialEventThunk = /* @__PURE__ */ callableThunk(setSpecialEvent);
export const saveSuccessStoryThunk = /* @__PURE__ */ callableThunk(saveSuccessStory);
export const saveNetworkingGroupThunk = /* @__PURE__ */ callableThunk(saveNetworkingGroup);
export const saveResourceThunk = /* @__PURE__ */ callableThunk(saveResource);
export const deleteResourceThunk = /* @__PURE__ */ callableThunk(deleteResource);
export const searchRecordsThunk = /* @__PURE__ */ callableThunk(searchRecords);
export const markNotificationsReadThunk = /* @__PURE__ */ callableThunk(markNotificationsRead);
export const setNotificationPreferencesThunk = /* @__PURE__ */ callableThunk(
  setNotificationPreferences,
);
export const setEventAlertsThunk = /* @__PURE__ */ callableThunk(setEventAlerts);
export const requestUploadThunk = /* @__PURE__ */ callableThunk(requestUpload);
