import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import type { StoredImage } from '@fundax/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { portalEvent } from '../../../testing/portal-fixtures';
import { signedInState } from '../../../testing/signed-in-state';
import { EditEventForm } from './edit-event-form';

const calls = vi.hoisted(() => ({ updateEvent: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
// The upload (request, PUT with progress, the stored record) is the kit's, tested there.
const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@fundax/client/uploads/upload-file', () => ({ uploadFile: uploads.uploadFile }));

const imageOf = (fileId: string): StoredImage => ({
  fileId,
  variants: [
    { name: 'thumb', url: `https://cdn.example/${fileId}/thumb.webp`, width: 400, height: 300 },
    { name: 'card', url: `https://cdn.example/${fileId}/card.webp`, width: 1200, height: 900 },
  ],
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(event = portalEvent()) {
  return renderWithProviders(<EditEventForm event={event} fundaxers={null} />, {
    preloadedState: signedInState('fundaxer'),
  });
}

describe('the event’s picture in the edit form', () => {
  it('on an approved event, says a new picture waits for review, before and after saving', async () => {
    uploads.uploadFile.mockResolvedValue({
      fileId: 'f-new',
      sizeBytes: 3,
      image: imageOf('f-new'),
      url: 'https://cdn.example/f-new/card.webp',
    });
    calls.updateEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderForm(
      portalEvent({ image: imageOf('f-old'), imageUrl: 'https://cdn.example/f-old/card.webp' }),
    );
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(picture).toHaveTextContent(
      'This event is approved: a new picture, or removing it, waits for a Fundax admin’s review with your other changes. The current picture stays public until then.',
    );
    expect(picture.querySelector('img')).toHaveAttribute(
      'srcset',
      'https://cdn.example/f-old/thumb.webp 400w, https://cdn.example/f-old/card.webp 1200w',
    );
    await user.upload(
      within(picture).getByLabelText('Replace the picture'),
      new File(['png'], 'flyer.png', { type: 'image/png' }),
    );
    await within(picture).findByText('The new picture, used once you save.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.updateEvent).toHaveBeenCalledWith({ id: 'e1', imageFileId: 'f-new' }),
    );
    expect(
      await screen.findByText(
        'The new picture waits for review; the current one stays public until then.',
      ),
    ).toBeVisible();
  });

  it('removes the picture of an event in review at once, with imageFileId null', async () => {
    calls.updateEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderForm(
      portalEvent({
        image: null,
        imageUrl: 'https://old.example/flyer.jpg',
        status: {
          approved: null,
          reason: null,
          disabled: false,
          cancelled: false,
          cancelReason: null,
          expired: false,
          venueHidden: false,
          venueHiddenReason: null,
        },
      }),
    );
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(picture).not.toHaveTextContent(/waits for a Fundax admin’s review/);
    await user.click(within(picture).getByRole('button', { name: 'Remove the picture' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.updateEvent).toHaveBeenCalledWith({ id: 'e1', imageFileId: null }),
    );
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    expect(screen.queryByText(/The new picture waits for review/)).toBeNull();
  });
});
