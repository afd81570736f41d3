import { FundaxError, type Role, type UploadPurpose } from '@fundax/core';

/** Who may upload what: the people who may attach it to something. */
const UPLOADERS: Record<UploadPurpose, { roles: readonly Role[]; message: string }> = {
  'venue-photo': { roles: ['partner'], message: 'Only partner businesses upload venue photos.' },
  'event-image': {
    roles: ['partner', 'fundaxer'],
    message: 'Only event organizers (partners and fundaxers) upload event images.',
  },
  resource: {
    roles: [],
    message: 'Only Fundax administrators upload portal videos and documents.',
  },
};

/**
 * A purpose the caller could never attach is refused up front (a fundaxer asking for a
 * venue photo, a partner for a portal resource): no URL, no pending record. Admins may upload
 * for any purpose, as they may edit any listing.
 */
export function assertMayUpload(purpose: UploadPurpose, role: Role | null, admin: boolean): void {
  if (admin) return;
  const { roles, message } = UPLOADERS[purpose];
  if (role === null || !roles.includes(role)) throw new FundaxError('permission-denied', message);
}
