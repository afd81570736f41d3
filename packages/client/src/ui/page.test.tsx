import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { servedHeaderHtml } from '@fundax/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Page, PageSite } from './page';

afterEach(cleanup);

describe('Page', () => {
  it('renders the header the Hosting function serves before any script runs (servedHeaderHtml)', () => {
    // The page's first render replaces the served header in one commit: any difference would
    // move the page and paint its largest text again.
    const header = {
      title: 'Tacos & “Books” <night>',
      lede: 'Sat, Dec 5 · 6:00 PM MST at Baca’s.',
    };
    const { container } = render(
      <PageSite name="Fundax">
        <Page title={header.title} lede={header.lede}>
          <p>Body</p>
        </Page>
      </PageSite>,
    );
    const served = document.createElement('div');
    served.innerHTML = servedHeaderHtml(header);
    expect(container.querySelector('header.page-header')!.outerHTML).toBe(
      served.firstElementChild!.outerHTML,
    );
  });

  it('titles the document with the site’s name and has the one h1, lede and actions', () => {
    render(
      <PageSite name="Fundax admin">
        <Page title="Dashboard" lede="What needs you today." actions={<button>Reload</button>}>
          <p>Body</p>
        </Page>
      </PageSite>,
    );
    expect(document.title).toBe('Dashboard · Fundax admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('What needs you today.')).toHaveClass('lede');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  it('describes public pages for search and link previews', () => {
    render(
      <PageSite name="Fundax" describe>
        <Page title="Events" lede="Fundraisers near you." image="https://x.test/card.png" />
      </PageSite>,
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Fundraisers near you.',
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://x.test/card.png',
    );
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  it('frames the page in the container unless the layout has its own frame', () => {
    const { container, rerender } = render(<Page title="A" />);
    expect(container.firstElementChild).toHaveClass('page', 'container');
    rerender(
      <PageSite name="Your Fundax portal" framed={false}>
        <Page title="B" />
      </PageSite>,
    );
    expect(container.querySelector('.page')).toBeNull();
    expect(document.title).toBe('B · Your Fundax portal');
  });

  it('leaves focus alone on the first page, and moves it to the next page’s heading', async () => {
    vi.resetModules();
    const fresh = await import('./page');
    render(<fresh.Page title="First" />);
    expect(document.activeElement).toBe(document.body);
    cleanup();
    render(<fresh.Page title="Second" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second' }));
  });
});
