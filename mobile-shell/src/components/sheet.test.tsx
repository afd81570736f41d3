import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { installDialogPolyfill } from '../testing/dialog';
import { Sheet } from './sheet';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report sales
      </button>
      <Sheet open={open} title="Sales at Posole Night" onClose={() => setOpen(false)}>
        <p>The form</p>
      </Sheet>
    </>
  );
}

beforeAll(() => installDialogPolyfill());
afterEach(cleanup);

describe('Sheet', () => {
  it('opens as a modal dialog named by its title, with its content only while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByText('The form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report sales' }));
    const sheet = screen.getByRole('dialog', { name: 'Sales at Posole Night' });
    expect(sheet).toHaveAttribute('open');
    expect(screen.getByText('The form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(sheet).not.toHaveAttribute('open');
    expect(screen.queryByText('The form')).toBeNull();
  });
});
