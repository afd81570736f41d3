import { createSupportRequest } from '@fundax/core';

/** The support form validates with the callable's own input schema (same messages as server). */
export const supportRequestSchema = createSupportRequest.input;
