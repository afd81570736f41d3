// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShareEvent } from './share-event';

const props = {
  title: 'Library Night',
  text: '20% to the PTA',
  url: 'https://fundax.test/event/e1',
};

function stubNavigator(share: unknown, writeText: unknown) {
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('share event', () => {
  it('uses the share sheet where the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator(share, vi.fn());
    render(<ShareEvent {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share this event' }));
    expect(share).toHaveBeenCalledWith(props);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for sharing!');
  });

  it('says nothing when the person closes the share sheet', async () => {
    const writeText = vi.fn();
    stubNavigator(vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')), writeText);
    render(<ShareEvent {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share this event' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator(undefined, writeText);
    render(<ShareEvent {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share this event' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    stubNavigator(undefined, vi.fn().mockRejectedValue(new Error('denied')));
    render(<ShareEvent {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share this event' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy the link below');
    expect(screen.getByRole('textbox', { name: 'Event link' })).toHaveValue(props.url);
  });

  it('names its button as asked (one per event in a list)', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator(share, vi.fn());
    render(<ShareEvent {...props} label="Share Library Night" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share Library Night' }));
    expect(share).toHaveBeenCalledOnce();
  });
});
