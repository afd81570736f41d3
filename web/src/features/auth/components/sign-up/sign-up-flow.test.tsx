import '@testing-library/jest-dom/vitest';

import { loadAccount, signedIn, signedOut } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PartnerDetailsForm } from './partner-details-form';
import { SignUpFlow } from './sign-up-flow';

const backend = vi.hoisted(() => ({ registerAccount: vi.fn(), getDoc: vi.fn() }));

// The module boundaries: callables, and the account read that follows registration.
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) =>
    contract.name === 'registerAccount' ? backend.registerAccount : vi.fn(),
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
vi.mock('firebase/firestore/lite', () => ({ getDoc: backend.getDoc }));
vi.mock('@fundax/client/queries/users', () => ({ ownUserDoc: () => ({}) }));

const STEPS = ['How you will sign in', 'Your business'] as const;

const partnerAccount = {
  id: 'u1',
  role: 'partner' as const,
  displayName: 'Lucía Montoya',
  email: 'lucia@fundax.test',
  emailVerified: true,
  phone: '(505) 555-0177',
  organization: { name: 'Montoya Tortillería', website: null },
  listings: [],
  payoutProfile: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

function renderFlow() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/partner/signup"
        element={
          <SignUpFlow
            steps={STEPS}
            emailLinkContinuePath="/partner/signup"
            details={(step) => <PartnerDetailsForm {...step} />}
            successPath="/partner/signup_success"
            existing={(account) => <p>Already a {account.role}</p>}
          />
        }
      />
      <Route path="/partner/signup_success" element={<h1>Welcome, partner</h1>} />
    </Routes>,
    { initialEntries: ['/partner/signup'] },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(cleanup);

describe('SignUpFlow', () => {
  it('starts with the sign-in step for a visitor', () => {
    const { store } = renderFlow();
    act(() => void store.dispatch(signedOut()));
    expect(screen.getByText('How you will sign in', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How you will sign in' })).toBeInTheDocument();
  });

  it('asks a signed-in person without an account for their details, registers, then moves on', async () => {
    backend.registerAccount.mockResolvedValue({ uid: 'u1', role: 'partner' });
    backend.getDoc.mockResolvedValue({ data: () => partnerAccount });
    const { store, user } = renderFlow();
    act(() => {
      store.dispatch(signedIn({ uid: 'u1', admin: false }));
      store.dispatch(loadAccount.fulfilled(null, 'r0', 'u1'));
    });
    expect(screen.getByText(/Step 2 of 2/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Lucía Montoya');
    await user.type(screen.getByLabelText('Business name'), 'Montoya Tortillería');
    await user.type(screen.getByLabelText('Business phone'), '505 555 0177');
    await user.type(screen.getByLabelText('City'), 'Albuquerque');
    await user.click(screen.getByRole('button', { name: 'Create my partner account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, partner' })).toBeInTheDocument();
    expect(backend.registerAccount).toHaveBeenCalledWith({
      role: 'partner',
      displayName: 'Lucía Montoya',
      organization: { name: 'Montoya Tortillería' },
      phone: '(505) 555-0177',
      city: 'Albuquerque',
    });
    expect(store.getState().session).toMatchObject({ loggedIn: true, role: 'partner' });
  });

  it('checks the fields with the contract’s rules before calling anything', async () => {
    const { store, user } = renderFlow();
    act(() => {
      store.dispatch(signedIn({ uid: 'u1', admin: false }));
      store.dispatch(loadAccount.fulfilled(null, 'r0', 'u1'));
    });
    await user.type(screen.getByLabelText('Business phone'), '555');
    await user.click(screen.getByRole('button', { name: 'Create my partner account' }));
    expect(await screen.findByText('Name needs at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number like (505) 555-0134.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(backend.registerAccount).not.toHaveBeenCalled();
  });

  it('shows the server’s message when registration fails, and stays on the form', async () => {
    const { CallFailure } = await import('@fundax/client');
    backend.registerAccount.mockRejectedValue(
      new CallFailure({ code: 'already-exists', message: 'You already have a Fundax account.' }),
    );
    const { store, user } = renderFlow();
    act(() => {
      store.dispatch(signedIn({ uid: 'u1', admin: false }));
      store.dispatch(loadAccount.fulfilled(null, 'r0', 'u1'));
    });
    await user.type(screen.getByLabelText('Your name'), 'Lucía Montoya');
    await user.type(screen.getByLabelText('Business name'), 'Montoya Tortillería');
    await user.type(screen.getByLabelText('Business phone'), '5055550177');
    await user.type(screen.getByLabelText('City'), 'Albuquerque');
    await user.click(screen.getByRole('button', { name: 'Create my partner account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a Fundax account.',
    );
    expect(screen.getByRole('button', { name: 'Create my partner account' })).toBeEnabled();
  });

  it('tells someone who already has an account', () => {
    const { store } = renderFlow();
    act(() => {
      store.dispatch(signedIn({ uid: 'u1', admin: false }));
      store.dispatch(
        loadAccount.fulfilled(
          {
            ...partnerAccount,
            createdAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
          'r0',
          'u1',
        ),
      );
    });
    expect(screen.getByText('Already a partner')).toBeInTheDocument();
  });
});
