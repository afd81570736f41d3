// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toEventView } from '@fundax/core';
import { storedEvent } from '../api/test-event';
import { AddToCalendar } from './add-to-calendar';

// As a browser offline, or after a release replaced the file, fails the click's import.
vi.mock('../utils/calendar-download', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('add to calendar', () => {
  it('says so when the file cannot be made, and saves nothing', async () => {
    render(
      <AddToCalendar
        event={toEventView(storedEvent())}
        pageUrl="https://fundax.test/event/e-library-night"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    const status = await screen.findByText(
      'The calendar file could not be made. Check your connection and try again.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Calendar file saved/)).toBeNull();
  });
});
