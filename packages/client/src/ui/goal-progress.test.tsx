// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { GoalProgress } from './goal-progress';

afterEach(cleanup);

describe('goal progress', () => {
  it('is a labelled progress bar that reads out the amounts', () => {
    render(
      <GoalProgress raisedCents={61_250} goalCents={150_000} label="Raised toward the goal" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Raised toward the goal' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '$612.50 of $1,500.00 (40%)');
  });

  it('shows the amount alone when there is no goal', () => {
    render(<GoalProgress raisedCents={84_200} goalCents={null} label="Raised so far" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('$842.00')).toBeVisible();
  });
});
