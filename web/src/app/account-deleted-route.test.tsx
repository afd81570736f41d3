import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Component as AccountDeleted } from './routes/account-deleted';

afterEach(cleanup);

describe('/account-deleted', () => {
  it('opened directly, says what deletion does and keeps, without counts', () => {
    renderWithProviders(<AccountDeleted />, { initialEntries: ['/account-deleted'] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account is deleted');
    expect(
      screen.getByText('Cancelled your upcoming events and took your locations off the map.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What is kept, and why' })).toBeVisible();
    expect(screen.getByText(/These are financial records/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
