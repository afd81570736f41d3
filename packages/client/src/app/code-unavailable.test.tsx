import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { lazyPart } from './code-unavailable';

afterEach(cleanup);

const refused = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function Around({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Events near you</h1>
      <Suspense fallback={<p>Loading the map…</p>}>{children}</Suspense>
      <p>Three events found.</p>
    </main>
  );
}

describe('a part of a page loaded on demand (lazyPart)', () => {
  it('renders the loaded component with its props', async () => {
    const MapOf = ({ label }: { label: string }) => <p>Map of {label}</p>;
    const Map = lazyPart(() => Promise.resolve(MapOf), 'the map');
    render(
      <Around>
        <Map label="Albuquerque" />
      </Around>,
    );
    expect(await screen.findByText('Map of Albuquerque')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what could not be loaded in its place, with a reload, and the page stays', async () => {
    const Map = lazyPart<{ label: string }>(refused, 'the map');
    render(
      <Around>
        <Map label="Albuquerque" />
      </Around>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the map. Check your connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events near you' })).toBeInTheDocument();
    expect(screen.getByText('Three events found.')).toBeInTheDocument();
  });

  it('shows nothing in place of a part with nothing of its own to show', async () => {
    const Reader = lazyPart(refused);
    render(
      <Around>
        <Reader />
      </Around>,
    );
    await screen.findByText('Three events found.');
    await expect.poll(() => screen.queryByText('Loading the map…')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events near you' })).toBeInTheDocument();
  });
});
