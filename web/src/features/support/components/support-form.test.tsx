// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import type * as Kit from '@fundax/client';
import { makeStore } from '@fundax/client';
import type { CallError } from '@fundax/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SupportForm } from './support-form';

type Outcome = { ok: true; data: { id: string } } | { ok: false; error: CallError };
const send = vi.hoisted(() => vi.fn<(input: unknown) => Promise<Outcome>>());

// The callable itself is tested in the client kit; here it answers as the test says.
vi.mock('@fundax/client', async (original) => {
  const kit = await original<typeof Kit>();
  return {
    ...kit,
    createSupportRequestThunk: kit.createAppAsyncThunk<
      { id: string },
      { subject: string; message: string },
      { rejectValue: CallError }
    >('callables/createSupportRequest', async (input, { rejectWithValue }) => {
      const outcome = await send(input);
      return outcome.ok ? outcome.data : rejectWithValue(outcome.error);
    }),
  };
});

function renderForm() {
  render(
    <Provider store={makeStore()}>
      <SupportForm email="dana@fundax.test" />
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  send.mockReset();
});

describe('support form', () => {
  it('checks the fields with the callable’s schema before sending anything', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Subject needs at least 3 characters.')).toBeVisible();
    expect(screen.getByText('Message needs at least 10 characters.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the request, confirms it with its reference and clears the form', async () => {
    send.mockResolvedValue({ ok: true, data: { id: 'q-123' } });
    const user = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Flyer for Library Night');
    await user.type(
      screen.getByLabelText('How can we help?'),
      'Is there a printable flyer template?',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/your request is in/)).toHaveTextContent(
      'Thanks, your request is in (reference q-123). We reply within one business day to dana@fundax.test.',
    );
    expect(send).toHaveBeenCalledWith({
      subject: 'Flyer for Library Night',
      message: 'Is there a printable flyer template?',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows the catalogue message for a failed call and keeps what was typed', async () => {
    send.mockResolvedValue({
      ok: false,
      error: { code: 'resource-exhausted', message: 'functions/resource-exhausted' },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Payout question');
    await user.type(screen.getByLabelText('How can we help?'), 'When is the Pho for Paws payout?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request was not sent. Too many requests right now. Wait a minute and try again.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Payout question');
  });

  it('says what was rate-limited and when to try again (429 with its details)', async () => {
    send.mockResolvedValue({
      ok: false,
      error: {
        code: 'resource-exhausted',
        message: 'Too many support requests from your account in a short time.',
        details: {
          reason: 'rate-limit',
          scope: 'account',
          what: 'support requests',
          retryAfterSeconds: 340,
        },
      },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Payout question');
    await user.type(screen.getByLabelText('How can we help?'), 'When is the Pho for Paws payout?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request was not sent. Too many support requests from your account in a short time. Try again in about 6 minutes.',
    );
  });

  it('shows the server’s own field message for invalid input', async () => {
    send.mockResolvedValue({
      ok: false,
      error: {
        code: 'invalid-argument',
        message: 'message: Message can be at most 4000 characters.',
        details: {
          issues: [{ path: ['message'], message: 'Message can be at most 4000 characters.' }],
        },
      },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Long story');
    await user.type(screen.getByLabelText('How can we help?'), 'A long message about our event.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message can be at most 4000 characters.',
    );
  });
});
