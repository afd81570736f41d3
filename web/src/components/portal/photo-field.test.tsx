import '@testing-library/jest-dom/vitest';

import type { StoredImage } from '@fundax/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ListingPhoto } from '../../utils/listing-photo';
import { PhotoField } from './photo-field';

// The upload itself (request, PUT with progress, the stored record) is the kit's, tested there.
const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@fundax/client/uploads/upload-file', () => ({ uploadFile: uploads.uploadFile }));

const imageOf = (fileId: string): StoredImage => ({
  fileId,
  variants: [
    { name: 'thumb', url: `https://cdn.example/${fileId}/thumb.webp`, width: 400, height: 300 },
    { name: 'card', url: `https://cdn.example/${fileId}/card.webp`, width: 1200, height: 900 },
  ],
});
const CURRENT: ListingPhoto = {
  fileId: 'f-old',
  image: imageOf('f-old'),
  imageUrl: 'https://cdn.example/f-old/card.webp',
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The field as a form holds it: the value changes, `saved` stays what the listing has. */
function Harness({ saved, onBusy }: { saved: ListingPhoto | null; onBusy?: (b: boolean) => void }) {
  const [value, setValue] = useState(saved);
  return (
    <>
      <PhotoField
        purpose="venue-photo"
        legend="Photo"
        hint="The storefront."
        noun="photo"
        value={value}
        saved={saved}
        onChange={setValue}
        onBusyChange={onBusy ?? (() => undefined)}
      />
      <output data-testid="value">
        {value === null ? 'none' : (value.fileId ?? value.imageUrl)}
      </output>
    </>
  );
}

const img = () => screen.getByRole('group', { name: 'Photo' }).querySelector('img');

describe('PhotoField', () => {
  it('shows the current photo as the public sees it, with its srcset', () => {
    render(<Harness saved={CURRENT} />);
    expect(img()).toHaveAttribute(
      'srcset',
      'https://cdn.example/f-old/thumb.webp 400w, https://cdn.example/f-old/card.webp 1200w',
    );
    expect(img()).toHaveAttribute('src', 'https://cdn.example/f-old/card.webp');
    expect(screen.getByText('The current photo.')).toBeVisible();
    expect(screen.getByLabelText('Replace the photo')).toHaveAttribute('type', 'file');
  });

  it('uploads a new photo, previews it, and can go back to the current one', async () => {
    uploads.uploadFile.mockResolvedValue({
      fileId: 'f-new',
      sizeBytes: 3000,
      image: imageOf('f-new'),
      url: 'https://cdn.example/f-new/card.webp',
    });
    const onBusy = vi.fn();
    render(<Harness saved={CURRENT} onBusy={onBusy} />);
    const user = userEvent.setup();
    const file = new File([new Uint8Array(3000)], 'patio.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Replace the photo'), file);
    expect(uploads.uploadFile).toHaveBeenCalledWith(file, 'venue-photo', expect.anything());
    expect(await screen.findByText('The new photo, used once you save.')).toBeVisible();
    expect(img()).toHaveAttribute('src', 'https://cdn.example/f-new/card.webp');
    expect(screen.getByTestId('value')).toHaveTextContent('f-new');
    expect(onBusy).toHaveBeenCalledWith(true);
    expect(onBusy).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Keep the current photo' }));
    expect(screen.getByTestId('value')).toHaveTextContent('f-old');
    expect(screen.queryByRole('button', { name: 'Keep the current photo' })).toBeNull();
  });

  it('removes the photo on saving, and says so', async () => {
    render(<Harness saved={CURRENT} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(img()).toBeNull();
    expect(screen.getByText('No photo: the current one is removed once you save.')).toBeVisible();
    expect(screen.getByLabelText('Choose a photo')).toBeInTheDocument();
  });

  it('starts empty for a listing without one, and refuses a file that is too big', async () => {
    render(<Harness saved={null} />);
    expect(screen.getByText('No photo yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove the photo' })).toBeNull();
    const user = userEvent.setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await act(() => user.upload(screen.getByLabelText('Choose a photo'), big));
    expect(
      screen.getByText(
        '“huge.jpg” is just over 5 MB: a photo can be at most 5 MB. Choose a smaller file.',
      ),
    ).toBeVisible();
    expect(uploads.uploadFile).not.toHaveBeenCalled();
  });

  it('shows a typed image address from before uploads', () => {
    render(
      <Harness saved={{ fileId: null, image: null, imageUrl: 'https://old.example/p.jpg' }} />,
    );
    expect(img()).toHaveAttribute('src', 'https://old.example/p.jpg');
    expect(img()).not.toHaveAttribute('srcset');
  });
});
