import {
  cancelEvent,
  createEvent,
  createSupportRequest,
  createVenue,
  deleteResource,
  deleteVenue,
  markAngelDuesPaid,
  markDisbursal,
  nearbyEvents,
  nearbyVenues,
  registerAccount,
  reportEventResults,
  requestUpload,
  resolveSupportRequest,
  reverseDisbursal,
  reviewApplication,
  reviewEvent,
  reviewVenue,
  saveNetworkingGroup,
  saveResource,
  saveSuccessStory,
  setAdmin,
  setSpecialEvent,
  submitAngelApplication,
  updateEvent,
  updateProfile,
  updateVenue,
  whoami,
} from '@fundax/core';

import { callableThunk } from './callable-thunk';

// One thunk per callable of the registry (a test checks none is missing). Each is its own export,
// marked pure, so an app bundles only the thunks (and contracts) it dispatches.

export const whoamiThunk = /* @__PURE__ */ callableThunk(whoami);
export const registerAccountThunk = /* @__PURE__ */ callableThunk(registerAccount);
export const updateProfileThunk = /* @__PURE__ */ callableThunk(updateProfile);
export const createVenueThunk = /* @__PURE__ */ callableThunk(createVenue);
export const updateVenueThunk = /* @__PURE__ */ callableThunk(updateVenue);
export const deleteVenueThunk = /* @__PURE__ */ callableThunk(deleteVenue);
export const createEventThunk = /* @__PURE__ */ callableThunk(createEvent);
export const updateEventThunk = /* @__PURE__ */ callableThunk(updateEvent);
export const cancelEventThunk = /* @__PURE__ */ callableThunk(cancelEvent);
export const reportEventResultsThunk = /* @__PURE__ */ callableThunk(reportEventResults);
export const submitAngelApplicationThunk = /* @__PURE__ */ callableThunk(submitAngelApplication);
export const createSupportRequestThunk = /* @__PURE__ */ callableThunk(createSupportRequest);
export const resolveSupportRequestThunk = /* @__PURE__ */ callableThunk(resolveSupportRequest);
export const reviewEventThunk = /* @__PURE__ */ callableThunk(reviewEvent);
export const reviewVenueThunk = /* @__PURE__ */ callableThunk(reviewVenue);
export const reviewApplicationThunk = /* @__PURE__ */ callableThunk(reviewApplication);
export const markDisbursalThunk = /* @__PURE__ */ callableThunk(markDisbursal);
export const reverseDisbursalThunk = /* @__PURE__ */ callableThunk(reverseDisbursal);
export const markAngelDuesPaidThunk = /* @__PURE__ */ callableThunk(markAngelDuesPaid);
export const setAdminThunk = /* @__PURE__ */ callableThunk(setAdmin);
export const setSpecialEventThunk = /* @__PURE__ */ callableThunk(setSpecialEvent);
export const saveSuccessStoryThunk = /* @__PURE__ */ callableThunk(saveSuccessStory);
export const saveNetworkingGroupThunk = /* @__PURE__ */ callableThunk(saveNetworkingGroup);
export const saveResourceThunk = /* @__PURE__ */ callableThunk(saveResource);
export const deleteResourceThunk = /* @__PURE__ */ callableThunk(deleteResource);
export const nearbyVenuesThunk = /* @__PURE__ */ callableThunk(nearbyVenues);
export const nearbyEventsThunk = /* @__PURE__ */ callableThunk(nearbyEvents);
export const requestUploadThunk = /* @__PURE__ */ callableThunk(requestUpload);
