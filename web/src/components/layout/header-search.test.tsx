import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { SiteHeader } from './site-header';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Where">{`${pathname}${search}`}</output>;
}

function renderHeader(at = '/') {
  return renderWithProviders(
    <>
      <SiteHeader account={null} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { initialEntries: [at] },
  );
}

const where = () => screen.getByRole('status', { name: 'Where' }).textContent;
const site = () => screen.getByRole('search', { name: 'Site' });

afterEach(cleanup);

describe('the header’s search box', () => {
  it('goes to the results page with the words typed', async () => {
    const { user } = renderHeader();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search events, venues and fundraisers' }),
      '  gardn hops {Enter}',
    );
    expect(where()).toBe('/search?q=gardn+hops');
  });

  it('stays put on an empty search, with the cursor in the field', async () => {
    const { user } = renderHeader('/partners');
    const field = screen.getByRole('searchbox', { name: 'Search events, venues and fundraisers' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(where()).toBe('/partners');
    expect(field).toHaveFocus();
  });

  it('shows the words searched for on the results page', () => {
    renderHeader('/search?q=Pe%C3%B1a&kinds=venue');
    expect(screen.getByRole('searchbox', { name: /^Search events/ })).toHaveValue('Peña');
  });

  it('opens from its button (phones), takes the cursor, and closes with Escape', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', site().id);
    expect(site()).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(site()).toHaveAttribute('data-open', 'true');
    const field = screen.getByRole('searchbox', { name: /^Search events/ });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes once it has searched', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await user.keyboard('pena{Enter}');
    expect(where()).toBe('/search?q=pena');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
