import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Tabs } from './tabs';

afterEach(cleanup);

/** A panel with state of its own: shows whether choosing its tab again starts it afresh. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} pressed {count}
    </button>
  );
}

function renderTabs(onReach = vi.fn()) {
  render(
    <Tabs
      label="Sign in with"
      tabs={[
        { id: 'password', label: 'Password', panel: <Counter name="Password form" /> },
        { id: 'link', label: 'Email link', panel: <Counter name="Link form" /> },
        { id: 'phone', label: 'Phone', panel: <Counter name="Phone form" />, onReach },
      ]}
    />,
  );
  return { user: userEvent.setup(), onReach };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('opens on the first tab: one named list, the selected tab its only tab stop, its panel named by it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Sign in with' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Password',
      'Email link',
      'Phone',
    ]);
    expect(tab('Password')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Password')).toHaveAttribute('tabindex', '0');
    expect(tab('Email link')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Email link')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Password' });
    expect(tab('Password')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Password form pressed 0');
    // Only the selected panel is there.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('shows a tab’s panel when it is clicked, and starts a panel afresh when it comes back', async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole('button', { name: 'Password form pressed 0' }));
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('pressed 1');

    await user.click(tab('Email link'));
    expect(tab('Email link')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Password')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Email link' })).toHaveTextContent(
      'Link form pressed 0',
    );
    expect(screen.queryByText(/Password form/)).not.toBeInTheDocument();

    await user.click(tab('Password'));
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('pressed 0');
  });

  it('moves along the list with the arrow keys (wrapping), Home and End, showing each panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(tab('Password')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Email link')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Email link' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Password')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Phone')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(tab('Password')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Phone')).toHaveFocus();
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the list with Tab, into the selected panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Link form pressed 0' })).toHaveFocus();
    // Back into the list lands on the selected tab, not the first.
    await user.tab({ shift: true });
    expect(tab('Email link')).toHaveFocus();
  });

  it('tells a tab’s owner when someone reaches for it, before it is chosen', async () => {
    const { user, onReach } = renderTabs();
    await user.hover(tab('Phone'));
    expect(onReach).toHaveBeenCalled();
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'false');

    onReach.mockClear();
    await user.tab();
    await user.keyboard('{End}');
    expect(onReach).toHaveBeenCalled();
  });

  it('ignores other keys, leaving the selection where it is', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowDown}x');
    expect(tab('Password')).toHaveFocus();
    expect(tab('Password')).toHaveAttribute('aria-selected', 'true');
  });
});
