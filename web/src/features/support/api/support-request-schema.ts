import { createSupportRequest } from '@fundax/core';

/** The support form validates with the callable's own input schema (same messages as server). */
export const supportRequestSchema = createSupportRequest.input;

export const SUBJECT_MAX = supportRequestSchema.shape.subject.maxLength ?? 120;
export const MESSAGE_MAX = supportRequestSchema.shape.message.maxLength ?? 4000;
