import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PageUnavailable, lazyPart } from './code-unavailable';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const reload = vi.mocked(reloadPage);

afterEach(() => {
  cleanup();
  reload.mockClear();
});

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

describe('a page whose code could not be fetched (PageUnavailable)', () => {
  it('reloads from its button', () => {
    render(<PageUnavailable />);
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads by itself when the connection comes back, and no longer once it is gone', () => {
    const { unmount } = render(<PageUnavailable />);
    expect(screen.getByRole('heading', { name: 'This page did not load' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a part of a page that could not be fetched', () => {
  it('waits for its button: a form beside it may hold what was typed', async () => {
    const Map = lazyPart(refused, 'the map');
    render(
      <Around>
        <Map />
      </Around>,
    );
    await screen.findByRole('alert');
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
