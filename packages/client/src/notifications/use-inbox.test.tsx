import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '../session/session-events';
import { sessionLoaded } from '../session/session-slice';
import { makeStore } from '../store/make-store';
import { useInbox, useUnreadCount } from './use-inbox';
import { useNotificationSettings } from './use-notification-settings';

const reads = vi.hoisted(() => ({
  readInboxPage: vi.fn(),
  readUnreadCount: vi.fn(),
  readNotificationSettings: vi.fn(),
}));
vi.mock('./inbox-reads', () => reads);
vi.mock('./notification-settings-reads', () => reads);

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'u1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'u1', role: 'partner', displayName: 'Miguel', admin: false }),
  );
  return store;
}

/** The three reading hooks of a page, reading only while `enabled`. */
function usePage({ enabled }: { enabled: boolean }) {
  return {
    inbox: useInbox({ enabled }),
    count: useUnreadCount({ enabled }),
    settings: useNotificationSettings({ enabled }),
  };
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the notifications hooks', () => {
  it('read nothing while not enabled, and read once enabled (a phone back online)', async () => {
    reads.readInboxPage.mockResolvedValue({ messages: [], next: null });
    reads.readUnreadCount.mockResolvedValue(0);
    reads.readNotificationSettings.mockResolvedValue(null);
    const store = signedInStore();
    const { result, rerender } = renderHook(usePage, {
      initialProps: { enabled: false },
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={store}>{children}</Provider>
      ),
    });
    // A tab coming back into view asks nothing either.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(reads.readInboxPage).not.toHaveBeenCalled();
    expect(reads.readUnreadCount).not.toHaveBeenCalled();
    expect(reads.readNotificationSettings).not.toHaveBeenCalled();
    expect(result.current.inbox.entry.status).toBe('idle');

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.settings.entry.status).toBe('succeeded'));
    await waitFor(() => expect(result.current.inbox.entry.status).toBe('succeeded'));
    expect(reads.readInboxPage).toHaveBeenCalledWith('u1', null);
    expect(reads.readUnreadCount).toHaveBeenCalledWith('u1');
    expect(reads.readNotificationSettings).toHaveBeenCalledWith('u1');
    expect(result.current.inbox.entry.loadedAt).toEqual(expect.any(String));
  });
});
