import {
  type CallableParsedInput,
  type DocumentOf,
  FundaxError,
  PENDING_STATUS,
  type submitAngelApplication,
} from '@fundax/core';

/**
 * An angel has one application in play at a time: while one is pending or approved, another is
 * refused. After a rejection they may apply again.
 */
export function assertMayApply(existing: readonly Pick<DocumentOf<'applications'>, '_status'>[]) {
  if (existing.some((application) => application._status.approved === true)) {
    throw new FundaxError('failed-precondition', 'Your application was already approved.');
  }
  if (existing.some((application) => application._status.approved === null)) {
    throw new FundaxError('failed-precondition', 'Your application is already waiting for review.');
  }
}

/** A new application: pending review, stamped in seconds (docs/product.md §3.6), no dues until approved. */
export function newApplication(
  input: CallableParsedInput<typeof submitAngelApplication>,
  applicant: { id: string; name: string },
  now: Date,
): DocumentOf<'applications'> {
  return {
    applicantId: applicant.id,
    applicantName: applicant.name,
    submitDate: Math.floor(now.getTime() / 1000),
    answers: input.answers,
    categories: input.categories,
    _status: { ...PENDING_STATUS },
    dues: null,
  };
}
