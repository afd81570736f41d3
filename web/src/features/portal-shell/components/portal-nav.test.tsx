import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalNav, navItemsFor } from './portal-nav';

afterEach(cleanup);

describe('PortalNav', () => {
  it('shows each role the pages it uses', () => {
    const labels = (role: Parameters<typeof navItemsFor>[0]) =>
      navItemsFor(role).map((item) => item.label);
    expect(labels('partner')).toContain('Locations');
    expect(labels('fundaxer')).not.toContain('Locations');
    expect(labels('fundaxer')).toContain('Fundz');
    expect(labels('angel')).toEqual([
      'Dashboard',
      'Notifications',
      'Organization',
      'Profile',
      'Account',
      'Videos',
      'Documents',
      'Support',
    ]);
  });

  it('marks the current page, an event’s page under Events', () => {
    renderWithProviders(<PortalNav userRole="partner" />, {
      initialEntries: ['/portal/events/e1'],
    });
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Event history' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('button', { name: /Portal menu/ })).toHaveTextContent('Events');
  });

  it('opens and closes the list on a phone', async () => {
    const { user } = renderWithProviders(<PortalNav userRole="fundaxer" />, {
      initialEntries: ['/portal/dashboard'],
    });
    const toggle = screen.getByRole('button', { name: /Portal menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Fundz' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
