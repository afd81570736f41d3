// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RespondForm } from './respond-form';

// The decline form's module, watched: it must load when "Decline…" is reached for, not with
// the buttons. While `failing`, its import fails, as a browser offline (or after a release
// replaced the file) fails it.
const declineModule = vi.hoisted(() => ({ loads: 0, failing: false }));
vi.mock('./decline-form', (original) => {
  declineModule.loads += 1;
  if (declineModule.failing) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

afterEach(cleanup);

const renderForm = () =>
  renderWithProviders(<RespondForm eventId="e1" title="Library Night" side="partner" />);

// One journey: once the module has loaded, the test runner keeps it for every later test.
describe('RespondForm', () => {
  it('loads the decline form when asked, says so when it cannot, and tries again', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Accept “Library Night”' })).toBeEnabled();
    expect(declineModule.loads).toBe(0);

    declineModule.failing = true;
    const open = screen.getByRole('button', { name: 'Decline… “Library Night”' });
    // A tap with nothing before it (no pointer over the button, no focus: no preload).
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByText(
        'The decline form could not load. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();

    declineModule.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Decline “Library Night”' })).toBeVisible();
    expect(screen.getByLabelText('Why you decline')).toHaveFocus();

    // "Keep it open" closes the form and gives the focus back to "Decline…".
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
