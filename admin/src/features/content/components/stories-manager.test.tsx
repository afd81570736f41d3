import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storyRecord } from '../../../testing/records';
import { StoriesManager } from './stories-manager';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readContent: vi.fn(), readStory: vi.fn() }));
vi.mock(import('../api/content-reads'), async (original) => ({ ...(await original()), ...reads }));

function Where() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function renderAt(entry: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/auth/story-add"
        element={
          <>
            <StoriesManager />
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [entry] },
  );
}

beforeEach(() => {
  call.mockReset();
  reads.readContent
    .mockReset()
    .mockResolvedValue([
      storyRecord(),
      storyRecord({ id: 's-draft', title: 'Garden in bloom', published: false }),
    ]);
  reads.readStory.mockReset();
});
afterEach(cleanup);

describe('success stories', () => {
  it('lists every story, drafts too, each linking to its editor', async () => {
    renderAt('/auth/story-add');
    const table = await screen.findByRole('table');
    const draft = within(table).getByRole('row', { name: /Garden in bloom/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Books for Bel-Air/ })).toHaveTextContent(
      'Published',
    );
    expect(within(draft).getByRole('link', { name: 'Garden in bloom' })).toHaveAttribute(
      'href',
      '/auth/story-add?id=s-draft',
    );
    expect(reads.readContent).toHaveBeenCalledWith('stories');
  });

  it('checks the contract’s rules before sending anything', async () => {
    const { user } = renderAt('/auth/story-add');
    const form = screen.getByRole('form', { name: 'New success story' });
    await user.type(within(form).getByLabelText('Raised (USD, optional)'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Add story' }));
    expect(await within(form).findByText('Title needs at least 3 characters.')).toBeVisible();
    expect(within(form).getByText('Enter an amount in dollars, like 1250.00.')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it('previews the story as it is typed, then adds it as a draft and opens it for editing', async () => {
    call.mockResolvedValue({ id: 's-new' });
    reads.readStory.mockResolvedValue(storyRecord({ id: 's-new', title: 'Posole for the pantry' }));
    const { user } = renderAt('/auth/story-add');
    const form = screen.getByRole('form', { name: 'New success story' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Untitled story' })).toBeVisible();
    await user.type(within(form).getByLabelText('Title'), 'Posole for the pantry');
    await user.type(
      within(form).getByLabelText('Summary'),
      'One posole night stocked the food pantry.',
    );
    await user.type(
      within(form).getByLabelText('Story'),
      'The kitchen cooked all day.{enter}{enter}Two hundred bowls later the shelves were full.',
    );
    await user.selectOptions(within(form).getByLabelText('Cause'), 'health');
    await user.type(within(form).getByLabelText('Raised (USD, optional)'), '1,250.50');
    expect(within(preview).getByRole('heading', { name: 'Posole for the pantry' })).toBeVisible();
    expect(within(preview).getByText(/\$1,250\.50 raised/)).toBeVisible();
    expect(
      within(preview).getByText('Two hundred bowls later the shelves were full.'),
    ).toBeVisible();
    expect(within(preview).getByText('Draft: only admins see it', { exact: false })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Add story' }));
    expect(await screen.findByText('Saved “Posole for the pantry” (draft).')).toBeVisible();
    expect(call).toHaveBeenCalledWith({
      title: 'Posole for the pantry',
      summary: 'One posole night stocked the food pantry.',
      body: 'The kitchen cooked all day.\n\nTwo hundred bowls later the shelves were full.',
      category: 'health',
      published: false,
      fundaxerId: null,
      eventId: null,
      imageUrl: null,
      raisedCents: 125_050,
    });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?id=s-new'));
    expect(await screen.findByRole('form', { name: 'Edit Posole for the pantry' })).toBeVisible();
    // The list is read again: the new story belongs in it.
    await waitFor(() => expect(reads.readContent).toHaveBeenCalledTimes(2));
  });

  it('edits a story named in the address and puts the server’s message on its field', async () => {
    reads.readStory.mockResolvedValue(storyRecord());
    call.mockRejectedValue(
      new CallFailure({
        code: 'invalid-argument',
        message: 'imageUrl: Enter a full web address.',
        details: { issues: [{ path: ['imageUrl'], message: 'Enter a full web address.' }] },
      }),
    );
    const { user } = renderAt('/auth/story-add?id=s-library');
    const form = await screen.findByRole('form', { name: 'Edit Books for Bel-Air' });
    expect(reads.readStory).toHaveBeenCalledWith('s-library');
    expect(within(form).getByLabelText('Raised (USD, optional)')).toHaveValue('1840.00');
    await user.type(
      within(form).getByLabelText('Image address (optional)'),
      'https://x.example/a.jpg',
    );
    await user.click(within(form).getByRole('button', { name: 'Save story' }));
    expect(await within(form).findByText('Enter a full web address.')).toBeVisible();
    expect(within(form).getByLabelText('Image address (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 's-library' }));
  });

  it('says when there is no story at the id, or when it cannot be read', async () => {
    reads.readStory.mockResolvedValueOnce(null);
    renderAt('/auth/story-add?id=gone');
    expect(await screen.findByText(/There is no story with the id/)).toHaveTextContent('gone');
    cleanup();
    reads.readStory.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    renderAt('/auth/story-add?id=s-library');
    expect(await screen.findByRole('alert')).toHaveTextContent('The story could not be loaded.');
  });

  it('shows a failed list with a way to try again', async () => {
    reads.readContent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderAt('/auth/story-add');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the stories');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Books for Bel-Air' })).toBeVisible();
  });
});
