// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { makeStore } from '@fundax/client';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SignInPanel } from './sign-in-panel';

// The phone form's module, watched: it must load with its tab, not with the panel.
const phoneFormLoaded = vi.hoisted(() => vi.fn());
vi.mock('./phone-sign-in-form', async (original) => {
  phoneFormLoaded();
  return original();
});

function renderPanel() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/login']}>
        <SignInPanel emailLinkContinuePath="/login" />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(cleanup);

describe('SignInPanel', () => {
  it('opens on the password form, without the phone form’s code', () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in with email and password' })).toBeVisible();
    expect(phoneFormLoaded).not.toHaveBeenCalled();
  });

  it('loads the phone form when its tab is chosen, and shows it', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(await screen.findByLabelText('Mobile phone number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
    expect(phoneFormLoaded).toHaveBeenCalledTimes(1);
  });
});
