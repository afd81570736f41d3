import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import * as reads from '../api/read-resources';
import { type ResourceView, documentFacts, forRole } from '../api/resource-view';
import { ResourceList } from './resource-list';

vi.mock('../api/read-resources', () => ({ readResources: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const resource = (overrides: Partial<ResourceView>): ResourceView => ({
  id: 'r1',
  kind: 'document',
  title: 'Partner playbook',
  description: 'How to host.',
  url: 'https://docs.fundax.example/partner-playbook.pdf',
  audience: [],
  sizeBytes: 1_258_291,
  durationSeconds: null,
  ...overrides,
});

describe('resources', () => {
  it('keeps what is meant for the role; an empty audience is everyone', () => {
    const all = [
      resource({ id: 'everyone' }),
      resource({ id: 'partners', audience: ['partner'] }),
      resource({ id: 'hosts', audience: ['partner', 'fundaxer'] }),
      resource({ id: 'angels', audience: ['angel'] }),
    ];
    expect(forRole(all, 'fundaxer').map((r) => r.id)).toEqual(['everyone', 'hosts']);
    expect(forRole(all, 'angel').map((r) => r.id)).toEqual(['everyone', 'angels']);
  });

  it('describes a document by type and size', () => {
    expect(documentFacts(resource({}))).toBe('PDF, 1.2 MB');
    expect(documentFacts(resource({ url: 'https://x.example/a', sizeBytes: null }))).toBe('');
  });

  it('lists videos with their length, spoken and shown', async () => {
    vi.mocked(reads.readResources).mockResolvedValue([
      resource({
        id: 'v',
        kind: 'video',
        title: 'Planning your first give-back night',
        url: 'https://videos.fundax.example/first.mp4',
        audience: ['fundaxer'],
        sizeBytes: null,
        durationSeconds: 412,
      }),
    ]);
    renderWithProviders(<ResourceList kind="video" />, {
      preloadedState: signedInState('fundaxer'),
    });
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(
      within(list).getByRole('link', {
        name: 'Watch “Planning your first give-back night” (6 minutes 52 seconds, MP4)',
      }),
    ).toHaveAttribute('href', 'https://videos.fundax.example/first.mp4');
    expect(within(list).getByText('· 6:52')).toBeInTheDocument();
    expect(reads.readResources).toHaveBeenCalledWith('video');
  });

  it('gives an uploaded file’s type and stored size', async () => {
    vi.mocked(reads.readResources).mockResolvedValue([
      resource({
        id: 'v',
        kind: 'video',
        title: 'Welcome',
        url: 'http://127.0.0.1:5001/demo-fundax/us-central1/localFiles/o/files/f1/original.mp4?alt=media&token=t',
        sizeBytes: 48_234_496,
        durationSeconds: 95,
      }),
    ]);
    renderWithProviders(<ResourceList kind="video" />, {
      preloadedState: signedInState('partner'),
    });
    expect(
      await screen.findByRole('link', {
        name: 'Watch “Welcome” (1 minute 35 seconds, MP4, 46 MB)',
      }),
    ).toBeInTheDocument();
  });

  it('says so when nothing is meant for the role', async () => {
    vi.mocked(reads.readResources).mockResolvedValue([resource({ audience: ['partner'] })]);
    renderWithProviders(<ResourceList kind="document" />, {
      preloadedState: signedInState('angel'),
    });
    expect(await screen.findByText('No documents for you yet')).toBeInTheDocument();
  });
});
