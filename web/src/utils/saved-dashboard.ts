import type { SavedCopyPlace } from '@fundax/client';

/**
 * The portal dashboard this browser saved for the signed-in person (the client kit's saved copy):
 * their events, locations, payouts, fundraiser and the proposals waiting for them, each as last
 * read. The next visit shows it at once, dated, until the live reads replace it. Removed on
 * sign-out (`followSavedCopy` in the app's root) and when the account is deleted. Version 1:
 * each part is a `Saved` of what the part's slice keeps.
 */
export const SAVED_DASHBOARD: SavedCopyPlace = { key: 'fundax.web.dashboard', version: 1 };

/** The parts of the saved dashboard, by the read each one keeps. */
export type DashboardPart = 'events' | 'venues' | 'ledger' | 'profile' | 'awaiting';
