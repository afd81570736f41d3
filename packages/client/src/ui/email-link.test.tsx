import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render-with-providers';
import { EmailLinkCompletion } from './email-link-completion';
import { EmailLinkForm } from './email-link-form';

const identity = vi.hoisted(() => ({
  sendSignInLinkToEmail: vi.fn(),
  isSignInWithEmailLink: vi.fn(),
  signInWithEmailLink: vi.fn(),
}));

// The module boundary: Auth itself (the kit's identity thunks wrap it).
vi.mock('../firebase/auth', () => ({
  authClient: () => Promise.resolve({}),
  authLoaded: () => Promise.resolve({}),
  afterAuthLoads: () => undefined,
  hasPersistedUser: () => false,
}));
vi.mock('firebase/auth', () => identity);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('EmailLinkForm', () => {
  it('checks the address with core’s rule, then sends the link and says where', async () => {
    identity.sendSignInLinkToEmail.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<EmailLinkForm continuePath="/?from=link" />);
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await user.type(screen.getByLabelText('Email'), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(form).toHaveTextContent('Enter an email address like name@example.com.');
    expect(identity.sendSignInLinkToEmail).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'fundax.test');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a sign-in link to dana@fundax.test.',
    );
    expect(identity.sendSignInLinkToEmail).toHaveBeenCalledWith({}, 'dana@fundax.test', {
      url: 'http://localhost:3000/?from=link',
      handleCodeInApp: true,
    });
  });

  it('says why the link was not sent, in words', async () => {
    identity.sendSignInLinkToEmail.mockRejectedValue({ code: 'auth/too-many-requests' });
    const { user } = renderWithProviders(<EmailLinkForm continuePath="/" />);
    await user.type(screen.getByLabelText('Email'), 'dana@fundax.test');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).not.toContain('auth/');
  });

  it('keeps its button off while disabled', () => {
    renderWithProviders(<EmailLinkForm continuePath="/" disabled />);
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeDisabled();
  });
});

describe('EmailLinkCompletion', () => {
  const link = '/?mode=signIn&oobCode=abc&apiKey=k';

  it('renders nothing on a page that was not opened from a link', () => {
    const { container } = renderWithProviders(<EmailLinkCompletion />);
    expect(container).toBeEmptyDOMElement();
  });

  it('signs in with the address this browser sent the link to', async () => {
    window.history.replaceState(null, '', link);
    window.localStorage.setItem('fundax.emailForSignIn', 'dana@fundax.test');
    identity.isSignInWithEmailLink.mockReturnValue(true);
    identity.signInWithEmailLink.mockResolvedValue({ user: { uid: 'u1' } });
    const { container } = renderWithProviders(<EmailLinkCompletion />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(identity.signInWithEmailLink).toHaveBeenCalledWith(
      {},
      'dana@fundax.test',
      expect.stringContaining('oobCode=abc'),
    );
  });

  it('asks for the address when the link was opened in another browser', async () => {
    window.history.replaceState(null, '', link);
    identity.isSignInWithEmailLink.mockReturnValue(true);
    identity.signInWithEmailLink.mockResolvedValue({ user: { uid: 'u1' } });
    const { user } = renderWithProviders(<EmailLinkCompletion />);
    const form = await screen.findByRole('form', { name: 'Finish signing in' });
    await user.click(screen.getByRole('button', { name: 'Finish signing in' }));
    expect(form).toHaveTextContent('Enter your email address.');
    await user.type(screen.getByLabelText('Email'), 'dana@fundax.test');
    await user.click(screen.getByRole('button', { name: 'Finish signing in' }));
    await vi.waitFor(() =>
      expect(identity.signInWithEmailLink).toHaveBeenCalledWith(
        {},
        'dana@fundax.test',
        expect.any(String),
      ),
    );
  });

  it('says why a used link failed, and what to do', async () => {
    window.history.replaceState(null, '', link);
    window.localStorage.setItem('fundax.emailForSignIn', 'dana@fundax.test');
    identity.isSignInWithEmailLink.mockReturnValue(true);
    identity.signInWithEmailLink.mockRejectedValue({ code: 'auth/invalid-action-code' });
    renderWithProviders(<EmailLinkCompletion retry={<p>Ask for another link.</p>} />);
    expect((await screen.findByRole('alert')).textContent).not.toContain('auth/');
    expect(screen.getByText('Ask for another link.')).toBeInTheDocument();
  });
});
