import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, createSupportRequest } from '@fundax/core';

/** The support form validates with the callable's own input schema (same messages as server). */
export const supportRequestSchema = createSupportRequest.input;

/** The contract's own limits, which the fields enforce as they are typed. */
export const SUBJECT_MAX = SUPPORT_SUBJECT_MAX;
export const MESSAGE_MAX = SUPPORT_MESSAGE_MAX;
