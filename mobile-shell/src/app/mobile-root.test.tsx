import '@testing-library/jest-dom/vitest';

import { initFirebase, makeStore, signedIn, signedOut, startSession } from '@fundax/client';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { OFFLINE_COPY_KEY, readOfflineCopy, saveOfflinePart } from '../lib/offline-copy';
import { MobileRoot } from './mobile-root';

const session = vi.hoisted(() => ({ started: vi.fn(), stopped: vi.fn() }));

vi.mock(import('@fundax/client'), async (original) => ({
  ...(await original()),
  startSession: vi.fn(() => () => {
    session.started();
    return session.stopped;
  }),
}));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(() => {
  initFirebase({ options: { apiKey: 'test-key', projectId: 'demo-fundax' } });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  window.localStorage.clear();
});

const signedInPhone = () =>
  window.localStorage.setItem('firebase:authUser:test-key:[DEFAULT]', '{"uid":"u1"}');

describe('MobileRoot', () => {
  it('starts the session at once online', () => {
    signedInPhone();
    render(<MobileRoot store={makeStore()}>page</MobileRoot>);
    expect(startSession).toHaveBeenCalledOnce();
    expect(session.started).toHaveBeenCalledOnce();
  });

  it('waits for the network on a signed-in phone that opens offline, then starts once', () => {
    signedInPhone();
    setOnline(false);
    render(<MobileRoot store={makeStore()}>page</MobileRoot>);
    expect(session.started).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(session.started).toHaveBeenCalledOnce();
    // Going offline again keeps the session (Auth works offline once it is loaded).
    act(() => setOnline(false));
    act(() => setOnline(true));
    expect(session.started).toHaveBeenCalledOnce();
    expect(session.stopped).not.toHaveBeenCalled();
  });

  it('starts at once offline for a visitor: there is nobody to ask the network about', () => {
    setOnline(false);
    render(<MobileRoot store={makeStore()}>page</MobileRoot>);
    expect(session.started).toHaveBeenCalledOnce();
  });

  it('removes the saved copy when nobody is signed in any more', () => {
    const store = makeStore();
    render(<MobileRoot store={store}>page</MobileRoot>);
    act(() => void store.dispatch(signedIn({ uid: 'u1', admin: false })));
    saveOfflinePart('u1', 'dashboard', { readAt: 'a' });
    expect(readOfflineCopy('u1')).not.toBeNull();
    act(() => void store.dispatch(signedOut()));
    expect(window.localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });
});
