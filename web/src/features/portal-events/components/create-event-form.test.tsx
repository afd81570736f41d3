import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import * as reads from '../api/read-events';
import { CreateEventForm } from './create-event-form';

const calls = vi.hoisted(() => ({ createEvent: vi.fn() }));

// The module boundary: the form reaches the backend only through callable().
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
// The upload (request, PUT with progress, the stored record) is the kit's, tested there.
const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@fundax/client/uploads/upload-file', () => ({ uploadFile: uploads.uploadFile }));
vi.mock('../api/read-events', () => ({
  readOwnVenueOptions: vi.fn(),
  readApprovedVenueOptions: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderForm(role: 'partner' | 'fundaxer') {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/events" element={<CreateEventForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { preloadedState: signedInState(role), initialEntries: ['/portal/events'] },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  // A partner's own venues, as the read offers them: by name, one still in review.
  vi.mocked(reads.readOwnVenueOptions).mockResolvedValue([
    { id: 'v2', name: 'Baca’s – Journal Center', address: '5901 Wyoming Blvd NE', pending: true },
    { id: 'v1', name: 'Baca’s Green Chile Kitchen – Old Town', address: '', pending: false },
  ]);
  vi.mocked(reads.readApprovedVenueOptions).mockResolvedValue([
    { id: 'v9', name: 'Saigon Sunrise', address: '1520 Louisiana Blvd NE', pending: false },
  ]);
  vi.mocked(reads.readFundaxerOptions).mockResolvedValue([
    { id: 'fundaxer-1', displayName: 'Dana Yazzie', fundraiserTitle: 'Library books' },
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function fillDates(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Start date'), '2026-12-05');
  await user.clear(screen.getByLabelText('Start time'));
  await user.type(screen.getByLabelText('Start time'), '18:00');
  await user.type(screen.getByLabelText('End date'), '2026-12-05');
  await user.clear(screen.getByLabelText('End time'));
  await user.type(screen.getByLabelText('End time'), '21:00');
}

describe('CreateEventForm', () => {
  it('lets a partner pick one of their venues and a fundaxer; sends Mountain Time; opens the event', async () => {
    calls.createEvent.mockResolvedValue({ id: 'new-event' });
    const { user } = renderForm('partner');
    const venue = await screen.findByLabelText('Venue');
    expect(
      within(venue)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a venue',
      'Baca’s – Journal Center (awaiting review)',
      'Baca’s Green Chile Kitchen – Old Town',
    ]);
    await user.type(screen.getByLabelText('Event title'), 'Posole Night');
    await user.selectOptions(venue, 'v2');
    await fillDates(user);
    await user.selectOptions(screen.getByLabelText('Fundaxer (optional)'), 'fundaxer-1');
    await user.type(screen.getByLabelText('Goal in dollars (optional)'), '1,200');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/portal/events/new-event'),
    );
    expect(calls.createEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Posole Night',
        venueId: 'v2',
        eventStart: '2026-12-05T18:00:00.000-07:00',
        eventEnd: '2026-12-05T21:00:00.000-07:00',
        fundaxerId: 'fundaxer-1',
        goalCents: 120_000,
        givebackPercent: 15,
      }),
    );
  });

  it('offers a fundaxer the approved venues and no fundaxer choice', async () => {
    renderForm('fundaxer');
    const venue = await screen.findByLabelText('Venue');
    expect(within(venue).getByRole('option', { name: 'Saigon Sunrise' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Fundaxer (optional)')).toBeNull();
    expect(reads.readOwnVenueOptions).not.toHaveBeenCalled();
  });

  it('puts the server’s field message on the field, and says the event was not created', async () => {
    calls.createEvent.mockRejectedValue({
      code: 'invalid-argument',
      message: 'title: Event title needs at least 3 characters.',
      details: { issues: [{ path: ['title'], message: 'That title is already taken here.' }] },
    });
    const { user } = renderForm('partner');
    await user.type(await screen.findByLabelText('Event title'), 'Posole Night');
    await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
    await fillDates(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('That title is already taken here.')).toBeInTheDocument();
    expect(screen.getByLabelText('Event title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The event was not created.');
  });

  it('checks the contract’s rules before sending anything', async () => {
    const { user } = renderForm('partner');
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Event title needs at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose a venue.')).toBeInTheDocument();
    expect(calls.createEvent).not.toHaveBeenCalled();
  });

  it('tells a partner without a venue to add one first', async () => {
    vi.mocked(reads.readOwnVenueOptions).mockResolvedValue([]);
    renderForm('partner');
    expect(await screen.findByText('No venue to hold an event at yet')).toBeInTheDocument();
  });

  it('uploads a picture with the new event and sends its file id', async () => {
    let finish: (file: unknown) => void = () => undefined;
    uploads.uploadFile.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    calls.createEvent.mockResolvedValue({ id: 'new-event' });
    const { user } = renderForm('partner');
    await user.type(await screen.findByLabelText('Event title'), 'Posole Night');
    await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
    await fillDates(user);
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(picture).not.toHaveTextContent(/waits for a Fundax admin’s review/);
    await user.upload(
      within(picture).getByLabelText('Choose a picture'),
      new File(['png'], 'flyer.png', { type: 'image/png' }),
    );
    // Saving while it uploads waits for it, and says so on the field.
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(
      await within(picture).findByText('Wait until the picture has uploaded, or cancel it.'),
    ).toBeVisible();
    expect(calls.createEvent).not.toHaveBeenCalled();
    finish({
      fileId: 'f-flyer',
      sizeBytes: 3,
      image: {
        fileId: 'f-flyer',
        variants: [{ name: 'card', url: 'https://cdn.example/card.webp', width: 800, height: 600 }],
      },
      url: 'https://cdn.example/card.webp',
    });
    expect(await within(picture).findByText('The new picture, used once you save.')).toBeVisible();
    expect(within(picture).queryByText(/Wait until/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(calls.createEvent).toHaveBeenCalled());
    expect(calls.createEvent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Posole Night', imageFileId: 'f-flyer' }),
    );
  });
});
