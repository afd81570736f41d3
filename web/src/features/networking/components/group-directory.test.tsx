// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { GroupView } from '@fundax/core';
import { GroupDirectory } from './group-directory';

const group = (id: string, name: string, city: GroupView['city']): GroupView => ({
  id,
  name,
  description: 'Business owners trading referrals.',
  city,
  meets: 'Tuesdays, 7:00–8:15 am',
  address: null,
  venueId: null,
  categories: ['insurance'],
  contactUrl: null,
  memberCount: 18,
});

afterEach(cleanup);

describe('group directory', () => {
  it('lists the groups of each city under its own heading', () => {
    render(
      <GroupDirectory
        groups={[
          group('g1', 'Rio Rancho Angels Breakfast', 'Rio Rancho'),
          group('g2', 'Nob Hill Merchants Lunch', 'Albuquerque'),
        ]}
      />,
    );
    const abq = screen.getByRole('region', { name: 'Groups in Albuquerque' });
    expect(within(abq).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Nob Hill Merchants Lunch',
    );
    const rr = screen.getByRole('region', { name: 'Groups in Rio Rancho' });
    expect(within(rr).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Rio Rancho Angels Breakfast',
    );
    expect(within(rr).getByRole('list', { name: 'Professions in this group' })).toHaveTextContent(
      'Insurance',
    );
  });

  it('says when a city has no group yet', () => {
    render(
      <GroupDirectory
        groups={[group('g1', 'Nob Hill Merchants Lunch', 'Albuquerque')]}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Groups in Rio Rancho' })).toBeVisible();
    expect(screen.getByText('No groups meet in Rio Rancho yet.')).toBeVisible();
  });
});
