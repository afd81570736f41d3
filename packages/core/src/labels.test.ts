import { describe, expect, it } from 'vitest';

import { CAUSE_LABELS, GEOCODE_PRECISION_LABELS, NETWORK_LABELS, VENUE_LABELS } from './labels';
import {
  AUDIT_ACTION_LABELS,
  LISTING_STATE_LABELS,
  PAYOUT_PARTY_LABELS,
  ROLE_LABELS,
  profileName,
} from './record-labels';
import { GEOCODE_PRECISIONS } from './geo/location-origin';
import { AUDIT_ACTIONS } from './schemas/audit-log';
import { CAUSE_CATEGORIES, NETWORK_CATEGORIES, VENUE_CATEGORIES } from './schemas/categories';
import { LISTING_STATES } from './rules/listing-state';
import { ROLES } from './schemas/roles';

describe('labels', () => {
  it.each([
    ['causes', CAUSE_LABELS, CAUSE_CATEGORIES],
    ['venue categories', VENUE_LABELS, VENUE_CATEGORIES],
    ['network categories', NETWORK_LABELS, NETWORK_CATEGORIES],
    ['roles', ROLE_LABELS, ROLES],
    ['audit actions', AUDIT_ACTION_LABELS, AUDIT_ACTIONS],
    ['geocoding precisions', GEOCODE_PRECISION_LABELS, GEOCODE_PRECISIONS],
    ['listing states', LISTING_STATE_LABELS, LISTING_STATES],
  ] as const)('name every one of the %s once, each differently', (_what, labels, keys) => {
    expect(Object.keys(labels).sort()).toEqual([...keys].sort());
    const words: string[] = Object.values(labels);
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => word.trim() !== '' && word[0] === word[0]?.toUpperCase())).toBe(
      true,
    );
  });

  it('give listing states and payout parties one word each', () => {
    expect(LISTING_STATE_LABELS.pending).toBe('Pending review');
    expect(LISTING_STATE_LABELS.rejected).toBe('Not approved');
    expect(Object.keys(PAYOUT_PARTY_LABELS).sort()).toEqual(['fundaxer', 'partner']);
  });

  it('name a profile by its business or organisation, else by its person', () => {
    expect(profileName({ organizationName: 'Sandia Slice', displayName: 'Ana Ruiz' })).toBe(
      'Sandia Slice',
    );
    expect(profileName({ organizationName: null, displayName: 'Ana Ruiz' })).toBe('Ana Ruiz');
  });
});
