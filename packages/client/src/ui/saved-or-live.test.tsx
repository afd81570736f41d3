import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Saved } from '../offline/saved-copy';
import { NOT_LOADED, type Remote } from '../remote/remote-data';
import { SavedOrLive } from './saved-or-live';

interface Data {
  text: string;
}

const NOW = new Date('2026-12-01T00:00:00Z');
const live: Data = { text: 'live copy' };
const saved: Saved<Data> = { data: { text: 'saved copy' }, readAt: '2026-11-30T22:00:00.000Z' };
const entry = (overrides: Partial<Remote<Data>>): Remote<Data> => ({ ...NOT_LOADED, ...overrides });
/** A live read that answered at `loadedAt`. */
const read = (loadedAt = NOW.toISOString()) => entry({ status: 'succeeded', data: live, loadedAt });

function show(props: {
  entry: Remote<Data>;
  saved: Saved<Data> | null;
  online: boolean;
  retry?: () => void;
}) {
  return render(
    <SavedOrLive what="your inbox" label="Notifications" retry={props.retry ?? vi.fn()} {...props}>
      {(data) => <p>{data.text}</p>}
    </SavedOrLive>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SavedOrLive', () => {
  it('shows the live read without a date while online', () => {
    show({ entry: read(), saved, online: true });
    expect(screen.getByText('live copy')).toBeInTheDocument();
    expect(screen.queryByText(/as of/)).toBeNull();
  });

  it('dates the live read by the time it was read once the phone is offline', () => {
    const { unmount } = show({ entry: read(), saved, online: false });
    expect(screen.getByText('live copy')).toBeInTheDocument();
    expect(screen.getByText(/as of/)).toHaveTextContent('Notifications as of just now');
    unmount();
    show({ entry: read('2026-11-30T23:45:00.000Z'), saved, online: false });
    expect(screen.getByText(/as of/)).toHaveTextContent('Notifications as of 15 minutes ago');
  });

  it('shows the saved copy, dated, until the read answers', () => {
    show({ entry: entry({ status: 'loading' }), saved, online: true });
    expect(screen.getByText('saved copy')).toBeInTheDocument();
    expect(screen.getByText(/as of/)).toHaveTextContent('Notifications as of 2 hours ago');
    expect(screen.getByText(/as of/).querySelector('time')).toHaveAttribute(
      'datetime',
      saved.readAt,
    );
    // The exact time on hover, on Mountain Time like every time Fundax shows.
    expect(screen.getByText(/as of/).querySelector('time')).toHaveAttribute(
      'title',
      'Nov 30, 2026, 3:00 PM MST',
    );
  });

  it('keeps the saved copy when the read failed, says so and offers to try again', async () => {
    const retry = vi.fn();
    show({
      entry: entry({ status: 'failed', error: { code: 'unavailable', message: 'x' } }),
      saved,
      online: true,
      retry,
    });
    expect(screen.getByText('saved copy')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your inbox.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('without any copy: progress online, and offline that nothing was saved', () => {
    const { unmount } = show({ entry: entry({ status: 'loading' }), saved: null, online: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your inbox…');
    unmount();
    show({ entry: NOT_LOADED, saved: null, online: false });
    expect(
      screen.getByText('Not saved on this device yet: it shows once you are back online.'),
    ).toBeInTheDocument();
  });
});
