import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../store/make-store';
import { SessionRoot } from './session-root';

const session = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));

// The module boundary: following Auth is start-session's own business (tested there).
vi.mock('../session/start-session', () => ({
  startSession: () => () => {
    session.start();
    return session.stop;
  },
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function LoggedIn() {
  const loggedIn = useSelector(
    (state: { session: { loggedIn: boolean } }) => state.session.loggedIn,
  );
  return <p>{loggedIn ? 'in' : 'out'}</p>;
}

describe('SessionRoot', () => {
  it('gives the app its store and starts the session once, stopping it on unmount', () => {
    const { unmount } = render(
      <SessionRoot store={makeStore()}>
        <LoggedIn />
      </SessionRoot>,
    );
    expect(screen.getByText('out')).toBeVisible();
    expect(session.start).toHaveBeenCalledOnce();
    unmount();
    expect(session.stop).toHaveBeenCalledOnce();
  });
});
