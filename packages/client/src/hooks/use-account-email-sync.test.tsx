import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Account } from '../session/account';
import { loadAccount } from '../session/load-account';
import { identityRefreshed, signedIn } from '../session/session-events';
import { makeStore } from '../store/make-store';
import { useAccountEmailSync } from './use-account-email-sync';

const backend = vi.hoisted(() => ({ confirm: vi.fn() }));

// The thunk itself is tested beside it; here only whether and when the hook asks for it.
vi.mock('../auth/account-email', async () => {
  const { createAppAsyncThunk } = await import('../store/app-thunk');
  return {
    confirmAccountEmail: createAppAsyncThunk('identity/confirmAccountEmail', () => {
      backend.confirm();
      return Promise.resolve({ email: null, emailVerified: true, updated: true });
    }),
  };
});

const account: Account = {
  id: 'u1',
  role: 'partner',
  displayName: 'Miguel Baca',
  email: 'miguel@fundax.test',
  emailVerified: false,
  phone: null,
  organization: null,
  listings: [],
  payoutProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function storeWith(identity: { email: string; emailVerified: boolean }) {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'u1', admin: false, providers: ['password'], ...identity }));
  store.dispatch(loadAccount.fulfilled(account, 'r1', 'u1'));
  return store;
}

function renderSync(store: ReturnType<typeof makeStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useAccountEmailSync(), { wrapper });
}

beforeEach(() => {
  backend.confirm.mockReset();
});

describe('useAccountEmailSync', () => {
  it('leaves an account that says what the identity says alone', async () => {
    renderSync(storeWith({ email: 'miguel@fundax.test', emailVerified: false }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backend.confirm).not.toHaveBeenCalled();
  });

  it('copies a verification made elsewhere onto the account, once', async () => {
    const store = storeWith({ email: 'miguel@fundax.test', emailVerified: true });
    const { rerender } = renderSync(store);
    await waitFor(() => expect(backend.confirm).toHaveBeenCalledOnce());
    rerender();
    expect(backend.confirm).toHaveBeenCalledOnce();
  });

  it('copies a changed address the person signed in with', async () => {
    const store = storeWith({ email: 'miguel@fundax.test', emailVerified: false });
    renderSync(store);
    store.dispatch(identityRefreshed({ email: 'miguel@baca.example', emailVerified: true }));
    await waitFor(() => expect(backend.confirm).toHaveBeenCalledOnce());
  });
});
