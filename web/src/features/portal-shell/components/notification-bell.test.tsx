import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { NewMessagesAnnouncer, NotificationBell, notificationsName } from './notification-bell';

afterEach(cleanup);

describe('the bell', () => {
  it('is named with the count once it is known', () => {
    expect(notificationsName(null)).toBe('Notifications');
    expect(notificationsName(0)).toBe('Notifications, none unread');
    expect(notificationsName(1)).toBe('Notifications, 1 unread');
    expect(notificationsName(140)).toBe('Notifications, 140 unread');
  });

  it('links to the inbox, the badge showing the count (99+ past 99, none at zero)', () => {
    const { rerender } = renderWithProviders(<NotificationBell unread={3} />, {
      initialEntries: ['/portal/dashboard'],
    });
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/portal/inbox');
    expect(bell).not.toHaveAttribute('aria-current');
    expect(bell).toHaveTextContent('3');
    rerender(<NotificationBell unread={250} />);
    expect(screen.getByRole('link', { name: 'Notifications, 250 unread' })).toHaveTextContent(
      '99+',
    );
    rerender(<NotificationBell unread={0} />);
    expect(screen.getByRole('link', { name: 'Notifications, none unread' })).toHaveTextContent(
      /^$/,
    );
  });

  it('is the current page in the inbox', () => {
    renderWithProviders(<NotificationBell unread={null} />, { initialEntries: ['/portal/inbox'] });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('the announcer', () => {
  it('says nothing for the first count or a fall, and says a rise once', () => {
    const { rerender } = render(<NewMessagesAnnouncer unread={null} />);
    const status = screen.getByRole('status');
    rerender(<NewMessagesAnnouncer unread={2} />);
    expect(status).toHaveTextContent(/^$/);
    rerender(<NewMessagesAnnouncer unread={3} />);
    expect(status).toHaveTextContent('You have 1 new notification.');
    rerender(<NewMessagesAnnouncer unread={0} />);
    expect(status).toHaveTextContent('You have 1 new notification.');
    rerender(<NewMessagesAnnouncer unread={4} />);
    expect(status).toHaveTextContent('You have 4 new notifications.');
  });
});
