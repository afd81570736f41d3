import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ListingBadge } from './badge';
import { ChangeValue } from './change-value';
import { EmailWithVerification } from './email-verified-badge';
import { CallFailureNotice } from './failure-notice';
import { IdentityFailureNotice } from './identity-failure-notice';
import { FailureNotice } from './thunk-failure-notice';
import { LoadError } from './load-error';
import { Loaded } from './loaded';
import { Loading } from './loading';
import { Notice } from './notice';
import { PrintButton } from './print-button';
import { ProgressButton, SubmitButton, buttonClass } from './submit-button';

afterEach(cleanup);

const offline = { code: 'unavailable', message: 'Failed to fetch' } as const;

describe('Notice', () => {
  it('announces errors at once and the rest politely', () => {
    render(
      <>
        <Notice tone="error">Broken</Notice>
        <Notice tone="warning">Careful</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('status')).toHaveClass('notice', 'notice--warning');
  });
});

describe('ChangeValue', () => {
  it('is the words alone, or a picture with its size reserved above them', () => {
    const { container, rerender } = render(<ChangeValue text="Sandia Paws" />);
    expect(container.innerHTML).toBe('Sandia Paws');
    const thumb = { url: 'https://files.example/f1-thumb.webp', width: 400, height: 200 };
    rerender(<ChangeValue text="A new picture" picture={thumb} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', thumb.url);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '200');
    // The words say which picture it is; the image adds nothing to read aloud.
    expect(img).toHaveAttribute('alt', '');
    expect(container).toHaveTextContent('A new picture');
    rerender(<ChangeValue text="The current picture" picture={{ ...thumb, width: null }} />);
    expect(container.querySelector('img')).not.toHaveAttribute('width');
  });
});

describe('Loading', () => {
  it('is an announced status, holding a screen’s height only when asked', () => {
    const { rerender } = render(<Loading label="Loading your events…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your events…');
    expect(screen.getByRole('status')).not.toHaveClass('loading-reserve');
    rerender(<Loading reserve />);
    expect(screen.getByRole('status')).toHaveClass('loading-reserve');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('LoadError and Loaded', () => {
  it('says what could not load, in the catalogue’s words, with a way to try again', async () => {
    const retry = vi.fn();
    render(<LoadError error={offline} what="your events" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^We could not load your events\./);
    expect(screen.getByRole('alert').textContent).not.toContain('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows progress until the first copy, then the data, and keeps it while reloading', () => {
    const show = (entry: Parameters<typeof Loaded<string>>[0]['entry']) =>
      render(
        <Loaded entry={entry} what="the list" retry={vi.fn()}>
          {(data) => <p>Got {data}</p>}
        </Loaded>,
      );
    show(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
    cleanup();
    show({ status: 'idle', data: null, error: null });
    expect(screen.getByRole('status')).toBeVisible();
    cleanup();
    show({ status: 'loading', data: 'old', error: null });
    expect(screen.getByText('Got old')).toBeVisible();
    cleanup();
    show({ status: 'failed', data: 'old', error: offline });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the list.');
    cleanup();
    show({ status: 'succeeded', data: 'new', error: null });
    expect(screen.getByText('Got new')).toBeVisible();
  });
});

describe('failure notices', () => {
  it('show nothing without an error', () => {
    const { container } = render(
      <>
        <CallFailureNotice error={null} />
        <IdentityFailureNotice error={undefined} />
        <FailureNotice error={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('say what did not happen, then why, for a call or a sign-in step', () => {
    render(<FailureNotice error={offline} prefix="The payout was not recorded." />);
    expect(screen.getByRole('alert').textContent).toMatch(/^The payout was not recorded\. \S/);
    cleanup();
    render(<FailureNotice error={{ code: 'auth/wrong-password', message: 'x' }} />);
    expect(screen.getByRole('alert').textContent).not.toContain('auth/');
    cleanup();
    render(
      <FailureNotice
        error={{ code: 'requires-recent-login', message: 'x' }}
        prefix="No link was sent."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No link was sent. For your security, sign in again, then repeat this change.',
    );
  });
});

describe('SubmitButton', () => {
  it('is disabled and says what is happening while pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving…" variant="danger" small>
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('button', 'button--danger', 'button--small');
    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    expect(buttonClass()).toBe('button');
    expect(buttonClass('secondary')).toBe('button button--secondary');
  });
});

describe('ProgressButton', () => {
  it('can be held back while not running, without a spinner', () => {
    render(
      <ProgressButton type="button" pending={false} pendingLabel="Sending…" disabled>
        Resend the email
      </ProgressButton>,
    );
    const button = screen.getByRole('button', { name: 'Resend the email' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('EmailWithVerification', () => {
  it('says whether an address is verified, in words', () => {
    render(<EmailWithVerification email="dana@fundax.test" verified={false} />);
    expect(screen.getByText('Not verified')).toHaveClass('badge', 'badge--pending');
    cleanup();
    render(<EmailWithVerification email="dana@fundax.test" verified />);
    expect(screen.getByText('Verified')).toHaveClass('badge', 'badge--approved');
    cleanup();
    render(<EmailWithVerification email={null} verified={false} none="No email on file" />);
    expect(screen.getByText('No email on file')).toHaveClass('muted');
    expect(screen.queryByText(/verified/i)).toBeNull();
  });
});

describe('ListingBadge', () => {
  it('names a listing’s state in the one wording, with its tone', () => {
    render(<ListingBadge state="rejected" />);
    expect(screen.getByText('Not approved')).toHaveClass('badge', 'badge--rejected');
  });

  it('names the states of a proposal and of an event off the public side', () => {
    render(
      <>
        <ListingBadge state="awaiting" />
        <ListingBadge state="declined" />
        <ListingBadge state="expired" />
        <ListingBadge state="hidden" />
      </>,
    );
    expect(screen.getByText('Awaiting the other side')).toHaveClass('badge--awaiting');
    expect(screen.getByText('Declined')).toHaveClass('badge--declined');
    expect(screen.getByText('Expired unreviewed')).toHaveClass('badge--expired');
    expect(screen.getByText('Hidden with its venue')).toHaveClass('badge--hidden');
  });
});

describe('PrintButton', () => {
  it('opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintButton label="Print the statement" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print the statement' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
